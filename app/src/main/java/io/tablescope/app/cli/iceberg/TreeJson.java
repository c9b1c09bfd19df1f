package io.tablescope.app.cli.iceberg;

import com.fasterxml.jackson.core.JsonGenerator;
import io.tablescope.app.cli.common.Json;
import io.tablescope.format.iceberg.manifest.ContentFile;
import io.tablescope.format.iceberg.manifest.Manifest;
import io.tablescope.format.iceberg.manifest.ManifestEntry;
import io.tablescope.format.iceberg.manifest.ManifestFile;
import io.tablescope.format.iceberg.manifest.PartitionValue;
import io.tablescope.format.iceberg.manifest.Value;
import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.format.iceberg.metadata.SnapshotRef;
import io.tablescope.inspector.iceberg.ColumnNames;
import io.tablescope.inspector.iceberg.IcebergTable;
import io.tablescope.inspector.iceberg.tree.SnapshotTreeHead;
import io.tablescope.inspector.iceberg.tree.SnapshotTrees;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.Iterator;
import java.util.Map;
import java.util.TreeMap;

/** The JSON form of {@code tree}, as design.md fixes it, with effective (inherited) values. */
final class TreeJson {
  private TreeJson() {}

  /** Writes each manifest as it is read, so that no more than a few manifests are held. */
  static void write(IcebergTable table, SnapshotTreeHead tree, PrintWriter out) throws IOException {
    ColumnNames columns = new ColumnNames(table.metadata());
    Snapshot snapshot = tree.snapshot();
    try (JsonGenerator json = Json.generator(out)) {
      json.writeStartObject();
      json.writeNumberField("snapshot-id", snapshot.snapshotId());
      Json.nullableNumber(json, "parent-snapshot-id", snapshot.parentId());
      json.writeNumberField("sequence-number", snapshot.sequenceNumber());
      json.writeNumberField("timestamp-ms", snapshot.timestampMillis());
      json.writeStringField("operation", snapshot.operation());
      json.writeArrayFieldStart("refs");
      for (SnapshotRef ref : tree.refs()) {
        json.writeString(ref.name());
      }
      json.writeEndArray();
      json.writeStringField("manifest-list", tree.manifestList());
      if (!snapshot.unknownFields().isEmpty()) {
        json.writeObjectFieldStart("unknown-fields");
        for (var field : snapshot.unknownFields().entrySet()) {
          Json.tree(json, field.getKey(), field.getValue());
        }
        json.writeEndObject();
      }
      json.writeBooleanField("relocated", table.relocation().isRelocated());
      Json.strings(json, "mapped-by-folder", table.outsidePrefixes());
      json.writeArrayFieldStart("manifests");
      Iterator<Manifest> manifests = SnapshotTrees.manifests(table, tree);
      while (manifests.hasNext()) {
        manifest(json, manifests.next(), table, columns);
      }
      json.writeEndArray();
      Json.problems(json, tree.manifestListProblems());
      Json.problems(json, "table-problems", table.problems());
      json.writeEndObject();
    }
    out.println();
  }

  private static void manifest(
      JsonGenerator json, Manifest manifest, IcebergTable table, ColumnNames columns)
      throws IOException {
    ManifestFile file = manifest.file();
    json.writeStartObject();
    json.writeStringField("path", file.path());
    json.writeStringField("content", file.content().jsonName());
    json.writeNumberField("partition-spec-id", file.partitionSpecId());
    Json.nullableNumber(json, "added-snapshot-id", file.addedSnapshotId());
    json.writeNumberField("sequence-number", file.sequenceNumber());
    json.writeNumberField("min-sequence-number", file.minSequenceNumber());
    Json.nullableNumber(json, "added-files-count", file.addedFilesCount());
    Json.nullableNumber(json, "existing-files-count", file.existingFilesCount());
    Json.nullableNumber(json, "deleted-files-count", file.deletedFilesCount());
    Json.nullableNumber(json, "first-row-id", file.firstRowId());
    json.writeArrayFieldStart("entries");
    for (ManifestEntry entry : manifest.entries()) {
      entry(json, entry, table, columns);
    }
    json.writeEndArray();
    Json.problems(json, manifest.problems());
    json.writeEndObject();
  }

  private static void entry(
      JsonGenerator json, ManifestEntry entry, IcebergTable table, ColumnNames columns)
      throws IOException {
    json.writeStartObject();
    json.writeStringField("status", entry.status().name());
    Json.nullableNumber(json, "snapshot-id", entry.snapshotId());
    Json.nullableNumber(json, "sequence-number", entry.sequenceNumber());
    Json.nullableNumber(json, "file-sequence-number", entry.fileSequenceNumber());
    if (!entry.inherited().isEmpty()) {
      json.writeArrayFieldStart("inherited");
      for (String name : entry.inherited()) {
        json.writeString(name);
      }
      json.writeEndArray();
    }
    if (entry.formatV1()) {
      json.writeStringField("note", ManifestEntry.V1_SEQUENCE_NUMBERS);
    }
    ContentFile file = entry.file();
    json.writeObjectFieldStart("file");
    json.writeStringField("path", file.path());
    json.writeBooleanField("present", table.exists(file.path()));
    json.writeStringField("content", file.kind().jsonName());
    json.writeStringField("format", file.format());
    json.writeNumberField("spec-id", file.specId());
    json.writeNumberField("record-count", file.recordCount());
    json.writeNumberField("file-size-in-bytes", file.fileSizeInBytes());
    json.writeObjectFieldStart("partition");
    for (PartitionValue value : file.partition()) {
      json.writeFieldName(value.name());
      IcebergJson.value(json, value.value());
    }
    json.writeEndObject();
    json.writeStringField("referenced-data-file", file.referencedDataFile());
    Json.nullableNumber(json, "content-offset", file.contentOffset());
    Json.nullableNumber(json, "content-size-in-bytes", file.contentSizeInBytes());
    if (!file.equalityIds().isEmpty()) {
      json.writeArrayFieldStart("equality-ids");
      for (int id : file.equalityIds()) {
        json.writeNumber(id);
      }
      json.writeEndArray();
    }
    Json.nullableNumber(json, "first-row-id", file.firstRowId());
    bounds(json, "lower-bounds", file.lowerBounds(), columns);
    bounds(json, "upper-bounds", file.upperBounds(), columns);
    counts(json, "null-value-counts", file.nullValueCounts(), columns);
    counts(json, "nan-value-counts", file.nanValueCounts(), columns);
    json.writeEndObject();
    json.writeEndObject();
  }

  private static void bounds(
      JsonGenerator json, String name, Map<Integer, Value> bounds, ColumnNames columns)
      throws IOException {
    json.writeObjectFieldStart(name);
    for (var bound : new TreeMap<>(bounds).entrySet()) {
      json.writeFieldName(columns.name(bound.getKey()));
      IcebergJson.value(json, bound.getValue());
    }
    json.writeEndObject();
  }

  private static void counts(
      JsonGenerator json, String name, Map<Integer, Long> counts, ColumnNames columns)
      throws IOException {
    json.writeObjectFieldStart(name);
    for (var count : new TreeMap<>(counts).entrySet()) {
      json.writeNumberField(columns.name(count.getKey()), count.getValue());
    }
    json.writeEndObject();
  }
}
