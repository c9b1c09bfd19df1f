package io.tablescope.app.cli.common;

import io.tablescope.inspector.iceberg.health.ByteSize;
import java.util.Locale;

/**
 * Counts and sizes as people read them, the CLI's text and the app's alike (JSON keeps the raw
 * numbers): digits grouped ({@code 200,000,000 rows}), a noun that agrees ({@code 1 row}, {@code 2
 * rows}), and sizes in binary units ({@code 23.7 KiB}) whose exact value ({@code 24,287 bytes})
 * goes in the app's tooltip.
 */
public final class Numbers {
  private Numbers() {}

  /** The number with its digits grouped by thousands: {@code 24,287}. */
  public static String grouped(long number) {
    return String.format(Locale.ROOT, "%,d", number);
  }

  /** A count and its noun, made plural with an "s" unless there is one: {@code 1 file}. */
  public static String count(long number, String noun) {
    return count(number, noun, noun + "s");
  }

  /** A count and its noun, singular or plural as it reads: {@code 3 entries}. */
  public static String count(long number, String singular, String plural) {
    return grouped(number) + " " + (number == 1 ? singular : plural);
  }

  /** A size in bytes below 1 KiB, else in binary units to a tenth, as {@link ByteSize} says. */
  public static String size(long bytes) {
    return Math.abs(bytes) < 1024 ? bytes(bytes) : ByteSize.text(bytes);
  }

  /** A size to the byte: {@code 24,287 bytes}. */
  public static String bytes(long bytes) {
    return count(bytes, "byte");
  }

  /**
   * A number that arrived as text (a summary value, a tree cell) grouped, or the text as it was
   * when it is not a whole number.
   */
  public static String grouped(String text) {
    Long number = parse(text);
    return number == null ? text : grouped(number);
  }

  /** A size that arrived as text, in binary units, or the text as it was. */
  public static String size(String text) {
    Long number = parse(text);
    return number == null ? text : size(number);
  }

  /** A size that arrived as text, to the byte, or the text as it was. */
  public static String bytes(String text) {
    Long number = parse(text);
    return number == null ? text : bytes(number);
  }

  private static Long parse(String text) {
    if (text == null || text.isEmpty() || text.length() > 19) {
      return null;
    }
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (!(Character.isDigit(c) || (i == 0 && c == '-' && text.length() > 1))) {
        return null;
      }
    }
    return Long.parseLong(text);
  }
}
