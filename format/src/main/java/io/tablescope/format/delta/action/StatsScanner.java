package io.tablescope.format.delta.action;

import io.tablescope.format.delta.action.JsonCursor.Keys;
import io.tablescope.format.delta.action.JsonCursor.Token;
import io.tablescope.format.delta.action.JsonCursor.Unreadable;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Reads a stats string in one pass over its characters ({@link JsonCursor}), taking the numbers a
 * replay needs and leaving the bounds as written. A checkpoint holds one such string per file; a
 * general parser made per string, with a set per object for its keys, cost more than decoding the
 * checkpoint's rows.
 */
final class StatsScanner {
  private final JsonCursor json;

  private StatsScanner(String text) {
    this.json = new JsonCursor(text);
  }

  /** The statistics, or null when the string is not a JSON object that reads. */
  static FileStats scan(String json, ColumnBounds bounds) {
    try {
      return new StatsScanner(json).stats(bounds);
    } catch (Unreadable e) {
      return null;
    }
  }

  private FileStats stats(ColumnBounds bounds) {
    json.skipWhitespace();
    json.expect('{');
    Long numRecords = null;
    Boolean tightBounds = null;
    Map<String, Long> nullCount = new LinkedHashMap<>();
    Keys keys = new Keys();
    if (!json.closes('}')) {
      do {
        String key = json.key(keys);
        switch (key) {
          case "numRecords" -> numRecords = integer(json.value(1));
          case "tightBounds" -> tightBounds = bool(json.value(1));
          case "nullCount" -> counts("", 1, nullCount);
          default -> json.value(1);
        }
      } while (json.next('}'));
    }
    return new FileStats(numRecords, bounds, nullCount, tightBounds);
  }

  /** The counts in an object, nested objects flattened to dotted paths; any other value skipped. */
  private void counts(String prefix, int depth, Map<String, Long> out) {
    json.skipWhitespace();
    if (json.peek() != '{') {
      json.value(depth);
      return;
    }
    json.expect('{');
    JsonCursor.checkDepth(depth + 1);
    Keys keys = new Keys();
    if (json.closes('}')) {
      return;
    }
    do {
      String path = prefix + json.key(keys);
      json.skipWhitespace();
      if (json.peek() == '{') {
        counts(path + ".", depth + 1, out);
      } else {
        Long count = wholeNumber(json.value(depth + 1));
        if (count != null) {
          out.put(path, count);
        }
      }
    } while (json.next('}'));
  }

  /** A count written as a whole number or as its text; anything else is left out. */
  private static Long wholeNumber(Token token) {
    if (token.kind() == Token.Kind.OTHER || token.kind() == Token.Kind.BOOLEAN) {
      return null;
    }
    try {
      return Long.valueOf(token.text());
    } catch (NumberFormatException e) {
      return null;
    }
  }

  /** A number written without fraction or exponent that fits a long; anything else is null. */
  private static Long integer(Token token) {
    return token.kind() == Token.Kind.WHOLE ? wholeNumber(token) : null;
  }

  private static Boolean bool(Token token) {
    return token.kind() == Token.Kind.BOOLEAN ? Boolean.valueOf(token.text()) : null;
  }
}
