package io.tablescope.app.gui.diff;

import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.format.iceberg.metadata.SnapshotRef;
import io.tablescope.inspector.iceberg.IcebergTable;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;

/** A snapshot offered for a diff, by a ref's name or by its id. */
public record SnapshotChoice(String label, Snapshot snapshot) {
  public SnapshotChoice {
    Objects.requireNonNull(label, "label");
    Objects.requireNonNull(snapshot, "snapshot");
  }

  /** The table's branches and tags, main first, each at the snapshot it points to. */
  public static List<SnapshotChoice> refs(IcebergTable table) {
    List<SnapshotChoice> refs = new ArrayList<>();
    for (SnapshotRef ref : table.refs().values()) {
      table
          .snapshot(ref.snapshotId())
          .ifPresent(
              snapshot ->
                  refs.add(
                      new SnapshotChoice(
                          ref.type().jsonName() + " " + ref.name() + " · " + snapshot.snapshotId(),
                          snapshot)));
    }
    return refs;
  }

  /** Every snapshot of the table, newest first. */
  public static List<SnapshotChoice> snapshots(IcebergTable table) {
    List<Snapshot> newestFirst = new ArrayList<>(table.metadata().snapshots());
    newestFirst.sort(Comparator.comparingLong(Snapshot::timestampMillis).reversed());
    List<SnapshotChoice> snapshots = new ArrayList<>();
    for (Snapshot snapshot : newestFirst) {
      snapshots.add(
          new SnapshotChoice(
              snapshot.snapshotId()
                  + " · "
                  + snapshot.operation()
                  + " · seq "
                  + snapshot.sequenceNumber(),
              snapshot));
    }
    return snapshots;
  }

  @Override
  public String toString() {
    return label;
  }
}
