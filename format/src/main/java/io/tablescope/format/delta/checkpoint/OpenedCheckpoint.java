package io.tablescope.format.delta.checkpoint;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tablescope.format.Problem;
import io.tablescope.format.delta.ReadFailure;
import io.tablescope.format.delta.action.Action;
import io.tablescope.format.delta.action.ActionParser;
import io.tablescope.format.delta.action.AddFile;
import io.tablescope.format.delta.action.ImpossibleValues;
import io.tablescope.format.delta.action.RemoveFile;
import io.tablescope.format.delta.action.Sidecar;
import io.tablescope.format.io.FileAccess;
import io.tablescope.format.parquet.ParquetRowReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Predicate;

/**
 * A checkpoint read in two passes, so a state built from it never holds its rows as a list: {@link
 * #open} reads every file of it (parts and sidecars) and decodes all but the file actions
 * (protocol, metadata, transactions, domains, sidecars), which decides whether it is usable; {@link
 * #streamFiles} then decodes its {@code add} and {@code remove} rows one at a time. Parquet's
 * column projection keeps each pass to its own columns.
 *
 * <p>Damage is returned as problems, never thrown. A problem found while opening makes the
 * checkpoint unusable, and a reader starts from an older one; a file row that does not parse in the
 * second pass is a problem on the state built from it, since what came before was already used.
 */
public final class OpenedCheckpoint {
  private static final Set<String> FILE_COLUMNS = Set.of("add", "remove");
  private static final Predicate<String> HEADER_COLUMNS = column -> !FILE_COLUMNS.contains(column);

  private final Checkpoint checkpoint;
  private final Map<String, byte[]> bytes;
  private final List<Action> header;
  private final List<Action> jsonFileActions;
  private final List<String> sidecars;
  private final List<Problem> problems;
  private final List<Problem> findings;

  private OpenedCheckpoint(
      Checkpoint checkpoint,
      Map<String, byte[]> bytes,
      List<Action> header,
      List<Action> jsonFileActions,
      List<String> sidecars,
      List<Problem> problems,
      List<Problem> findings) {
    this.checkpoint = checkpoint;
    this.bytes = bytes;
    this.header = List.copyOf(header);
    this.jsonFileActions = jsonFileActions;
    this.sidecars = List.copyOf(sidecars);
    this.problems = List.copyOf(problems);
    this.findings = findings;
  }

  /** Reads every file of the checkpoint and decodes its actions other than the file actions. */
  public static OpenedCheckpoint open(FileAccess files, Checkpoint checkpoint) {
    Map<String, byte[]> bytes = new LinkedHashMap<>();
    List<Action> header = new ArrayList<>();
    List<Action> jsonFileActions = new ArrayList<>();
    List<Problem> problems = new ArrayList<>();
    List<Problem> findings = new ArrayList<>();
    for (String location : checkpoint.locations()) {
      byte[] read = readBytes(files, location, problems);
      if (read == null) {
        continue;
      }
      bytes.put(location, read);
      ImpossibleValues impossible = new ImpossibleValues(location);
      if (location.endsWith(".json")) {
        // A V2 top file in JSON is small: its file actions, if any, are kept for the second pass.
        for (Action action : jsonActions(location, read, problems, impossible)) {
          (isFileAction(action) ? jsonFileActions : header).add(action);
        }
      } else {
        readHeaderRows(location, read, header::add, problems, impossible);
      }
      findings.addAll(impossible.problems());
    }
    List<String> sidecars = new ArrayList<>();
    String sidecarFolder = FileAccess.child(FileAccess.parent(checkpoint.location()), "_sidecars");
    for (Action action : header) {
      if (action instanceof Sidecar sidecar) {
        String location = sidecarLocation(sidecarFolder, sidecar.decodedPath());
        sidecars.add(location);
        byte[] read = readBytes(files, location, problems);
        if (read != null) {
          bytes.put(location, read);
        }
      }
    }
    if (problems.isEmpty() && !CheckpointActions.complete(header)) {
      problems.add(
          new Problem(
              Problem.Kind.INVALID,
              checkpoint.location(),
              "checkpoint of version "
                  + checkpoint.version()
                  + " holds no protocol or no metadata action"));
    }
    return new OpenedCheckpoint(
        checkpoint, bytes, header, jsonFileActions, sidecars, problems, findings);
  }

  /**
   * Reads every file of a checkpoint opened before and found usable, taking what that opening
   * decoded rather than decoding it again: the bytes are too large to keep between the two.
   */
  public static OpenedCheckpoint reopen(FileAccess files, Checkpoint checkpoint, Decoded decoded) {
    Map<String, byte[]> bytes = new LinkedHashMap<>();
    List<Problem> problems = new ArrayList<>();
    List<String> locations = new ArrayList<>(checkpoint.locations());
    locations.addAll(decoded.sidecars());
    for (String location : locations) {
      byte[] read = readBytes(files, location, problems);
      if (read != null) {
        bytes.put(location, read);
      }
    }
    return new OpenedCheckpoint(
        checkpoint,
        bytes,
        decoded.header(),
        decoded.jsonFileActions(),
        decoded.sidecars(),
        problems,
        decoded.findings());
  }

  /** What opening decoded, for {@link #reopen}. */
  public Decoded decoded() {
    return new Decoded(header, jsonFileActions, sidecars, findings);
  }

  /**
   * What opening a checkpoint decodes besides its file rows.
   *
   * @param header its actions other than adds and removes, in file order
   * @param jsonFileActions the adds and removes of a V2 top file in JSON
   * @param sidecars the sidecar files it names
   * @param findings values no writer can mean in the actions decoded
   */
  public record Decoded(
      List<Action> header,
      List<Action> jsonFileActions,
      List<String> sidecars,
      List<Problem> findings) {
    public Decoded {
      header = List.copyOf(header);
      jsonFileActions = List.copyOf(jsonFileActions);
      sidecars = List.copyOf(sidecars);
      findings = List.copyOf(findings);
    }
  }

  public Checkpoint checkpoint() {
    return checkpoint;
  }

  /** Its actions other than adds and removes, in file order. */
  public List<Action> header() {
    return header;
  }

  /** The sidecar files it names, in order. */
  public List<String> sidecarLocations() {
    return sidecars;
  }

  /** What kept it from being read; any problem makes it unusable. */
  public List<Problem> problems() {
    return problems;
  }

  /**
   * Whether a table state can start from it: every file read, and it holds a protocol and a
   * metadata (a reader that starts elsewhere would fall back otherwise).
   */
  public boolean usable() {
    return problems.isEmpty();
  }

  /**
   * Hands every {@code add} and {@code remove} of the checkpoint to {@code fileActions}, top files
   * first, then each sidecar's.
   */
  public Streamed streamFiles(Consumer<Action> fileActions) {
    List<Problem> problems = new ArrayList<>();
    List<Problem> found = new ArrayList<>(findings);
    jsonFileActions.forEach(fileActions);
    // Rows are decoded and parsed on a thread of their own while the caller replays them.
    Handoff.run(
        "tablescope-checkpoint-" + checkpoint.version(),
        actions -> decodeFileRows(actions, problems, found),
        fileActions);
    return new Streamed(problems, found);
  }

  private void decodeFileRows(
      Consumer<Action> fileActions, List<Problem> problems, List<Problem> found) {
    for (Map.Entry<String, byte[]> file : bytes.entrySet()) {
      String location = file.getKey();
      if (location.endsWith(".json")) {
        continue;
      }
      ImpossibleValues impossible = new ImpossibleValues(location);
      boolean sidecar = sidecars.contains(location);
      Consumer<Action> handed =
          sidecar ? action -> sidecarAction(location, action, fileActions, problems) : fileActions;
      readRows(
          location,
          file.getValue(),
          sidecar ? column -> true : FILE_COLUMNS::contains,
          handed,
          problems,
          impossible);
      found.addAll(impossible.problems());
    }
  }

  /**
   * What streaming the file actions met.
   *
   * @param problems rows or sidecars that did not read: the actions around them were handed over
   * @param findings values no writer can mean, in actions that read (the first pass's included)
   */
  public record Streamed(List<Problem> problems, List<Problem> findings) {
    public Streamed {
      problems = List.copyOf(problems);
      findings = List.copyOf(findings);
    }
  }

  private static void sidecarAction(
      String location, Action action, Consumer<Action> fileActions, List<Problem> found) {
    if (isFileAction(action)) {
      fileActions.accept(action);
    } else {
      found.add(
          new Problem(
              Problem.Kind.INVALID,
              location,
              "a sidecar holds only add and remove actions, found " + action.key()));
    }
  }

  private static boolean isFileAction(Action action) {
    return action instanceof AddFile || action instanceof RemoveFile;
  }

  private static String sidecarLocation(String folder, String path) {
    boolean absolute = path.startsWith("/") || path.contains(":");
    return absolute ? path : FileAccess.child(folder, path);
  }

  private static byte[] readBytes(FileAccess files, String location, List<Problem> problems) {
    try {
      return files.readAllBytes(location);
    } catch (IOException e) {
      problems.add(ReadFailure.problem(location, e, ""));
      return null;
    }
  }

  private static List<Action> jsonActions(
      String location, byte[] bytes, List<Problem> problems, ImpossibleValues impossible) {
    List<Action> actions = new ArrayList<>();
    String[] lines = new String(bytes, StandardCharsets.UTF_8).split("\n");
    for (int line = 0; line < lines.length; line++) {
      if (lines[line].isBlank()) {
        continue;
      }
      try {
        Action action = ActionParser.parseLine(lines[line]);
        impossible.check(action, "line " + (line + 1));
        actions.add(action);
      } catch (IllegalArgumentException | ArithmeticException e) {
        problems.add(
            new Problem(
                Problem.Kind.CORRUPT,
                location,
                "line " + (line + 1) + " is not a valid action: " + e.getMessage()));
      }
    }
    return actions;
  }

  /** Decodes the header columns of the rows that hold a header action, with their numbers. */
  private static void readHeaderRows(
      String location,
      byte[] bytes,
      Consumer<Action> actions,
      List<Problem> problems,
      ImpossibleValues impossible) {
    try {
      ParquetRowReader.readPresentRows(
          location,
          bytes,
          HEADER_COLUMNS,
          (row, values) -> rowActions(location, row, values, actions, problems, impossible));
    } catch (IOException e) {
      problems.add(new Problem(Problem.Kind.CORRUPT, location, e.getMessage()));
    }
  }

  private static void readRows(
      String location,
      byte[] bytes,
      Predicate<String> columns,
      Consumer<Action> actions,
      List<Problem> problems,
      ImpossibleValues impossible) {
    long[] row = {0};
    try {
      ParquetRowReader.readColumns(
          location,
          bytes,
          columns,
          values -> {
            row[0]++;
            rowActions(location, row[0], values, actions, problems, impossible);
          });
    } catch (IOException e) {
      problems.add(new Problem(Problem.Kind.CORRUPT, location, e.getMessage()));
    }
  }

  private static void rowActions(
      String location,
      long row,
      ObjectNode columns,
      Consumer<Action> actions,
      List<Problem> problems,
      ImpossibleValues impossible) {
    Iterator<Map.Entry<String, JsonNode>> fields = columns.fields();
    while (fields.hasNext()) {
      Map.Entry<String, JsonNode> field = fields.next();
      try {
        Action action = ActionParser.parse(field.getKey(), field.getValue());
        impossible.check(action, "row " + row);
        actions.accept(action);
      } catch (IllegalArgumentException | ArithmeticException e) {
        problems.add(
            new Problem(
                Problem.Kind.CORRUPT,
                location,
                "row " + row + " is not a valid action: " + e.getMessage()));
      }
    }
  }
}
