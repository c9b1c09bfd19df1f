package io.tablescope.inspector.delta.maintenance;

import io.tablescope.format.delta.action.Metadata;
import java.time.Duration;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;

/**
 * A retention a Delta table property sets, read as Delta reads it: a calendar interval such as
 * {@code interval 1 week} or {@code 168 hours} (the word {@code interval} optional, several
 * number-unit pairs summed), with no months or years, since a month has no fixed length.
 *
 * @param duration how long
 * @param source where it comes from, worded for the user
 */
public record DeltaRetention(Duration duration, String source) {
  /** How long VACUUM keeps the files a remove made unreferenced. */
  public static final String DELETED_FILE_RETENTION = "delta.deletedFileRetentionDuration";

  /** How long metadata clean-up keeps commit files and checkpoints. */
  public static final String LOG_RETENTION = "delta.logRetentionDuration";

  /** Whether metadata clean-up runs at all. */
  public static final String EXPIRED_LOG_CLEANUP = "delta.enableExpiredLogCleanup";

  static final String DELETED_FILE_DEFAULT = "interval 1 week";
  static final String LOG_DEFAULT = "interval 30 days";

  public DeltaRetention {
    Objects.requireNonNull(duration, "duration");
    Objects.requireNonNull(source, "source");
  }

  /**
   * The table's retention for the property, or Delta's default when unset.
   *
   * @throws IllegalArgumentException naming the property when its value is not an interval Delta
   *     accepts: Delta itself fails on it
   */
  static DeltaRetention of(Metadata metadata, String property, String defaultValue) {
    Map<String, String> configuration =
        metadata == null || metadata.configuration() == null ? Map.of() : metadata.configuration();
    String value = configuration.get(property);
    if (value == null) {
      return new DeltaRetention(
          parse(defaultValue), property + " unset: Delta's default, " + defaultValue);
    }
    try {
      return new DeltaRetention(parse(value), property + " = " + value);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(
          "table property " + property + " = '" + value + "': " + e.getMessage(), e);
    }
  }

  /**
   * Parses an interval as Delta's table properties take it.
   *
   * @throws IllegalArgumentException saying what is wrong
   */
  public static Duration parse(String text) {
    String[] words = text.trim().toLowerCase(Locale.ROOT).split("\\s+");
    int start = words.length > 0 && words[0].equals("interval") ? 1 : 0;
    if (words.length == start || (words.length - start) % 2 != 0) {
      throw new IllegalArgumentException(
          "not an interval (expected 'interval <number> <unit>', such as 'interval 7 days')");
    }
    Duration total = Duration.ZERO;
    for (int i = start; i < words.length; i += 2) {
      long amount;
      try {
        amount = Long.parseLong(words[i]);
      } catch (NumberFormatException e) {
        throw new IllegalArgumentException("'" + words[i] + "' is not a whole number");
      }
      total = total.plus(unit(words[i + 1]).multipliedBy(amount));
    }
    if (total.isNegative()) {
      throw new IllegalArgumentException("a retention cannot be negative");
    }
    return total;
  }

  private static Duration unit(String word) {
    String unit = word.endsWith("s") ? word.substring(0, word.length() - 1) : word;
    return switch (unit) {
      case "week" -> Duration.ofDays(7);
      case "day" -> Duration.ofDays(1);
      case "hour" -> Duration.ofHours(1);
      case "minute" -> Duration.ofMinutes(1);
      case "second" -> Duration.ofSeconds(1);
      case "millisecond" -> Duration.ofMillis(1);
      case "microsecond" -> Duration.ofNanos(1000);
      case "month", "year" ->
          throw new IllegalArgumentException(
              "Delta refuses months and years in a retention (they have no fixed length)");
      default -> throw new IllegalArgumentException("'" + word + "' is not a unit of time");
    };
  }

  /** The retention in whole hours, rounded up, as Delta words its refusal. */
  long hoursRoundedUp() {
    long millis = duration.toMillis();
    long hours = millis / 3_600_000L;
    return hours * 3_600_000L < millis ? hours + 1 : hours;
  }
}
