package io.tablescope.inspector.iceberg;

import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.format.iceberg.metadata.SnapshotLogEntry;
import io.tablescope.format.iceberg.metadata.SnapshotRef;
import io.tablescope.inspector.history.CommitLineage;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * Which snapshot a time-travel read "as of" a time lands on. On main, Iceberg's rule: the last
 * entry of the snapshot log committed at or before the time ({@code
 * SnapshotUtil.snapshotIdAsOfTime}). The snapshot log only follows main, so for another branch or a
 * tag the answer is the newest snapshot of its lineage committed at or before the time.
 */
public final class AsOf {
  private AsOf() {}

  /**
   * The answer.
   *
   * @param rule how it was found: {@code snapshot-log} or {@code ancestry}
   * @param note what a person should know, e.g. that the snapshot was rolled back; or null
   */
  public record Result(
      long timestampMillis, String ref, Snapshot snapshot, String rule, String note) {}

  /**
   * @param ref a branch or tag, or null for main
   * @throws IcebergRuleException with Iceberg's message when no snapshot is old enough
   * @throws SnapshotNotFoundException when the ref points at a snapshot the metadata does not hold
   */
  public static Result resolve(IcebergTable table, long timestampMillis, String ref)
      throws IcebergRuleException, SnapshotNotFoundException {
    Lineage lineage = new Lineage(table);
    if (ref == null || ref.equals(SnapshotRef.MAIN_BRANCH)) {
      Long snapshotId = null;
      for (SnapshotLogEntry entry : table.metadata().snapshotLog()) {
        if (entry.timestampMillis() <= timestampMillis) {
          snapshotId = entry.snapshotId();
        }
      }
      if (snapshotId == null) {
        throw new IcebergRuleException(
            "Cannot find a snapshot older than " + icebergTime(timestampMillis));
      }
      long id = snapshotId;
      Snapshot snapshot =
          table
              .snapshot(id)
              .orElseThrow(
                  () ->
                      new IcebergRuleException(
                          "Cannot find snapshot with ID "
                              + id
                              + " (the snapshot log names it, but it is no longer in the"
                              + " metadata: expired)"));
      String note = null;
      Snapshot current = table.metadata().currentSnapshot().orElse(null);
      if (current != null && !lineage.isAncestor(current, id)) {
        note = notAnAncestor(lineage, current, snapshot);
      }
      return new Result(timestampMillis, SnapshotRef.MAIN_BRANCH, snapshot, "snapshot-log", note);
    }
    SnapshotRef named = table.metadata().refs().get(ref);
    if (named == null) {
      throw new IcebergRuleException("Cannot find ref: " + ref);
    }
    Snapshot head = table.resolve(ref);
    for (Snapshot snapshot : lineage.ancestorsOf(head)) {
      if (snapshot.timestampMillis() <= timestampMillis) {
        return new Result(
            timestampMillis,
            ref,
            snapshot,
            "ancestry",
            "Iceberg's snapshot log follows main only; for "
                + named.type().jsonName()
                + " "
                + ref
                + " this is the newest snapshot of its lineage committed at or before the time");
      }
    }
    throw new IcebergRuleException(
        "Cannot find a snapshot older than " + icebergTime(timestampMillis));
  }

  /**
   * Why the snapshot a read lands on is not among the ancestors of main's head: main was rolled
   * back or replaced after it, unless main's lineage stops at an expired parent before reaching
   * snapshots as old as it, when whether it is an ancestor cannot be told.
   */
  private static String notAnAncestor(Lineage lineage, Snapshot current, Snapshot snapshot) {
    List<Snapshot> ancestors = lineage.ancestorsOf(current);
    Snapshot oldest = ancestors.get(ancestors.size() - 1);
    Optional<CommitLineage.Cut> cut = lineage.cut(current);
    if (cut.isPresent() && snapshot.timestampMillis() < oldest.timestampMillis()) {
      return cut.get().text("main")
          + ", so whether snapshot "
          + snapshot.snapshotId()
          + " is an ancestor of main's current snapshot "
          + current.snapshotId()
          + " cannot be told; the read lands on it either way";
    }
    return "snapshot "
        + snapshot.snapshotId()
        + " is not an ancestor of main's current snapshot "
        + current.snapshotId()
        + ": main was rolled back or replaced after it, yet the read still lands on it";
  }

  /** A time as Iceberg prints it in these messages: ISO-8601 with {@code +00:00}. */
  static String icebergTime(long timestampMillis) {
    return Instant.ofEpochMilli(timestampMillis).toString().replace("Z", "+00:00");
  }
}
