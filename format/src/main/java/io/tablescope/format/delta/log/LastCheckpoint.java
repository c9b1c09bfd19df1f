package io.tablescope.format.delta.log;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The {@code _delta_log/_last_checkpoint} pointer: which checkpoint a writer last made. It can be
 * stale, so a reader lists the log anyway.
 *
 * @param version the checkpoint's version
 * @param size how many actions it holds, or null
 * @param parts how many parts it has (multi-part checkpoints), or null
 * @param sizeInBytes its total size, or null
 * @param numOfAddFiles how many add actions it holds, or null
 * @param raw every field, name to JSON text
 */
public record LastCheckpoint(
    long version,
    Long size,
    Integer parts,
    Long sizeInBytes,
    Long numOfAddFiles,
    Map<String, String> raw) {

  public LastCheckpoint {
    raw = Collections.unmodifiableMap(new LinkedHashMap<>(raw));
  }

  /**
   * Parses the pointer's JSON.
   *
   * @throws IllegalArgumentException when it is not an object with an integral {@code version}
   */
  static LastCheckpoint parse(JsonNode node) {
    if (node == null || !node.isObject() || !node.path("version").isIntegralNumber()) {
      throw new IllegalArgumentException("not a JSON object with an integer version");
    }
    Map<String, String> raw = new LinkedHashMap<>();
    Iterator<Map.Entry<String, JsonNode>> fields = node.fields();
    while (fields.hasNext()) {
      Map.Entry<String, JsonNode> field = fields.next();
      raw.put(field.getKey(), field.getValue().toString());
    }
    return new LastCheckpoint(
        node.get("version").asLong(),
        longOrNull(node.get("size")),
        node.path("parts").isIntegralNumber() ? node.get("parts").asInt() : null,
        longOrNull(node.get("sizeInBytes")),
        longOrNull(node.get("numOfAddFiles")),
        raw);
  }

  /**
   * The fields no writer can mean, as {@code version is -10: it cannot be negative}, or null when
   * every count and size is zero or more.
   */
  String negativeValues() {
    Map<String, Number> values = new LinkedHashMap<>();
    values.put("version", version);
    values.put("size", size);
    values.put("parts", parts);
    values.put("sizeInBytes", sizeInBytes);
    values.put("numOfAddFiles", numOfAddFiles);
    List<String> negative = new ArrayList<>();
    values.forEach(
        (field, value) -> {
          if (value != null && value.longValue() < 0) {
            negative.add(field + " is " + value);
          }
        });
    if (negative.isEmpty()) {
      return null;
    }
    return String.join(", ", negative)
        + (negative.size() == 1 ? ": it cannot be negative" : ": they cannot be negative");
  }

  private static Long longOrNull(JsonNode node) {
    return node != null && node.isIntegralNumber() ? node.asLong() : null;
  }
}
