package io.tablescope.app.gui.delta.replay;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tablescope.format.delta.action.Action;
import io.tablescope.format.delta.action.CommitInfo;
import io.tablescope.format.delta.log.CommitActions;
import io.tablescope.format.delta.log.CommitReader;
import io.tablescope.format.io.FileAccess;
import io.tablescope.inspector.delta.replay.DeltaOperationFile;
import io.tablescope.inspector.delta.replay.DeltaProposal;
import io.tablescope.inspector.delta.replay.IsolationLevel;
import io.tablescope.inspector.replay.FilterSyntaxParser;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Objects;

/**
 * Where a proposed Delta commit comes from in the Replay tab: an operation file (design.md), or a
 * commit file such as one a losing writer left behind. Either gives the actions; what it says about
 * the read version, isolation level and read predicate fills the form, which the user may change.
 *
 * @param location the file
 * @param operationFile whether it is an operation file (else a commit file)
 * @param readVersion the version it says was read, or null (a commit file without a {@code
 *     commitInfo.readVersion})
 * @param isolation the isolation level it names, or null for the table's default
 * @param readPredicate the read predicate it names, or null (a commit file never says what was
 *     read)
 * @param readFiles the read files an operation file lists, or null
 * @param actions the actions the commit would write
 */
public record DeltaProposalSource(
    String location,
    boolean operationFile,
    Long readVersion,
    IsolationLevel isolation,
    String readPredicate,
    List<String> readFiles,
    List<Action> actions) {
  private static final ObjectMapper JSON = new ObjectMapper();

  public DeltaProposalSource {
    Objects.requireNonNull(location, "location");
    readFiles = readFiles == null ? null : List.copyOf(readFiles);
    actions = List.copyOf(actions);
  }

  /**
   * Reads the file: an operation file when it is one JSON object naming {@code read-version}, else
   * a commit file (one action a line).
   *
   * @throws IllegalArgumentException naming the file and the problem
   */
  public static DeltaProposalSource read(FileAccess files, String location) {
    if (isOperationFile(files, location)) {
      DeltaProposal proposal = DeltaOperationFile.parse(files, location);
      return new DeltaProposalSource(
          location,
          true,
          proposal.readVersion(),
          proposal.isolation(),
          proposal.readPredicateText(),
          proposal.readFiles(),
          proposal.actions());
    }
    CommitActions commit = CommitReader.read(files, location, -1);
    if (!commit.problems().isEmpty()) {
      throw new IllegalArgumentException(commit.problems().get(0).toString());
    }
    if (commit.actions().isEmpty()) {
      throw new IllegalArgumentException(
          location + ": neither an operation file nor a commit file with actions");
    }
    CommitInfo info = commit.commitInfo();
    return new DeltaProposalSource(
        location,
        false,
        info == null ? null : info.readVersion(),
        info == null ? null : IsolationLevel.fromName(info.isolationLevel()),
        null,
        null,
        commit.actions());
  }

  private static boolean isOperationFile(FileAccess files, String location) {
    try {
      JsonNode root =
          JSON.readTree(new String(files.readAllBytes(location), StandardCharsets.UTF_8));
      return root != null && root.isObject() && root.has("read-version");
    } catch (IOException e) {
      // A commit file holds one JSON object a line; reading it as a commit file names the problem.
      return false;
    }
  }

  /**
   * The proposal with the form's answers: what was read and at which level.
   *
   * @param typedVersion the read version as typed
   * @param isolation the level chosen, or null for the table's default
   * @param typedPredicate the read predicate as typed: blank for nothing, {@code true} for the
   *     whole table
   * @throws IllegalArgumentException naming the field and the problem
   */
  public DeltaProposal proposal(
      String typedVersion, IsolationLevel isolation, String typedPredicate) {
    long version;
    try {
      version = Long.parseLong(typedVersion == null ? "" : typedVersion.trim());
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(
          "Read version must be the version the transaction read (a whole number), not '"
              + typedVersion
              + "'");
    }
    String predicate =
        typedPredicate == null || typedPredicate.isBlank() ? null : typedPredicate.trim();
    return new DeltaProposal(
        version,
        isolation,
        predicate,
        predicate == null ? null : new FilterSyntaxParser("read predicate").parse(predicate),
        // The files an operation file lists were read under its own predicate only.
        Objects.equals(predicate, readPredicate) ? readFiles : null,
        actions);
  }
}
