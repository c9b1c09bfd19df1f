package io.tablescope.app.cli;

import com.fasterxml.jackson.core.JsonGenerator;
import io.tablescope.format.manifest.FileContent;
import io.tablescope.format.manifest.StatusCounts;
import io.tablescope.format.metadata.SnapshotRef;
import io.tablescope.inspector.TableSummary;
import java.io.IOException;
import java.io.PrintWriter;

/** The JSON form of {@code summary}. */
final class SummaryJson {
  private SummaryJson() {}

  static void write(TableSummary summary, PrintWriter out) throws IOException {
    try (JsonGenerator json = Json.generator(out)) {
      json.writeStartObject();
      json.writeStringField("metadata-file", summary.metadataFile());
      json.writeNumberField("format-version", summary.formatVersion());
      json.writeStringField("table-uuid", summary.tableUuid());
      json.writeStringField("location", summary.location());
      json.writeObjectFieldStart("relocation");
      json.writeBooleanField("relocated", summary.relocation().isRelocated());
      json.writeStringField("recorded-location", summary.relocation().recordedLocation());
      json.writeStringField("opened-location", summary.relocation().openedLocation());
      Json.strings(json, "mapped-by-folder", summary.outsidePrefixes());
      json.writeEndObject();
      json.writeNumberField("last-sequence-number", summary.lastSequenceNumber());
      json.writeNumberField("last-updated-ms", summary.lastUpdatedMillis());
      json.writeNumberField("snapshots", summary.snapshots());
      Json.nullableNumber(json, "current-snapshot-id", summary.currentSnapshotId());
      json.writeObjectFieldStart("refs");
      for (SnapshotRef ref : summary.refs()) {
        json.writeObjectFieldStart(ref.name());
        json.writeStringField("type", ref.type().jsonName());
        json.writeNumberField("snapshot-id", ref.snapshotId());
        json.writeEndObject();
      }
      json.writeEndObject();
      json.writeNumberField("schemas", summary.schemas());
      json.writeNumberField("current-schema-id", summary.currentSchemaId());
      json.writeNumberField("partition-specs", summary.partitionSpecs());
      json.writeNumberField("default-spec-id", summary.defaultSpecId());
      json.writeNumberField("manifests", summary.manifests());
      json.writeNumberField("data-manifests", summary.dataManifests());
      json.writeNumberField("delete-manifests", summary.deleteManifests());
      Json.counts(json, "entries", summary.entries());
      json.writeObjectFieldStart("entries-by-content");
      for (FileContent content : FileContent.values()) {
        Json.counts(
            json,
            content.jsonName(),
            summary.entriesByContent().getOrDefault(content, StatusCounts.ZERO));
      }
      json.writeEndObject();
      json.writeObjectFieldStart("unknown-fields");
      for (var field : summary.unknownFields().entrySet()) {
        Json.tree(json, field.getKey(), field.getValue());
      }
      json.writeEndObject();
      Json.problems(json, summary.problems());
      json.writeEndObject();
    }
    out.println();
  }
}
