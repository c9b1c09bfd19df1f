package io.tablescope.inspector.delta.graph;

import io.tablescope.format.Problem;
import io.tablescope.format.delta.action.Action;
import io.tablescope.format.delta.action.CommitInfo;
import io.tablescope.format.delta.checkpoint.Checkpoint;
import io.tablescope.format.delta.checkpoint.CheckpointActions;
import io.tablescope.format.delta.log.CommitActions;
import io.tablescope.format.delta.log.CommitReader;
import io.tablescope.format.delta.log.LastCheckpoint;
import io.tablescope.format.delta.log.LogState;
import io.tablescope.format.io.FileAccess;
import io.tablescope.inspector.delta.DeltaTable;
import io.tablescope.inspector.delta.DeltaTotals;
import io.tablescope.inspector.table.AnalysisProgress;
import io.tablescope.inspector.table.graph.CardGeometry;
import io.tablescope.inspector.table.graph.GraphCard;
import io.tablescope.inspector.table.graph.GraphCard.CardKind;
import io.tablescope.inspector.table.graph.GraphEdge;
import io.tablescope.inspector.table.graph.TreeGraph;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Lays out how Delta reads chosen versions as a {@link TreeGraph}: version → the checkpoint its
 * state starts from → the checkpoint's parts and the commit files replayed after it → their
 * actions, one column per level. A commit file's protocol, metaData, txn and domainMetadata are a
 * card each; its adds and removes beyond {@code shownActions} fold into one card unless that fold
 * is expanded. The checkpoint's actions, which can be every live file of the table, are read only
 * when its fold is expanded; until then the version's counts come from the replay, which keeps no
 * file. Blocking; a cancelled layout stops with a {@code CancellationException}.
 */
public final class DeltaGraphLayout {
  /** File actions a commit file shows before the rest fold. */
  public static final int SHOWN_ACTIONS = 20;

  private final DeltaTable table;
  private final int shownActions;
  private final Map<Long, Replayed> replays = new ConcurrentHashMap<>();

  /** What a replay to a version found, kept so that expanding a fold does not replay again. */
  private record Replayed(LogState state, DeltaTotals totals) {}

  /**
   * @param shownActions file actions a commit shows before the rest fold, at least 1
   */
  public DeltaGraphLayout(DeltaTable table, int shownActions) {
    if (shownActions < 1) {
      throw new IllegalArgumentException("A commit shows at least one action: " + shownActions);
    }
    this.table = table;
    this.shownActions = shownActions;
  }

  /** The id of the fold that holds a checkpoint's actions (or a commit file's beyond the shown). */
  public static String foldId(String file) {
    return "fold:" + file;
  }

  /**
   * The graph of these versions, in the given order. A layout keeps what each version's replay
   * found, so lay out again with the same instance when a fold is expanded.
   *
   * @param expandedFolds ids of the fold cards whose actions are all drawn
   */
  public TreeGraph layout(
      List<Long> versions, Set<String> expandedFolds, AnalysisProgress progress) {
    Builder builder = new Builder(Set.copyOf(expandedFolds), progress);
    for (long version : versions) {
      builder.version(version);
    }
    return builder.build();
  }

  /** The state of one layout: the cards placed so far and the next free row. */
  private final class Builder {
    private final Set<String> expandedFolds;
    private final AnalysisProgress progress;
    private final List<GraphCard> cards = new ArrayList<>();
    private final List<GraphEdge> edges = new ArrayList<>();
    private final Set<String> placed = new HashSet<>();
    private double cursor;
    private int drawn;
    private int total;

    Builder(Set<String> expandedFolds, AnalysisProgress progress) {
      this.expandedFolds = expandedFolds;
      this.progress = progress;
    }

    TreeGraph build() {
      double width = cards.stream().mapToDouble(c -> c.x() + c.width()).max().orElse(0);
      double height = cards.stream().mapToDouble(GraphCard::bottom).max().orElse(0);
      return new TreeGraph(cards, edges, drawn, total, width, height);
    }

    void version(long version) {
      progress.checkCancelled();
      progress.update(-1, "Replaying the log to version " + version);
      Replayed replayed = replays.computeIfAbsent(version, DeltaGraphLayout.this::replay);
      LogState state = replayed.state();
      String problem = DeltaGraphLines.problem(state.problems());
      List<String> lines = new ArrayList<>();
      lines.add("version " + version);
      table
          .commit(version)
          .ifPresent(
              commit -> {
                if (commit.operation() != null) {
                  lines.add(commit.operation());
                }
                lines.add(Instant.ofEpochMilli(commit.timestampMillis()).toString());
              });
      lines.add(
          String.format(
              "%,d live files · %,d tombstones",
              replayed.totals().files(), replayed.totals().tombstones()));
      lines.add(String.format("%,d commit files replayed", state.replayedFiles().size()));
      state.problems().forEach(p -> lines.add(p.message()));
      double top = cursor;
      GraphCard versionCard =
          card(
              "version:" + version,
              CardKind.SNAPSHOT,
              version,
              null,
              null,
              problem,
              0,
              lines,
              null);
      if (state.checkpoint() != null) {
        checkpoint(versionCard, state.checkpoint());
      }
      List<String> commits = state.replayedFiles();
      for (int i = 0; i < commits.size(); i++) {
        progress.checkCancelled();
        progress.update(
            (double) i / commits.size(),
            String.format("Read %,d of %,d commit files", i, commits.size()));
        commitFile(versionCard, commits.get(i));
      }
      cursor = Math.max(cursor, Math.max(top, versionCard.bottom()) + CardGeometry.ROW_GAP);
    }

    /** The checkpoint in the second column, its parts in the third, its actions when expanded. */
    private void checkpoint(GraphCard version, Checkpoint checkpoint) {
      String id = "checkpoint:" + checkpoint.location();
      if (!placed.add(id)) {
        edges.add(new GraphEdge(version.id(), id));
        return;
      }
      List<String> lines =
          List.of(
              "checkpoint " + checkpoint.version(),
              checkpoint.kind().name().toLowerCase(Locale.ROOT)
                  + String.format(" · %,d files", checkpoint.locations().size()),
              FileAccess.fileName(checkpoint.location()));
      GraphCard card =
          card(
              id,
              CardKind.INDEX,
              version.snapshotId(),
              checkpoint.location(),
              null,
              null,
              1,
              lines,
              null);
      edges.add(new GraphEdge(version.id(), id));
      double top = cursor;
      if (checkpoint.locations().size() > 1) {
        for (int part = 0; part < checkpoint.locations().size(); part++) {
          String location = checkpoint.locations().get(part);
          part(card, location, "part " + (part + 1) + " of " + checkpoint.locations().size());
        }
      }
      String foldId = foldId(checkpoint.location());
      if (expandedFolds.contains(foldId)) {
        checkpointActions(card, checkpoint);
      } else {
        Long size = statedSize(checkpoint);
        if (size != null) {
          total += size;
        }
        String words =
            size == null
                ? "+ the checkpoint's actions, read on click"
                : String.format("+ %,d actions in the checkpoint (_last_checkpoint)", size);
        GraphCard fold =
            card(
                foldId,
                CardKind.FOLD,
                version.snapshotId(),
                null,
                checkpoint.location(),
                null,
                3,
                List.of(words),
                null);
        edges.add(new GraphEdge(id, fold.id()));
        cursor = fold.bottom() + CardGeometry.ROW_GAP;
      }
      cursor = Math.max(cursor, Math.max(top, card.bottom()) + CardGeometry.ROW_GAP);
    }

    private void part(GraphCard checkpoint, String location, String title) {
      GraphCard part =
          card(
              "part:" + location,
              CardKind.GROUP,
              checkpoint.snapshotId(),
              location,
              checkpoint.path(),
              null,
              2,
              List.of(title, FileAccess.fileName(location)),
              null);
      edges.add(new GraphEdge(checkpoint.id(), part.id()));
      cursor = part.bottom() + CardGeometry.ROW_GAP;
    }

    /** The checkpoint's action count as {@code _last_checkpoint} states it, when it names it. */
    private Long statedSize(Checkpoint checkpoint) {
      LastCheckpoint last = table.log().lastCheckpoint();
      return last != null && last.version() == checkpoint.version() ? last.size() : null;
    }

    /** Reads the checkpoint now: its sidecars as cards of their own, then every action. */
    private void checkpointActions(GraphCard card, Checkpoint checkpoint) {
      progress.update(-1, "Reading checkpoint " + FileAccess.fileName(checkpoint.location()));
      CheckpointActions read = table.log().checkpointActions(checkpoint);
      double top = cursor;
      for (String sidecar : read.sidecarLocations()) {
        part(card, sidecar, "sidecar");
      }
      List<Problem> problems = new ArrayList<>(read.problems());
      problems.addAll(read.findings());
      for (Problem problem : problems) {
        GraphCard problemCard =
            card(
                "problem:" + checkpoint.location() + "#" + cards.size(),
                CardKind.PROBLEM,
                card.snapshotId(),
                problem.path(),
                checkpoint.location(),
                problem.message(),
                2,
                List.of("problem", FileAccess.fileName(problem.path()), problem.message()),
                null);
        edges.add(new GraphEdge(card.id(), problemCard.id()));
        cursor = problemCard.bottom() + CardGeometry.ROW_GAP;
      }
      cursor = top;
      List<Action> actions = read.actions();
      total += actions.size();
      for (int i = 0; i < actions.size(); i++) {
        if (i % 1000 == 0) {
          progress.checkCancelled();
        }
        action(card, checkpoint.location(), i, actions.get(i));
      }
    }

    /** A commit file in the third column and its actions in the fourth. */
    private void commitFile(GraphCard version, String location) {
      String id = "commit:" + location;
      if (!placed.add(id)) {
        edges.add(new GraphEdge(version.id(), id));
        return;
      }
      CommitActions read =
          CommitReader.read(table.files(), location, DeltaGraphLines.versionOf(location));
      List<Action> actions = read.actions();
      List<String> lines = DeltaGraphLines.commit(read);
      String problem = DeltaGraphLines.problem(read.problems());
      double top = cursor;
      GraphCard card =
          card(id, CardKind.GROUP, version.snapshotId(), location, null, problem, 2, lines, null);
      edges.add(new GraphEdge(version.id(), id));
      cursor = top;
      List<Action> drawnHere = actions.stream().filter(a -> !(a instanceof CommitInfo)).toList();
      total += drawnHere.size();
      String foldId = foldId(location);
      int shown = expandedFolds.contains(foldId) ? Integer.MAX_VALUE : shownActions;
      int files = 0;
      int folded = 0;
      for (int i = 0; i < drawnHere.size(); i++) {
        Action action = drawnHere.get(i);
        if (DeltaGraphLines.isFileAction(action) && files++ >= shown) {
          folded++;
          continue;
        }
        action(card, location, i, action);
      }
      if (folded > 0) {
        String words = String.format("+ %,d more file actions", folded);
        GraphCard fold =
            card(
                foldId,
                CardKind.FOLD,
                version.snapshotId(),
                null,
                location,
                null,
                3,
                List.of(words),
                null);
        edges.add(new GraphEdge(id, fold.id()));
        cursor = fold.bottom() + CardGeometry.ROW_GAP;
      }
      cursor = Math.max(cursor, card.bottom() + CardGeometry.ROW_GAP);
    }

    private void action(GraphCard holder, String location, int index, Action action) {
      GraphCard card =
          card(
              "action:" + location + "#" + index,
              CardKind.ENTRY,
              holder.snapshotId(),
              DeltaGraphLines.path(action),
              location,
              null,
              3,
              DeltaGraphLines.of(action),
              DeltaGraphLines.status(action));
      edges.add(new GraphEdge(holder.id(), card.id()));
      cursor = card.bottom() + CardGeometry.ROW_GAP;
      drawn++;
    }

    private GraphCard card(
        String id,
        CardKind kind,
        long version,
        String path,
        String holderPath,
        String problem,
        int column,
        List<String> lines,
        GraphCard.EntryStatus status) {
      GraphCard card =
          new GraphCard(
              id,
              kind,
              version,
              path,
              holderPath,
              status,
              problem,
              lines,
              CardGeometry.columnX(column),
              cursor,
              CardGeometry.CARD_WIDTH,
              CardGeometry.height(lines.size()));
      cards.add(card);
      return card;
    }
  }

  /** Replays the log to a version, counting its files and keeping none. */
  private Replayed replay(long version) {
    DeltaTotals totals = new DeltaTotals();
    return new Replayed(table.log().replay(version, totals), totals);
  }
}
