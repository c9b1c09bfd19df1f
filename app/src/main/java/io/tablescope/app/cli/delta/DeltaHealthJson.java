package io.tablescope.app.cli.delta;

import com.fasterxml.jackson.core.JsonGenerator;
import io.tablescope.app.cli.common.Json;
import io.tablescope.inspector.delta.health.CheckpointLag;
import io.tablescope.inspector.delta.health.CheckpointPointer;
import io.tablescope.inspector.delta.health.DeletionVectorBuildUp;
import io.tablescope.inspector.delta.health.DeltaHealth;
import io.tablescope.inspector.delta.health.LogGrowth;
import io.tablescope.inspector.delta.health.LogRetention;
import io.tablescope.inspector.delta.health.SmallFiles;
import io.tablescope.inspector.delta.health.TableFeatures;
import io.tablescope.inspector.delta.health.Tombstones;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.Locale;

/**
 * The JSON form of {@code health} on a Delta table (README's "Delta health" shape): numbers raw,
 * times in epoch milliseconds.
 */
final class DeltaHealthJson {
  private DeltaHealthJson() {}

  static void write(DeltaHealth health, PrintWriter out) throws IOException {
    try (JsonGenerator json = Json.generator(out)) {
      json.writeStartObject();
      json.writeStringField("format", "delta");
      json.writeNumberField("now", health.now());
      log(json, health.log());
      checkpoint(json, health.checkpoint());
      pointer(json, health.pointer());
      retention(json, health.retention());
      small(json, health.smallFiles());
      deletionVectors(json, health.deletionVectors());
      tombstones(json, health.tombstones());
      DeltaHealthActivityJson.write(json, health.activity());
      features(json, health.features());
      Json.problems(json, health.problems());
      json.writeEndObject();
    }
    out.println();
  }

  private static void log(JsonGenerator json, LogGrowth log) throws IOException {
    json.writeObjectFieldStart("log");
    json.writeNumberField("commit-files", log.commitFiles());
    json.writeNumberField("commit-bytes", log.commitBytes());
    json.writeNumberField("checkpoint-files", log.checkpointFiles());
    json.writeNumberField("checkpoint-bytes", log.checkpointBytes());
    Json.nullableNumber(json, "first-commit", log.firstCommitMillis());
    Json.nullableNumber(json, "last-commit", log.lastCommitMillis());
    json.writeNumberField("days", log.days());
    json.writeNumberField("commits-per-day", log.commitsPerDay());
    json.writeNumberField("commit-bytes-per-day", log.commitBytesPerDay());
    json.writeEndObject();
  }

  private static void checkpoint(JsonGenerator json, CheckpointLag lag) throws IOException {
    json.writeObjectFieldStart("checkpoint");
    Json.nullableNumber(json, "version", lag.version());
    json.writeStringField("kind", lag.kind());
    json.writeNumberField("files", lag.files());
    json.writeNumberField("sidecars", lag.sidecars());
    json.writeNumberField("bytes", lag.bytes());
    json.writeNumberField("commits-since", lag.commitsSince());
    json.writeNumberField("interval", lag.interval());
    json.writeBooleanField("interval-set", lag.intervalSet());
    Json.nullableNumber(json, "due-at", lag.dueAt());
    json.writeEndObject();
  }

  private static void pointer(JsonGenerator json, CheckpointPointer pointer) throws IOException {
    json.writeObjectFieldStart("last-checkpoint");
    json.writeStringField("state", pointer.state().name().toLowerCase(Locale.ROOT));
    Json.nullableNumber(json, "points-at", pointer.pointsAt());
    Json.nullableNumber(json, "newest-checkpoint", pointer.newestCheckpoint());
    Json.nullableNumber(json, "read-from", pointer.readFrom());
    json.writeNumberField("replayed-files", pointer.replayedFiles());
    json.writeBooleanField("readable", pointer.readable());
    json.writeEndObject();
  }

  private static void retention(JsonGenerator json, LogRetention retention) throws IOException {
    json.writeObjectFieldStart("log-retention");
    json.writeStringField("retention", retention.retention());
    json.writeBooleanField("retention-set", retention.retentionSet());
    json.writeNumberField("retention-millis", retention.retentionMillis());
    json.writeBooleanField("cleanup-enabled", retention.cleanupEnabled());
    json.writeNumberField("cutoff", retention.cutoffMillis());
    Json.nullableNumber(json, "kept-checkpoint", retention.keptCheckpoint());
    json.writeNumberField("commits-to-drop", retention.commitsToDrop());
    json.writeNumberField("checkpoints-to-drop", retention.checkpointsToDrop());
    Json.nullableNumber(json, "oldest-kept", retention.oldestKept());
    json.writeEndObject();
  }

  private static void small(JsonGenerator json, SmallFiles small) throws IOException {
    json.writeObjectFieldStart("small-files");
    json.writeNumberField("threshold-bytes", small.thresholdBytes());
    json.writeStringField("threshold", small.threshold());
    json.writeNumberField("live-files", small.liveFiles());
    json.writeNumberField("live-bytes", small.liveBytes());
    json.writeNumberField("small-files", small.smallFiles());
    json.writeNumberField("small-bytes", small.smallBytes());
    json.writeNumberField("partitions-with-small-files", small.partitionsWithSmallFiles());
    json.writeArrayFieldStart("partitions");
    for (SmallFiles.Partition partition : small.partitions()) {
      json.writeStartObject();
      json.writeStringField("partition", partition.partition());
      json.writeNumberField("files", partition.files());
      json.writeNumberField("small-files", partition.smallFiles());
      json.writeNumberField("small-bytes", partition.smallBytes());
      json.writeEndObject();
    }
    json.writeEndArray();
    json.writeEndObject();
  }

  private static void deletionVectors(JsonGenerator json, DeletionVectorBuildUp dvs)
      throws IOException {
    json.writeObjectFieldStart("deletion-vectors");
    json.writeBooleanField("enabled", dvs.enabled());
    json.writeNumberField("live-files", dvs.liveFiles());
    json.writeNumberField("files-with-dvs", dvs.filesWithDvs());
    json.writeNumberField("deleted-rows", dvs.deletedRows());
    json.writeNumberField("rows-in-dv-files", dvs.rowsInDvFiles());
    json.writeNumberField("rows", dvs.rows());
    json.writeNumberField("files-without-stats", dvs.filesWithoutStats());
    json.writeNumberField("dv-writes", dvs.dvWrites());
    json.writeNumberField("files-with-dv-history", dvs.filesWithDvHistory());
    json.writeNumberField("max-dvs-per-file", dvs.maxDvsPerFile());
    json.writeStringField("most-rewritten", dvs.mostRewritten());
    json.writeEndObject();
  }

  private static void tombstones(JsonGenerator json, Tombstones tombstones) throws IOException {
    json.writeObjectFieldStart("tombstones");
    json.writeStringField("retention", tombstones.retention());
    json.writeBooleanField("retention-set", tombstones.retentionSet());
    json.writeNumberField("retention-millis", tombstones.retentionMillis());
    json.writeNumberField("count", tombstones.count());
    json.writeNumberField("bytes", tombstones.bytes());
    json.writeNumberField("past-retention", tombstones.pastRetention());
    json.writeNumberField("past-retention-bytes", tombstones.pastRetentionBytes());
    json.writeNumberField("without-timestamp", tombstones.withoutTimestamp());
    json.writeEndObject();
  }

  private static void features(JsonGenerator json, TableFeatures features) throws IOException {
    json.writeObjectFieldStart("features");
    json.writeNumberField("min-reader-version", features.minReaderVersion());
    json.writeNumberField("min-writer-version", features.minWriterVersion());
    Json.strings(json, "reader-features", features.readerFeatures());
    Json.strings(json, "writer-features", features.writerFeatures());
    json.writeBooleanField("in-commit-timestamps", features.inCommitTimestamps());
    Json.nullableNumber(json, "in-commit-since-version", features.inCommitSinceVersion());
    Json.nullableNumber(json, "in-commit-since-timestamp", features.inCommitSinceMillis());
    json.writeEndObject();
  }
}
