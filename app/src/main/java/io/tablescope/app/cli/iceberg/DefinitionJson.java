package io.tablescope.app.cli.iceberg;

import com.fasterxml.jackson.core.JsonGenerator;
import io.tablescope.app.cli.common.Json;
import io.tablescope.format.iceberg.metadata.MetadataLogEntry;
import io.tablescope.format.iceberg.metadata.PartitionStatisticsFile;
import io.tablescope.format.iceberg.metadata.StatisticsFile;
import io.tablescope.format.iceberg.metadata.TableMetadata;
import io.tablescope.inspector.iceberg.definition.ColumnNdvs;
import io.tablescope.inspector.iceberg.definition.FieldChange;
import io.tablescope.inspector.iceberg.definition.MetadataHistory;
import io.tablescope.inspector.iceberg.definition.MetadataVersion;
import io.tablescope.inspector.iceberg.definition.PropertyChange;
import io.tablescope.inspector.iceberg.definition.RefMove;
import io.tablescope.inspector.iceberg.definition.RefRetention;
import io.tablescope.inspector.iceberg.definition.SchemaDiff;
import io.tablescope.inspector.iceberg.definition.SchemaField;
import io.tablescope.inspector.iceberg.definition.SchemaVersion;
import io.tablescope.inspector.iceberg.definition.SnapshotLogRow;
import io.tablescope.inspector.iceberg.definition.SortOrderVersion;
import io.tablescope.inspector.iceberg.definition.SpecField;
import io.tablescope.inspector.iceberg.definition.SpecVersion;
import io.tablescope.inspector.iceberg.definition.TableDefinition;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;
import java.util.Map;

/**
 * The JSON form of {@code definition}: one object, the keys named as Iceberg's metadata names them.
 */
final class DefinitionJson {
  private DefinitionJson() {}

  static void write(
      TableMetadata metadata,
      TableDefinition definition,
      ColumnNdvs ndvs,
      MetadataHistory history,
      PrintWriter out)
      throws IOException {
    try (JsonGenerator json = Json.generator(out)) {
      json.writeStartObject();
      json.writeStringField("metadata-file", metadata.metadataFile());
      schemas(json, metadata, definition.schemas(), DefinitionText.currentNdvs(metadata, ndvs));
      specs(json, definition.specs());
      json.writeArrayFieldStart("sort-orders");
      for (SortOrderVersion order : definition.sortOrders()) {
        json.writeStartObject();
        json.writeNumberField("order-id", order.orderId());
        json.writeBooleanField("default", order.isDefault());
        Json.strings(json, "fields", order.fields());
        json.writeEndObject();
      }
      json.writeEndArray();
      json.writeObjectFieldStart("properties");
      for (Map.Entry<String, String> property : definition.properties().entrySet()) {
        json.writeStringField(property.getKey(), property.getValue());
      }
      json.writeEndObject();
      json.writeArrayFieldStart("snapshot-log");
      for (SnapshotLogRow row : definition.snapshotLog()) {
        json.writeStartObject();
        json.writeNumberField("timestamp-ms", row.timestampMillis());
        json.writeNumberField("snapshot-id", row.snapshotId());
        json.writeStringField("move", row.move());
        json.writeEndObject();
      }
      json.writeEndArray();
      json.writeArrayFieldStart("metadata-log");
      for (MetadataLogEntry entry : definition.metadataLog()) {
        json.writeStartObject();
        json.writeNumberField("timestamp-ms", entry.timestampMillis());
        json.writeStringField("metadata-file", entry.metadataFile());
        json.writeEndObject();
      }
      json.writeEndArray();
      refs(json, definition.refs());
      statistics(json, definition.statistics(), ndvs, definition.partitionStatistics());
      if (history != null) {
        history(json, history);
      }
      json.writeEndObject();
    }
    out.println();
  }

  private static void schemas(
      JsonGenerator json,
      TableMetadata metadata,
      List<SchemaVersion> schemas,
      Map<Integer, String> currentNdvs)
      throws IOException {
    json.writeArrayFieldStart("schemas");
    for (int i = 0; i < schemas.size(); i++) {
      SchemaVersion schema = schemas.get(i);
      json.writeStartObject();
      json.writeNumberField("schema-id", schema.schemaId());
      json.writeBooleanField("current", schema.isCurrent());
      json.writeArrayFieldStart("identifier-field-ids");
      for (int id : schema.identifierFieldIds()) {
        json.writeNumber(id);
      }
      json.writeEndArray();
      json.writeArrayFieldStart("fields");
      for (SchemaField field : schema.fields()) {
        json.writeStartObject();
        json.writeNumberField("id", field.id());
        json.writeStringField("name", field.name());
        json.writeStringField("type", field.type());
        json.writeBooleanField("required", field.required());
        json.writeStringField("doc", field.doc());
        if (schema.isCurrent() && currentNdvs.containsKey(field.id())) {
          json.writeStringField("ndv", currentNdvs.get(field.id()));
        }
        json.writeEndObject();
      }
      json.writeEndArray();
      if (i > 0) {
        SchemaDiff diff =
            SchemaDiff.between(metadata.schemas().get(i - 1), metadata.schemas().get(i));
        json.writeNumberField("compared-with-schema-id", diff.fromSchemaId());
        json.writeArrayFieldStart("changes");
        for (FieldChange change : diff.changed()) {
          json.writeStartObject();
          json.writeNumberField("field-id", change.fieldId());
          json.writeStringField("name", change.field().name());
          Json.strings(json, "kinds", change.kinds().stream().map(FieldChange.Kind::word).toList());
          json.writeStringField("detail", change.detail());
          json.writeEndObject();
        }
        json.writeEndArray();
      }
      json.writeEndObject();
    }
    json.writeEndArray();
  }

  private static void specs(JsonGenerator json, List<SpecVersion> specs) throws IOException {
    json.writeArrayFieldStart("partition-specs");
    for (SpecVersion spec : specs) {
      json.writeStartObject();
      json.writeNumberField("spec-id", spec.specId());
      json.writeBooleanField("default", spec.isDefault());
      json.writeArrayFieldStart("fields");
      for (SpecField field : spec.fields()) {
        json.writeStartObject();
        json.writeNumberField("field-id", field.fieldId());
        json.writeStringField("name", field.name());
        json.writeStringField("transform", field.transform());
        json.writeStringField("source", field.source());
        json.writeStringField("change", field.change());
        json.writeStringField("previous-name", field.previousName());
        json.writeEndObject();
      }
      json.writeEndArray();
      json.writeEndObject();
    }
    json.writeEndArray();
  }

  private static void refs(JsonGenerator json, List<RefRetention> refs) throws IOException {
    json.writeArrayFieldStart("refs");
    for (RefRetention ref : refs) {
      json.writeStartObject();
      json.writeStringField("name", ref.name());
      json.writeStringField("type", ref.type().jsonName());
      json.writeNumberField("snapshot-id", ref.snapshotId());
      setting(json, "min-snapshots-to-keep", ref.minSnapshotsToKeep());
      setting(json, "max-snapshot-age-ms", ref.maxSnapshotAgeMs());
      setting(json, "max-ref-age-ms", ref.maxRefAgeMs());
      json.writeEndObject();
    }
    json.writeEndArray();
  }

  /** A setting's effective value (null for forever) and where it comes from; absent if moot. */
  private static void setting(JsonGenerator json, String name, RefRetention.Setting setting)
      throws IOException {
    if (setting == null) {
      return;
    }
    json.writeObjectFieldStart(name);
    Json.nullableNumber(json, "on-ref", setting.onRef());
    Json.nullableNumber(
        json, "effective", setting.effective() == Long.MAX_VALUE ? null : setting.effective());
    json.writeStringField("from", setting.from());
    json.writeEndObject();
  }

  private static void statistics(
      JsonGenerator json,
      List<StatisticsFile> files,
      ColumnNdvs ndvs,
      List<PartitionStatisticsFile> partitions)
      throws IOException {
    json.writeArrayFieldStart("statistics");
    for (StatisticsFile file : files) {
      json.writeStartObject();
      json.writeNumberField("snapshot-id", file.snapshotId());
      json.writeStringField("statistics-path", file.path());
      json.writeNumberField("file-size-in-bytes", file.fileSizeInBytes());
      json.writeNumberField("file-footer-size-in-bytes", file.fileFooterSizeInBytes());
      json.writeArrayFieldStart("blob-metadata");
      for (StatisticsFile.BlobMetadata blob : file.blobs()) {
        json.writeStartObject();
        json.writeStringField("type", blob.type());
        json.writeNumberField("snapshot-id", blob.sourceSnapshotId());
        json.writeNumberField("sequence-number", blob.sourceSnapshotSequenceNumber());
        json.writeArrayFieldStart("fields");
        for (int field : blob.fields()) {
          json.writeNumber(field);
        }
        json.writeEndArray();
        json.writeEndObject();
      }
      json.writeEndArray();
      footerNdvs(json, file.path(), ndvs);
      json.writeEndObject();
    }
    json.writeEndArray();
    json.writeArrayFieldStart("partition-statistics");
    for (PartitionStatisticsFile file : partitions) {
      json.writeStartObject();
      json.writeNumberField("snapshot-id", file.snapshotId());
      json.writeStringField("statistics-path", file.path());
      json.writeNumberField("file-size-in-bytes", file.fileSizeInBytes());
      json.writeEndObject();
    }
    json.writeEndArray();
  }

  /** What the statistics file's footer says of each column, or why it could not be read. */
  private static void footerNdvs(JsonGenerator json, String path, ColumnNdvs ndvs)
      throws IOException {
    json.writeArrayFieldStart("footer-ndvs");
    for (ColumnNdvs.Ndv ndv : ndvs.ndvs()) {
      if (ndv.statisticsPath().equals(path)) {
        json.writeStartObject();
        json.writeNumberField("field-id", ndv.fieldId());
        json.writeStringField("column", ndv.column());
        json.writeStringField("type", ndv.blobType());
        json.writeStringField("ndv", ndv.ndv());
        json.writeEndObject();
      }
    }
    json.writeEndArray();
    json.writeStringField(
        "footer-problem",
        ndvs.problems().stream()
            .filter(problem -> problem.path().equals(path))
            .map(problem -> problem.message())
            .findFirst()
            .orElse(null));
  }

  private static void history(JsonGenerator json, MetadataHistory history) throws IOException {
    json.writeObjectFieldStart("history");
    json.writeArrayFieldStart("versions");
    for (MetadataVersion version : history.versions()) {
      json.writeStartObject();
      json.writeStringField("metadata-file", version.metadataFile());
      json.writeNumberField("timestamp-ms", version.timestampMillis());
      Json.nullableNumber(json, "current-snapshot-id", version.currentSnapshotId());
      json.writeStringField(
          "problem", version.problem() == null ? null : version.problem().message());
      json.writeEndObject();
    }
    json.writeEndArray();
    json.writeArrayFieldStart("property-changes");
    for (PropertyChange change : history.propertyChanges()) {
      json.writeStartObject();
      json.writeStringField("metadata-file", change.metadataFile());
      json.writeNumberField("timestamp-ms", change.timestampMillis());
      json.writeStringField("key", change.key());
      json.writeStringField("change", change.word());
      json.writeStringField("before", change.before());
      json.writeStringField("after", change.after());
      json.writeEndObject();
    }
    json.writeEndArray();
    json.writeArrayFieldStart("ref-moves");
    for (RefMove move : history.refMoves()) {
      json.writeStartObject();
      json.writeStringField("metadata-file", move.metadataFile());
      json.writeNumberField("timestamp-ms", move.timestampMillis());
      json.writeStringField("ref", move.ref());
      json.writeStringField("move", move.kind().word());
      Json.nullableNumber(json, "from", move.from());
      Json.nullableNumber(json, "to", move.to());
      json.writeEndObject();
    }
    json.writeEndArray();
    json.writeEndObject();
  }
}
