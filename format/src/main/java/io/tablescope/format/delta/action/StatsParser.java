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
 * A file's statistics: the numbers a replay needs read by {@link StatsScanner} when the action is
 * parsed, the bounds read here only when shown, and why statistics do not read.
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

  /**
   * The statistics in a checkpoint's parsed struct, or null when it is not an object. Rare (the
   * string is read first), so it is written out as JSON and read the one way.
   */
  static FileStats parse(JsonNode parsed) {
    return parsed.isObject()
        ? StatsScanner.scan(parsed.toString(), new ColumnBounds(parsed))
        : null;
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

  private static String path(String prefix, String name) {
    return prefix.isEmpty() ? name : prefix + name;
  }

  private static <V> Map<String, V> frozen(Map<String, V> map) {
    return map.isEmpty() ? Map.of() : Collections.unmodifiableMap(map);
  }
}
