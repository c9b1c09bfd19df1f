package io.tablescope.app.cli.delta;

import com.fasterxml.jackson.core.JsonGenerator;
import io.tablescope.app.cli.common.Json;
import io.tablescope.format.delta.action.DomainMetadata;
import io.tablescope.format.delta.action.Metadata;
import io.tablescope.format.delta.action.Protocol;
import io.tablescope.format.delta.action.SetTransaction;
import io.tablescope.format.delta.checkpoint.Checkpoint;
import io.tablescope.format.delta.log.LastCheckpoint;
import io.tablescope.format.delta.schema.StructField;
import io.tablescope.inspector.delta.DeltaSummary;
import io.tablescope.inspector.table.CommitDating;
import io.tablescope.inspector.table.SummaryMismatch;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The JSON form of {@code summary} for a Delta table: {@code version} where Iceberg says {@code
 * current-snapshot-id}, {@code versions} where it says {@code snapshots}, and Delta's own facts.
 */
final class DeltaSummaryJson {
  private DeltaSummaryJson() {}

  static void write(DeltaSummary summary, PrintWriter out) throws IOException {
    try (JsonGenerator json = Json.generator(out)) {
      json.writeStartObject();
      json.writeStringField("format", "delta");
      json.writeStringField("location", summary.location());
      json.writeNumberField("version", summary.version());
      json.writeNumberField("oldest-version", summary.oldestVersion());
      json.writeNumberField("versions", summary.versions());
      commitTime(json, summary);
      checkpoint(json, summary.checkpoint());
      lastCheckpoint(json, summary.lastCheckpoint());
      protocol(json, summary.protocol());
      metadata(json, summary.metadata());
      json.writeObjectFieldStart("files");
      json.writeNumberField("live", summary.liveFiles());
      json.writeNumberField("bytes", summary.liveBytes());
      json.writeEndObject();
      json.writeObjectFieldStart("deletion-vectors");
      json.writeNumberField("count", summary.deletionVectors());
      json.writeNumberField("rows-deleted", summary.rowsDeleted());
      json.writeEndObject();
      json.writeNumberField("tombstones", summary.tombstones());
      json.writeArrayFieldStart("app-transactions");
      for (SetTransaction txn : summary.transactions()) {
        json.writeStartObject();
        json.writeStringField("app-id", txn.appId());
        json.writeNumberField("version", txn.version());
        Json.nullableNumber(json, "last-updated", txn.lastUpdated());
        json.writeEndObject();
      }
      json.writeEndArray();
      json.writeArrayFieldStart("domain-metadata");
      for (DomainMetadata domain : summary.domains()) {
        json.writeStartObject();
        json.writeStringField("domain", domain.domain());
        json.writeStringField("configuration", domain.configuration());
        json.writeEndObject();
      }
      json.writeEndArray();
      checksum(json, summary.checksum());
      Json.problems(json, summary.problems());
      json.writeEndObject();
    }
    out.println();
  }

  /**
   * The latest version's times: {@code time-travel} (what Delta's time travel goes by), {@code
   * written} (the writer's {@code commitInfo.timestamp}) and the rule that dated it.
   */
  private static void commitTime(JsonGenerator json, DeltaSummary summary) throws IOException {
    CommitDating dating = summary.dating();
    json.writeObjectFieldStart("commit-time");
    json.writeNumberField("time-travel", summary.commitTimestampMillis());
    Json.nullableNumber(json, "written", dating == null ? null : dating.writtenMillis());
    json.writeStringField("dated-by", dating == null ? null : dating.rule());
    json.writeStringField("reason", dating == null ? null : dating.reason());
    json.writeEndObject();
  }

  private static void checkpoint(JsonGenerator json, Checkpoint checkpoint) throws IOException {
    if (checkpoint == null) {
      json.writeNullField("checkpoint");
      return;
    }
    json.writeObjectFieldStart("checkpoint");
    json.writeNumberField("version", checkpoint.version());
    json.writeStringField(
        "kind", checkpoint.kind().name().toLowerCase(Locale.ROOT).replace('_', '-'));
    json.writeStringField("file", checkpoint.location());
    json.writeNumberField("parts", checkpoint.locations().size());
    Json.strings(json, "files", checkpoint.locations());
    json.writeEndObject();
  }

  private static void lastCheckpoint(JsonGenerator json, LastCheckpoint last) throws IOException {
    if (last == null) {
      json.writeNullField("last-checkpoint");
      return;
    }
    json.writeObjectFieldStart("last-checkpoint");
    json.writeNumberField("version", last.version());
    Json.nullableNumber(json, "size", last.size());
    Json.nullableNumber(json, "parts", last.parts());
    Json.nullableNumber(json, "size-in-bytes", last.sizeInBytes());
    Json.nullableNumber(json, "num-of-add-files", last.numOfAddFiles());
    json.writeEndObject();
  }

  static void protocol(JsonGenerator json, Protocol protocol) throws IOException {
    if (protocol == null) {
      json.writeNullField("protocol");
      return;
    }
    json.writeObjectFieldStart("protocol");
    json.writeNumberField("min-reader-version", protocol.minReaderVersion());
    json.writeNumberField("min-writer-version", protocol.minWriterVersion());
    nullableStrings(json, "reader-features", protocol.readerFeatures());
    nullableStrings(json, "writer-features", protocol.writerFeatures());
    json.writeEndObject();
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
    json.writeStringField("provider", metadata.format().provider());
    Json.nullableNumber(json, "created-time", metadata.createdTime());
    Json.strings(json, "partition-columns", metadata.partitionColumns());
    json.writeStringField("column-mapping", metadata.columnMappingMode());
    json.writeObjectFieldStart("configuration");
    for (Map.Entry<String, String> entry : metadata.configuration().entrySet()) {
      json.writeStringField(entry.getKey(), entry.getValue());
    }
    json.writeEndObject();
    json.writeStringField("schema-string", metadata.schemaString());
    if (metadata.schema() == null) {
      json.writeNullField("schema");
    } else {
      json.writeArrayFieldStart("schema");
      for (StructField field : metadata.schema().fields()) {
        json.writeStartObject();
        json.writeStringField("name", field.name());
        json.writeStringField("type", field.type().simpleString());
        json.writeBooleanField("nullable", field.nullable());
        json.writeStringField("physical-name", field.physicalName());
        Json.nullableNumber(json, "column-id", field.columnId());
        json.writeEndObject();
      }
      json.writeEndArray();
    }
    json.writeEndObject();
  }

  private static void checksum(JsonGenerator json, DeltaSummary.ChecksumCheck check)
      throws IOException {
    json.writeObjectFieldStart("checksum");
    json.writeStringField("file", check.file());
    json.writeBooleanField("agrees", check.agrees());
    json.writeArrayFieldStart("mismatches");
    for (SummaryMismatch mismatch : check.mismatches()) {
      json.writeStartObject();
      json.writeStringField("key", mismatch.key());
      json.writeStringField("stated", mismatch.statedValue());
      json.writeNumberField("counted", mismatch.countedValue());
      json.writeEndObject();
    }
    json.writeEndArray();
    Json.problems(json, check.problems());
    json.writeEndObject();
  }

  private static void nullableStrings(JsonGenerator json, String name, List<String> values)
      throws IOException {
    if (values == null) {
      json.writeNullField(name);
    } else {
      Json.strings(json, name, values);
    }
  }
}
