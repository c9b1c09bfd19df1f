package io.tablescope.inspector.replay;

import java.util.List;

/**
 * The verdict of a replay.
 *
 * @param parentSnapshotId the head of the branch the operation was checked against
 * @param failures every failing check in the order Iceberg runs them; the first is the exception
 *     Iceberg would throw
 * @param checks every check that ran, passed or failed
 * @param lastCommittableSnapshotId the newest snapshot of the branch up to which the operation
 *     would still have committed, or null if it could not have committed on top of any of them
 */
public record ReplayResult(
    Long parentSnapshotId,
    List<Failure> failures,
    List<CheckResult> checks,
    Long lastCommittableSnapshotId) {
  public ReplayResult {
    failures = List.copyOf(failures);
    checks = List.copyOf(checks);
  }

  public boolean passes() {
    return failures.isEmpty();
  }

  /**
   * A failing check.
   *
   * @param check the check, e.g. {@code validateAddedDataFiles}
   * @param exception the exception class Iceberg throws, e.g. {@code ValidationException}
   * @param message Iceberg's message, word for word
   * @param snapshotId the newer snapshot that causes it, or null for checks of the local state
   * @param writer the writer the snapshot's summary names (Spark app id, Flink job id), or null
   * @param files the files involved
   * @param explanation what a person needs to understand it and what would have avoided it
   */
  public record Failure(
      String check,
      String exception,
      String message,
      Long snapshotId,
      String operation,
      Long timestampMillis,
      String writer,
      List<String> files,
      String explanation) {
    public Failure {
      files = List.copyOf(files);
    }
  }

  /** A check that ran: its name, whether it passed, and what it examined. */
  public record CheckResult(String check, boolean passed, String examined) {}
}
