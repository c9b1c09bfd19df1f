package io.tablescope.inspector.iceberg.replay;

import io.tablescope.format.iceberg.metadata.Type;
import io.tablescope.inspector.replay.FilterSyntax;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.time.temporal.ChronoUnit;
import java.util.HexFormat;
import java.util.Locale;
import java.util.Set;
import java.util.UUID;

/**
 * A filter's literal tokens converted to a column's in-memory type as Iceberg's {@code Literals}
 * convert them, and printed as Iceberg prints the unbound literal. Strings, dates, times and
 * timestamps are quoted ({@code '12:30:00.5'}, {@code '2026-11-29T10:00:00.123456789'}), numbers
 * bare, and bytes of a {@code binary} or {@code fixed[L]} column in hexadecimal, {@code X'0AFF'}.
 */
final class FilterLiterals {
  private static final LocalDateTime EPOCH = LocalDateTime.of(1970, 1, 1, 0, 0);
  private static final OffsetDateTime EPOCH_UTC = EPOCH.atOffset(ZoneOffset.UTC);

  /** The types whose literals are ISO dates, times or timestamps. */
  private static final Set<String> TIME_TYPES =
      Set.of("date", "time", "timestamp", "timestamptz", "timestamp_ns", "timestamptz_ns");

  private final String source;

  /**
   * @param source the operation file's field the filter comes from, named in errors
   */
  FilterLiterals(String source) {
    this.source = source;
  }

  /**
   * A literal as Iceberg prints it in an unbound predicate: strings double-quoted, bytes as {@code
   * X'0AFF'} in upper case, numbers as written.
   */
  static String text(String token) {
    if (FilterSyntax.isBytes(token)) {
      return "X'" + FilterSyntax.unquote(token.substring(1)).toUpperCase(Locale.ROOT) + "'";
    }
    return FilterSyntax.isQuoted(token) ? "\"" + FilterSyntax.unquote(token) + "\"" : token;
  }

  /** The literal in the column's in-memory type; a literal of another type is an error. */
  Object value(String token, String column, Type.Primitive type) {
    boolean quoted = FilterSyntax.isQuoted(token);
    String text = quoted ? FilterSyntax.unquote(token) : token;
    String name = type.name();
    try {
      if (name.equals("binary") || type.isFixed()) {
        return bytes(token, column, type);
      }
      if (FilterSyntax.isBytes(token)) {
        throw mismatch(token, column, type);
      }
      switch (name) {
        case "string":
          requireQuoted(quoted, token, column, type);
          return text;
        case "boolean":
          if (!text.equals("true") && !text.equals("false")) {
            throw new NumberFormatException();
          }
          return Boolean.parseBoolean(text);
        case "int":
          return Integer.parseInt(requireNumber(quoted, token, column, type));
        case "long":
          return Long.parseLong(requireNumber(quoted, token, column, type));
        case "float":
          return Float.parseFloat(requireNumber(quoted, token, column, type));
        case "double":
          return Double.parseDouble(requireNumber(quoted, token, column, type));
        case "uuid":
          requireQuoted(quoted, token, column, type);
          return UUID.fromString(text);
        default:
          break;
      }
      if (type.isDecimal()) {
        return new BigDecimal(requireNumber(quoted, token, column, type))
            .setScale(type.decimalScale());
      }
      if (TIME_TYPES.contains(name)) {
        requireQuoted(quoted, token, column, type);
        return time(name, text);
      }
    } catch (NumberFormatException | DateTimeParseException | ArithmeticException e) {
      throw mismatch(token, column, type);
    }
    throw new IllegalArgumentException(
        source + ": cannot compare column " + column + " of type " + name);
  }

  /**
   * A date in days, a time of day in microseconds, a timestamp in microseconds or nanoseconds from
   * the epoch.
   */
  private static Object time(String type, String text) {
    return switch (type) {
      case "date" -> (int) LocalDate.parse(text).toEpochDay();
      case "time" -> LocalTime.parse(text, DateTimeFormatter.ISO_LOCAL_TIME).toNanoOfDay() / 1000;
      case "timestamp" -> ChronoUnit.MICROS.between(EPOCH, LocalDateTime.parse(text));
      case "timestamptz" -> ChronoUnit.MICROS.between(EPOCH_UTC, OffsetDateTime.parse(text));
      case "timestamp_ns" -> ChronoUnit.NANOS.between(EPOCH, LocalDateTime.parse(text));
      case "timestamptz_ns" -> ChronoUnit.NANOS.between(EPOCH_UTC, OffsetDateTime.parse(text));
      default -> throw new IllegalArgumentException(type);
    };
  }

  /** Bytes written {@code X'0AFF'}; a {@code fixed[L]} column takes exactly L of them. */
  private byte[] bytes(String token, String column, Type.Primitive type) {
    if (!FilterSyntax.isBytes(token)) {
      throw mismatch(token, column, type);
    }
    byte[] bytes;
    try {
      bytes = HexFormat.of().parseHex(FilterSyntax.unquote(token.substring(1)));
    } catch (IllegalArgumentException e) {
      throw mismatch(token, column, type);
    }
    String name = type.name();
    if (type.isFixed()
        && bytes.length != Integer.parseInt(name.substring(6, name.length() - 1).trim())) {
      throw new IllegalArgumentException(
          source
              + ": "
              + FilterSyntax.excerpt(token)
              + " holds "
              + bytes.length
              + " bytes, not the "
              + name
              + " of column "
              + column);
    }
    return bytes;
  }

  private void requireQuoted(boolean quoted, String token, String column, Type.Primitive type) {
    if (!quoted) {
      throw mismatch(token, column, type);
    }
  }

  private String requireNumber(boolean quoted, String token, String column, Type.Primitive type) {
    if (quoted) {
      throw mismatch(token, column, type);
    }
    return token;
  }

  private IllegalArgumentException mismatch(String token, String column, Type.Primitive type) {
    return new IllegalArgumentException(
        source
            + ": "
            + FilterSyntax.excerpt(token)
            + " is not a "
            + type.name()
            + " literal, the type of column "
            + column);
  }
}
