package io.tablescope.inspector.iceberg;

import com.fasterxml.jackson.databind.JsonNode;
import io.tablescope.format.Problem;
import io.tablescope.format.iceberg.location.Relocation;
import io.tablescope.format.iceberg.metadata.SnapshotRef;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A table at a glance: its metadata, its refs, and the manifests and entries of the current
 * snapshot counted by status and content, saying what could not be counted.
 *
 * @param howFound how the metadata file was chosen
 * @param outsidePrefixes prefixes of paths outside the recorded location, read by their {@code
 *     metadata/} or {@code data/} folder (see {@link IcebergTable#outsidePrefixes()})
 * @param currentSnapshotId null when the table has no current snapshot
 * @param counts the current snapshot's manifests (data and delete together) and their entries by
 *     status and content, as far as they could be read
 * @param problems what could not be read, metadata first, then manifest list and manifests
 */
public record TableSummary(
    String metadataFile,
    String howFound,
    int formatVersion,
    String tableUuid,
    String location,
    Relocation relocation,
    List<String> outsidePrefixes,
    long lastSequenceNumber,
    long lastUpdatedMillis,
    int snapshots,
    Long currentSnapshotId,
    List<SnapshotRef> refs,
    int schemas,
    int currentSchemaId,
    int partitionSpecs,
    int defaultSpecId,
    CountedEntries counts,
    Map<String, JsonNode> unknownFields,
    List<Problem> problems) {
  public TableSummary {
    outsidePrefixes = List.copyOf(outsidePrefixes);
    refs = List.copyOf(refs);
    Objects.requireNonNull(counts, "counts");
    unknownFields =
        java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(unknownFields));
    problems = List.copyOf(problems);
  }
}
