package io.tablescope.app.cli.iceberg;

import com.fasterxml.jackson.core.JsonGenerator;
import io.tablescope.app.cli.common.Json;
import io.tablescope.app.cli.common.Timestamps;
import io.tablescope.inspector.iceberg.health.CommitBurst;
import io.tablescope.inspector.iceberg.health.CommitConflict;
import io.tablescope.inspector.iceberg.health.CommitPressure;
import io.tablescope.inspector.iceberg.health.CommitWriter;
import io.tablescope.inspector.iceberg.health.FileHealth;
import io.tablescope.inspector.iceberg.health.HealthReport;
import io.tablescope.inspector.iceberg.health.HourlyCommits;
import io.tablescope.inspector.iceberg.health.MetadataFileSize;
import io.tablescope.inspector.iceberg.health.MetadataGrowth;
import io.tablescope.inspector.iceberg.health.RefRetention;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The JSON form of {@code health}: {@code {"metadata": {...}, "commits": {...}}} and, when the
 * table has a current snapshot, its files' fields ({@link FileHealthJson}); times of hours,
 * writers, bursts and conflicts as ISO-8601, a metadata file's as {@code timestamp-ms}.
 */
final class HealthJson {
  private HealthJson() {}

  static void write(HealthReport report, Optional<FileHealth> files, PrintWriter out)
      throws IOException {
    try (JsonGenerator json = Json.generator(out)) {
      json.writeStartObject();
      metadata(json, report.metadata());
      commits(json, report.commits());
      RetriesJson.write(json, report.retries());
      if (files.isPresent()) {
        FileHealthJson.write(json, files.get());
      }
      json.writeEndObject();
    }
    out.println();
  }

  private static void metadata(JsonGenerator json, MetadataGrowth growth) throws IOException {
    json.writeObjectFieldStart("metadata");
    json.writeStringField("current-file", growth.currentFile());
    json.writeNumberField("current-file-size", growth.currentFileSize());
    json.writeArrayFieldStart("metadata-files");
    for (MetadataFileSize file : growth.metadataFiles()) {
      json.writeStartObject();
      json.writeStringField("path", file.path());
      json.writeNumberField("size", file.size());
      json.writeNumberField("timestamp-ms", file.timestampMillis());
      json.writeEndObject();
    }
    json.writeEndArray();
    json.writeNumberField("growth-per-commit", growth.growthPerCommit());
    json.writeNumberField("snapshots", growth.snapshots());
    json.writeNumberField("schemas", growth.schemas());
    json.writeNumberField("specs", growth.specs());
    json.writeNumberField("sort-orders", growth.sortOrders());
    json.writeNumberField("snapshot-log", growth.snapshotLog());
    json.writeNumberField("metadata-log", growth.metadataLog());
    json.writeObjectFieldStart("properties");
    for (Map.Entry<String, String> property : growth.properties().entrySet()) {
      json.writeStringField(property.getKey(), property.getValue());
    }
    json.writeEndObject();
    json.writeArrayFieldStart("refs");
    for (RefRetention ref : growth.refs()) {
      json.writeStartObject();
      json.writeStringField("name", ref.name());
      json.writeStringField("type", ref.type().jsonName());
      json.writeNumberField("snapshot-id", ref.snapshotId());
      Json.nullableNumber(json, "min-snapshots-to-keep", ref.minSnapshotsToKeep());
      Json.nullableNumber(json, "max-snapshot-age-ms", ref.maxSnapshotAgeMs());
      Json.nullableNumber(json, "max-ref-age-ms", ref.maxRefAgeMs());
      json.writeEndObject();
    }
    json.writeEndArray();
    json.writeNumberField("old-metadata-files", growth.oldMetadataFiles());
    json.writeNumberField("old-metadata-bytes", growth.oldMetadataBytes());
    json.writeNumberField("expirable-snapshots", growth.expirable());
    Json.strings(json, "advice", growth.advice());
    Json.problems(json, growth.problems());
    json.writeEndObject();
  }

  private static void commits(JsonGenerator json, CommitPressure pressure) throws IOException {
    json.writeObjectFieldStart("commits");
    json.writeNumberField("commits", pressure.commits());
    json.writeArrayFieldStart("per-hour");
    for (HourlyCommits hour : pressure.perHour()) {
      json.writeStartObject();
      json.writeStringField("hour", Timestamps.iso(hour.hourMillis()));
      json.writeNumberField("commits", hour.commits());
      json.writeNumberField("in-bursts", hour.inBurst());
      json.writeEndObject();
    }
    json.writeEndArray();
    json.writeArrayFieldStart("writers");
    for (CommitWriter writer : pressure.writers()) {
      json.writeStartObject();
      json.writeStringField("writer", writer.writer());
      json.writeStringField("engine", writer.engine());
      json.writeNumberField("commits", writer.commits());
      json.writeStringField("first", Timestamps.iso(writer.firstMillis()));
      json.writeStringField("last", Timestamps.iso(writer.lastMillis()));
      json.writeEndObject();
    }
    json.writeEndArray();
    json.writeArrayFieldStart("bursts");
    for (CommitBurst burst : pressure.bursts()) {
      json.writeStartObject();
      json.writeStringField("start", Timestamps.iso(burst.startMillis()));
      json.writeStringField("end", Timestamps.iso(burst.endMillis()));
      json.writeNumberField("commits", burst.commits());
      json.writeNumberField("added-files", burst.addedFiles());
      json.writeNumberField("added-records", burst.addedRecords());
      ids(json, burst.snapshotIds());
      json.writeEndObject();
    }
    json.writeEndArray();
    json.writeArrayFieldStart("conflicts");
    for (CommitConflict conflict : pressure.conflicts()) {
      json.writeStartObject();
      json.writeStringField("kind", conflict.kind().jsonName());
      json.writeStringField("branch", conflict.branch());
      json.writeStringField("time", Timestamps.iso(conflict.timestampMillis()));
      ids(json, conflict.snapshotIds());
      Json.strings(json, "writers", conflict.writers());
      json.writeStringField("detail", conflict.detail());
      json.writeEndObject();
    }
    json.writeEndArray();
    Json.strings(json, "advice", pressure.advice());
    json.writeEndObject();
  }

  private static void ids(JsonGenerator json, List<Long> ids) throws IOException {
    json.writeArrayFieldStart("snapshot-ids");
    for (long id : ids) {
      json.writeNumber(id);
    }
    json.writeEndArray();
  }
}
