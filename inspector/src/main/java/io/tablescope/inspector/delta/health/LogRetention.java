package io.tablescope.inspector.delta.health;

/**
 * What Delta's log clean-up (run after a checkpoint) would delete now: commit files older than the
 * cutoff and before the newest checkpoint at or before it, which is kept with its commit.
 *
 * @param retention {@code delta.logRetentionDuration} as written, or Delta's default
 * @param retentionSet whether the table sets it
 * @param retentionMillis the retention in milliseconds
 * @param cleanupEnabled {@code delta.enableExpiredLogCleanup} (default true)
 * @param cutoffMillis files modified at or before it expire: now less the retention, truncated to
 *     the day (UTC) as Delta does
 * @param keptCheckpoint the newest checkpoint modified at or before the cutoff, kept with its
 *     commit; null when none is, and then nothing is dropped
 * @param commitsToDrop commit files clean-up would delete
 * @param checkpointsToDrop older checkpoints it would delete
 * @param oldestKept the oldest version left with a commit file afterwards, or null when none
 *     changes
 */
public record LogRetention(
    String retention,
    boolean retentionSet,
    long retentionMillis,
    boolean cleanupEnabled,
    long cutoffMillis,
    Long keptCheckpoint,
    int commitsToDrop,
    int checkpointsToDrop,
    Long oldestKept) {

  /** Delta's {@code delta.logRetentionDuration} when the table sets none. */
  public static final String DEFAULT = "interval 30 days";
}
