package io.tablescope.inspector.iceberg.health;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tablescope.format.ContentKind;
import io.tablescope.format.testing.TableFiles;
import io.tablescope.format.testing.TestTables;
import io.tablescope.inspector.iceberg.IcebergTable;
import io.tablescope.inspector.table.AnalysisProgress;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CancellationException;
import java.util.stream.Collectors;
import org.apache.iceberg.DataFile;
import org.apache.iceberg.DeleteFile;
import org.apache.iceberg.ManifestFile;
import org.apache.iceberg.ManifestFiles;
import org.apache.iceberg.ManifestReader;
import org.apache.iceberg.Schema;
import org.apache.iceberg.Table;
import org.apache.iceberg.data.Record;
import org.apache.iceberg.types.Types;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The file health of tables iceberg-core writes agrees with iceberg-core's scan plan. */
class FileHealthAnalysisTest {
  static final Schema SCHEMA =
      new Schema(
          Types.NestedField.required(1, "id", Types.LongType.get()),
          Types.NestedField.required(2, "region", Types.StringType.get()));

  @TempDir Path folder;

  @Test
  void danglingDeletesAreTheLiveDeletesNoPlannedTaskApplies() throws IOException {
    Table table = FileHealthTables.deletesMadeDangling(folder);
    IcebergOracle oracle = new IcebergOracle(table);

    FileHealth health = analyse();

    assertThat(health.danglingDeletes().stream().map(IcebergOracle::key))
        .containsExactlyInAnyOrderElementsOf(oracle.danglingDeletes());
    assertThat(health.danglingDeletes()).hasSizeGreaterThanOrEqualTo(2);
    assertThat(health.deleteFilesScanOpens()).isEqualTo(oracle.appliedDeletes.size());
    assertThat(deleteCounts(health)).isEqualTo(oracle.deleteCounts());
    assertThat(health.danglingDeletes())
        .allSatisfy(delete -> assertThat(delete.reason()).isNotBlank());
  }

  @Test
  void liveRowsAreTheScanPlansDataRowsLessTheAppliedDeletes() throws IOException {
    Table table = FileHealthTables.deletesMadeDangling(folder);
    IcebergOracle oracle = new IcebergOracle(table);

    LiveRows rows = analyse().liveRows();

    assertThat(rows.dataRows())
        .isEqualTo(oracle.dataFiles.values().stream().mapToLong(DataFile::recordCount).sum());
    assertThat(rows.positionDeletedRows()).isEqualTo(oracle.positionDeletedRows());
    assertThat(rows.equalityDeletedRowsAtMost()).isEqualTo(oracle.rowsUnderEqualityDeletes());
    assertThat(rows.positionDeletedRows()).isPositive();
    assertThat(rows.equalityDeletedRowsAtMost()).isPositive();
    assertThat(rows.liveRowsAtLeast())
        .isEqualTo(rows.dataRows() - rows.positionDeletedRows() - rows.equalityDeletedRowsAtMost());
  }

  @Test
  void deleteFilesAreCountedPerPartitionAsTheDeleteManifestsHoldThem() throws IOException {
    Table table = FileHealthTables.deletesMadeDangling(folder);
    IcebergOracle oracle = new IcebergOracle(table);
    Map<String, Map<ContentKind, Integer>> expected = new HashMap<>();
    for (DeleteFile delete : oracle.liveDeletes.values()) {
      ContentKind kind =
          delete.content() == org.apache.iceberg.FileContent.EQUALITY_DELETES
              ? ContentKind.EQUALITY_DELETES
              : ContentKind.POSITION_DELETES;
      expected
          .computeIfAbsent(partitionOf(table, delete), key -> new HashMap<>())
          .merge(kind, 1, Integer::sum);
    }

    FileHealth health = analyse();

    Map<String, Map<ContentKind, Integer>> actual = new HashMap<>();
    for (PartitionFiles partition : health.partitions()) {
      Map<ContentKind, Integer> counts = new HashMap<>();
      if (partition.positionDeleteFiles() > 0) {
        counts.put(ContentKind.POSITION_DELETES, partition.positionDeleteFiles());
      }
      if (partition.equalityDeleteFiles() > 0) {
        counts.put(ContentKind.EQUALITY_DELETES, partition.equalityDeleteFiles());
      }
      if (!counts.isEmpty()) {
        actual.put(partition.partition(), counts);
      }
    }
    assertThat(actual).isEqualTo(expected);
  }

  @Test
  void deletionVectorsOfARewrittenFileAreDanglingOrGoneAsIcebergPlansThem() throws IOException {
    Table table = FileHealthTables.deletionVectorsAndARewrite(folder);
    IcebergOracle oracle = new IcebergOracle(table);

    FileHealth health = analyse();

    assertThat(health.danglingDeletes().stream().map(IcebergOracle::key))
        .containsExactlyInAnyOrderElementsOf(oracle.danglingDeletes());
    assertThat(health.deleteFilesScanOpens()).isEqualTo(oracle.appliedDeletes.size());
    assertThat(health.deletionVectors()).isEqualTo(oracle.liveDeletes.size());
    assertThat(health.liveRows().positionDeletedRows()).isEqualTo(oracle.positionDeletedRows());
    assertThat(health.liveRows().positionDeletedRows()).isPositive();
    assertThat(deleteCounts(health)).isEqualTo(oracle.deleteCounts());
  }

  @Test
  void smallFilesPerPartitionAreTheDataFilesBelowThreeQuartersOfTheTarget() throws IOException {
    Table table = FileHealthTables.manySmallAppends(folder);
    long target = Long.parseLong(table.properties().get(FileHealthAnalysis.TARGET_FILE_SIZE));
    IcebergOracle oracle = new IcebergOracle(table);

    FileHealth health = analyse();

    assertThat(health.targetFileSizeBytes()).isEqualTo(target);
    Map<String, List<Long>> expected = new HashMap<>();
    oracle
        .dataByPartition(table)
        .forEach(
            (partition, files) ->
                expected.put(
                    partition,
                    List.of(
                        (long) files.size(),
                        files.stream().mapToLong(DataFile::fileSizeInBytes).sum(),
                        files.stream()
                            .filter(file -> file.fileSizeInBytes() < health.smallFileBytes())
                            .count())));
    Map<String, List<Long>> actual =
        health.partitions().stream()
            .collect(
                Collectors.toMap(
                    PartitionFiles::partition,
                    partition ->
                        List.of(
                            (long) partition.dataFiles(),
                            partition.dataBytes(),
                            (long) partition.smallFiles())));
    assertThat(actual).isEqualTo(expected);
    assertThat(health.smallFileBytes()).isEqualTo((long) (target * 0.75));
    assertThat(health.smallFiles()).isPositive().isLessThan(health.dataFiles());
  }

  @Test
  void manifestsAreMeasuredAndARewriteToTheTargetSizeLeavesWhatIcebergWrites(@TempDir Path copy)
      throws IOException {
    Table table = FileHealthTables.manySmallAppends(folder);
    IcebergOracle oracle = new IcebergOracle(table);
    Map<String, Set<String>> manifestsByPartition = new HashMap<>();
    for (ManifestFile manifest : oracle.manifests) {
      try (ManifestReader<DataFile> reader =
          ManifestFiles.read(manifest, table.io(), table.specs())) {
        for (DataFile file : reader) {
          manifestsByPartition
              .computeIfAbsent(partitionOf(table, file), key -> new HashSet<>())
              .add(manifest.path());
        }
      }
    }

    ManifestLayout layout = analyse().manifests();

    assertThat(layout.manifests().stream().map(ManifestSize::path))
        .containsExactlyElementsOf(oracle.manifests.stream().map(ManifestFile::path).toList());
    assertThat(layout.manifests().stream().map(ManifestSize::length))
        .containsExactlyElementsOf(oracle.manifests.stream().map(ManifestFile::length).toList());
    assertThat(layout.partitions()).isEqualTo(manifestsByPartition.size());
    assertThat(layout.maxManifestsPerPartition())
        .isEqualTo(manifestsByPartition.values().stream().mapToInt(Set::size).max().orElseThrow());
    assertThat(layout.partitionsInSeveralManifests()).isEqualTo(manifestsByPartition.size());
    assertThat(layout.smallManifests()).isEqualTo(oracle.manifests.size());
    assertThat(layout.manifestsAfterRewrite()).isEqualTo(rewrittenManifests(copy));
  }

  @Test
  void aDataFileDeletedFromStorageIsMissing() throws IOException {
    Table table = FileHealthTables.deletesMadeDangling(folder);
    DataFile gone = new IcebergOracle(table).dataFiles.values().iterator().next();
    Files.delete(Path.of(gone.location()));

    FileHealth health = analyse();

    assertThat(health.missingFiles())
        .extracting(MissingFile::path, MissingFile::kind)
        .containsExactly(org.assertj.core.groups.Tuple.tuple(gone.location(), ContentKind.DATA));
  }

  @Test
  void aCancelledAnalysisStops() throws IOException {
    FileHealthTables.manySmallAppends(folder);
    IcebergTable opened = IcebergTable.open(folder.toString(), Runnable::run);
    AnalysisProgress cancelled =
        new AnalysisProgress() {
          @Override
          public void update(double fraction, String message) {}

          @Override
          public boolean isCancelled() {
            return true;
          }
        };

    assertThatThrownBy(() -> FileHealthAnalysis.ofCurrent(opened, cancelled))
        .isInstanceOf(CancellationException.class);
  }

  /** Manifests left by iceberg-core's own rewrite of a copy, entries clustered by spec. */
  private int rewrittenManifests(Path copy) throws IOException {
    copyFolder(folder, copy);
    Table copied = TestTables.load(copy, folder.toAbsolutePath().normalize().toString());
    copied.rewriteManifests().clusterBy(file -> file.specId()).commit();
    copied.refresh();
    return copied.currentSnapshot().allManifests(copied.io()).size();
  }

  private static void copyFolder(Path from, Path to) throws IOException {
    List<Path> paths;
    try (var walk = Files.walk(from)) {
      paths = walk.sorted(Comparator.naturalOrder()).toList();
    }
    for (Path path : paths) {
      Path target = to.resolve(from.relativize(path).toString());
      if (Files.isDirectory(path)) {
        Files.createDirectories(target);
      } else {
        Files.copy(path, target);
      }
    }
  }

  private FileHealth analyse() throws IOException {
    IcebergTable opened = IcebergTable.open(folder.toString(), Runnable::run);
    return FileHealthAnalysis.ofCurrent(opened, AnalysisProgress.NONE).orElseThrow();
  }

  private static Map<String, Integer> deleteCounts(FileHealth health) {
    Map<String, Integer> counts = new HashMap<>();
    health.dataFilesWithDeletes().forEach(file -> counts.put(file.path(), file.deletes()));
    return counts;
  }

  private static String partitionOf(Table table, org.apache.iceberg.ContentFile<?> file) {
    return table.specs().get(file.specId()).partitionToPath(file.partition());
  }

  static List<Record> rows(long from, int count, String region) {
    List<Record> rows = new ArrayList<>();
    for (long id = from; id < from + count; id++) {
      rows.add(TableFiles.row(SCHEMA, id, region));
    }
    return rows;
  }
}
