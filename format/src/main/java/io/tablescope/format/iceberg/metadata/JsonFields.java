package io.tablescope.format.iceberg.metadata;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads named fields of a JSON object node, with messages worded as iceberg-core's {@code JsonUtil}
 * words them (e.g. {@code Cannot parse missing int: spec-id}), so a problem reads the same as the
 * exception a user saw from their engine.
 */
final class JsonFields {
  private JsonFields() {}

  /** A field is missing or has the wrong type; the message is iceberg-core's. */
  static final class FieldException extends RuntimeException {
    FieldException(String message) {
      super(message);
    }
  }

  static JsonNode get(String name, JsonNode node) {
    JsonNode value = node.get(name);
    if (value == null) {
      throw new FieldException("Cannot parse missing field: " + name);
    }
    return value;
  }

  static int getInt(String name, JsonNode node) {
    JsonNode value = node.get(name);
    if (value == null || value.isNull()) {
      throw new FieldException("Cannot parse missing int: " + name);
    }
    if (!value.isIntegralNumber() || !value.canConvertToInt()) {
      throw new FieldException("Cannot parse to an integer value: " + name + ": " + value);
    }
    return value.intValue();
  }

  static Integer getIntOrNull(String name, JsonNode node) {
    JsonNode value = node.get(name);
    return value == null || value.isNull() ? null : getInt(name, node);
  }

  static long getLong(String name, JsonNode node) {
    JsonNode value = node.get(name);
    if (value == null || value.isNull()) {
      throw new FieldException("Cannot parse missing long: " + name);
    }
    if (!value.isIntegralNumber() || !value.canConvertToLong()) {
      throw new FieldException("Cannot parse to a long value: " + name + ": " + value);
    }
    return value.longValue();
  }

  static Long getLongOrNull(String name, JsonNode node) {
    JsonNode value = node.get(name);
    return value == null || value.isNull() ? null : getLong(name, node);
  }

  static boolean getBool(String name, JsonNode node) {
    JsonNode value = node.get(name);
    if (value == null || value.isNull()) {
      throw new FieldException("Cannot parse missing boolean: " + name);
    }
    if (!value.isBoolean()) {
      throw new FieldException("Cannot parse to a boolean value: " + name + ": " + value);
    }
    return value.booleanValue();
  }

  static String getString(String name, JsonNode node) {
    JsonNode value = node.get(name);
    if (value == null || value.isNull()) {
      throw new FieldException("Cannot parse missing string: " + name);
    }
    if (!value.isTextual()) {
      throw new FieldException("Cannot parse to a string value: " + name + ": " + value);
    }
    return value.textValue();
  }

  static String getStringOrNull(String name, JsonNode node) {
    JsonNode value = node.get(name);
    return value == null || value.isNull() ? null : getString(name, node);
  }

  static List<Integer> getIntList(String name, JsonNode node) {
    JsonNode value = node.get(name);
    if (value == null || value.isNull()) {
      return List.of();
    }
    if (!value.isArray()) {
      throw new FieldException("Cannot parse integer list from non-array: " + value);
    }
    List<Integer> ints = new ArrayList<>();
    for (JsonNode element : value) {
      if (!element.isIntegralNumber()) {
        throw new FieldException(
            "Cannot parse integer from non-int value in " + name + ": " + element);
      }
      ints.add(element.intValue());
    }
    return ints;
  }

  static Map<String, String> getStringMap(String name, JsonNode node) {
    JsonNode value = node.get(name);
    if (value == null || value.isNull()) {
      return Map.of();
    }
    if (!value.isObject()) {
      throw new FieldException(
          "Cannot parse string map from non-object value: " + name + ": " + value);
    }
    Map<String, String> map = new LinkedHashMap<>();
    value
        .fields()
        .forEachRemaining(
            field ->
                map.put(
                    field.getKey(),
                    field.getValue().isTextual()
                        ? field.getValue().textValue()
                        : field.getValue().toString()));
    return map;
  }
}
