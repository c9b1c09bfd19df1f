package io.tablescope.inspector.iceberg.health;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.inspector.iceberg.IcebergTable;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.apache.iceberg.HasTableOperations;
import org.apache.iceberg.Snapshot;
import org.apache.iceberg.Table;
import org.apache.iceberg.TableMetadata;
import org.apache.iceberg.TableProperties;
import org.apache.iceberg.types.Types;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The metadata's growth as iceberg-core wrote it: the files along its metadata log that still exist
 * and their sizes on disk, the counts every commit rewrites, the properties that bound them, and
 * how many snapshots iceberg-core's own expire-snapshots drops under the table's retention.
 */
class MetadataGrowthTest {
  private static final long DAY_MS = 24L * 60 * 60 * 1000;

  @TempDir Path folder;

  @Test
  void withDeleteAfterCommitOffEveryOldFileStaysAndTheLogKeepsTheLast() throws IOException {
    Table table =
        HealthTables.create(folder, Map.of(TableProperties.METADATA_PREVIOUS_VERSIONS_MAX, "5"));
    for (int i = 0; i < 12; i++) {
      HealthTables.append(table, 1, 10, HealthTables.spark("app-1"));
    }
    TableMetadata metadata = current(table);

    MetadataGrowth growth =
        MetadataGrowth.of(
            IcebergTable.open(folder.toString(), Runnable::run), System.currentTimeMillis());

    assertThat(growth.metadataFiles()).isEqualTo(expectedFiles(metadata));
    assertThat(growth.currentFileSize())
        .isEqualTo(Files.size(HealthTables.local(metadata.metadataFileLocation())));
    assertThat(growth.metadataLog()).isEqualTo(metadata.previousFiles().size()).isEqualTo(5);
    assertThat(growth.snapshots()).isEqualTo(metadata.snapshots().size());
    assertThat(growth.snapshotLog()).isEqualTo(metadata.snapshotLog().size());
    assertThat(growth.schemas()).isEqualTo(metadata.schemas().size());
    assertThat(growth.specs()).isEqualTo(metadata.specs().size());
    assertThat(growth.sortOrders()).isEqualTo(metadata.sortOrders().size());
    assertThat(growth.previousVersionsMax()).isEqualTo(5);
    assertThat(growth.deleteAfterCommit()).isFalse();
    List<Path> old = oldMetadataFiles(metadata);
    // The create and twelve commits: thirteen files, all but the current one old.
    assertThat(old).hasSize(12);
    assertThat(growth.oldMetadataFiles()).isEqualTo(old.size());
    assertThat(growth.oldMetadataBytes()).isEqualTo(totalSize(old));
    assertThat(growth.advice())
        .anySatisfy(
            line ->
                assertThat(line)
                    .startsWith("delete-after-commit is off: 12 old metadata files (")
                    .endsWith(") stay on storage"));
    List<MetadataFileSize> curve = growth.metadataFiles();
    assertThat(growth.growthPerCommit())
        .isEqualTo((curve.get(curve.size() - 1).size() - curve.get(0).size()) / (curve.size() - 1))
        .isPositive();
  }

  @Test
  void withDeleteAfterCommitOnOnlyTheLoggedFilesStay() throws IOException {
    Table table =
        HealthTables.createHadoop(
            folder,
            Map.of(
                TableProperties.METADATA_PREVIOUS_VERSIONS_MAX,
                "3",
                TableProperties.METADATA_DELETE_AFTER_COMMIT_ENABLED,
                "true"));
    for (int i = 0; i < 8; i++) {
      HealthTables.append(table, 2, 5, HealthTables.flink("job-1"));
    }
    TableMetadata metadata = current(table);

    MetadataGrowth growth =
        MetadataGrowth.of(
            IcebergTable.open(folder.toString(), Runnable::run), System.currentTimeMillis());

    assertThat(growth.metadataFiles()).isEqualTo(expectedFiles(metadata)).hasSize(4);
    assertThat(growth.deleteAfterCommit()).isTrue();
    assertThat(growth.previousVersionsMax()).isEqualTo(3);
    assertThat(growth.oldMetadataFiles()).isEqualTo(oldMetadataFiles(metadata).size()).isEqualTo(3);
    assertThat(growth.advice()).noneMatch(line -> line.startsWith("delete-after-commit"));
  }

  @Test
  void aLoggedFileDeletedSinceIsLeftOffTheCurve() throws IOException {
    Table table = HealthTables.create(folder, Map.of());
    for (int i = 0; i < 4; i++) {
      HealthTables.append(table, 1, 1, Map.of());
    }
    TableMetadata metadata = current(table);
    Files.delete(HealthTables.local(metadata.previousFiles().get(1).file()));

    MetadataGrowth growth =
        MetadataGrowth.of(
            IcebergTable.open(folder.toString(), Runnable::run), System.currentTimeMillis());

    assertThat(growth.metadataFiles()).isEqualTo(expectedFiles(metadata));
    assertThat(growth.metadataFiles()).hasSize(metadata.previousFiles().size());
  }

  @Test
  void schemasKeptAndExpirableSnapshotsAgreeWithIcebergCore() throws IOException {
    Table table = HealthTables.create(folder, Map.of());
    for (int i = 0; i < 6; i++) {
      HealthTables.append(table, 1, 1, HealthTables.spark("app-2"));
    }
    table.manageSnapshots().createBranch("audit", table.currentSnapshot().snapshotId()).commit();
    HealthTables.append(table, 1, 1, Map.of());
    for (int i = 0; i < 10; i++) {
      table.updateSchema().addColumn("extra_" + i, Types.IntegerType.get()).commit();
    }
    TableMetadata metadata = current(table);
    assertThat(metadata.schemas()).hasSize(11);
    IcebergTable opened = IcebergTable.open(folder.toString(), Runnable::run);

    long now = System.currentTimeMillis();
    for (long at : new long[] {now, now + 6 * DAY_MS}) {
      MetadataGrowth growth = MetadataGrowth.of(opened, at);
      int expired = expiredByIcebergCore(at - 5 * DAY_MS);
      assertThat(growth.expirable()).isEqualTo(expired);
      assertThat(growth.schemas()).isEqualTo(11);
      assertThat(growth.advice())
          .contains(
              "11 schemas kept: every metadata file repeats them all; expire_snapshots with"
                  + " clean_expired_metadata drops those no snapshot uses");
    }
    MetadataGrowth later = MetadataGrowth.of(opened, now + 6 * DAY_MS);
    assertThat(later.expirable()).isPositive();
    assertThat(later.advice())
        .contains(
            String.format(
                "%d snapshots and no expiry settings: expire_snapshots would drop %d of them"
                    + " (older than 5 days)",
                metadata.snapshots().size(), later.expirable()));
    assertThat(later.refs())
        .extracting(RefRetention::name)
        .containsExactlyInAnyOrderElementsOf(metadata.refs().keySet());
  }

  /** Runs iceberg-core's expire-snapshots on a copy of the table and counts what it removed. */
  private int expiredByIcebergCore(long olderThan) throws IOException {
    Path copy = Files.createTempDirectory(folder.getParent(), "expire");
    copyFolder(folder, copy);
    Table table = io.tablescope.format.testing.TestTables.load(copy, folder.toString());
    int before = table.currentSnapshot() == null ? 0 : countSnapshots(table);
    table.expireSnapshots().expireOlderThan(olderThan).deleteWith(path -> {}).commit();
    table.refresh();
    return before - countSnapshots(table);
  }

  private static void copyFolder(Path from, Path to) throws IOException {
    try (Stream<Path> paths = Files.walk(from)) {
      for (Path path : paths.toList()) {
        Path target = to.resolve(from.relativize(path).toString());
        if (Files.isDirectory(path)) {
          Files.createDirectories(target);
        } else {
          Files.copy(path, target);
        }
      }
    }
  }

  private static int countSnapshots(Table table) {
    int count = 0;
    for (Snapshot ignored : table.snapshots()) {
      count++;
    }
    return count;
  }

  private static TableMetadata current(Table table) {
    table.refresh();
    return ((HasTableOperations) table).operations().current();
  }

  /** The log's files that exist, sized on disk, then the current file. */
  private static List<MetadataFileSize> expectedFiles(TableMetadata metadata) throws IOException {
    List<MetadataFileSize> files = new ArrayList<>();
    for (TableMetadata.MetadataLogEntry entry : metadata.previousFiles()) {
      Path path = HealthTables.local(entry.file());
      if (Files.exists(path)) {
        files.add(new MetadataFileSize(entry.file(), Files.size(path), entry.timestampMillis()));
      }
    }
    Path current = HealthTables.local(metadata.metadataFileLocation());
    files.add(
        new MetadataFileSize(
            current.toString(), Files.size(current), metadata.lastUpdatedMillis()));
    return files;
  }

  private static List<Path> oldMetadataFiles(TableMetadata metadata) throws IOException {
    Path current = HealthTables.local(metadata.metadataFileLocation());
    try (Stream<Path> files = Files.list(current.getParent())) {
      return files
          .filter(file -> file.getFileName().toString().endsWith(".metadata.json"))
          .filter(file -> !file.equals(current))
          .toList();
    }
  }

  private static long totalSize(List<Path> files) throws IOException {
    long total = 0;
    for (Path file : files) {
      total += Files.size(file);
    }
    return total;
  }
}
