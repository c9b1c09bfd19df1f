package io.tablescope.inspector.delta.replay;

import com.fasterxml.jackson.databind.JsonNode;
import io.tablescope.format.delta.action.Action;
import io.tablescope.format.delta.action.ActionParser;
import io.tablescope.format.delta.log.CommitActions;
import io.tablescope.format.delta.log.CommitReader;
import io.tablescope.format.io.FileAccess;
import io.tablescope.inspector.replay.FilterSyntax;
import io.tablescope.inspector.replay.FilterSyntaxParser;
import io.tablescope.inspector.replay.OperationJson;
import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Reads the operation file of a Delta table (design.md, "The proposed Delta commit") into a {@link
 * DeltaProposal}. Anything wrong is an {@link IllegalArgumentException} whose message names the
 * file and the problem.
 */
public final class DeltaOperationFile {
  private static final Set<String> FIELDS =
      Set.of("read-version", "isolation", "read-predicate", "read-files", "actions", "commit-file");

  private DeltaOperationFile() {}

  /** Reads and parses the operation file at a location; a {@code commit-file} is read too. */
  public static DeltaProposal parse(FileAccess files, String location) {
    String json;
    try {
      json = new String(files.readAllBytes(location), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new IllegalArgumentException(location + ": cannot be read: " + e.getMessage(), e);
    }
    try {
      return parse(files, location, json);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(location + ": " + e.getMessage(), e);
    }
  }

  /**
   * Parses operation file text; {@code location} is where it lives, against which a relative {@code
   * commit-file} resolves. Messages name the field, not the file.
   */
  static DeltaProposal parse(FileAccess files, String location, String json) {
    JsonNode root = OperationJson.object(json, FIELDS);
    JsonNode version = root.get("read-version");
    if (version == null || !version.isIntegralNumber() || !version.canConvertToLong()) {
      throw new IllegalArgumentException(
          "read-version must be the version the transaction read (a whole number), not " + version);
    }
    IsolationLevel isolation = null;
    if (root.hasNonNull("isolation")) {
      isolation = IsolationLevel.fromName(root.get("isolation").asText());
      if (isolation == null) {
        throw new IllegalArgumentException(
            "isolation must be Serializable, WriteSerializable or SnapshotIsolation, not '"
                + root.get("isolation").asText()
                + "'");
      }
    }
    String predicateText = null;
    FilterSyntax predicate = null;
    if (root.hasNonNull("read-predicate")) {
      if (!root.get("read-predicate").isTextual()) {
        throw new IllegalArgumentException(
            "read-predicate must be a string such as \"color = 'red'\" or \"true\"");
      }
      predicateText = root.get("read-predicate").asText();
      predicate = new FilterSyntaxParser("read-predicate").parse(predicateText);
    }
    return new DeltaProposal(
        version.longValue(),
        isolation,
        predicateText,
        predicate,
        readFiles(root),
        actions(files, location, root));
  }

  private static List<String> readFiles(JsonNode root) {
    if (!root.hasNonNull("read-files")) {
      return null;
    }
    List<String> paths = new ArrayList<>();
    for (JsonNode path : root.get("read-files")) {
      if (!path.isTextual()) {
        throw new IllegalArgumentException("read-files must be a list of paths, not " + path);
      }
      paths.add(path.asText());
    }
    return paths;
  }

  private static List<Action> actions(FileAccess files, String location, JsonNode root) {
    boolean inline = root.hasNonNull("actions");
    boolean fromFile = root.hasNonNull("commit-file");
    if (inline == fromFile) {
      throw new IllegalArgumentException(
          "give the proposed commit either as actions or as a commit-file, "
              + (inline ? "not both" : "found neither"));
    }
    if (fromFile) {
      return commitFile(files, location, root.get("commit-file").asText());
    }
    if (!root.get("actions").isArray()) {
      throw new IllegalArgumentException("actions must be a list of action objects");
    }
    List<Action> actions = new ArrayList<>();
    int index = 0;
    for (JsonNode item : root.get("actions")) {
      if (!item.isObject() || item.size() != 1) {
        throw new IllegalArgumentException(
            "actions[" + index + "] must be an object with one action key, such as {\"add\": ...}");
      }
      Map.Entry<String, JsonNode> entry = item.fields().next();
      try {
        actions.add(ActionParser.parse(entry.getKey(), entry.getValue()));
      } catch (IllegalArgumentException | ArithmeticException e) {
        throw new IllegalArgumentException("actions[" + index + "]: " + e.getMessage(), e);
      }
      index++;
    }
    return actions;
  }

  private static List<Action> commitFile(FileAccess files, String location, String path) {
    String resolved =
        isAbsolute(path) || !location.contains("/")
            ? path
            : FileAccess.child(FileAccess.parent(location), path);
    if (!files.isFile(resolved)) {
      throw new IllegalArgumentException("commit-file " + resolved + " does not exist");
    }
    String name = FileAccess.fileName(resolved);
    long version = name.matches("\\d+\\.json") ? Long.parseLong(name.split("\\.")[0]) : -1;
    CommitActions commit = CommitReader.read(files, resolved, version);
    if (!commit.problems().isEmpty()) {
      throw new IllegalArgumentException("commit-file " + commit.problems().get(0));
    }
    return commit.actions();
  }

  private static boolean isAbsolute(String path) {
    if (path.startsWith("/")) {
      return true;
    }
    try {
      return URI.create(path.replace(" ", "%20")).isAbsolute();
    } catch (IllegalArgumentException e) {
      return false;
    }
  }
}
