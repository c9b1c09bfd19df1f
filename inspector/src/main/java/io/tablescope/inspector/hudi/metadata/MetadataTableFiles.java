package io.tablescope.inspector.hudi.metadata;

import io.tablescope.format.Problem;
import io.tablescope.inspector.hudi.view.BlockRead;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * What a Hudi reader with the metadata table on takes for the table's files: the {@code files}
 * partition's base files and log blocks merged as Hudi's {@code HoodieBackedTableMetadata} merges
 * them.
 *
 * @param location the metadata table's folder
 * @param instant the metadata table's last completed instant, which its read is as of; null when
 *     none completed
 * @param partitions the partitions it lists, sorted; "" for a table without partitions
 * @param files by partition, each listed file's size by name, sorted
 * @param baseFiles the base files read, relative to the metadata table
 * @param blocks what the read did with each block of the slices' logs
 */
public record MetadataTableFiles(
    String location,
    String instant,
    List<String> partitions,
    Map<String, Map<String, Long>> files,
    List<String> baseFiles,
    List<BlockRead> blocks,
    List<Problem> problems) {
  public MetadataTableFiles {
    partitions = List.copyOf(partitions);
    Map<String, Map<String, Long>> sorted = new TreeMap<>();
    files.forEach(
        (partition, names) ->
            sorted.put(partition, Collections.unmodifiableMap(new TreeMap<>(names))));
    files = Collections.unmodifiableMap(sorted);
    baseFiles = List.copyOf(baseFiles);
    blocks = List.copyOf(blocks);
    problems = List.copyOf(problems);
  }
}
