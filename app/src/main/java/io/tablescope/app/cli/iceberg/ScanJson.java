package io.tablescope.app.cli.iceberg;

import com.fasterxml.jackson.core.JsonGenerator;
import io.tablescope.app.cli.common.Json;
import io.tablescope.inspector.iceberg.scan.ManifestStep;
import io.tablescope.inspector.iceberg.scan.PlannedDelete;
import io.tablescope.inspector.iceberg.scan.PlannedFile;
import io.tablescope.inspector.iceberg.scan.PrunedFile;
import io.tablescope.inspector.iceberg.scan.ScanPlan;
import io.tablescope.inspector.iceberg.scan.ScanTotals;
import java.io.IOException;
import java.io.PrintWriter;

/** A scan plan as JSON: README's {@code scan --json} shape. */
final class ScanJson {
  private ScanJson() {}

  static void write(ScanPlan plan, PrintWriter out) throws IOException {
    try (JsonGenerator json = Json.generator(out)) {
      json.writeStartObject();
      json.writeNumberField("snapshot-id", plan.snapshotId());
      json.writeStringField("filter", plan.filter());
      json.writeBooleanField("case-sensitive", plan.caseSensitive());
      totals(json, plan.totals());
      json.writeArrayFieldStart("manifests");
      for (ManifestStep step : plan.manifests()) {
        json.writeStartObject();
        json.writeStringField("path", step.path());
        json.writeStringField("content", step.content().name().toLowerCase());
        json.writeNumberField("spec-id", step.specId());
        json.writeStringField("verdict", step.verdict().jsonName());
        json.writeStringField("reason", step.reason());
        json.writeNumberField("kept", step.kept());
        json.writeNumberField("pruned", step.pruned());
        json.writeEndObject();
      }
      json.writeEndArray();
      json.writeArrayFieldStart("files");
      for (PlannedFile file : plan.files()) {
        file(json, file);
      }
      json.writeEndArray();
      json.writeArrayFieldStart("pruned");
      for (PrunedFile pruned : plan.pruned()) {
        json.writeStartObject();
        json.writeStringField("path", pruned.path());
        json.writeStringField("content", pruned.content().jsonName());
        json.writeStringField("manifest", pruned.manifest());
        json.writeStringField("reason", pruned.reason());
        json.writeEndObject();
      }
      json.writeEndArray();
      json.writeNumberField("pruned-not-listed", plan.prunedNotListed());
      Json.problems(json, plan.problems());
      json.writeEndObject();
    }
    out.println();
  }

  private static void totals(JsonGenerator json, ScanTotals totals) throws IOException {
    json.writeObjectFieldStart("totals");
    json.writeNumberField("manifests", totals.manifests());
    json.writeNumberField("manifests-read", totals.manifestsRead());
    json.writeNumberField("data-files", totals.dataFiles());
    json.writeNumberField("data-bytes", totals.dataBytes());
    json.writeNumberField("records", totals.records());
    json.writeNumberField("delete-files", totals.deleteFiles());
    json.writeNumberField("delete-bytes", totals.deleteBytes());
    json.writeNumberField("position-delete-files", totals.positionDeleteFiles());
    json.writeNumberField("equality-delete-files", totals.equalityDeleteFiles());
    json.writeNumberField("deletion-vectors", totals.deletionVectors());
    json.writeNumberField("files-opened", totals.filesOpened());
    json.writeNumberField("pruned-files", totals.prunedFiles());
    json.writeEndObject();
  }

  private static void file(JsonGenerator json, PlannedFile file) throws IOException {
    json.writeStartObject();
    json.writeStringField("path", file.path());
    json.writeNumberField("spec-id", file.specId());
    json.writeStringField("partition", file.partition());
    json.writeNumberField("record-count", file.recordCount());
    json.writeNumberField("file-size-in-bytes", file.fileSizeInBytes());
    Json.nullableNumber(json, "data-sequence-number", file.dataSequenceNumber());
    json.writeStringField("manifest", file.manifest());
    json.writeStringField("reason", file.reason());
    json.writeArrayFieldStart("deletes");
    for (PlannedDelete delete : file.deletes()) {
      json.writeStartObject();
      json.writeStringField("path", delete.path());
      json.writeStringField("kind", delete.kind().jsonName());
      json.writeNumberField("record-count", delete.recordCount());
      json.writeNumberField("size-in-bytes", delete.sizeInBytes());
      json.writeStringField("reason", delete.reason());
      json.writeEndObject();
    }
    json.writeEndArray();
    json.writeEndObject();
  }
}
