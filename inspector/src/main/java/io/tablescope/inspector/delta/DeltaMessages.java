package io.tablescope.inspector.delta;

import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Delta's own error messages, worded exactly as delta-spark 3.3.2 (its error classes, with Spark's
 * {@code [CLASS]} prefix) and Delta Kernel 4.0.0 word them, so a user can match what an engine
 * printed. Spark renders times in the session time zone; Tablescope renders them in UTC.
 */
final class DeltaMessages {
  private static final DateTimeFormatter SECONDS =
      DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss").withZone(ZoneOffset.UTC);

  private DeltaMessages() {}

  /** delta-spark: a time-travel timestamp before the earliest version. */
  static String sparkBeforeEarliest(long millis, long earliestMillis) {
    return "The provided timestamp ("
        + sqlTimestamp(millis)
        + ") is before the earliest version available to this\ntable ("
        + sqlTimestamp(earliestMillis)
        + "). Please use a timestamp after "
        + SECONDS.format(Instant.ofEpochMilli(earliestMillis))
        + ".";
  }

  /** delta-spark: a time-travel timestamp after the latest commit. */
  static String sparkAfterLatest(long millis, long latestMillis) {
    return "[DELTA_TIMESTAMP_GREATER_THAN_COMMIT] The provided timestamp ("
        + sqlTimestamp(millis)
        + ") is after the latest version available to this\ntable ("
        + sqlTimestamp(latestMillis)
        + "). Please use a timestamp before or at "
        + SECONDS.format(Instant.ofEpochMilli(latestMillis))
        + ".";
  }

  /** Delta Kernel's {@code getSnapshotAsOfTimestamp}: before the earliest version. */
  static String kernelBeforeEarliest(
      String location, long millis, long earliestVersion, long earliestMillis) {
    return String.format(
        "%s: The provided timestamp %s ms (%s) is before the earliest available version %s."
            + " Please use a timestamp greater than or equal to %s ms (%s).",
        qualified(location),
        millis,
        Instant.ofEpochMilli(millis),
        earliestVersion,
        earliestMillis,
        Instant.ofEpochMilli(earliestMillis));
  }

  /** Delta Kernel's {@code getSnapshotAsOfTimestamp}: after the latest commit. */
  static String kernelAfterLatest(
      String location, long millis, long latestVersion, long latestMillis) {
    return String.format(
        "%s: The provided timestamp %s ms (%s) is after the latest available version %s."
            + " Please use a timestamp less than or equal to %s ms (%s).",
        qualified(location),
        millis,
        Instant.ofEpochMilli(millis),
        latestVersion,
        latestMillis,
        Instant.ofEpochMilli(latestMillis));
  }

  /** DeltaSource: a commit that only removes data, without {@code ignoreDeletes}. */
  static String sourceIgnoreDelete(long version, String removedFile, String location) {
    return "[DELTA_SOURCE_IGNORE_DELETE] Detected deleted data (for example "
        + removedFile
        + ") from streaming source at version "
        + version
        + ". This is currently not supported. If you'd like to ignore deletes, set the option"
        + " 'ignoreDeletes' to 'true'. The source table can be found at path "
        + qualified(location)
        + ".";
  }

  /** DeltaSource: a commit that removes and adds data, without {@code ignoreChanges}. */
  static String sourceIgnoreChanges(long version, String change, String location) {
    return "[DELTA_SOURCE_TABLE_IGNORE_CHANGES] Detected a data update (for example "
        + change
        + ") in the source table at version "
        + version
        + ". This is currently not supported. If this is going to happen regularly and you are"
        + " okay to skip changes, set the option 'skipChangeCommits' to 'true'. If you would like"
        + " the data update to be reflected, please restart this query with a fresh checkpoint"
        + " directory. The source table can be found at path "
        + qualified(location)
        + ".";
  }

  /** The change data feed over a range where a version did not record change data. */
  static String missingChangeData(long version, long start, long end) {
    return "[DELTA_MISSING_CHANGE_DATA] Error getting change data for range ["
        + start
        + " , "
        + end
        + "] as change data was not\nrecorded for version ["
        + version
        + "]. If you've enabled change data feed on this table,\nuse `DESCRIBE HISTORY` to see"
        + " when it was first enabled.\nOtherwise, to start recording change data, use `ALTER"
        + " TABLE table_name SET TBLPROPERTIES\n(delta.enableChangeDataFeed=true)`.";
  }

  /**
   * How delta-spark names a commit in a data-update error: its operation and parameters, as Scala
   * prints them ({@code WRITE (Map(mode -> Overwrite))}).
   */
  static String operation(String operation, Map<String, String> parameters) {
    return operation
        + " ("
        + parameters.entrySet().stream()
            .map(entry -> entry.getKey() + " -> " + entry.getValue())
            .collect(Collectors.joining(", ", "Map(", ")"))
        + ")";
  }

  /** The table path as Hadoop and Kernel qualify it: a local path gains {@code file:}. */
  static String qualified(String location) {
    if (location.matches("^[A-Za-z][A-Za-z0-9+.-]*:.*")) {
      return location;
    }
    return "file:" + Path.of(location).toAbsolutePath().normalize();
  }

  /** {@code java.sql.Timestamp#toString} in UTC: seconds, then the fraction without trailing 0s. */
  static String sqlTimestamp(long millis) {
    Instant instant = Instant.ofEpochMilli(millis);
    String fraction = String.format("%03d", Math.floorMod(millis, 1000L)).replaceAll("0+$", "");
    return SECONDS.format(instant) + "." + (fraction.isEmpty() ? "0" : fraction);
  }
}
