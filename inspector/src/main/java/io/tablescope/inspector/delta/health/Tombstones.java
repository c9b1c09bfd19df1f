package io.tablescope.inspector.delta.health;

/**
 * Removed files the latest state still remembers, and which of them VACUUM may delete.
 *
 * @param retention {@code delta.deletedFileRetentionDuration} as written, or Delta's default
 * @param retentionSet whether the table sets it
 * @param retentionMillis the retention in milliseconds
 * @param count tombstones in the latest state
 * @param bytes their size, where the remove records it
 * @param pastRetention tombstones removed before now less the retention: VACUUM deletes their files
 * @param pastRetentionBytes their size
 * @param withoutTimestamp tombstones with no {@code deletionTimestamp}, counted as past retention
 */
public record Tombstones(
    String retention,
    boolean retentionSet,
    long retentionMillis,
    long count,
    long bytes,
    long pastRetention,
    long pastRetentionBytes,
    long withoutTimestamp) {

  /** Delta's {@code delta.deletedFileRetentionDuration} when the table sets none. */
  public static final String DEFAULT = "interval 1 week";
}
