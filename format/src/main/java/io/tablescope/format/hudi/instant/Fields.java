package io.tablescope.format.hudi.instant;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * The fields of an instant's tree as Hudi's metadata classes read them: an absent or null field is
 * null (or empty), a string {@code "null"} too where Hudi writes it for "none".
 */
final class Fields {
  private Fields() {}

  static String text(JsonNode node, String name) {
    JsonNode value = node.get(name);
    if (value == null || value.isNull() || value.isMissingNode()) {
      return null;
    }
    return value.isValueNode() ? value.asText() : value.toString();
  }

  static Long number(JsonNode node, String name) {
    JsonNode value = node.get(name);
    if (value == null || !value.isNumber()) {
      return value != null && value.isTextual() ? parse(value.asText()) : null;
    }
    return value.asLong();
  }

  static long count(JsonNode node, String name) {
    Long value = number(node, name);
    return value == null ? 0 : value;
  }

  static Boolean flag(JsonNode node, String name) {
    JsonNode value = node.get(name);
    return value == null || !value.isBoolean() ? null : value.asBoolean();
  }

  static List<String> texts(JsonNode node, String name) {
    return texts(node.get(name));
  }

  static <T> List<T> list(JsonNode node, String name, Function<JsonNode, T> element) {
    JsonNode value = node.get(name);
    if (value == null || !value.isArray()) {
      return List.of();
    }
    List<T> items = new ArrayList<>(value.size());
    value.forEach(item -> items.add(element.apply(item)));
    return Collections.unmodifiableList(items);
  }

  /** An object field's entries, each value read by a function, in the file's order. */
  static <T> Map<String, T> map(JsonNode node, String name, Function<JsonNode, T> value) {
    JsonNode object = node.get(name);
    if (object == null || !object.isObject()) {
      return Map.of();
    }
    Map<String, T> entries = new LinkedHashMap<>();
    object
        .fields()
        .forEachRemaining(entry -> entries.put(entry.getKey(), value.apply(entry.getValue())));
    return Collections.unmodifiableMap(entries);
  }

  /** An array's items as text. */
  static List<String> texts(JsonNode array) {
    if (array == null || !array.isArray()) {
      return List.of();
    }
    List<String> texts = new ArrayList<>(array.size());
    array.forEach(item -> texts.add(item.asText()));
    return Collections.unmodifiableList(texts);
  }

  /** An object's entries as text. */
  static Map<String, String> entries(JsonNode node) {
    Map<String, String> entries = new LinkedHashMap<>();
    if (node != null && node.isObject()) {
      node.fields()
          .forEachRemaining(
              entry ->
                  entries.put(
                      entry.getKey(),
                      entry.getValue().isValueNode()
                          ? entry.getValue().asText()
                          : entry.getValue().toString()));
    }
    return Collections.unmodifiableMap(entries);
  }

  private static Long parse(String text) {
    try {
      return Long.parseLong(text.trim());
    } catch (NumberFormatException e) {
      return null;
    }
  }
}
