package io.tablescope.app.cli.delta;

import com.fasterxml.jackson.core.JsonGenerator;
import io.tablescope.app.cli.common.Json;
import io.tablescope.format.delta.action.Metadata;
import io.tablescope.format.delta.schema.DataType;
import io.tablescope.format.delta.schema.StructField;
import io.tablescope.format.delta.schema.StructType;
import io.tablescope.inspector.delta.history.DeltaDefinitionHistory;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.Map;

/**
 * The JSON form of {@code definition} for a Delta table: the version, its protocol and metadata,
 * and the schema nested as Delta writes it ({@code type} a name for a primitive, an object for a
 * struct, array or map), with the CLI's hyphenated keys.
 */
final class DeltaDefinitionJson {
  private DeltaDefinitionJson() {}

  /** The definition, with {@code history} when {@code history} is not null. */
  static void write(DeltaDefinition definition, DeltaDefinitionHistory history, PrintWriter out)
      throws IOException {
    try (JsonGenerator json = Json.generator(out)) {
      json.writeStartObject();
      json.writeStringField("format", "delta");
      json.writeStringField("location", definition.location());
      json.writeNumberField("version", definition.version().id());
      json.writeNumberField("timestamp-ms", definition.version().timestampMillis());
      DeltaSummaryJson.protocol(json, definition.protocol());
      metadata(json, definition.metadata());
      Json.problems(json, definition.problems());
      if (history != null) {
        DeltaDefinitionHistoryOutput.json(history, json);
      }
      json.writeEndObject();
    }
    out.println();
  }

  private static void metadata(JsonGenerator json, Metadata metadata) throws IOException {
    if (metadata == null) {
      json.writeNullField("metadata");
      return;
    }
    json.writeObjectFieldStart("metadata");
    json.writeStringField("id", metadata.id());
    json.writeStringField("name", metadata.name());
    json.writeStringField("description", metadata.description());
    Json.nullableNumber(json, "created-time", metadata.createdTime());
    json.writeStringField("provider", metadata.format().provider());
    strings(json, "format-options", metadata.format().options());
    Json.strings(json, "partition-columns", metadata.partitionColumns());
    json.writeStringField("column-mapping", metadata.columnMappingMode());
    strings(json, "configuration", metadata.configuration());
    json.writeStringField("schema-string", metadata.schemaString());
    if (metadata.schema() == null) {
      json.writeNullField("schema");
    } else {
      json.writeFieldName("schema");
      type(json, metadata.schema());
    }
    json.writeEndObject();
  }

  private static void type(JsonGenerator json, DataType type) throws IOException {
    if (type instanceof StructType struct) {
      json.writeStartObject();
      json.writeStringField("type", "struct");
      json.writeArrayFieldStart("fields");
      for (StructField field : struct.fields()) {
        field(json, field);
      }
      json.writeEndArray();
      json.writeEndObject();
    } else if (type instanceof DataType.ArrayType array) {
      json.writeStartObject();
      json.writeStringField("type", "array");
      json.writeFieldName("element-type");
      type(json, array.elementType());
      json.writeBooleanField("contains-null", array.containsNull());
      json.writeEndObject();
    } else if (type instanceof DataType.MapType map) {
      json.writeStartObject();
      json.writeStringField("type", "map");
      json.writeFieldName("key-type");
      type(json, map.keyType());
      json.writeFieldName("value-type");
      type(json, map.valueType());
      json.writeBooleanField("value-contains-null", map.valueContainsNull());
      json.writeEndObject();
    } else {
      json.writeString(type.simpleString());
    }
  }

  private static void field(JsonGenerator json, StructField field) throws IOException {
    json.writeStartObject();
    json.writeStringField("name", field.name());
    json.writeFieldName("type");
    type(json, field.type());
    json.writeBooleanField("nullable", field.nullable());
    json.writeStringField("physical-name", field.physicalName());
    Json.nullableNumber(json, "column-id", field.columnId());
    strings(json, "metadata", field.metadata());
    json.writeEndObject();
  }

  private static void strings(JsonGenerator json, String name, Map<String, String> values)
      throws IOException {
    json.writeObjectFieldStart(name);
    for (Map.Entry<String, String> value : values.entrySet()) {
      json.writeStringField(value.getKey(), value.getValue());
    }
    json.writeEndObject();
  }
}
