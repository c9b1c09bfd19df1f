package io.tablescope.inspector.delta.replay;

import io.tablescope.format.Problem;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * The verdict of replaying a proposed Delta commit against the versions committed after the one it
 * read, shaped for design.md's replay JSON. Delta stops at the first conflict, so there is at most
 * one failure, and {@code checks} ends with the check that threw.
 *
 * @param readVersion the version the proposal read
 * @param declaredIsolation the isolation level asked for (or the table's default)
 * @param isolation the level the commit runs at: SnapshotIsolation when no file action changes data
 * @param readPredicate the read predicate as the user wrote it, or null when it read nothing
 * @param versionsChecked the winning versions checked, oldest first
 * @param failures the conflict Delta raises, if any
 * @param checks every check that ran, with the version it ran against and what it examined
 * @param problems winner commits that are missing or damaged, which the verdict could not see
 */
public record DeltaReplayResult(
    long readVersion,
    IsolationLevel declaredIsolation,
    IsolationLevel isolation,
    String readPredicate,
    List<Long> versionsChecked,
    List<Failure> failures,
    List<CheckResult> checks,
    List<Problem> problems) {
  public DeltaReplayResult {
    Objects.requireNonNull(declaredIsolation, "declaredIsolation");
    Objects.requireNonNull(isolation, "isolation");
    versionsChecked = List.copyOf(versionsChecked);
    failures = List.copyOf(failures);
    checks = List.copyOf(checks);
    problems = List.copyOf(problems);
  }

  public boolean passes() {
    return failures.isEmpty();
  }

  /** {@code pass} or {@code fail}, as the replay JSON says it. */
  public String outcome() {
    return passes() ? "pass" : "fail";
  }

  /** The checks whose verdicts depend on the read predicate and read files the user supplied. */
  public List<DeltaCheck> predicateDependentChecks() {
    return Arrays.stream(DeltaCheck.values()).filter(DeltaCheck::dependsOnReadPredicate).toList();
  }

  /** Says plainly which verdicts rest on what the user supplied as read. */
  public String predicateDependence() {
    return "Delta never writes down what a transaction read. The verdicts of "
        + DeltaCheck.ADDED_FILES.methodName()
        + " (ConcurrentAppendException) and "
        + DeltaCheck.DELETED_READ_FILES.methodName()
        + " (ConcurrentDeleteReadException) rest on the read predicate "
        + (readPredicate == null ? "(none: the proposal read nothing)" : "'" + readPredicate + "'")
        + " and the read files supplied; the protocol, metadata, domain metadata, app transaction"
        + " and delete-delete verdicts depend only on the log.";
  }

  /**
   * The conflict Delta raises.
   *
   * @param check the check that raised it
   * @param exception Delta's exception class
   * @param version the winning commit that causes it
   * @param files the files involved
   * @param message Delta's message, word for word
   * @param explanation what a person needs to understand it and what would avoid it
   */
  public record Failure(
      DeltaCheck check,
      DeltaException exception,
      long version,
      List<String> files,
      String message,
      String explanation) {
    public Failure {
      Objects.requireNonNull(check, "check");
      Objects.requireNonNull(exception, "exception");
      Objects.requireNonNull(message, "message");
      Objects.requireNonNull(explanation, "explanation");
      files = List.copyOf(files);
    }

    /** Whether this verdict rests on the read predicate the user supplied. */
    public boolean dependsOnReadPredicate() {
      return check.dependsOnReadPredicate();
    }

    /** The first line of the message: Delta's own sentence. */
    public String firstLine() {
      int end = message.indexOf('\n');
      return end < 0 ? message : message.substring(0, end);
    }
  }

  /** A check that ran against one winning version: whether it passed, and what it examined. */
  public record CheckResult(DeltaCheck check, long version, boolean passed, String examined) {
    public CheckResult {
      Objects.requireNonNull(check, "check");
      Objects.requireNonNull(examined, "examined");
    }
  }
}
