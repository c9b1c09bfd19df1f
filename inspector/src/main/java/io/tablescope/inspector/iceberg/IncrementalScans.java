package io.tablescope.inspector.iceberg;

import io.tablescope.format.Problem;
import io.tablescope.format.iceberg.manifest.ContentFile;
import io.tablescope.format.iceberg.manifest.FileContent;
import io.tablescope.format.iceberg.manifest.ManifestEntry;
import io.tablescope.format.iceberg.metadata.Snapshot;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Incremental reads as Iceberg plans them ({@code IncrementalAppendScan}, and the legacy {@code
 * appendsBetween}), as Spark structured streaming consumes them, and where Flink's starting
 * strategies begin.
 */
public final class IncrementalScans {
  private static final String APPEND = "append";
  private static final String OVERWRITE = "overwrite";
  private static final String DELETE = "delete";
  private static final String REPLACE = "replace";

  private final IcebergTable table;
  private final Lineage lineage;

  public IncrementalScans(IcebergTable table) {
    this.table = table;
    this.lineage = new Lineage(table);
  }

  /** Spark structured streaming's two skip options. */
  public record SparkOptions(boolean skipOverwrites, boolean skipDeletes) {}

  /** Flink's FLIP-27 source starting strategies ({@code starting-strategy}). */
  public enum FlinkStart {
    TABLE_SCAN_THEN_INCREMENTAL,
    INCREMENTAL_FROM_LATEST_SNAPSHOT,
    INCREMENTAL_FROM_LATEST_SNAPSHOT_EXCLUSIVE,
    INCREMENTAL_FROM_EARLIEST_SNAPSHOT,
    INCREMENTAL_FROM_SNAPSHOT_ID,
    INCREMENTAL_FROM_SNAPSHOT_TIMESTAMP
  }

  /**
   * The end of the range: {@code to} when given, else the head of {@code branch} when given, else
   * the current snapshot; with both, {@code to} must be on the branch.
   *
   * @throws SnapshotNotFoundException when the branch points at a snapshot the metadata does not
   *     hold
   */
  public Snapshot end(Long to, String branch)
      throws IcebergRuleException, SnapshotNotFoundException {
    Snapshot head = null;
    if (branch != null) {
      var ref = table.metadata().refs().get(branch);
      if (ref == null) {
        throw new IcebergRuleException("Cannot find ref: " + branch);
      }
      if (!ref.isBranch()) {
        throw new IcebergRuleException("Ref " + branch + " is not a branch");
      }
      head = table.resolve(branch);
    }
    if (to != null) {
      Snapshot end =
          table
              .snapshot(to)
              .orElseThrow(() -> new IcebergRuleException("Cannot find the end snapshot: " + to));
      if (head != null && !lineage.isAncestor(head, to)) {
        throw new IcebergRuleException(
            "End snapshot is not a valid snapshot on the current branch: " + branch);
      }
      return end;
    }
    if (head != null) {
      return head;
    }
    return table
        .metadata()
        .currentSnapshot()
        .orElseThrow(
            () ->
                new IcebergRuleException(
                    "End snapshot is not set and table has no current snapshot"));
  }

  /**
   * {@code newIncrementalAppendScan().fromSnapshotExclusive(from)} (or {@code Inclusive}) {@code
   * .toSnapshot(end)}, with its checks and Iceberg's messages.
   *
   * @param from the start, or null for the whole lineage of {@code end}
   */
  public IncrementalChanges appendScan(
      Long from, boolean inclusive, Snapshot end, SparkOptions spark) throws IcebergRuleException {
    Long fromExclusive = from;
    String start =
        from == null
            ? "from the oldest ancestor of " + end.snapshotId()
            : "after " + from + " (exclusive)";
    if (from != null && inclusive) {
      Snapshot first =
          table
              .snapshot(from)
              .orElseThrow(
                  () -> new IcebergRuleException("Cannot find the starting snapshot: " + from));
      if (!lineage.isAncestor(end, from)) {
        throw new IcebergRuleException(
            "Starting snapshot (inclusive) "
                + from
                + " is not an ancestor of end snapshot "
                + end.snapshotId());
      }
      fromExclusive = first.parentId();
      start = "from " + from + " (inclusive)";
    } else if (from != null && !lineage.isParentAncestor(end, from)) {
      throw new IcebergRuleException(
          "Starting snapshot (exclusive) "
              + from
              + " is not a parent ancestor of end snapshot "
              + end.snapshotId());
    }
    return scan(fromExclusive, end, start, spark);
  }

  /**
   * Where a Flink source with this starting strategy begins, then what it reads up to {@code end}.
   */
  public IncrementalChanges flink(
      FlinkStart strategy,
      Long startSnapshotId,
      Long startTimestampMillis,
      Snapshot end,
      SparkOptions spark)
      throws IcebergRuleException {
    String name = "Flink " + strategy.name();
    switch (strategy) {
      case TABLE_SCAN_THEN_INCREMENTAL:
      case INCREMENTAL_FROM_LATEST_SNAPSHOT_EXCLUSIVE:
        return scan(
            end.snapshotId(), end, name + ": after " + end.snapshotId() + " (exclusive)", spark);
      case INCREMENTAL_FROM_LATEST_SNAPSHOT:
        return scan(
            end.parentId(), end, name + ": from " + end.snapshotId() + " (inclusive)", spark);
      case INCREMENTAL_FROM_EARLIEST_SNAPSHOT:
        Snapshot oldest = lineage.ancestorsOf(end).get(lineage.ancestorsOf(end).size() - 1);
        return scan(
            oldest.parentId(), end, name + ": from " + oldest.snapshotId() + " (inclusive)", spark);
      case INCREMENTAL_FROM_SNAPSHOT_ID:
        if (startSnapshotId == null) {
          throw new IcebergRuleException("Must set start-snapshot-id for " + strategy.name());
        }
        Snapshot first =
            table
                .snapshot(startSnapshotId)
                .orElseThrow(
                    () ->
                        new IcebergRuleException(
                            "Start snapshot id not found in history: " + startSnapshotId));
        return scan(
            first.parentId(), end, name + ": from " + startSnapshotId + " (inclusive)", spark);
      case INCREMENTAL_FROM_SNAPSHOT_TIMESTAMP:
        if (startTimestampMillis == null) {
          throw new IcebergRuleException(
              "Must set start-snapshot-timestamp for " + strategy.name());
        }
        Snapshot after = oldestAncestorAfter(end, startTimestampMillis);
        return scan(
            after.parentId(), end, name + ": from " + after.snapshotId() + " (inclusive)", spark);
      default:
        throw new IllegalArgumentException(strategy.name());
    }
  }

  /**
   * Iceberg's {@code SnapshotUtil.oldestAncestorAfter}: the oldest ancestor committed at or after
   * the time; the first snapshot when the time is before it.
   */
  private Snapshot oldestAncestorAfter(Snapshot end, long timestampMillis)
      throws IcebergRuleException {
    Snapshot lastAfter = null;
    for (Snapshot snapshot : lineage.ancestorsOf(end)) {
      if (snapshot.timestampMillis() < timestampMillis) {
        if (lastAfter == null) {
          // Flink's wording when Iceberg finds nothing at or after the time.
          throw new IcebergRuleException("Cannot find a snapshot after: " + timestampMillis);
        }
        return lastAfter;
      } else if (snapshot.timestampMillis() == timestampMillis) {
        return snapshot;
      }
      lastAfter = snapshot;
    }
    if (lastAfter != null && lastAfter.parentId() == null) {
      return lastAfter;
    }
    throw new IcebergRuleException(
        "Cannot find snapshot older than " + AsOf.icebergTime(timestampMillis));
  }

  private IncrementalChanges scan(
      Long fromExclusive, Snapshot end, String start, SparkOptions spark) {
    List<Snapshot> newestFirst =
        fromExclusive != null && fromExclusive == end.snapshotId()
            ? List.of()
            : lineage.between(end, fromExclusive);
    List<ScannedSnapshot> walked = new ArrayList<>();
    List<ContentFile> files = new ArrayList<>();
    List<Problem> problems = new ArrayList<>();
    Long legacyStopsAt = null;
    for (Snapshot snapshot : newestFirst) {
      String operation = snapshot.operation();
      if (APPEND.equals(operation)) {
        walked.add(new ScannedSnapshot(snapshot, true, "append: its new data files are returned"));
        // The scan returns paths, partitions and row counts: no column statistics.
        CommitFiles commit = CommitFiles.of(table, snapshot, ManifestStats.NONE);
        files.addAll(addedDataFiles(commit));
        problems.addAll(commit.problems());
      } else {
        walked.add(new ScannedSnapshot(snapshot, false, skipReason(operation)));
      }
      if (OVERWRITE.equals(operation) && legacyStopsAt == null) {
        legacyStopsAt = snapshot.snapshotId();
      }
    }
    String legacyError =
        legacyStopsAt == null
            ? null
            : "Found overwrite operation, cannot support incremental data in snapshots ("
                + fromExclusive
                + ", "
                + end.snapshotId()
                + "]";
    List<Snapshot> oldestFirst = new ArrayList<>(newestFirst);
    Collections.reverse(oldestFirst);
    return new IncrementalChanges(
        fromExclusive,
        end,
        start,
        walked,
        files,
        legacyStopsAt,
        legacyError,
        sparkStreaming(oldestFirst, spark),
        problems);
  }

  private static String skipReason(String operation) {
    if (OVERWRITE.equals(operation)) {
      return "overwrite: skipped; rows it added or rewrote are not returned (MERGE, UPDATE, upserts)";
    }
    if (DELETE.equals(operation)) {
      return "delete: skipped; deletes are not returned by an append scan";
    }
    if (REPLACE.equals(operation)) {
      return "replace: skipped; compaction rewrites rows that were already returned";
    }
    return "unknown operation " + operation + ": skipped; only appends are returned";
  }

  private static List<ContentFile> addedDataFiles(CommitFiles commit) {
    List<ContentFile> files = new ArrayList<>();
    for (ManifestEntry entry : commit.added()) {
      if (entry.file().content() == FileContent.DATA) {
        files.add(entry.file());
      }
    }
    return files;
  }

  /** Spark's micro-batch planner: appends read, replaces skipped, the rest fail unless skipped. */
  private static StreamingVerdict sparkStreaming(List<Snapshot> oldestFirst, SparkOptions options) {
    List<Long> processed = new ArrayList<>();
    for (Snapshot snapshot : oldestFirst) {
      String operation = snapshot.operation();
      long id = snapshot.snapshotId();
      if (APPEND.equals(operation)) {
        processed.add(id);
      } else if (DELETE.equals(operation) && !options.skipDeletes()) {
        return new StreamingVerdict(
            options.skipOverwrites(),
            options.skipDeletes(),
            processed,
            id,
            "Cannot process delete snapshot: "
                + id
                + ", to ignore deletes, set streaming-skip-delete-snapshots=true");
      } else if (OVERWRITE.equals(operation) && !options.skipOverwrites()) {
        return new StreamingVerdict(
            options.skipOverwrites(),
            options.skipDeletes(),
            processed,
            id,
            "Cannot process overwrite snapshot: "
                + id
                + ", to ignore overwrites, set streaming-skip-overwrite-snapshots=true");
      } else if (!REPLACE.equals(operation)
          && !DELETE.equals(operation)
          && !OVERWRITE.equals(operation)) {
        return new StreamingVerdict(
            options.skipOverwrites(),
            options.skipDeletes(),
            processed,
            id,
            "Cannot process unknown snapshot operation: "
                + (operation == null ? null : operation.toLowerCase())
                + " (snapshot id "
                + id
                + ")");
      }
    }
    return new StreamingVerdict(
        options.skipOverwrites(), options.skipDeletes(), processed, null, null);
  }
}
