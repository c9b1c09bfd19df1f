package io.tablescope.app.demo.lake;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.UncheckedIOException;

/**
 * JSON text for the demo's Delta files: commitInfo parameters (which Delta stores JSON-encoded),
 * stats, hand-written actions and operation files.
 */
final class Json {
  static final ObjectMapper MAPPER =
      new ObjectMapper().configure(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS, false);

  private Json() {}

  /** The value as compact JSON text. */
  static String of(Object value) {
    try {
      return MAPPER.writeValueAsString(value);
    } catch (JsonProcessingException e) {
      throw new UncheckedIOException(e);
    }
  }

  static String array(Iterable<String> values) {
    return of(values);
  }

  static String object(java.util.Map<String, String> values) {
    return of(values);
  }

  /**
   * Operation parameters for delta-standalone, which writes each value as raw JSON: Spark records
   * them as strings, so each is JSON-encoded once more.
   */
  static java.util.Map<String, String> parameters(String... keysAndValues) {
    java.util.Map<String, String> parameters = new java.util.LinkedHashMap<>();
    for (int i = 0; i < keysAndValues.length; i += 2) {
      parameters.put(keysAndValues[i], of(keysAndValues[i + 1]));
    }
    return parameters;
  }

  /** A SQL predicate as Spark records it in {@code operationParameters.predicate}. */
  static String predicate(String sql) {
    return of(java.util.List.of(sql));
  }
}
