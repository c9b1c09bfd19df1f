package io.tablescope.format.hudi.instant;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A completed write's metadata: Hudi's {@code HoodieCommitMetadata}, with a replace commit's file
 * groups replaced.
 *
 * @param operationType what the writer did: {@code UPSERT}, {@code COMPACT}, {@code CLUSTER}...;
 *     null when not written
 * @param compacted 0.x JSON's flag for a compaction's commit; null where the file has none (Avro)
 * @param partitionToWriteStats partition to the writes in it, in the file's order
 * @param partitionToReplaceFileIds partition to the file groups a replace commit dropped
 * @param extraMetadata what the writer added: {@code schema} (the writer's Avro schema),
 *     checkpoints
 */
public record CommitMetadata(
    String operationType,
    Boolean compacted,
    Map<String, List<WriteStat>> partitionToWriteStats,
    Map<String, List<String>> partitionToReplaceFileIds,
    Map<String, String> extraMetadata) {
  public CommitMetadata {
    Objects.requireNonNull(partitionToWriteStats, "partitionToWriteStats");
    Objects.requireNonNull(partitionToReplaceFileIds, "partitionToReplaceFileIds");
    Objects.requireNonNull(extraMetadata, "extraMetadata");
  }

  /** Reads the fields of a commit, delta commit or replace commit file. */
  public static CommitMetadata of(InstantContent content) {
    if (!content.hasFields()) {
      return new CommitMetadata(null, null, Map.of(), Map.of(), Map.of());
    }
    JsonNode tree = content.tree();
    Map<String, List<WriteStat>> writeStats = new LinkedHashMap<>();
    JsonNode partitions = tree.get("partitionToWriteStats");
    if (partitions != null && partitions.isObject()) {
      partitions
          .fields()
          .forEachRemaining(
              partition -> {
                List<WriteStat> stats = new ArrayList<>();
                partition
                    .getValue()
                    .forEach(stat -> stats.add(WriteStat.of(stat, partition.getKey())));
                writeStats.put(partition.getKey(), List.copyOf(stats));
              });
    }
    return new CommitMetadata(
        Fields.text(tree, "operationType"),
        Fields.flag(tree, "compacted"),
        Collections.unmodifiableMap(writeStats),
        Fields.map(tree, "partitionToReplaceFileIds", Fields::texts),
        Fields.entries(tree.get("extraMetadata")));
  }

  /** Every write, partition by partition. */
  public List<WriteStat> writeStats() {
    return partitionToWriteStats.values().stream().flatMap(List::stream).toList();
  }

  /** The writer's Avro schema, or null. */
  public String schema() {
    return extraMetadata.get("schema");
  }
}
