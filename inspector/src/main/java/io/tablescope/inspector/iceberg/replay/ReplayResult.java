package io.tablescope.inspector.iceberg.replay;

import java.util.List;
import java.util.Objects;

/**
 * The verdict of a replay.
 *
 * @param parentSnapshotId the head of the branch the operation was checked against
 * @param failures every failing check in the order Iceberg runs them; the first is the exception
 *     Iceberg would throw
 * @param checks every check that ran, passed or failed
 * @param lastCommittableSnapshotId the newest snapshot of the branch up to which the operation
 *     would still have committed, or null if it could not have committed on top of any of them
 * @param fixes for a failure, the changes to the operation whose replay passed
 * @param withheldFixes for a failure, why the other changes were not offered
 */
public record ReplayResult(
    Long parentSnapshotId,
    List<Failure> failures,
    List<CheckResult> checks,
    Long lastCommittableSnapshotId,
    List<ProvenFix> fixes,
    List<String> withheldFixes) {
  public ReplayResult {
    failures = List.copyOf(failures);
    checks = List.copyOf(checks);
    fixes = List.copyOf(fixes);
    withheldFixes = List.copyOf(withheldFixes);
  }

  public boolean passes() {
    return failures.isEmpty();
  }

  /**
   * A failing check.
   *
   * @param check the check
   * @param exception the exception Iceberg throws
   * @param message Iceberg's message, word for word
   * @param causes the commits after the snapshot the operation read whose changes fail the check,
   *     oldest first: the first is the commit from which on the operation can no longer commit;
   *     empty for checks of the operation itself
   * @param files the files involved
   * @param explanation what a person needs to understand it and what would have avoided it
   */
  public record Failure(
      Check check,
      IcebergException exception,
      String message,
      List<Cause> causes,
      List<String> files,
      String explanation) {
    public Failure {
      Objects.requireNonNull(check, "check");
      Objects.requireNonNull(exception, "exception");
      Objects.requireNonNull(message, "message");
      causes = List.copyOf(causes);
      files = List.copyOf(files);
    }

    /** The first cause's snapshot id, or null when no commit caused the failure. */
    public Long snapshotId() {
      return causes.isEmpty() ? null : causes.get(0).snapshotId();
    }
  }

  /**
   * A commit whose changes fail a check.
   *
   * @param operation the snapshot's operation, or null when its summary names none
   * @param writer the writer the snapshot's summary names (Spark app id, Flink job id), or null
   * @param files the files of this commit that the check found
   */
  public record Cause(
      long snapshotId, String operation, long timestampMillis, String writer, List<String> files) {
    public Cause {
      files = List.copyOf(files);
    }
  }

  /** A check that ran: whether it passed, and what it examined. */
  public record CheckResult(Check check, boolean passed, String examined) {
    public CheckResult {
      Objects.requireNonNull(check, "check");
      Objects.requireNonNull(examined, "examined");
    }
  }
}
