package io.tablescope.format.delta.action;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import io.tablescope.format.delta.ReadFailure;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;

/** Parses the file actions ({@code add}, {@code remove}, {@code cdc}) and what they carry. */
final class FileActionParser {
  // A key written twice in the stats is damage, as in the action around them.
  private static final ObjectMapper MAPPER =
      new ObjectMapper().enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION);
  // A reader made once: the mapper would look the node type up again for every file's stats.
  private static final ObjectReader TREES = MAPPER.readerFor(JsonNode.class);

  private FileActionParser() {}

  static AddFile add(Fields fields) {
    String stats = fields.optionalString("stats");
    return new AddFile(
        fields.requiredString("path"),
        fields.requiredStringMap("partitionValues"),
        fields.requiredLong("size"),
        fields.requiredLong("modificationTime"),
        fields.requiredBoolean("dataChange"),
        stats,
        stats(stats, fields.body().get("stats_parsed")),
        fields.optionalStringMap("tags"),
        deletionVector(fields.body().get("deletionVector")),
        fields.optionalLong("baseRowId"),
        fields.optionalLong("defaultRowCommitVersion"),
        fields.optionalString("clusteringProvider"),
        fields.others(
            "path",
            "partitionValues",
            "size",
            "modificationTime",
            "dataChange",
            "stats",
            "tags",
            "deletionVector",
            "baseRowId",
            "defaultRowCommitVersion",
            "clusteringProvider"));
  }

  static RemoveFile remove(Fields fields) {
    String stats = fields.optionalString("stats");
    return new RemoveFile(
        fields.requiredString("path"),
        fields.optionalLong("deletionTimestamp"),
        fields.requiredBoolean("dataChange"),
        fields.optionalBoolean("extendedFileMetadata"),
        fields.optionalStringMap("partitionValues"),
        fields.optionalLong("size"),
        stats,
        stats(stats, fields.body().get("stats_parsed")),
        fields.optionalStringMap("tags"),
        deletionVector(fields.body().get("deletionVector")),
        fields.optionalLong("baseRowId"),
        fields.optionalLong("defaultRowCommitVersion"),
        fields.others(
            "path",
            "deletionTimestamp",
            "dataChange",
            "extendedFileMetadata",
            "partitionValues",
            "size",
            "stats",
            "tags",
            "deletionVector",
            "baseRowId",
            "defaultRowCommitVersion"));
  }

  static AddCDCFile cdc(Fields fields) {
    return new AddCDCFile(
        fields.requiredString("path"),
        fields.requiredStringMap("partitionValues"),
        fields.requiredLong("size"),
        fields.requiredBoolean("dataChange"),
        fields.optionalStringMap("tags"),
        fields.others("path", "partitionValues", "size", "dataChange", "tags"));
  }

  private static DeletionVectorDescriptor deletionVector(JsonNode node) {
    if (node == null || node.isNull()) {
      return null;
    }
    Fields fields = new Fields("deletionVector", node);
    return new DeletionVectorDescriptor(
        fields.requiredString("storageType"),
        fields.requiredString("pathOrInlineDv"),
        fields.optionalInt("offset"),
        Math.toIntExact(fields.requiredLong("sizeInBytes")),
        fields.requiredLong("cardinality"),
        fields.others("storageType", "pathOrInlineDv", "offset", "sizeInBytes", "cardinality"));
  }

  /**
   * The statistics from the JSON string, else from a checkpoint's parsed struct; null when neither
   * is there or the JSON does not parse (the raw string stays on the action for a person to read).
   */
  private static FileStats stats(String json, JsonNode parsed) {
    JsonNode node = parsed != null && parsed.isObject() ? parsed : null;
    if (json != null) {
      try {
        node = TREES.readTree(json);
      } catch (JsonProcessingException e) {
        return null;
      }
    }
    if (node == null || !node.isObject()) {
      return null;
    }
    JsonNode numRecords = node.get("numRecords");
    JsonNode tightBounds = node.get("tightBounds");
    Map<String, String> min = new LinkedHashMap<>();
    flatten(node.get("minValues"), "", min);
    Map<String, String> max = new LinkedHashMap<>();
    flatten(node.get("maxValues"), "", max);
    Map<String, String> nullText = new LinkedHashMap<>();
    flatten(node.get("nullCount"), "", nullText);
    Map<String, Long> nullCount = new LinkedHashMap<>();
    nullText.forEach(
        (column, count) -> {
          try {
            nullCount.put(column, Long.valueOf(count));
          } catch (NumberFormatException e) {
            // A count that is not a number is left out; the raw stats still show it.
          }
        });
    return new FileStats(
        numRecords != null && numRecords.isIntegralNumber() ? numRecords.asLong() : null,
        min,
        max,
        nullCount,
        tightBounds != null && tightBounds.isBoolean() ? tightBounds.asBoolean() : null);
  }

  /**
   * Why a stats string that is written does not read (not JSON, a key written twice, not an
   * object), or null when it reads or is blank. Asked only of stats that did not parse, so a sound
   * log parses each string once.
   */
  static String statsDamage(String json) {
    if (json == null || json.isBlank()) {
      return null;
    }
    try {
      return MAPPER.readTree(json).isObject() ? null : "not a JSON object";
    } catch (JsonProcessingException e) {
      return ReadFailure.notJson(e);
    }
  }

  private static void flatten(JsonNode node, String prefix, Map<String, String> out) {
    if (node == null || !node.isObject()) {
      return;
    }
    Iterator<Map.Entry<String, JsonNode>> entries = node.fields();
    while (entries.hasNext()) {
      Map.Entry<String, JsonNode> entry = entries.next();
      JsonNode value = entry.getValue();
      String path = prefix + entry.getKey();
      if (value.isObject()) {
        flatten(value, path + ".", out);
      } else if (!value.isNull()) {
        // A number's or a boolean's text is its JSON; asking the node for it skips a writer.
        out.put(path, value.isValueNode() ? value.asText() : value.toString());
      }
    }
  }
}
