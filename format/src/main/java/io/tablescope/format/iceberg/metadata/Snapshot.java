package io.tablescope.format.iceberg.metadata;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A snapshot as written in table metadata.
 *
 * @param parentId the parent snapshot id, or null for the first snapshot of a lineage
 * @param sequenceNumber the data sequence number; 0 in format v1, where none is written
 * @param manifestList the manifest list location, or null for a v1 snapshot that lists its
 *     manifests inline
 * @param manifests the v1 inline manifest locations; empty when there is a manifest list
 * @param operation {@code append}, {@code replace}, {@code overwrite}, {@code delete}, or null
 * @param summary the summary properties other than the operation
 * @param schemaId the schema id current when the snapshot was written, or null
 * @param firstRowId the v3 first row id assigned to the snapshot's new rows, or null
 * @param addedRows the v3 count of rows that received row ids, or null
 * @param keyId the id of the encryption key of the manifest list, or null
 * @param unknownFields fields the spec does not define, kept as written
 */
public record Snapshot(
    long snapshotId,
    Long parentId,
    long sequenceNumber,
    long timestampMillis,
    String manifestList,
    List<String> manifests,
    String operation,
    Map<String, String> summary,
    Integer schemaId,
    Long firstRowId,
    Long addedRows,
    String keyId,
    Map<String, JsonNode> unknownFields) {
  public Snapshot {
    manifests = List.copyOf(manifests);
    // The parser's summaries are already immutable and ordered; copy anything else.
    summary =
        summary instanceof SummaryMap || summary instanceof LazySummaryMap
            ? summary
            : Map.copyOf(summary);
    unknownFields = Map.copyOf(unknownFields);
  }

  /** A summary property, such as {@code added-data-files} or {@code spark.app.id}. */
  public Optional<String> summaryValue(String key) {
    return Optional.ofNullable(summary.get(key));
  }
}
