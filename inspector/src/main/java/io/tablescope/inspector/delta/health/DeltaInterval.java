package io.tablescope.inspector.delta.health;

import java.util.Locale;
import java.util.Map;

/**
 * Delta's retention properties ({@code delta.logRetentionDuration}, {@code
 * delta.deletedFileRetentionDuration}) are Spark calendar intervals such as {@code interval 30
 * days} or {@code 1 week}: number and unit pairs, the {@code interval} word optional. Delta rejects
 * months and years in a retention, so they do not read here either.
 */
final class DeltaInterval {
  private static final long SECOND = 1000L;
  private static final long MINUTE = 60 * SECOND;
  private static final long HOUR = 60 * MINUTE;
  private static final long DAY = 24 * HOUR;

  private static final Map<String, Long> UNITS =
      Map.ofEntries(
          Map.entry("week", 7 * DAY),
          Map.entry("day", DAY),
          Map.entry("hour", HOUR),
          Map.entry("minute", MINUTE),
          Map.entry("second", SECOND),
          Map.entry("millisecond", 1L));

  private DeltaInterval() {}

  /** The interval in milliseconds, or null when it does not read as one. */
  static Long millis(String text) {
    if (text == null) {
      return null;
    }
    String[] words = text.trim().toLowerCase(Locale.ROOT).split("\\s+");
    int start = words.length > 0 && words[0].equals("interval") ? 1 : 0;
    if (words.length == start || (words.length - start) % 2 != 0) {
      return null;
    }
    long total = 0;
    for (int i = start; i < words.length; i += 2) {
      String unit =
          words[i + 1].endsWith("s")
              ? words[i + 1].substring(0, words[i + 1].length() - 1)
              : words[i + 1];
      Long size = UNITS.get(unit);
      if (size == null) {
        return null;
      }
      try {
        total = Math.addExact(total, Math.multiplyExact(Long.parseLong(words[i]), size));
      } catch (NumberFormatException | ArithmeticException e) {
        return null;
      }
    }
    return total;
  }
}
