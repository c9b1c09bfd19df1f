package io.tablescope.format.delta.action;

import com.fasterxml.jackson.databind.JsonNode;

/** Parses the file actions ({@code add}, {@code remove}, {@code cdc}) and what they carry. */
final class FileActionParser {

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
    if (json != null) {
      return StatsParser.parse(json);
    }
    return parsed != null && parsed.isObject() ? StatsParser.parse(parsed) : null;
  }
}
