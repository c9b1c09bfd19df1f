package io.tablescope.format.delta.action;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Named, checked access to the fields of one action's JSON body; messages name action and key. */
record Fields(String action, JsonNode body) {

  JsonNode required(String name) {
    JsonNode value = body.get(name);
    if (value == null || value.isNull()) {
      throw new IllegalArgumentException("Cannot parse missing field " + action + "." + name);
    }
    return value;
  }

  String requiredString(String name) {
    JsonNode value = required(name);
    if (!value.isTextual()) {
      throw wrongType(name, "string", value);
    }
    return value.asText();
  }

  String optionalString(String name) {
    JsonNode value = body.get(name);
    return value == null || value.isNull() ? null : requiredString(name);
  }

  long requiredLong(String name) {
    JsonNode value = required(name);
    if (value.isIntegralNumber() && value.canConvertToLong()) {
      return value.asLong();
    }
    throw wrongType(name, "long", value);
  }

  Long optionalLong(String name) {
    JsonNode value = body.get(name);
    return value == null || value.isNull() ? null : requiredLong(name);
  }

  Integer optionalInt(String name) {
    Long value = optionalLong(name);
    return value == null ? null : Math.toIntExact(value);
  }

  boolean requiredBoolean(String name) {
    JsonNode value = required(name);
    if (!value.isBoolean()) {
      throw wrongType(name, "boolean", value);
    }
    return value.asBoolean();
  }

  Boolean optionalBoolean(String name) {
    JsonNode value = body.get(name);
    return value == null || value.isNull() ? null : requiredBoolean(name);
  }

  List<String> requiredStringList(String name) {
    JsonNode value = required(name);
    if (!value.isArray()) {
      throw wrongType(name, "array", value);
    }
    List<String> list = new ArrayList<>();
    for (JsonNode element : value) {
      if (!element.isTextual()) {
        throw wrongType(name, "array of strings", value);
      }
      list.add(element.asText());
    }
    return list;
  }

  List<String> optionalStringList(String name) {
    JsonNode value = body.get(name);
    return value == null || value.isNull() ? null : requiredStringList(name);
  }

  /** A map of string values; a JSON null value stays null, a non-string value keeps its JSON. */
  Map<String, String> optionalStringMap(String name) {
    JsonNode value = body.get(name);
    if (value == null || value.isNull()) {
      return null;
    }
    if (!value.isObject()) {
      throw wrongType(name, "object", value);
    }
    Map<String, String> map = new LinkedHashMap<>();
    Iterator<Map.Entry<String, JsonNode>> entries = value.fields();
    while (entries.hasNext()) {
      Map.Entry<String, JsonNode> entry = entries.next();
      JsonNode element = entry.getValue();
      map.put(
          entry.getKey(),
          element.isNull() ? null : element.isTextual() ? element.asText() : element.toString());
    }
    return map;
  }

  Map<String, String> requiredStringMap(String name) {
    required(name);
    return optionalStringMap(name);
  }

  /** The fields not named, name to JSON text. */
  Map<String, String> others(String... known) {
    return others(Set.of(known));
  }

  Map<String, String> others(Set<String> known) {
    Map<String, String> others = new LinkedHashMap<>();
    Iterator<Map.Entry<String, JsonNode>> entries = body.fields();
    while (entries.hasNext()) {
      Map.Entry<String, JsonNode> entry = entries.next();
      if (!known.contains(entry.getKey())) {
        others.put(entry.getKey(), entry.getValue().toString());
      }
    }
    return others;
  }

  private IllegalArgumentException wrongType(String name, String type, JsonNode value) {
    return new IllegalArgumentException(
        "Cannot parse " + action + "." + name + " as " + type + ": " + value);
  }
}
