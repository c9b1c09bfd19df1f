package io.tablescope.inspector.iceberg.maintenance;

import io.tablescope.format.Problem;
import io.tablescope.inspector.iceberg.IcebergRuleException;
import io.tablescope.inspector.iceberg.IcebergTable;
import io.tablescope.inspector.table.AnalysisProgress;
import java.util.List;
import java.util.Objects;

/**
 * What Iceberg's expire-snapshots would do to a table, computed without touching it: the snapshots
 * it would remove, the refs it would drop, and exactly the files its clean-up would then delete
 * (manifest lists, manifests, data and delete files, statistics files), with the bytes they hold.
 *
 * @param settings the settings that decided, and where each came from
 * @param expiredSnapshots the ids of the snapshots removed, in the metadata's order
 * @param removedRefs the branches and tags removed for being older than their max-ref-age
 * @param cleanup which of Iceberg's clean-up strategies chooses the files
 * @param deletedFiles in the order Iceberg deletes them: data and delete files, manifests, manifest
 *     lists, statistics files
 * @param bytes the total size of the deleted files whose size is known
 * @param problems files that could not be read, and what that changes in Iceberg's clean-up
 */
public record ExpirePreview(
    ExpireSettings settings,
    List<Long> expiredSnapshots,
    List<String> removedRefs,
    Cleanup cleanup,
    List<DeletedFile> deletedFiles,
    long bytes,
    List<Problem> problems) {

  /** How Iceberg finds the files to delete. */
  public enum Cleanup {
    /** The table has no snapshots: nothing to clean. */
    NONE,
    /** Only main's ancestors expire and only main is left: files deleted by expired commits. */
    INCREMENTAL,
    /** Files the expired snapshots reach and no kept snapshot reaches. */
    REACHABLE
  }

  public ExpirePreview {
    Objects.requireNonNull(settings, "settings");
    Objects.requireNonNull(cleanup, "cleanup");
    expiredSnapshots = List.copyOf(expiredSnapshots);
    removedRefs = List.copyOf(removedRefs);
    deletedFiles = List.copyOf(deletedFiles);
    problems = List.copyOf(problems);
  }

  /**
   * Previews expiring the table's snapshots.
   *
   * @param olderThan expire snapshots older than this (epoch milliseconds); null for the table's
   *     {@code history.expire.max-snapshot-age-ms} before {@code now}
   * @param retainLast keep at least this many ancestors of each branch; null for the table's {@code
   *     history.expire.min-snapshots-to-keep}
   * @param now the time the expiry happens at (ages of refs and snapshots count from it)
   * @throws IcebergRuleException when Iceberg refuses to expire (garbage collection disabled)
   * @throws IllegalArgumentException for a retain-last below 1 or a property that is no number
   * @throws java.util.concurrent.CancellationException when the progress says so
   */
  public static ExpirePreview of(
      IcebergTable table, Long olderThan, Integer retainLast, long now, AnalysisProgress progress)
      throws IcebergRuleException {
    Retention.Decision decision = Retention.decide(table.metadata(), olderThan, retainLast, now);
    ExpireCleanup.Result cleanup = ExpireCleanup.files(table, decision.retained(), progress);
    long bytes =
        cleanup.files().stream()
            .map(DeletedFile::size)
            .filter(Objects::nonNull)
            .mapToLong(Long::longValue)
            .sum();
    progress.update(1, "Done");
    return new ExpirePreview(
        decision.settings(),
        decision.expired(),
        decision.removedRefs(),
        cleanup.cleanup(),
        cleanup.files(),
        bytes,
        cleanup.problems());
  }
}
