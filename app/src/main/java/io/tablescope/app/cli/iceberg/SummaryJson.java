package io.tablescope.app.cli.iceberg;

import com.fasterxml.jackson.core.JsonGenerator;
import io.tablescope.app.cli.common.Json;
import io.tablescope.format.ContentKind;
import io.tablescope.format.iceberg.manifest.ManifestFile;
import io.tablescope.format.iceberg.manifest.StatusCounts;
import io.tablescope.format.iceberg.metadata.SnapshotRef;
import io.tablescope.inspector.iceberg.CountedEntries;
import io.tablescope.inspector.iceberg.TableSummary;
import io.tablescope.inspector.iceberg.UnreadManifest;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.Optional;

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
      counts(json, summary.counts());
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

  /**
   * The current snapshot's manifests and entries: {@code manifests} and {@code entries} are null
   * when unknown, {@code complete} says whether everything was read, and unread manifests carry the
   * manifest list's counts for them.
   */
  private static void counts(JsonGenerator json, CountedEntries counts) throws IOException {
    json.writeBooleanField("complete", counts.complete());
    Optional<Integer> manifests = counts.manifests();
    Json.nullableNumber(json, "manifests", manifests.orElse(null));
    Json.nullableNumber(
        json,
        "data-manifests",
        manifests.map(ignored -> counts.listedDataManifests()).orElse(null));
    Json.nullableNumber(
        json,
        "delete-manifests",
        manifests.map(ignored -> counts.listedDeleteManifests()).orElse(null));
    nullableCounts(json, "entries", counts.entries());
    json.writeObjectFieldStart("entries-by-content");
    for (ContentKind content : ContentKind.values()) {
      IcebergJson.counts(
          json,
          content.jsonName(),
          counts.readByContent().getOrDefault(content, StatusCounts.ZERO));
    }
    json.writeEndObject();
    json.writeNumberField("manifests-listed", counts.listedManifests());
    IcebergJson.counts(json, "entries-read", counts.read());
    nullableCounts(
        json,
        "entries-from-manifest-list",
        counts.manifestListRead() ? counts.fromManifestList() : Optional.empty());
    json.writeArrayFieldStart("unread-manifests");
    for (UnreadManifest unread : counts.unreadManifests()) {
      ManifestFile manifest = unread.manifest();
      json.writeStartObject();
      json.writeStringField("path", manifest.path());
      json.writeStringField("content", manifest.content().jsonName());
      json.writeObjectFieldStart("manifest-list-counts");
      Json.nullableNumber(json, "added-files-count", manifest.addedFilesCount());
      Json.nullableNumber(json, "existing-files-count", manifest.existingFilesCount());
      Json.nullableNumber(json, "deleted-files-count", manifest.deletedFilesCount());
      Json.nullableNumber(json, "added-rows-count", manifest.addedRowsCount());
      Json.nullableNumber(json, "existing-rows-count", manifest.existingRowsCount());
      Json.nullableNumber(json, "deleted-rows-count", manifest.deletedRowsCount());
      json.writeEndObject();
      Json.problems(json, unread.problems());
      json.writeEndObject();
    }
    json.writeEndArray();
  }

  private static void nullableCounts(JsonGenerator json, String name, Optional<StatusCounts> counts)
      throws IOException {
    if (counts.isPresent()) {
      IcebergJson.counts(json, name, counts.get());
    } else {
      json.writeNullField(name);
    }
  }
}
