package io.tablescope.inspector.iceberg;

import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.format.iceberg.metadata.SnapshotRef;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Every snapshot of a table laid out as a git-log-style graph, newest first: one row per snapshot,
 * each in a lane, with the lines that pass through the row, so a view can draw any row on its own.
 * Built in one pass, linear in the number of snapshots.
 *
 * @param rows newest first (by commit time, then sequence number)
 * @param lanes how many lanes the widest row needs
 */
public record HistoryGraph(List<HistoryRow> rows, int lanes) {
  public HistoryGraph {
    rows = List.copyOf(rows);
  }

  /** Lays out the snapshots of a table and labels them with the refs that point at them. */
  public static HistoryGraph of(IcebergTable table) {
    List<Snapshot> newestFirst = new ArrayList<>(table.metadata().snapshots());
    newestFirst.sort(
        Comparator.comparingLong(Snapshot::timestampMillis)
            .thenComparingLong(Snapshot::sequenceNumber)
            .reversed());
    Map<Long, List<SnapshotRef>> refs = new HashMap<>();
    table
        .refs()
        .values()
        .forEach(ref -> refs.computeIfAbsent(ref.snapshotId(), id -> new ArrayList<>()).add(ref));

    // expected[lane] is the snapshot id a lane's line is heading to, or null when the lane is free.
    List<Long> expected = new ArrayList<>();
    List<HistoryRow> rows = new ArrayList<>(newestFirst.size());
    int widest = 0;
    for (Snapshot snapshot : newestFirst) {
      long id = snapshot.snapshotId();
      int lane = -1;
      List<Integer> merging = new ArrayList<>();
      List<Integer> passing = new ArrayList<>();
      for (int i = 0; i < expected.size(); i++) {
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
      boolean hasChild = lane >= 0;
      if (!hasChild) {
        lane = expected.indexOf(null);
        if (lane < 0) {
          lane = expected.size();
          expected.add(null);
        }
      }
      boolean hasParent =
          snapshot.parentId() != null && table.snapshot(snapshot.parentId()).isPresent();
      expected.set(lane, hasParent ? snapshot.parentId() : null);
      widest = Math.max(widest, expected.size());
      rows.add(
          new HistoryRow(
              snapshot,
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
   * One snapshot's row of the graph.
   *
   * @param refs the branches and tags that point at the snapshot
   * @param lane the lane of the snapshot's node, from 0
   * @param hasChild whether a line comes into the node from above in its own lane
   * @param hasParent whether a line leaves the node downwards to its parent (the parent is still in
   *     the metadata)
   * @param mergingLanes other lanes whose lines end at this node: children on other branches
   * @param passingLanes lanes whose lines pass through the row without touching the node
   */
  public record HistoryRow(
      Snapshot snapshot,
      List<SnapshotRef> refs,
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
