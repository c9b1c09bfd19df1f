package io.tablescope.inspector.history;

import io.tablescope.inspector.table.Commit;
import io.tablescope.inspector.table.Ref;
import io.tablescope.inspector.table.Table;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Every commit of a table laid out as a git-log-style graph, newest first: one row per commit, each
 * in a lane, with the lines that pass through the row, so a view can draw any row on its own. Built
 * in one pass, linear in the number of commits.
 *
 * @param rows newest first (by commit time, then sequence)
 * @param lanes how many lanes the widest row needs
 */
public record HistoryGraph(List<HistoryRow> rows, int lanes) {
  public HistoryGraph {
    rows = List.copyOf(rows);
  }

  /** Lays out the commits of a table and labels them with the refs that point at them. */
  public static HistoryGraph of(Table table) {
    List<Commit> newestFirst = new ArrayList<>(table.commits());
    newestFirst.sort(
        Comparator.comparingLong(Commit::timestampMillis)
            .thenComparingLong(Commit::sequence)
            .reversed());
    Map<Long, List<Ref>> refs = new HashMap<>();
    table
        .refs()
        .forEach(ref -> refs.computeIfAbsent(ref.commitId(), id -> new ArrayList<>()).add(ref));

    // expected[lane] is the commit id a lane's line is heading to, or null when the lane is free.
    // Lane 0 is kept for the current commit (main's head) and its ancestors, as git graphs keep
    // the main line first; until that commit's row, nothing is drawn in it.
    List<Long> expected = new ArrayList<>();
    Long reserved = table.current().map(Commit::id).orElse(null);
    if (reserved != null) {
      expected.add(reserved);
    }
    List<HistoryRow> rows = new ArrayList<>(newestFirst.size());
    int widest = expected.size();
    for (Commit commit : newestFirst) {
      long id = commit.id();
      int lane = -1;
      List<Integer> merging = new ArrayList<>();
      List<Integer> passing = new ArrayList<>();
      for (int i = reserved == null ? 0 : 1; i < expected.size(); i++) {
        Long heading = expected.get(i);
        if (heading == null) {
          continue;
        }
        if (heading == id) {
          if (lane < 0) {
            lane = i;
          } else {
            merging.add(i);
            expected.set(i, null);
          }
        } else {
          passing.add(i);
        }
      }
      boolean hasChild;
      if (reserved != null && reserved == id) {
        // Main's head: its children on other branches join it from their lanes.
        if (lane >= 0) {
          merging.add(0, lane);
          expected.set(lane, null);
        }
        lane = 0;
        hasChild = false;
        reserved = null;
      } else {
        hasChild = lane >= 0;
        if (!hasChild) {
          lane = expected.indexOf(null);
          if (lane < 0) {
            lane = expected.size();
            expected.add(null);
          }
        }
      }
      boolean hasParent = commit.parentId() != null && table.commit(commit.parentId()).isPresent();
      expected.set(lane, hasParent ? commit.parentId() : null);
      widest = Math.max(widest, expected.size());
      rows.add(
          new HistoryRow(
              commit,
              refs.getOrDefault(id, List.of()),
              lane,
              hasChild,
              hasParent,
              merging,
              passing));
    }
    return new HistoryGraph(rows, widest);
  }

  /**
   * One commit's row of the graph.
   *
   * @param refs the branches and tags that point at the commit
   * @param lane the lane of the commit's node, from 0
   * @param hasChild whether a line comes into the node from above in its own lane
   * @param hasParent whether a line leaves the node downwards to its parent (the parent is still in
   *     the metadata)
   * @param mergingLanes other lanes whose lines end at this node: children on other branches
   * @param passingLanes lanes whose lines pass through the row without touching the node
   */
  public record HistoryRow(
      Commit commit,
      List<Ref> refs,
      int lane,
      boolean hasChild,
      boolean hasParent,
      List<Integer> mergingLanes,
      List<Integer> passingLanes) {
    public HistoryRow {
      refs = List.copyOf(refs);
      mergingLanes = List.copyOf(mergingLanes);
      passingLanes = List.copyOf(passingLanes);
    }
  }
}
