package io.tablescope.inspector.iceberg.definition;

import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.format.iceberg.metadata.SnapshotLogEntry;
import io.tablescope.format.iceberg.metadata.TableMetadata;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * An entry of the snapshot log (main's current snapshot over time) and how main got there from the
 * entry before, judged by the snapshots' parents in the current metadata.
 *
 * @param move {@code commit} (a child of the previous snapshot, committed then), {@code rollback}
 *     (an ancestor of the previous), {@code fast-forward} (a descendant committed earlier, or more
 *     than one step ahead), {@code set} (anything else), {@code unknown} (the snapshot expired),
 *     empty for the first entry
 */
public record SnapshotLogRow(long timestampMillis, long snapshotId, String move) {

  /** The snapshot log of a metadata file, oldest first. */
  public static List<SnapshotLogRow> of(TableMetadata metadata) {
    Map<Long, Snapshot> snapshots = new HashMap<>();
    Map<Long, Long> parents = new HashMap<>();
    for (Snapshot snapshot : metadata.snapshots()) {
      snapshots.put(snapshot.snapshotId(), snapshot);
      if (snapshot.parentId() != null) {
        parents.put(snapshot.snapshotId(), snapshot.parentId());
      }
    }
    List<SnapshotLogRow> rows = new ArrayList<>();
    Long previous = null;
    for (SnapshotLogEntry entry : metadata.snapshotLog()) {
      rows.add(
          new SnapshotLogRow(
              entry.timestampMillis(),
              entry.snapshotId(),
              move(previous, entry, snapshots.get(entry.snapshotId()), parents)));
      previous = entry.snapshotId();
    }
    return List.copyOf(rows);
  }

  private static String move(
      Long previous, SnapshotLogEntry entry, Snapshot snapshot, Map<Long, Long> parents) {
    if (previous == null) {
      return "";
    }
    if (snapshot == null) {
      return "unknown";
    }
    if (previous.equals(snapshot.parentId())) {
      // A child of the snapshot that was current is no ancestor of it: no walk down the history,
      // which for every entry of a long log would cost time quadratic in its length.
      return snapshot.timestampMillis() >= entry.timestampMillis() ? "commit" : "fast-forward";
    }
    if (MetadataHistory.isAncestor(entry.snapshotId(), previous, parents)) {
      return "rollback";
    }
    return MetadataHistory.isAncestor(previous, entry.snapshotId(), parents)
        ? "fast-forward"
        : "set";
  }
}
