package io.tablescope.format.delta.action;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tablescope.format.delta.ReadFailure;
import java.io.IOException;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Parses a file's statistics token by token into {@link FileStats}: a checkpoint of a million files
 * carries a million stats strings, and building a JSON tree of each only to flatten it doubled what
 * reading them cost.
 */
final class StatsParser {
  // A key written twice in the stats is damage, as in the action around them.
  private static final ObjectMapper MAPPER =
      new ObjectMapper().enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION);
  private static final JsonFactory FACTORY = MAPPER.getFactory();

  private StatsParser() {}

  /** The statistics in a JSON string, or null when it is not a JSON object that reads. */
  static FileStats parse(String json) {
    return StatsScanner.scan(json, new ColumnBounds(json));
  }

  /** The statistics in a checkpoint's parsed struct, or null when it is not an object. */
  static FileStats parse(JsonNode parsed) {
    try (JsonParser parser = MAPPER.treeAsTokens(parsed)) {
      return stats(parser, parsed);
    } catch (IOException e) {
      return null;
    }
  }

  /**
   * Why a stats string that is written does not read (not JSON, a key written twice, not an
   * object), or null when it reads or is blank. Asked only of stats that did not parse, so a sound
   * log parses each string once.
   */
  static String damage(String json) {
    if (json == null || json.isBlank()) {
      return null;
    }
    try {
      return MAPPER.readTree(json).isObject() ? null : "not a JSON object";
    } catch (JsonProcessingException e) {
      return ReadFailure.notJson(e);
    }
  }

  private static FileStats stats(JsonParser parser, Object source) throws IOException {
    if (parser.nextToken() != JsonToken.START_OBJECT) {
      return null;
    }
    Long numRecords = null;
    Boolean tightBounds = null;
    Map<String, Long> nullCount = new LinkedHashMap<>();
    while (parser.nextToken() == JsonToken.FIELD_NAME) {
      String name = parser.currentName();
      JsonToken value = parser.nextToken();
      switch (name) {
        case "numRecords" ->
            numRecords =
                value == JsonToken.VALUE_NUMBER_INT && fitsLong(parser)
                    ? parser.getLongValue()
                    : null;
        case "tightBounds" -> tightBounds = value.isBoolean() ? parser.getBooleanValue() : null;
        case "nullCount" -> counts(parser, "", nullCount);
        // The bounds are read through, which checks them, but kept only as written.
        default -> parser.skipChildren();
      }
    }
    return new FileStats(numRecords, new ColumnBounds(source), frozen(nullCount), tightBounds);
  }

  /** One of the bounds objects of statistics that read, flattened; empty when absent. */
  static Map<String, String> bounds(Object source, String key) {
    try (JsonParser parser =
        source instanceof JsonNode node
            ? MAPPER.treeAsTokens(node)
            : FACTORY.createParser((String) source)) {
      Map<String, String> values = new LinkedHashMap<>();
      parser.nextToken();
      while (parser.nextToken() == JsonToken.FIELD_NAME) {
        String name = parser.currentName();
        parser.nextToken();
        if (name.equals(key)) {
          values(parser, "", values);
        } else {
          parser.skipChildren();
        }
      }
      return frozen(values);
    } catch (IOException e) {
      throw new IllegalStateException("statistics that read once no longer read", e);
    }
  }

  /** Each value in an object, nested objects flattened to dotted paths; nulls left out. */
  private static void values(JsonParser parser, String prefix, Map<String, String> out)
      throws IOException {
    if (parser.currentToken() != JsonToken.START_OBJECT) {
      parser.skipChildren();
      return;
    }
    while (parser.nextToken() == JsonToken.FIELD_NAME) {
      String path = path(prefix, parser.currentName());
      JsonToken value = parser.nextToken();
      if (value == JsonToken.START_OBJECT) {
        values(parser, path + ".", out);
      } else if (value == JsonToken.START_ARRAY) {
        // No writer puts an array here; its JSON is shown as written.
        out.put(path, MAPPER.readTree(parser).toString());
      } else if (value != JsonToken.VALUE_NULL) {
        out.put(path, parser.getText());
      }
    }
  }

  /** As {@link #values}, keeping the counts that are whole numbers. */
  private static void counts(JsonParser parser, String prefix, Map<String, Long> out)
      throws IOException {
    if (parser.currentToken() != JsonToken.START_OBJECT) {
      parser.skipChildren();
      return;
    }
    while (parser.nextToken() == JsonToken.FIELD_NAME) {
      String path = path(prefix, parser.currentName());
      JsonToken value = parser.nextToken();
      if (value == JsonToken.START_OBJECT) {
        counts(parser, path + ".", out);
      } else {
        parser.skipChildren();
        Long count = count(parser, value);
        if (count != null) {
          out.put(path, count);
        }
      }
    }
  }

  /** A count written as a whole number or as its text; anything else is left out. */
  private static Long count(JsonParser parser, JsonToken value) throws IOException {
    if (value != JsonToken.VALUE_NUMBER_INT && value != JsonToken.VALUE_STRING) {
      return null;
    }
    try {
      return Long.valueOf(parser.getText());
    } catch (NumberFormatException e) {
      return null;
    }
  }

  private static boolean fitsLong(JsonParser parser) throws IOException {
    return parser.getNumberType() != JsonParser.NumberType.BIG_INTEGER;
  }

  private static String path(String prefix, String name) {
    return prefix.isEmpty() ? name : prefix + name;
  }

  private static <V> Map<String, V> frozen(Map<String, V> map) {
    return map.isEmpty() ? Map.of() : Collections.unmodifiableMap(map);
  }
}
