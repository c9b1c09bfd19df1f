package io.tablescope.format.iceberg.metadata;

import com.fasterxml.jackson.databind.JsonNode;
import io.tablescope.format.Problem;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A table metadata file as written, every field of the spec for format versions 1 to 3. A field the
 * file lacks is null (or empty); what breaks the spec is listed in {@link #problems()} with
 * iceberg-core's own wording, so a broken file still shows everything it has.
 *
 * @param metadataFile where this metadata was read from
 * @param lastSequenceNumber 0 in format v1
 * @param currentSnapshotId null when the table has no current snapshot (written as -1 or absent)
 * @param nextRowId the v3 {@code next-row-id}, or null
 * @param encryptionKeys the {@code encryption-keys} as written
 * @param unknownFields top-level fields the spec does not define, kept as written
 */
public record TableMetadata(
    String metadataFile,
    int formatVersion,
    String tableUuid,
    String location,
    long lastSequenceNumber,
    long lastUpdatedMillis,
    int lastColumnId,
    int currentSchemaId,
    List<Schema> schemas,
    int defaultSpecId,
    List<PartitionSpec> partitionSpecs,
    Integer lastPartitionId,
    int defaultSortOrderId,
    List<SortOrder> sortOrders,
    Map<String, String> properties,
    Long currentSnapshotId,
    List<Snapshot> snapshots,
    Map<String, SnapshotRef> refs,
    List<SnapshotLogEntry> snapshotLog,
    List<MetadataLogEntry> metadataLog,
    List<StatisticsFile> statistics,
    List<PartitionStatisticsFile> partitionStatistics,
    Long nextRowId,
    List<JsonNode> encryptionKeys,
    Map<String, JsonNode> unknownFields,
    List<Problem> problems) {

  public TableMetadata {
    schemas = List.copyOf(schemas);
    partitionSpecs = List.copyOf(partitionSpecs);
    sortOrders = List.copyOf(sortOrders);
    properties = Map.copyOf(properties);
    snapshots = List.copyOf(snapshots);
    refs = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(refs));
    snapshotLog = List.copyOf(snapshotLog);
    metadataLog = List.copyOf(metadataLog);
    statistics = List.copyOf(statistics);
    partitionStatistics = List.copyOf(partitionStatistics);
    encryptionKeys = List.copyOf(encryptionKeys);
    unknownFields = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(unknownFields));
    problems = List.copyOf(problems);
  }

  /** The schema with this id. */
  public Optional<Schema> schema(int schemaId) {
    return schemas.stream().filter(schema -> schema.schemaId() == schemaId).findFirst();
  }

  /** The current schema, if the file names one that exists. */
  public Optional<Schema> currentSchema() {
    return schema(currentSchemaId);
  }

  /** The partition spec with this id. */
  public Optional<PartitionSpec> spec(int specId) {
    return partitionSpecs.stream().filter(spec -> spec.specId() == specId).findFirst();
  }

  /** The current snapshot of the main branch. */
  public Optional<Snapshot> currentSnapshot() {
    return currentSnapshotId == null ? Optional.empty() : snapshot(currentSnapshotId);
  }

  /** The snapshot with this id, if it is still in the metadata (not expired). */
  public Optional<Snapshot> snapshot(long snapshotId) {
    // Linear on purpose: callers index snapshots once (see the inspector's table model).
    for (Snapshot snapshot : snapshots) {
      if (snapshot.snapshotId() == snapshotId) {
        return Optional.of(snapshot);
      }
    }
    return Optional.empty();
  }
}
