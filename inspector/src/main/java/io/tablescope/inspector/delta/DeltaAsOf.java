package io.tablescope.inspector.delta;

import io.tablescope.format.delta.log.CommitTimestamps;
import java.util.Map;
import java.util.TreeMap;

/**
 * The version a Delta time-travel read "as of" a time lands on, by Delta's rule: the latest version
 * whose commit time (its in-commit timestamp where the table enables them, else its commit file's
 * modification time made monotonic) is at or before the time. A time before the earliest version
 * that can be rebuilt, or after the latest commit, finds none and fails with Delta's message.
 *
 * @param timestampMillis the time asked for
 * @param version the version the read lands on, or null when it fails
 * @param commitTimestampMillis that version's commit time, or null
 * @param rule which commit times decided: {@value #IN_COMMIT} or {@value #MODIFICATION}
 * @param error delta-spark's message when the read fails, else null
 * @param kernelError Delta Kernel's message for the same failure, else null
 */
public record DeltaAsOf(
    long timestampMillis,
    Long version,
    Long commitTimestampMillis,
    String rule,
    String error,
    String kernelError) {
  /** The rule when the version is dated by {@code commitInfo.inCommitTimestamp}. */
  public static final String IN_COMMIT = "in-commit timestamps";

  /** The rule when the version is dated by its commit file's modification time. */
  public static final String MODIFICATION = "file modification times";

  /** Resolves a time against the table's commit times. */
  public static DeltaAsOf resolve(DeltaTable table, long millis) {
    long oldest = table.log().versions().get(0).version();
    TreeMap<Long, Long> times = new TreeMap<>();
    for (Map.Entry<Long, Long> time : table.log().timestamps().byVersion().entrySet()) {
      if (time.getKey() >= oldest) {
        times.put(time.getKey(), time.getValue());
      }
    }
    long enablement = CommitTimestamps.enablementVersion(table.log().latestHeader().metadata());
    if (times.isEmpty()) {
      String error = table.location() + ": no commit file from version " + oldest + " to date";
      return new DeltaAsOf(millis, null, null, MODIFICATION, error, error);
    }
    Map.Entry<Long, Long> first = times.firstEntry();
    Map.Entry<Long, Long> last = times.lastEntry();
    if (millis < first.getValue()) {
      return new DeltaAsOf(
          millis,
          null,
          null,
          rule(first.getKey(), enablement),
          DeltaMessages.sparkBeforeEarliest(millis, first.getValue()),
          DeltaMessages.kernelBeforeEarliest(
              table.location(), millis, first.getKey(), first.getValue()));
    }
    if (millis > last.getValue()) {
      return new DeltaAsOf(
          millis,
          null,
          null,
          rule(last.getKey(), enablement),
          DeltaMessages.sparkAfterLatest(millis, last.getValue()),
          DeltaMessages.kernelAfterLatest(
              table.location(), millis, last.getKey(), last.getValue()));
    }
    Map.Entry<Long, Long> landed = first;
    for (Map.Entry<Long, Long> time : times.entrySet()) {
      if (time.getValue() <= millis) {
        landed = time;
      }
    }
    return new DeltaAsOf(
        millis, landed.getKey(), landed.getValue(), rule(landed.getKey(), enablement), null, null);
  }

  private static String rule(long version, long enablement) {
    return enablement >= 0 && version >= enablement ? IN_COMMIT : MODIFICATION;
  }

  /** Whether a read as of the time fails. */
  public boolean failed() {
    return version == null;
  }
}
