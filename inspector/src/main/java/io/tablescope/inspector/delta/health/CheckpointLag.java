package io.tablescope.inspector.delta.health;

/**
 * The newest checkpoint and the commits a reader replays after it.
 *
 * @param version the newest complete checkpoint's version, or null when the log has none
 * @param kind how it is written: {@code classic}, {@code multi-part}, {@code classic V2} or {@code
 *     V2}; null without a checkpoint
 * @param files its files: the one file, every part, or the V2 top file
 * @param sidecars the sidecar files a V2 checkpoint names
 * @param bytes the size of its files and sidecars
 * @param commitsSince the commit files a reader replays after it (from version 0 without one)
 * @param interval {@code delta.checkpointInterval}
 * @param intervalSet whether the table sets it (Delta's default is 10)
 * @param dueAt the newest version after the checkpoint at which Delta writes one ({@code version %
 *     interval == 0}), or null when none was due: a writer missed it
 */
public record CheckpointLag(
    Long version,
    String kind,
    int files,
    int sidecars,
    long bytes,
    long commitsSince,
    int interval,
    boolean intervalSet,
    Long dueAt) {

  /** Delta's checkpoint interval when the table sets none. */
  public static final int DEFAULT_INTERVAL = 10;
}
