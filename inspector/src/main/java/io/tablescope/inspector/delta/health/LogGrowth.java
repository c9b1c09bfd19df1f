package io.tablescope.inspector.delta.health;

/**
 * How big {@code _delta_log} is and how fast it grows.
 *
 * @param commitFiles the {@code N.json} files in the log
 * @param commitBytes their total size
 * @param checkpointFiles checkpoint files (every part, V2 top files) and sidecars in the log
 * @param checkpointBytes their total size
 * @param firstCommitMillis the oldest commit's time, or null when no commit is dated
 * @param lastCommitMillis the newest commit's time, or null when no commit is dated
 * @param days the days between them, at least one: the growth is per day over the log
 */
public record LogGrowth(
    int commitFiles,
    long commitBytes,
    int checkpointFiles,
    long checkpointBytes,
    Long firstCommitMillis,
    Long lastCommitMillis,
    double days) {

  /** Commit files added per day over the log. */
  public double commitsPerDay() {
    return commitFiles / days;
  }

  /** Commit bytes added per day over the log. */
  public double commitBytesPerDay() {
    return commitBytes / days;
  }
}
