package io.tablescope.inspector.iceberg.check;

import io.tablescope.format.Problem;
import io.tablescope.format.iceberg.metadata.MetadataLogEntry;
import io.tablescope.format.iceberg.metadata.PartitionField;
import io.tablescope.format.iceberg.metadata.PartitionSpec;
import io.tablescope.format.iceberg.metadata.Schema;
import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.format.iceberg.metadata.SnapshotLogEntry;
import io.tablescope.format.iceberg.metadata.SnapshotRef;
import io.tablescope.format.iceberg.metadata.TableMetadata;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The checks that need nothing but the metadata file: lineage, refs, logs and the table's "last"
 * counters against what the table holds.
 */
final class MetadataIntegrity {
  /**
   * How far a log may step back in time: iceberg-core accepts this much clock skew between
   * concurrent writers when it loads metadata.
   */
  static final long CLOCK_SKEW_MILLIS = 60_000;

  private final TableMetadata metadata;
  private final Map<Long, Snapshot> snapshots = new HashMap<>();
  private final List<Finding> findings = new ArrayList<>();

  private MetadataIntegrity(TableMetadata metadata) {
    this.metadata = metadata;
    metadata.snapshots().forEach(snapshot -> snapshots.put(snapshot.snapshotId(), snapshot));
  }

  /** What is wrong with the metadata file itself, in the order of the checks. */
  static List<Finding> findings(TableMetadata metadata) {
    MetadataIntegrity check = new MetadataIntegrity(metadata);
    check.damage();
    check.parents();
    check.refs();
    check.metadataLog();
    check.snapshotLog();
    check.lastColumnId();
    check.lastPartitionId();
    check.lastSequenceNumber();
    check.rowLineage();
    return check.findings;
  }

  private void add(String check, Long snapshotId, String message) {
    findings.add(new Finding(check, snapshotId, metadata.metadataFile(), message));
  }

  /**
   * What reading the file found damaged or against the spec (a key given twice, a value out of
   * range): the file is not sound even where the rest of it reads.
   */
  private void damage() {
    for (Problem problem : metadata.problems()) {
      if (problem.kind() == Problem.Kind.CORRUPT || problem.kind() == Problem.Kind.INVALID) {
        findings.add(new Finding("metadata-file", null, problem.path(), problem.message()));
      }
    }
  }

  private boolean hasSequenceNumbers() {
    return metadata.formatVersion() >= 2;
  }

  /**
   * Parents that exist, and sequence numbers that grow from parent to child. Iceberg lets
   * expire-snapshots remove a parent and keeps the child's parent id, so a missing parent is a
   * finding only when it cannot have been expired: from v2 on every commit takes the next sequence
   * number, so an expired parent leaves a number below the child's that no snapshot holds. A child
   * numbered 1 may descend from a snapshot written before an upgrade from v1 (numbered 0). Format
   * v1 has no sequence numbers, so there an expired parent cannot be told from a missing one and is
   * accepted.
   */
  private void parents() {
    long[] numbers =
        metadata.snapshots().stream()
            .mapToLong(Snapshot::sequenceNumber)
            .filter(number -> number > 0)
            .distinct()
            .sorted()
            .toArray();
    for (Snapshot snapshot : metadata.snapshots()) {
      Long parentId = snapshot.parentId();
      if (parentId == null) {
        continue;
      }
      Snapshot parent = snapshots.get(parentId);
      if (parent == null) {
        if (hasSequenceNumbers() && snapshot.sequenceNumber() > 1) {
          if (countBelow(numbers, snapshot.sequenceNumber()) >= snapshot.sequenceNumber() - 1) {
            add(
                "missing-parent",
                snapshot.snapshotId(),
                "parent snapshot "
                    + parentId
                    + " is not in the metadata and cannot have been expired: every sequence"
                    + " number below "
                    + snapshot.sequenceNumber()
                    + " is held by a snapshot still there");
          }
        }
      } else if (hasSequenceNumbers() && snapshot.sequenceNumber() <= parent.sequenceNumber()) {
        add(
            "sequence-number-order",
            snapshot.snapshotId(),
            "expected a sequence number above its parent "
                + parentId
                + "'s "
                + parent.sequenceNumber()
                + ", found "
                + snapshot.sequenceNumber());
      }
    }
  }

  /** How many of the distinct sorted numbers are below the value. */
  private static int countBelow(long[] sorted, long value) {
    int index = Arrays.binarySearch(sorted, value);
    return index >= 0 ? index : -index - 1;
  }

  private void refs() {
    Long current = metadata.currentSnapshotId();
    if (current != null && !snapshots.containsKey(current)) {
      add(
          "dangling-ref",
          current,
          "current-snapshot-id " + current + " names no snapshot of the metadata");
    }
    for (SnapshotRef ref : metadata.refs().values()) {
      if (!snapshots.containsKey(ref.snapshotId())) {
        add(
            "dangling-ref",
            ref.snapshotId(),
            ref.type().jsonName()
                + " "
                + ref.name()
                + " points to snapshot "
                + ref.snapshotId()
                + ", which is not in the metadata");
      }
    }
  }

  private void metadataLog() {
    List<MetadataLogEntry> log = metadata.metadataLog();
    for (int i = 1; i < log.size(); i++) {
      if (steppedBack(log.get(i - 1).timestampMillis(), log.get(i).timestampMillis())) {
        add(
            "metadata-log-order",
            null,
            "metadata-log entry "
                + log.get(i).metadataFile()
                + " at "
                + log.get(i).timestampMillis()
                + " is older than the entry before it ("
                + log.get(i - 1).metadataFile()
                + " at "
                + log.get(i - 1).timestampMillis()
                + "); expected timestamps that do not decrease");
      }
    }
    if (!log.isEmpty()
        && steppedBack(log.get(log.size() - 1).timestampMillis(), metadata.lastUpdatedMillis())) {
      add(
          "metadata-log-order",
          null,
          "last-updated-ms "
              + metadata.lastUpdatedMillis()
              + " is older than the last metadata-log entry at "
              + log.get(log.size() - 1).timestampMillis());
    }
  }

  /**
   * The snapshot log in time order, naming snapshots of the metadata: when iceberg-core removes a
   * snapshot it also drops the log before that snapshot's entry, so no entry names an expired one.
   */
  private void snapshotLog() {
    List<SnapshotLogEntry> log = metadata.snapshotLog();
    for (int i = 0; i < log.size(); i++) {
      SnapshotLogEntry entry = log.get(i);
      if (i > 0 && steppedBack(log.get(i - 1).timestampMillis(), entry.timestampMillis())) {
        add(
            "snapshot-log-order",
            entry.snapshotId(),
            "snapshot-log entry at "
                + entry.timestampMillis()
                + " is older than the entry before it (snapshot "
                + log.get(i - 1).snapshotId()
                + " at "
                + log.get(i - 1).timestampMillis()
                + "); expected timestamps that do not decrease");
      }
      if (!snapshots.containsKey(entry.snapshotId())) {
        add(
            "snapshot-log-entry",
            entry.snapshotId(),
            "snapshot-log entry at "
                + entry.timestampMillis()
                + " names snapshot "
                + entry.snapshotId()
                + ", which is not in the metadata; Iceberg drops the log before a removed"
                + " snapshot's entry");
      }
    }
    if (!log.isEmpty()
        && steppedBack(log.get(log.size() - 1).timestampMillis(), metadata.lastUpdatedMillis())) {
      add(
          "snapshot-log-order",
          log.get(log.size() - 1).snapshotId(),
          "last-updated-ms "
              + metadata.lastUpdatedMillis()
              + " is older than the last snapshot-log entry at "
              + log.get(log.size() - 1).timestampMillis());
    }
  }

  private static boolean steppedBack(long before, long after) {
    return before - after > CLOCK_SKEW_MILLIS;
  }

  private void lastColumnId() {
    for (Schema schema : metadata.schemas()) {
      List<Integer> ids = schema.fieldIds();
      if (!ids.isEmpty() && ids.get(ids.size() - 1) > metadata.lastColumnId()) {
        add(
            "last-column-id",
            null,
            "expected last-column-id >= every field id; schema "
                + schema.schemaId()
                + " has field id "
                + ids.get(ids.size() - 1)
                + " above last-column-id "
                + metadata.lastColumnId());
      }
    }
  }

  /** Format v1 metadata may omit {@code last-partition-id}; then there is nothing to check. */
  private void lastPartitionId() {
    Integer last = metadata.lastPartitionId();
    if (last == null) {
      return;
    }
    for (PartitionSpec spec : metadata.partitionSpecs()) {
      spec.fields().stream()
          .mapToInt(PartitionField::fieldId)
          .max()
          .ifPresent(
              highest -> {
                if (highest > last) {
                  add(
                      "last-partition-id",
                      null,
                      "expected last-partition-id >= every partition field id; spec "
                          + spec.specId()
                          + " has field id "
                          + highest
                          + " above last-partition-id "
                          + last);
                }
              });
    }
  }

  private void lastSequenceNumber() {
    for (Snapshot snapshot : metadata.snapshots()) {
      if (snapshot.sequenceNumber() > metadata.lastSequenceNumber()) {
        add(
            "last-sequence-number",
            snapshot.snapshotId(),
            "expected last-sequence-number >= every snapshot's; this snapshot has "
                + snapshot.sequenceNumber()
                + ", last-sequence-number is "
                + metadata.lastSequenceNumber());
      }
    }
  }

  /**
   * Format v3 row lineage: each snapshot's rows take the ids {@code first-row-id} to {@code
   * first-row-id + added-rows - 1}; no two snapshots share an id, and {@code next-row-id} is past
   * every one of them.
   */
  private void rowLineage() {
    List<Snapshot> ranged =
        metadata.snapshots().stream()
            .filter(snapshot -> snapshot.firstRowId() != null && snapshot.addedRows() != null)
            .sorted(Comparator.comparingLong(Snapshot::firstRowId))
            .toList();
    Long nextRowId = metadata.nextRowId();
    Snapshot previous = null;
    for (Snapshot snapshot : ranged) {
      long end = snapshot.firstRowId() + snapshot.addedRows();
      if (nextRowId != null && end > nextRowId) {
        add(
            "next-row-id",
            snapshot.snapshotId(),
            "expected next-row-id >= first-row-id + added-rows = "
                + end
                + " of this snapshot, found next-row-id "
                + nextRowId);
      }
      if (snapshot.addedRows() == 0) {
        continue;
      }
      if (previous != null
          && previous.firstRowId() + previous.addedRows() > snapshot.firstRowId()) {
        add(
            "row-lineage-overlap",
            snapshot.snapshotId(),
            "row ids "
                + snapshot.firstRowId()
                + " to "
                + (end - 1)
                + " overlap those of snapshot "
                + previous.snapshotId()
                + " ("
                + previous.firstRowId()
                + " to "
                + (previous.firstRowId() + previous.addedRows() - 1)
                + "); expected ranges that do not overlap");
      }
      if (previous == null || end > previous.firstRowId() + previous.addedRows()) {
        previous = snapshot;
      }
    }
  }
}
