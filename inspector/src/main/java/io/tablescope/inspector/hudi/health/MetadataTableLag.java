package io.tablescope.inspector.hudi.health;

import java.util.List;

/**
 * The metadata table beside the data timeline.
 *
 * @param latestCompleted the metadata table's latest completed instant, or null
 * @param dataLatestCompleted the data table's latest completed instant, or null
 * @param behind whether the metadata table has not caught up with the data table
 * @param inflightPartitions {@code hoodie.table.metadata.partitions.inflight}: partitions being
 *     built
 */
public record MetadataTableLag(
    String latestCompleted,
    String dataLatestCompleted,
    boolean behind,
    List<String> inflightPartitions) {
  public MetadataTableLag {
    inflightPartitions = List.copyOf(inflightPartitions);
  }
}
