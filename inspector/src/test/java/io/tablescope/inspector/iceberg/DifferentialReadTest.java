package io.tablescope.inspector.iceberg;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.format.iceberg.manifest.Manifest;
import io.tablescope.format.iceberg.manifest.ManifestFile;
import io.tablescope.format.iceberg.manifest.ManifestList;
import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.format.testing.EntryAssertions;
import io.tablescope.format.testing.FileTableOperations;
import io.tablescope.format.testing.FixtureTables;
import io.tablescope.format.testing.MetadataAssertions;
import io.tablescope.format.testing.SchemaFixtureTables;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Function;
import java.util.stream.Stream;
import org.apache.iceberg.HasTableOperations;
import org.apache.iceberg.Table;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Tables written by iceberg-core are read by Tablescope and by iceberg-core, and every metadata
 * field, every manifest list entry and every manifest entry must agree: effective sequence numbers,
 * partition values, metrics and decoded bounds. Each table is read twice: where it was written, and
 * relocated (recorded under {@code s3://} but opened from a local folder).
 */
class DifferentialReadTest {
  private static ExecutorService executor;

  @TempDir static Path folder;

  @BeforeAll
  static void startReaders() {
    executor = Executors.newFixedThreadPool(4);
  }

  @AfterAll
  static void stopReaders() {
    executor.shutdownNow();
  }

  static Stream<Arguments> tables() {
    return names().stream()
        .flatMap(name -> Stream.of(Arguments.of(name, false), Arguments.of(name, true)));
  }

  static List<String> names() {
    return List.of(
        "unpartitioned v1",
        "unpartitioned v2",
        "unpartitioned v3",
        "v1 partitioned",
        "identity",
        "bucket",
        "truncate",
        "day",
        "multiple transforms",
        "spec evolution",
        "position deletes",
        "equality deletes",
        "deletion vectors",
        "branches and tags",
        "expired snapshots",
        "all types",
        "many manifests",
        "deleted and existing entries",
        "catalog naming",
        "gzip metadata",
        "nested types",
        "schema evolution",
        "v3 types");
  }

  private static Function<FixtureTables, Table> builder(String name) {
    return switch (name) {
      case "unpartitioned v1" -> fixtures -> fixtures.unpartitioned(1);
      case "unpartitioned v2" -> fixtures -> fixtures.unpartitioned(2);
      case "unpartitioned v3" -> fixtures -> fixtures.unpartitioned(3);
      case "v1 partitioned" -> FixtureTables::v1Partitioned;
      case "identity" -> FixtureTables::identityPartitioned;
      case "bucket" -> FixtureTables::bucketPartitioned;
      case "truncate" -> FixtureTables::truncatePartitioned;
      case "day" -> FixtureTables::dayPartitioned;
      case "multiple transforms" -> FixtureTables::multiTransformPartitioned;
      case "spec evolution" -> FixtureTables::specEvolution;
      case "position deletes" -> FixtureTables::positionDeletes;
      case "equality deletes" -> FixtureTables::equalityDeletes;
      case "deletion vectors" -> FixtureTables::deletionVectors;
      case "branches and tags" -> FixtureTables::branchesAndTags;
      case "expired snapshots" -> FixtureTables::expiredSnapshots;
      case "all types" -> FixtureTables::allTypes;
      case "many manifests" -> FixtureTables::manyManifests;
      case "deleted and existing entries" -> FixtureTables::deletedAndExistingEntries;
      case "catalog naming" -> FixtureTables::catalogNaming;
      case "gzip metadata" -> FixtureTables::gzipMetadata;
      case "nested types" -> fixtures -> new SchemaFixtureTables(fixtures).nested();
      case "schema evolution" -> fixtures -> new SchemaFixtureTables(fixtures).schemaEvolution();
      case "v3 types" -> fixtures -> new SchemaFixtureTables(fixtures).v3Types();
      default -> throw new IllegalArgumentException(name);
    };
  }

  @ParameterizedTest(name = "{0}, relocated: {1}")
  @MethodSource("tables")
  void everyFieldAgreesWithIcebergCore(String name, boolean relocated) throws IOException {
    Path root = folder.resolve((relocated ? "relocated-" : "local-") + name.replace(' ', '-'));
    FixtureTables fixtures =
        relocated ? new FixtureTables(root, "s3://bucket/fixtures") : new FixtureTables(root);
    Table expected = builder(name).apply(fixtures);
    FileTableOperations operations =
        (FileTableOperations) ((HasTableOperations) expected).operations();

    IcebergTable table = IcebergTable.open(operations.io().localRoot().toString(), executor);

    assertThat(table.relocation().isRelocated()).isEqualTo(relocated);
    assertThat(table.metadata().metadataFile())
        .isEqualTo(
            operations.io().localPath(operations.current().metadataFileLocation()).toString());
    MetadataAssertions.assertSameMetadata(operations.current(), table.metadata());
    assertThat(table.metadata().snapshots()).isNotEmpty();
    for (org.apache.iceberg.Snapshot snapshot : expected.snapshots()) {
      Snapshot mine = table.snapshot(snapshot.snapshotId()).orElseThrow();
      ManifestList list = table.manifestList(mine);
      assertThat(list.problems()).isEmpty();
      List<org.apache.iceberg.ManifestFile> manifests = snapshot.allManifests(expected.io());
      assertThat(list.manifests()).hasSameSizeAs(manifests);
      for (int i = 0; i < manifests.size(); i++) {
        ManifestFile manifest = list.manifests().get(i);
        Manifest read = table.manifest(manifest);
        EntryAssertions.assertSameEntries(expected, manifests.get(i), read);
      }
    }
  }

  /**
   * The read without column statistics agrees with iceberg-core on every field but the statistics,
   * which are absent and flagged absent, and with the full read of the same manifest on every other
   * value (raw and inherited alike). Each read is made through a table of its own, so that neither
   * serves the other from its cache.
   */
  @ParameterizedTest(name = "{0}")
  @MethodSource("names")
  void aReadWithoutStatsAgreesButForTheStats(String name) throws IOException {
    Table expected = builder(name).apply(new FixtureTables(folder.resolve("stats-free-" + name)));
    FileTableOperations operations =
        (FileTableOperations) ((HasTableOperations) expected).operations();
    String root = operations.io().localRoot().toString();
    IcebergTable table = IcebergTable.open(root, executor);
    IcebergTable readWithoutStats = IcebergTable.open(root, executor);

    for (org.apache.iceberg.Snapshot snapshot : expected.snapshots()) {
      ManifestList list = table.manifestList(table.snapshot(snapshot.snapshotId()).orElseThrow());
      List<org.apache.iceberg.ManifestFile> manifests = snapshot.allManifests(expected.io());
      assertThat(list.manifests()).hasSameSizeAs(manifests);
      for (int i = 0; i < manifests.size(); i++) {
        Manifest withoutStats =
            readWithoutStats.manifest(list.manifests().get(i), ManifestStats.NONE);
        Manifest full = table.manifest(list.manifests().get(i));

        EntryAssertions.assertSameEntriesWithoutStats(expected, manifests.get(i), withoutStats);
        EntryAssertions.assertSameEntries(expected, manifests.get(i), full);
        assertThat(withoutStats.header()).isEqualTo(full.header());
        assertThat(withoutStats.spec()).isEqualTo(full.spec());
        assertThat(withoutStats.entries())
            .usingRecursiveComparison()
            .ignoringFields("file.columnStats", "file.statsRead")
            .isEqualTo(full.entries());
      }
    }
  }
}
