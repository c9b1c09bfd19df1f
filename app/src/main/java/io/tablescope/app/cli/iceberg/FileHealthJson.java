package io.tablescope.app.cli.iceberg;

import com.fasterxml.jackson.core.JsonGenerator;
import io.tablescope.app.cli.common.Json;
import io.tablescope.inspector.iceberg.health.DanglingDelete;
import io.tablescope.inspector.iceberg.health.DataFileDeletes;
import io.tablescope.inspector.iceberg.health.FileHealth;
import io.tablescope.inspector.iceberg.health.LiveRows;
import io.tablescope.inspector.iceberg.health.ManifestLayout;
import io.tablescope.inspector.iceberg.health.ManifestSize;
import io.tablescope.inspector.iceberg.health.MissingFile;
import io.tablescope.inspector.iceberg.health.PartitionDeletes;
import io.tablescope.inspector.iceberg.health.PartitionFiles;
import java.io.IOException;
import java.util.List;

/**
 * The JSON form of a snapshot's file health, as fields of an object {@code health} has opened:
 * {@code files}, {@code deletes} (with the build-up per partition), {@code dangling-deletes},
 * {@code missing-files}, {@code manifests} and {@code live-rows}.
 */
final class FileHealthJson {
  private FileHealthJson() {}

  static void write(JsonGenerator json, FileHealth health) throws IOException {
    files(json, health);
    deletes(json, health);
    json.writeArrayFieldStart("dangling-deletes");
    for (DanglingDelete delete : health.danglingDeletes()) {
      json.writeStartObject();
      json.writeStringField("path", delete.path());
      Json.nullableNumber(json, "content-offset", delete.contentOffset());
      json.writeStringField("content", delete.kind().jsonName());
      json.writeStringField("partition", delete.partition());
      json.writeNumberField("sequence-number", delete.sequenceNumber());
      json.writeNumberField("record-count", delete.recordCount());
      json.writeStringField("manifest", delete.manifestPath());
      json.writeStringField("reason", delete.reason());
      json.writeEndObject();
    }
    json.writeEndArray();
    json.writeArrayFieldStart("missing-files");
    for (MissingFile missing : health.missingFiles()) {
      json.writeStartObject();
      json.writeStringField("path", missing.path());
      json.writeStringField("content", missing.kind().jsonName());
      json.writeStringField("manifest", missing.manifestPath());
      json.writeEndObject();
    }
    json.writeEndArray();
    manifests(json, health.manifests());
    LiveRows rows = health.liveRows();
    json.writeObjectFieldStart("live-rows");
    json.writeNumberField("data-rows", rows.dataRows());
    json.writeNumberField("position-deleted-rows", rows.positionDeletedRows());
    json.writeNumberField("equality-deleted-rows-at-most", rows.equalityDeletedRowsAtMost());
    json.writeNumberField("live-rows-at-least", rows.liveRowsAtLeast());
    json.writeEndObject();
  }

  private static void files(JsonGenerator json, FileHealth health) throws IOException {
    json.writeObjectFieldStart("files");
    json.writeNumberField("snapshot-id", health.snapshotId());
    json.writeNumberField("target-file-size-bytes", health.targetFileSizeBytes());
    json.writeNumberField("small-file-bytes", health.smallFileBytes());
    json.writeNumberField("data-files", health.dataFiles());
    json.writeNumberField("data-bytes", health.dataBytes());
    json.writeNumberField("small-files", health.smallFiles());
    json.writeArrayFieldStart("partitions");
    for (PartitionFiles partition : health.partitions()) {
      json.writeStartObject();
      json.writeNumberField("spec-id", partition.specId());
      json.writeStringField("partition", partition.partition());
      json.writeNumberField("data-files", partition.dataFiles());
      json.writeNumberField("data-bytes", partition.dataBytes());
      json.writeNumberField("small-files", partition.smallFiles());
      json.writeNumberField("data-rows", partition.dataRows());
      json.writeNumberField("position-deletes", partition.positionDeleteFiles());
      json.writeNumberField("equality-deletes", partition.equalityDeleteFiles());
      json.writeNumberField("deletion-vectors", partition.deletionVectors());
      json.writeEndObject();
    }
    json.writeEndArray();
    Json.problems(json, health.problems());
    json.writeEndObject();
  }

  private static void deletes(JsonGenerator json, FileHealth health) throws IOException {
    json.writeObjectFieldStart("deletes");
    json.writeNumberField("position-deletes", health.positionDeleteFiles());
    json.writeNumberField("equality-deletes", health.equalityDeleteFiles());
    json.writeNumberField("deletion-vectors", health.deletionVectors());
    json.writeNumberField("delete-files-a-scan-opens", health.deleteFilesScanOpens());
    json.writeNumberField("most-deletes-on-one-file", health.mostDeletesOnOneFile());
    json.writeArrayFieldStart("data-files-with-deletes");
    for (DataFileDeletes file : health.dataFilesWithDeletes()) {
      json.writeStartObject();
      json.writeStringField("path", file.path());
      json.writeStringField("partition", file.partition());
      json.writeNumberField("record-count", file.recordCount());
      json.writeNumberField("position-deletes", file.positionDeletes());
      json.writeNumberField("equality-deletes", file.equalityDeletes());
      json.writeNumberField("deletion-vectors", file.deletionVectors());
      json.writeEndObject();
    }
    json.writeEndArray();
    buildUp(json, health.partitionDeletes());
    json.writeEndObject();
  }

  private static void buildUp(JsonGenerator json, List<PartitionDeletes> partitions)
      throws IOException {
    json.writeArrayFieldStart("partitions");
    for (PartitionDeletes partition : partitions) {
      json.writeStartObject();
      json.writeNumberField("spec-id", partition.specId());
      json.writeStringField("partition", partition.partition());
      json.writeNumberField("data-files", partition.dataFiles());
      json.writeNumberField("data-bytes", partition.dataBytes());
      json.writeNumberField("position-deletes", partition.positionDeleteFiles());
      json.writeNumberField("position-delete-bytes", partition.positionDeleteBytes());
      json.writeNumberField("equality-deletes", partition.equalityDeleteFiles());
      json.writeNumberField("equality-delete-bytes", partition.equalityDeleteBytes());
      json.writeNumberField("deletion-vectors", partition.deletionVectors());
      json.writeNumberField("deletion-vector-bytes", partition.deletionVectorBytes());
      json.writeNumberField("delete-bytes", partition.deleteBytes());
      json.writeNumberField("last-delete-snapshot-id", partition.lastDeleteSnapshotId());
      json.writeNumberField("last-delete-sequence-number", partition.lastDeleteSequenceNumber());
      json.writeEndObject();
    }
    json.writeEndArray();
  }

  private static void manifests(JsonGenerator json, ManifestLayout layout) throws IOException {
    json.writeObjectFieldStart("manifests");
    json.writeNumberField("target-size-bytes", layout.targetSizeBytes());
    json.writeNumberField("count", layout.manifests().size());
    json.writeNumberField("bytes", layout.bytes());
    json.writeNumberField("small", layout.smallManifests());
    json.writeNumberField("partitions", layout.partitions());
    json.writeNumberField("max-manifests-per-partition", layout.maxManifestsPerPartition());
    json.writeNumberField("partitions-in-several-manifests", layout.partitionsInSeveralManifests());
    json.writeNumberField("after-rewrite", layout.manifestsAfterRewrite());
    json.writeArrayFieldStart("list");
    for (ManifestSize manifest : layout.manifests()) {
      json.writeStartObject();
      json.writeStringField("path", manifest.path());
      json.writeStringField("content", manifest.content().jsonName());
      json.writeNumberField("spec-id", manifest.specId());
      json.writeNumberField("length", manifest.length());
      json.writeNumberField("live-entries", manifest.liveEntries());
      json.writeNumberField("partitions", manifest.partitions());
      json.writeBooleanField("small", manifest.small());
      json.writeEndObject();
    }
    json.writeEndArray();
    json.writeEndObject();
  }
}
