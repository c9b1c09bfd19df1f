package io.tablescope.format.iceberg.metadata;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;

/** Parses schemas, partition specs and sort orders from their (small) JSON trees. */
final class SchemaParser {
  private SchemaParser() {}

  static Schema schema(JsonNode node) {
    Type type = type(node);
    if (!(type instanceof Type.Struct struct)) {
      throw new JsonFields.FieldException(
          "Cannot create schema, not a struct type: " + type.describe());
    }
    Integer schemaId = JsonFields.getIntOrNull("schema-id", node);
    return new Schema(
        schemaId == null ? 0 : schemaId,
        JsonFields.getIntList("identifier-field-ids", node),
        struct);
  }

  static Type type(JsonNode node) {
    if (node.isTextual()) {
      return new Type.Primitive(node.textValue());
    }
    JsonNode kind = node.isObject() ? node.get("type") : null;
    if (kind != null && kind.isTextual()) {
      switch (kind.textValue()) {
        case "struct" -> {
          return struct(node);
        }
        case "list" -> {
          return new Type.ListType(
              JsonFields.getInt("element-id", node),
              JsonFields.getBool("element-required", node),
              type(JsonFields.get("element", node)));
        }
        case "map" -> {
          return new Type.MapType(
              JsonFields.getInt("key-id", node),
              type(JsonFields.get("key", node)),
              JsonFields.getInt("value-id", node),
              JsonFields.getBool("value-required", node),
              type(JsonFields.get("value", node)));
        }
        default -> {}
      }
    }
    throw new JsonFields.FieldException("Cannot parse type from json: " + node);
  }

  private static Type.Struct struct(JsonNode node) {
    JsonNode fields = JsonFields.get("fields", node);
    if (!fields.isArray()) {
      throw new JsonFields.FieldException("Cannot parse struct fields from non-array: " + fields);
    }
    List<NestedField> parsed = new ArrayList<>();
    for (JsonNode field : fields) {
      parsed.add(
          new NestedField(
              JsonFields.getInt("id", field),
              JsonFields.getString("name", field),
              JsonFields.getBool("required", field),
              type(JsonFields.get("type", field)),
              JsonFields.getStringOrNull("doc", field),
              field.get("initial-default"),
              field.get("write-default")));
    }
    return new Type.Struct(parsed);
  }

  /** A spec object ({@code spec-id} and {@code fields}). */
  static PartitionSpec spec(JsonNode node) {
    return specFields(JsonFields.getInt("spec-id", node), JsonFields.get("fields", node));
  }

  /**
   * A spec's field array. Format v1 wrote fields without ids; they are numbered from 1000 as
   * iceberg-core numbers them.
   */
  static PartitionSpec specFields(int specId, JsonNode fields) {
    if (!fields.isArray()) {
      throw new JsonFields.FieldException(
          "Cannot parse partition spec fields, not an array: " + fields);
    }
    List<PartitionField> parsed = new ArrayList<>();
    int nextFieldId = 1000;
    for (JsonNode field : fields) {
      List<Integer> sourceIds =
          field.has("source-ids")
              ? JsonFields.getIntList("source-ids", field)
              : List.of(JsonFields.getInt("source-id", field));
      Integer fieldId = JsonFields.getIntOrNull("field-id", field);
      int id = fieldId == null ? nextFieldId : fieldId;
      nextFieldId = id + 1;
      parsed.add(
          new PartitionField(
              JsonFields.getString("name", field),
              sourceIds,
              id,
              JsonFields.getString("transform", field)));
    }
    return new PartitionSpec(specId, parsed);
  }

  static SortOrder sortOrder(JsonNode node) {
    JsonNode fields = JsonFields.get("fields", node);
    List<SortOrder.Field> parsed = new ArrayList<>();
    for (JsonNode field : fields) {
      List<Integer> sourceIds =
          field.has("source-ids")
              ? JsonFields.getIntList("source-ids", field)
              : List.of(JsonFields.getInt("source-id", field));
      parsed.add(
          new SortOrder.Field(
              JsonFields.getString("transform", field),
              sourceIds,
              JsonFields.getString("direction", field),
              JsonFields.getString("null-order", field)));
    }
    return new SortOrder(JsonFields.getInt("order-id", node), parsed);
  }
}
