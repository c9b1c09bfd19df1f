package io.tablescope.inspector.delta;

import io.tablescope.format.Problem;
import io.tablescope.format.delta.action.Action;
import io.tablescope.format.delta.action.AddFile;
import io.tablescope.format.delta.action.Metadata;
import io.tablescope.format.delta.action.Protocol;
import io.tablescope.format.delta.action.RemoveFile;
import io.tablescope.format.delta.checkpoint.Checkpoint;
import io.tablescope.format.delta.checkpoint.CheckpointActions;
import io.tablescope.format.delta.checkpoint.CheckpointReader;
import io.tablescope.format.delta.log.ChecksumFile;
import io.tablescope.format.delta.log.CommitActions;
import io.tablescope.format.delta.log.CommitReader;
import io.tablescope.format.delta.log.DeltaSnapshot;
import io.tablescope.format.io.FileAccess;
import io.tablescope.inspector.table.Commit;
import io.tablescope.inspector.table.CommitDating;
import io.tablescope.inspector.table.CommitLine;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The tree of a Delta version, as the log holds it: the version, then the checkpoint its state
 * starts from and the commit files replayed after it (and its {@code .crc}), then each file's
 * actions with every field. Large files open in pages of {@value #PAGE} actions.
 */
public final class DeltaTree {
  /** Actions shown at once under a file; more are split into pages. */
  public static final int PAGE = 1000;

  private final DeltaTable table;
  private final FileAccess files;

  public DeltaTree(DeltaTable table) {
    this.table = table;
    this.files = table.files();
  }

  /** The root: the state at the version and how it was read. */
  public DeltaNode root(Commit commit) {
    DeltaSnapshot state = table.stateAt(commit);
    Map<String, String> fields = new LinkedHashMap<>();
    fields.put("version", Long.toString(state.version()));
    fields.put("timestamp", Instant.ofEpochMilli(commit.timestampMillis()).toString());
    CommitDating dating = table.dating(commit);
    if (dating != null) {
      fields.put(
          "written at",
          dating.writtenMillis() == null
              ? "(no commitInfo.timestamp)"
              : Instant.ofEpochMilli(dating.writtenMillis()) + " (commitInfo.timestamp)");
      fields.put("dated by", dating.rule() + ": " + dating.reason());
    }
    if (commit.operation() != null) {
      fields.put("operation", commit.operation());
    }
    fields.put(
        "checkpoint",
        state.checkpoint() == null
            ? "none (replayed from version 0)"
            : describe(state.checkpoint()));
    fields.put("commit files replayed", Integer.toString(state.replayedFiles().size()));
    fields.put("live files", Integer.toString(state.files().size()));
    fields.put("tombstones", Integer.toString(state.tombstones().size()));
    Protocol protocol = state.protocol();
    if (protocol != null) {
      ActionFields.of(protocol, null)
          .forEach((name, value) -> fields.put("protocol." + name, value));
    }
    Metadata metadata = state.metadata();
    if (metadata != null) {
      fields.put("partition columns", String.join(", ", metadata.partitionColumns()));
      fields.put("column mapping", metadata.columnMappingMode());
      if (metadata.schema() != null) {
        fields.put("schema", metadata.schema().simpleString());
      }
    }
    return new DeltaNode(
        DeltaNode.Kind.VERSION,
        "version " + state.version(),
        state.version(),
        null,
        null,
        0,
        -1,
        fields,
        problems(commit, state));
  }

  /** The state's problems, the version's own missing commit first, with why it matters. */
  private List<Problem> problems(Commit commit, DeltaSnapshot state) {
    CommitLine.Problem missing = table.line(commit).problem();
    if (missing == null) {
      return state.problems();
    }
    List<Problem> problems = new ArrayList<>();
    String expected =
        FileAccess.child(
            table.log().listing().logDirectory(), String.format("%020d.json", commit.id()));
    problems.add(
        new Problem(Problem.Kind.MISSING, expected, missing.what() + ": " + missing.why()));
    problems.addAll(state.problems());
    return problems;
  }

  /** A node's children, read now: call off the UI thread. */
  public List<DeltaNode> children(DeltaNode node) {
    return switch (node.kind()) {
      case VERSION -> files(node.version());
      case CHECKPOINT -> paged(node, checkpoint(node.version()));
      case COMMIT -> paged(node, CommitReader.read(files, node.file(), node.version()));
      case PAGE -> actions(node, node.from(), node.to());
      case CHECKSUM, ACTION -> List.of();
    };
  }

  private List<DeltaNode> files(long version) {
    DeltaSnapshot state = table.log().stateAt(version);
    List<DeltaNode> children = new ArrayList<>();
    if (state.checkpoint() != null) {
      Map<String, String> fields = new LinkedHashMap<>();
      fields.put("kind", state.checkpoint().kind().name().toLowerCase(java.util.Locale.ROOT));
      fields.put("files", String.join(", ", state.checkpoint().locations()));
      children.add(
          new DeltaNode(
              DeltaNode.Kind.CHECKPOINT,
              "checkpoint " + FileAccess.fileName(state.checkpoint().location()),
              version,
              state.checkpoint().location(),
              null,
              0,
              -1,
              fields,
              List.of()));
    }
    for (String replayed : state.replayedFiles()) {
      children.add(
          new DeltaNode(
              DeltaNode.Kind.COMMIT,
              FileAccess.fileName(replayed),
              version,
              replayed,
              null,
              0,
              -1,
              Map.of("file", replayed),
              List.of()));
    }
    ChecksumFile crc = table.log().checksum(version);
    if (crc != null) {
      Map<String, String> fields = new LinkedHashMap<>();
      if (crc.checksum() != null) {
        fields.put("tableSizeBytes", Long.toString(crc.checksum().tableSizeBytes()));
        fields.put("numFiles", Long.toString(crc.checksum().numFiles()));
        fields.putAll(crc.checksum().otherFields());
      }
      List<Problem> problems = new ArrayList<>(crc.problems());
      table
          .liveFiles(table.commit(version).orElseThrow())
          .summaryMismatches()
          .forEach(
              mismatch ->
                  problems.add(
                      new Problem(
                          Problem.Kind.INVALID,
                          crc.location(),
                          mismatch.key()
                              + " says "
                              + mismatch.statedValue()
                              + ", the log holds "
                              + mismatch.countedValue())));
      children.add(
          new DeltaNode(
              DeltaNode.Kind.CHECKSUM,
              FileAccess.fileName(crc.location()),
              version,
              crc.location(),
              null,
              0,
              0,
              fields,
              problems));
    }
    return children;
  }

  private CommitActions checkpoint(long version) {
    Checkpoint checkpoint = table.log().stateAt(version).checkpoint();
    CheckpointActions read = CheckpointReader.read(files, checkpoint);
    List<Problem> problems = new ArrayList<>(read.problems());
    problems.addAll(read.findings());
    return new CommitActions(version, checkpoint.location(), read.actions(), problems);
  }

  /** A file's actions, or pages of them when there are many. */
  private List<DeltaNode> paged(DeltaNode file, CommitActions actions) {
    List<DeltaNode> children = new ArrayList<>();
    actions.problems().forEach(problem -> children.add(problemNode(file, problem)));
    int count = actions.actions().size();
    if (count <= PAGE) {
      children.addAll(actions(file, actions.actions(), 0, count));
      return children;
    }
    for (int from = 0; from < count; from += PAGE) {
      int to = Math.min(count, from + PAGE);
      children.add(
          new DeltaNode(
              DeltaNode.Kind.PAGE,
              "actions " + (from + 1) + "–" + to + " of " + count,
              file.version(),
              file.file(),
              null,
              from,
              to,
              Map.of(),
              List.of()));
    }
    return children;
  }

  private List<DeltaNode> actions(DeltaNode page, int from, int to) {
    CommitActions actions =
        page.file().equals(checkpointLocation(page.version()))
            ? checkpoint(page.version())
            : CommitReader.read(files, page.file(), page.version());
    return actions(page, actions.actions(), from, Math.min(to, actions.actions().size()));
  }

  private String checkpointLocation(long version) {
    Checkpoint checkpoint = table.log().stateAt(version).checkpoint();
    return checkpoint == null ? null : checkpoint.location();
  }

  private List<DeltaNode> actions(DeltaNode parent, List<Action> actions, int from, int to) {
    Metadata metadata = table.log().stateAt(parent.version()).metadata();
    List<DeltaNode> nodes = new ArrayList<>(to - from);
    for (Action action : actions.subList(from, to)) {
      nodes.add(
          new DeltaNode(
              DeltaNode.Kind.ACTION,
              label(action),
              parent.version(),
              parent.file(),
              action,
              0,
              0,
              ActionFields.of(action, metadata),
              List.of()));
    }
    return nodes;
  }

  private static String label(Action action) {
    if (action instanceof AddFile add) {
      return "add " + add.decodedPath();
    }
    if (action instanceof RemoveFile remove) {
      return "remove " + remove.decodedPath();
    }
    return action.key();
  }

  private static DeltaNode problemNode(DeltaNode file, Problem problem) {
    return new DeltaNode(
        DeltaNode.Kind.ACTION,
        "⚠ " + problem.message(),
        file.version(),
        file.file(),
        null,
        0,
        0,
        Map.of(),
        List.of(problem));
  }

  private static String describe(Checkpoint checkpoint) {
    return FileAccess.fileName(checkpoint.location())
        + (checkpoint.locations().size() > 1
            ? " (" + checkpoint.locations().size() + " parts)"
            : "");
  }
}
