package io.tablescope.format.delta.schema;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Parses Spark's JSON schema, the {@code schemaString} of a Delta {@code metaData} action. */
public final class SchemaParser {
  private static final ObjectMapper MAPPER = new ObjectMapper();

  private SchemaParser() {}

  /**
   * Parses a schema string.
   *
   * @throws IllegalArgumentException naming what is wrong when the text is not a Spark struct
   */
  public static StructType parse(String schemaString) {
    JsonNode root;
    try {
      root = MAPPER.readTree(schemaString);
    } catch (JsonProcessingException e) {
      throw new IllegalArgumentException("Cannot parse schemaString: " + e.getOriginalMessage(), e);
    }
    if (root == null || !(type(root) instanceof StructType struct)) {
      throw new IllegalArgumentException("schemaString is not a struct: " + schemaString);
    }
    return struct;
  }

  private static DataType type(JsonNode node) {
    if (node.isTextual()) {
      return new DataType.Primitive(node.asText());
    }
    if (!node.isObject()) {
      throw new IllegalArgumentException("Not a type: " + node);
    }
    String kind = text(node, "type");
    return switch (kind) {
      case "struct" -> struct(node);
      case "array" ->
          new DataType.ArrayType(
              type(required(node, "elementType")), node.path("containsNull").asBoolean(true));
      case "map" ->
          new DataType.MapType(
              type(required(node, "keyType")),
              type(required(node, "valueType")),
              node.path("valueContainsNull").asBoolean(true));
      default -> new DataType.Primitive(kind);
    };
  }

  private static StructType struct(JsonNode node) {
    JsonNode fields = required(node, "fields");
    if (!fields.isArray()) {
      throw new IllegalArgumentException("Cannot parse struct fields: not an array");
    }
    List<StructField> parsed = new ArrayList<>();
    for (JsonNode field : fields) {
      parsed.add(
          new StructField(
              text(field, "name"),
              type(required(field, "type")),
              field.path("nullable").asBoolean(true),
              metadata(field.path("metadata"))));
    }
    return new StructType(parsed);
  }

  private static Map<String, String> metadata(JsonNode node) {
    Map<String, String> metadata = new LinkedHashMap<>();
    Iterator<Map.Entry<String, JsonNode>> entries = node.fields();
    while (entries.hasNext()) {
      Map.Entry<String, JsonNode> entry = entries.next();
      JsonNode value = entry.getValue();
      metadata.put(entry.getKey(), value.isValueNode() ? value.asText() : value.toString());
    }
    return metadata;
  }

  private static JsonNode required(JsonNode node, String field) {
    JsonNode value = node.get(field);
    if (value == null || value.isNull()) {
      throw new IllegalArgumentException("Cannot parse missing field: " + field);
    }
    return value;
  }

  private static String text(JsonNode node, String field) {
    JsonNode value = required(node, field);
    if (!value.isTextual()) {
      throw new IllegalArgumentException("Cannot parse " + field + " from non-string: " + value);
    }
    return value.asText();
  }
}
