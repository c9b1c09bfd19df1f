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
import java.util.List;
import java.util.Map;

/**
 * Reads a checkpoint into the same action records a commit gives. Parquet rows hold one non-null
 * top-level struct column each ({@code add}, {@code remove}, {@code metaData}, {@code protocol},
 * {@code txn}, {@code domainMetadata}, {@code checkpointMetadata}, {@code sidecar}); a V2 top file
 * in JSON holds one action per line. Sidecars named by {@code sidecar} actions are read from {@code
 * _delta_log/_sidecars/}.
 *
 * <p>Damage is returned as problems, never thrown: a file that does not read, a row that does not
 * parse, a missing sidecar, no protocol or no metadata. Values no writer can mean are findings:
 * their actions are kept as written and the checkpoint stays usable.
 */
public final class CheckpointReader {
  private CheckpointReader() {}

  /** Reads every file of a checkpoint, then its sidecars. */
  public static CheckpointActions read(FileAccess files, Checkpoint checkpoint) {
    List<Action> actions = new ArrayList<>();
    List<Problem> problems = new ArrayList<>();
    List<Problem> findings = new ArrayList<>();
    for (String location : checkpoint.locations()) {
      readFile(files, location, actions, problems, findings);
    }
    List<String> sidecars = new ArrayList<>();
    String sidecarFolder = FileAccess.child(FileAccess.parent(checkpoint.location()), "_sidecars");
    for (Action action : List.copyOf(actions)) {
      if (action instanceof Sidecar sidecar) {
        String location = sidecarLocation(sidecarFolder, sidecar.decodedPath());
        sidecars.add(location);
        readSidecar(files, location, actions, problems, findings);
      }
    }
    if (problems.isEmpty() && !CheckpointActions.complete(actions)) {
      problems.add(
          new Problem(
              Problem.Kind.INVALID,
              checkpoint.location(),
              "checkpoint of version "
                  + checkpoint.version()
                  + " holds no protocol or no metadata action"));
    }
    return new CheckpointActions(checkpoint, actions, sidecars, problems, findings);
  }

  private static String sidecarLocation(String folder, String path) {
    boolean absolute = path.startsWith("/") || path.contains(":");
    return absolute ? path : FileAccess.child(folder, path);
  }

  private static void readFile(
      FileAccess files,
      String location,
      List<Action> actions,
      List<Problem> problems,
      List<Problem> findings) {
    byte[] bytes;
    try {
      bytes = files.readAllBytes(location);
    } catch (IOException e) {
      problems.add(ReadFailure.problem(location, e, ""));
      return;
    }
    ImpossibleValues impossible = new ImpossibleValues(location);
    if (location.endsWith(".json")) {
      readJson(location, bytes, actions, problems, impossible);
    } else {
      readParquet(location, bytes, actions, problems, impossible);
    }
    findings.addAll(impossible.problems());
  }

  private static void readSidecar(
      FileAccess files,
      String location,
      List<Action> actions,
      List<Problem> problems,
      List<Problem> findings) {
    List<Action> sidecarActions = new ArrayList<>();
    readFile(files, location, sidecarActions, problems, findings);
    for (Action action : sidecarActions) {
      if (action instanceof AddFile || action instanceof RemoveFile) {
        actions.add(action);
      } else {
        problems.add(
            new Problem(
                Problem.Kind.INVALID,
                location,
                "a sidecar holds only add and remove actions, found " + action.key()));
      }
    }
  }

  private static void readJson(
      String location,
      byte[] bytes,
      List<Action> actions,
      List<Problem> problems,
      ImpossibleValues impossible) {
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
  }

  private static void readParquet(
      String location,
      byte[] bytes,
      List<Action> actions,
      List<Problem> problems,
      ImpossibleValues impossible) {
    int[] row = {0};
    try {
      ParquetRowReader.read(
          location,
          bytes,
          columns -> {
            row[0]++;
            rowActions(location, row[0], columns, actions, problems, impossible);
          });
    } catch (IOException e) {
      problems.add(new Problem(Problem.Kind.CORRUPT, location, e.getMessage()));
    }
  }

  private static void rowActions(
      String location,
      int row,
      ObjectNode columns,
      List<Action> actions,
      List<Problem> problems,
      ImpossibleValues impossible) {
    Iterator<Map.Entry<String, JsonNode>> fields = columns.fields();
    while (fields.hasNext()) {
      Map.Entry<String, JsonNode> field = fields.next();
      try {
        Action action = ActionParser.parse(field.getKey(), field.getValue());
        impossible.check(action, "row " + row);
        actions.add(action);
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
