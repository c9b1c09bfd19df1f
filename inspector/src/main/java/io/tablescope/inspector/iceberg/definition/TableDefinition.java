package io.tablescope.inspector.iceberg.definition;

import io.tablescope.format.iceberg.metadata.MetadataLogEntry;
import io.tablescope.format.iceberg.metadata.PartitionStatisticsFile;
import io.tablescope.format.iceberg.metadata.StatisticsFile;
import io.tablescope.format.iceberg.metadata.TableMetadata;
import io.tablescope.inspector.iceberg.ColumnNames;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * What an Iceberg table is, as its current metadata file defines it: every schema, partition spec
 * and sort order, the properties (sorted by key), the snapshot and metadata logs, the refs with
 * their retention, and the statistics files. Worked out from the metadata alone, without reading
 * any other file; the history along the metadata log is {@link MetadataHistory}.
 */
public record TableDefinition(
    List<SchemaVersion> schemas,
    List<SpecVersion> specs,
    List<SortOrderVersion> sortOrders,
    Map<String, String> properties,
    List<SnapshotLogRow> snapshotLog,
    List<MetadataLogEntry> metadataLog,
    List<RefRetention> refs,
    List<StatisticsFile> statistics,
    List<PartitionStatisticsFile> partitionStatistics) {

  public TableDefinition {
    schemas = List.copyOf(schemas);
    specs = List.copyOf(specs);
    sortOrders = List.copyOf(sortOrders);
    properties = java.util.Collections.unmodifiableMap(new TreeMap<>(properties));
    snapshotLog = List.copyOf(snapshotLog);
    metadataLog = List.copyOf(metadataLog);
    refs = List.copyOf(refs);
    statistics = List.copyOf(statistics);
    partitionStatistics = List.copyOf(partitionStatistics);
  }

  /** The definition in a metadata file. */
  public static TableDefinition of(TableMetadata metadata) {
    ColumnNames columns = new ColumnNames(metadata);
    return new TableDefinition(
        metadata.schemas().stream()
            .map(schema -> SchemaVersion.of(schema, metadata.currentSchemaId()))
            .toList(),
        SpecVersion.of(metadata.partitionSpecs(), metadata.defaultSpecId(), columns),
        SortOrderVersion.of(metadata.sortOrders(), metadata.defaultSortOrderId(), columns),
        metadata.properties(),
        SnapshotLogRow.of(metadata),
        metadata.metadataLog(),
        RefRetention.of(metadata.refs(), metadata.properties()),
        metadata.statistics(),
        metadata.partitionStatistics());
  }
}
