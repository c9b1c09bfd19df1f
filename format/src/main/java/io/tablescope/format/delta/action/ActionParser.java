package io.tablescope.format.delta.action;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tablescope.format.delta.ReadFailure;
import io.tablescope.format.delta.schema.SchemaParser;
import io.tablescope.format.delta.schema.StructType;
import java.util.Map;
import java.util.Set;

/**
 * Turns the JSON of one action into its record. Commit files give one action per line; checkpoint
 * rows are turned into the same JSON first, so both read through here.
 *
 * <p>Errors are {@link IllegalArgumentException}s whose message names the action and the field;
 * readers turn them into problems.
 */
public final class ActionParser {
  // A key written twice is damage: which value a reader takes would be a guess.
  private static final ObjectMapper MAPPER =
      new ObjectMapper().enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION);

  private ActionParser() {}

  /** Parses one line of a commit file: a JSON object with one action key. */
  public static Action parseLine(String line) {
    JsonNode node;
    try {
      node = MAPPER.readTree(line);
    } catch (JsonProcessingException e) {
      String twice = ReadFailure.keyWrittenTwice(e);
      throw new IllegalArgumentException(
          twice != null ? twice : "Not JSON: " + e.getOriginalMessage(), e);
    }
    if (node == null || !node.isObject()) {
      throw new IllegalArgumentException("Not a JSON object: " + abbreviate(line));
    }
    if (node.size() != 1) {
      throw new IllegalArgumentException(
          "An action line must hold exactly one action key, found " + node.size());
    }
    Map.Entry<String, JsonNode> entry = node.fields().next();
    return parse(entry.getKey(), entry.getValue());
  }

  /** Parses the body of an action written under a key ({@code add}, {@code metaData}, ...). */
  public static Action parse(String key, JsonNode body) {
    if (!body.isObject()) {
      throw new IllegalArgumentException("Action " + key + " is not a JSON object: " + body);
    }
    Fields fields = new Fields(key, body);
    return switch (key) {
      case "add" -> FileActionParser.add(fields);
      case "remove" -> FileActionParser.remove(fields);
      case "cdc" -> FileActionParser.cdc(fields);
      case "metaData" -> metadata(fields);
      case "protocol" -> protocol(fields);
      case "txn" ->
          new SetTransaction(
              fields.requiredString("appId"),
              fields.requiredLong("version"),
              fields.optionalLong("lastUpdated"),
              fields.others("appId", "version", "lastUpdated"));
      case "commitInfo" -> commitInfo(fields);
      case "domainMetadata" ->
          new DomainMetadata(
              fields.requiredString("domain"),
              fields.requiredString("configuration"),
              fields.requiredBoolean("removed"),
              fields.others("domain", "configuration", "removed"));
      case "checkpointMetadata" ->
          new CheckpointMetadata(
              fields.requiredLong("version"),
              fields.optionalStringMap("tags"),
              fields.others("version", "tags"));
      case "sidecar" ->
          new Sidecar(
              fields.requiredString("path"),
              fields.requiredLong("sizeInBytes"),
              fields.requiredLong("modificationTime"),
              fields.optionalStringMap("tags"),
              fields.others("path", "sizeInBytes", "modificationTime", "tags"));
      default -> new UnknownAction(key, body.toString());
    };
  }

  /** Parses a {@code metaData} body (also used for the metadata inside {@code N.crc}). */
  public static Metadata metadata(JsonNode body) {
    return metadata(new Fields("metaData", body));
  }

  /** Parses a {@code protocol} body (also used for the protocol inside {@code N.crc}). */
  public static Protocol protocol(JsonNode body) {
    return protocol(new Fields("protocol", body));
  }

  private static Metadata metadata(Fields fields) {
    JsonNode format = fields.required("format");
    Fields formatFields = new Fields("metaData.format", format);
    String schemaString = fields.requiredString("schemaString");
    StructType schema;
    try {
      schema = SchemaParser.parse(schemaString);
    } catch (IllegalArgumentException e) {
      schema = null;
    }
    return new Metadata(
        fields.requiredString("id"),
        fields.optionalString("name"),
        fields.optionalString("description"),
        new Metadata.Format(
            formatFields.requiredString("provider"), formatFields.optionalStringMap("options")),
        schemaString,
        schema,
        fields.requiredStringList("partitionColumns"),
        fields.optionalStringMap("configuration"),
        fields.optionalLong("createdTime"),
        fields.others(
            "id",
            "name",
            "description",
            "format",
            "schemaString",
            "partitionColumns",
            "configuration",
            "createdTime"));
  }

  private static Protocol protocol(Fields fields) {
    return new Protocol(
        (int) fields.requiredLong("minReaderVersion"),
        (int) fields.requiredLong("minWriterVersion"),
        fields.optionalStringList("readerFeatures"),
        fields.optionalStringList("writerFeatures"),
        fields.others("minReaderVersion", "minWriterVersion", "readerFeatures", "writerFeatures"));
  }

  private static CommitInfo commitInfo(Fields fields) {
    JsonNode body = fields.body();
    return new CommitInfo(
        longOrNull(body.get("timestamp")),
        longOrNull(body.get("inCommitTimestamp")),
        textOrNull(body.get("operation")),
        fields.optionalStringMap("operationParameters"),
        textOrNull(body.get("engineInfo")),
        textOrNull(body.get("isolationLevel")),
        body.path("isBlindAppend").isBoolean() ? body.get("isBlindAppend").asBoolean() : null,
        longOrNull(body.get("readVersion")),
        textOrNull(body.get("txnId")),
        fields.others(Set.of()));
  }

  private static Long longOrNull(JsonNode node) {
    return node != null && node.isIntegralNumber() ? node.asLong() : null;
  }

  private static String textOrNull(JsonNode node) {
    return node != null && node.isTextual() ? node.asText() : null;
  }

  static String abbreviate(String text) {
    return text.length() <= 80 ? text : text.substring(0, 80) + "...";
  }
}
