package io.tablescope.app.cli.iceberg;

import com.fasterxml.jackson.core.JsonGenerator;
import io.tablescope.app.cli.common.Json;
import io.tablescope.format.iceberg.manifest.ContentFile;
import io.tablescope.inspector.iceberg.IncrementalChanges;
import io.tablescope.inspector.iceberg.ScannedSnapshot;
import io.tablescope.inspector.iceberg.StreamingVerdict;
import java.io.IOException;
import java.io.PrintWriter;

/** The JSON form of {@code changes}, as design.md fixes it, with the Spark streaming verdict. */
final class ChangesJson {
  private ChangesJson() {}

  static void write(IncrementalChanges changes, PrintWriter out) throws IOException {
    try (JsonGenerator json = Json.generator(out)) {
      json.writeStartObject();
      Json.nullableNumber(json, "from", changes.fromExclusive());
      json.writeNumberField("to", changes.to().snapshotId());
      json.writeStringField("start", changes.start());
      json.writeArrayFieldStart("snapshots");
      for (ScannedSnapshot scanned : changes.snapshots()) {
        json.writeStartObject();
        json.writeNumberField("snapshot-id", scanned.snapshot().snapshotId());
        json.writeStringField("operation", scanned.snapshot().operation());
        json.writeBooleanField("included", scanned.included());
        json.writeStringField("reason", scanned.reason());
        json.writeEndObject();
      }
      json.writeEndArray();
      json.writeArrayFieldStart("files");
      for (ContentFile file : changes.files()) {
        json.writeString(file.path());
      }
      json.writeEndArray();
      Json.nullableNumber(json, "stops-at", changes.legacyStopsAt());
      json.writeStringField("legacy-error", changes.legacyError());
      StreamingVerdict spark = changes.spark();
      json.writeObjectFieldStart("spark-streaming");
      json.writeBooleanField("streaming-skip-overwrite-snapshots", spark.skipOverwrites());
      json.writeBooleanField("streaming-skip-delete-snapshots", spark.skipDeletes());
      json.writeArrayFieldStart("processed");
      for (long id : spark.processed()) {
        json.writeNumber(id);
      }
      json.writeEndArray();
      Json.nullableNumber(json, "stops-at", spark.stopsAt());
      json.writeStringField("error", spark.error());
      json.writeEndObject();
      json.writeBooleanField("complete", changes.complete());
      Json.problems(json, changes.problems());
      json.writeEndObject();
    }
    out.println();
  }
}
