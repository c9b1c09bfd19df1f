package io.tablescope.inspector.iceberg.health;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.inspector.iceberg.IcebergTable;
import io.tablescope.inspector.table.AnalysisProgress;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.iceberg.DataFile;
import org.apache.iceberg.DeleteFile;
import org.apache.iceberg.FileContent;
import org.apache.iceberg.FileFormat;
import org.apache.iceberg.FileScanTask;
import org.apache.iceberg.MetadataTableType;
import org.apache.iceberg.MetadataTableUtils;
import org.apache.iceberg.Snapshot;
import org.apache.iceberg.StructLike;
import org.apache.iceberg.Table;
import org.apache.iceberg.io.CloseableIterable;
import org.apache.iceberg.types.Types;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The delete build-up per partition agrees with the files iceberg-core's manifests hold live. */
class PartitionDeleteBuildUpTest {
  @TempDir Path folder;

  @Test
  void deleteFilesAndBytesPerPartitionAreTheLiveDeleteFilesIcebergReads() throws IOException {
    Table table = FileHealthTables.everyDeleteKindInTwoPartitions(folder);
    IcebergOracle oracle = new IcebergOracle(table);
    Map<String, List<Long>> expected = new HashMap<>();
    oracle
        .dataByPartition(table)
        .forEach(
            (partition, files) ->
                add(
                    expected,
                    partition,
                    0,
                    files.size(),
                    files.stream().mapToLong(DataFile::fileSizeInBytes).sum()));
    for (DeleteFile delete : oracle.liveDeletes.values()) {
      int kind =
          delete.format() == FileFormat.PUFFIN
              ? 3
              : delete.content() == FileContent.EQUALITY_DELETES ? 2 : 1;
      long bytes =
          delete.format() == FileFormat.PUFFIN
              ? delete.contentSizeInBytes()
              : delete.fileSizeInBytes();
      add(expected, partitionOf(table, delete), kind, 1, bytes);
    }

    List<PartitionDeletes> partitions = analyse().partitionDeletes();

    Map<String, List<Long>> actual = new HashMap<>();
    for (PartitionDeletes partition : partitions) {
      actual.put(
          partition.partition(),
          List.of(
              (long) partition.dataFiles(),
              partition.dataBytes(),
              (long) partition.positionDeleteFiles(),
              partition.positionDeleteBytes(),
              (long) partition.equalityDeleteFiles(),
              partition.equalityDeleteBytes(),
              (long) partition.deletionVectors(),
              partition.deletionVectorBytes()));
    }
    assertThat(actual).isEqualTo(expected).containsOnlyKeys("region=EU", "region=US");
    assertThat(partitions)
        .allSatisfy(
            partition -> {
              assertThat(partition.positionDeleteFiles()).isPositive();
              assertThat(partition.equalityDeleteFiles()).isPositive();
              assertThat(partition.deletionVectors()).isPositive();
            });
    assertThat(partitions)
        .isSortedAccordingTo(Comparator.comparingLong(PartitionDeletes::deleteBytes).reversed());
  }

  @Test
  void theLastDeleteSnapshotAddedThePartitionsNewestLiveDeleteFile() throws IOException {
    Table table = FileHealthTables.everyDeleteKindInTwoPartitions(folder);
    IcebergOracle oracle = new IcebergOracle(table);
    Map<String, Long> addedBy = new HashMap<>();
    for (Snapshot snapshot : table.snapshots()) {
      snapshot
          .addedDeleteFiles(table.io())
          .forEach(delete -> addedBy.put(IcebergOracle.key(delete), snapshot.snapshotId()));
    }
    Map<String, DeleteFile> newest = new HashMap<>();
    for (DeleteFile delete : oracle.liveDeletes.values()) {
      newest.merge(
          partitionOf(table, delete),
          delete,
          (a, b) -> a.dataSequenceNumber() >= b.dataSequenceNumber() ? a : b);
    }
    Map<String, List<Long>> expected = new HashMap<>();
    newest.forEach(
        (partition, delete) ->
            expected.put(
                partition,
                List.of(addedBy.get(IcebergOracle.key(delete)), delete.dataSequenceNumber())));

    Map<String, List<Long>> actual = new HashMap<>();
    for (PartitionDeletes partition : analyse().partitionDeletes()) {
      actual.put(
          partition.partition(),
          List.of(partition.lastDeleteSnapshotId(), partition.lastDeleteSequenceNumber()));
    }

    assertThat(actual).isEqualTo(expected);
    assertThat(actual.get("region=US").get(0)).isEqualTo(table.currentSnapshot().snapshotId());
    assertThat(actual.get("region=EU").get(0)).isNotEqualTo(actual.get("region=US").get(0));
  }

  @Test
  void filesPerPartitionAreWhatIcebergsPartitionsMetadataTableCounts() throws IOException {
    Table table = FileHealthTables.everyDeleteKindInTwoPartitions(folder);
    Table partitionsTable =
        MetadataTableUtils.createMetadataTableInstance(table, MetadataTableType.PARTITIONS);
    List<String> columns =
        partitionsTable.schema().columns().stream().map(Types.NestedField::name).toList();
    Map<String, List<Long>> expected = new HashMap<>();
    try (CloseableIterable<FileScanTask> tasks = partitionsTable.newScan().planFiles()) {
      for (FileScanTask task : tasks) {
        for (StructLike row : task.asDataTask().rows()) {
          String region =
              row.get(columns.indexOf("partition"), StructLike.class).get(0, String.class);
          expected.put(
              "region=" + region,
              List.of(
                  (long) row.get(columns.indexOf("file_count"), Integer.class),
                  row.get(columns.indexOf("total_data_file_size_in_bytes"), Long.class),
                  (long) row.get(columns.indexOf("position_delete_file_count"), Integer.class),
                  (long) row.get(columns.indexOf("equality_delete_file_count"), Integer.class)));
        }
      }
    }

    Map<String, List<Long>> actual = new HashMap<>();
    for (PartitionDeletes partition : analyse().partitionDeletes()) {
      actual.put(
          partition.partition(),
          List.of(
              (long) partition.dataFiles(),
              partition.dataBytes(),
              // Iceberg counts a deletion vector as a position delete file.
              (long) partition.positionDeleteFiles() + partition.deletionVectors(),
              (long) partition.equalityDeleteFiles()));
    }

    assertThat(actual).isEqualTo(expected).hasSize(2);
  }

  private static void add(
      Map<String, List<Long>> sums, String partition, int kind, long files, long bytes) {
    List<Long> sum =
        sums.computeIfAbsent(
            partition, key -> new ArrayList<>(List.of(0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L)));
    sum.set(kind * 2, sum.get(kind * 2) + files);
    sum.set(kind * 2 + 1, sum.get(kind * 2 + 1) + bytes);
  }

  private FileHealth analyse() throws IOException {
    IcebergTable opened = IcebergTable.open(folder.toString(), Runnable::run);
    return FileHealthAnalysis.ofCurrent(opened, AnalysisProgress.NONE).orElseThrow();
  }

  private static String partitionOf(Table table, org.apache.iceberg.ContentFile<?> file) {
    return table.specs().get(file.specId()).partitionToPath(file.partition());
  }
}
