package io.tablescope.inspector.hudi;

import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;

/**
 * Hudi's instant times ({@code yyyyMMddHHmmssSSS}, older tables {@code yyyyMMddHHmmss}) as epoch
 * milliseconds, in the zone the table's timeline is written in.
 */
public final class InstantTimes {
  private static final DateTimeFormatter SECONDS = DateTimeFormatter.ofPattern("yyyyMMddHHmmss");

  private InstantTimes() {}

  /** The instant's time, or 0 for one that is not a time (a metadata table's seed instants). */
  public static long millis(String instantTime, boolean utc) {
    if (instantTime.length() < 14) {
      return 0;
    }
    try {
      LocalDateTime seconds = LocalDateTime.parse(instantTime.substring(0, 14), SECONDS);
      int millis = instantTime.length() >= 17 ? Integer.parseInt(instantTime.substring(14, 17)) : 0;
      ZoneId zone = utc ? ZoneOffset.UTC : ZoneId.systemDefault();
      return seconds.atZone(zone).toInstant().toEpochMilli() + millis;
    } catch (DateTimeParseException | NumberFormatException e) {
      return 0;
    }
  }
}
