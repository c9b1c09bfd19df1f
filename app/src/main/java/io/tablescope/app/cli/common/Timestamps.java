package io.tablescope.app.cli.common;

import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;

/**
 * Reads the times users type, on the command line and in the app: epoch milliseconds, or ISO-8601
 * (UTC unless an offset is given).
 */
public final class Timestamps {
  private Timestamps() {}

  public static long parseMillis(String text) {
    String trimmed = text.trim();
    if (trimmed.matches("-?\\d+")) {
      return Long.parseLong(trimmed);
    }
    try {
      return OffsetDateTime.parse(trimmed).toInstant().toEpochMilli();
    } catch (DateTimeParseException notOffset) {
      try {
        return LocalDateTime.parse(trimmed).toInstant(ZoneOffset.UTC).toEpochMilli();
      } catch (DateTimeParseException notLocal) {
        try {
          return LocalDate.parse(trimmed).atStartOfDay().toInstant(ZoneOffset.UTC).toEpochMilli();
        } catch (DateTimeParseException notDate) {
          throw new IllegalArgumentException(
              "Cannot read time '"
                  + text
                  + "': use epoch milliseconds or ISO-8601, e.g. 2026-11-29T10:00:00Z");
        }
      }
    }
  }

  public static String iso(long millis) {
    return Instant.ofEpochMilli(millis).toString();
  }
}
