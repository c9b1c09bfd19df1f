package io.tablescope.inspector.iceberg.check;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.format.testing.FixtureTables;
import io.tablescope.format.testing.SchemaFixtureTables;
import io.tablescope.inspector.iceberg.IcebergTable;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Function;
import java.util.stream.Stream;
import org.apache.avro.file.DataFileReader;
import org.apache.avro.generic.GenericDatumReader;
import org.apache.avro.generic.GenericRecord;
import org.apache.iceberg.ManifestFile;
import org.apache.iceberg.Snapshot;
import org.apache.iceberg.Table;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every sound table the suite builds with iceberg-core is found sound, and what the check examined
 * (snapshots, distinct manifests, entries) is what iceberg-core finds walking the same table.
 */
class SoundTablesTest {
  private static ExecutorService readers;

  @BeforeAll
  static void start() {
    readers = Executors.newFixedThreadPool(2);
  }

  @AfterAll
  static void stop() {
    readers.shutdown();
  }

  static Stream<Arguments> tables() {
    List<Function<Path, Table>> builders =
        List.of(
            root -> new FixtureTables(root).unpartitioned(1),
            root -> new FixtureTables(root).unpartitioned(2),
            root -> new FixtureTables(root).unpartitioned(3),
            root -> new FixtureTables(root).v1Partitioned(),
            root -> new FixtureTables(root).identityPartitioned(),
            root -> new FixtureTables(root).bucketPartitioned(),
            root -> new FixtureTables(root).truncatePartitioned(),
            root -> new FixtureTables(root).dayPartitioned(),
            root -> new FixtureTables(root).multiTransformPartitioned(),
            root -> new FixtureTables(root).specEvolution(),
            root -> new FixtureTables(root).positionDeletes(),
            root -> new FixtureTables(root).equalityDeletes(),
            root -> new FixtureTables(root).deletionVectors(),
            root -> new FixtureTables(root).branchesAndTags(),
            root -> new FixtureTables(root).expiredSnapshots(),
            root -> new FixtureTables(root).allTypes(),
            root -> new FixtureTables(root).manyManifests(),
            root -> new FixtureTables(root).deletedAndExistingEntries(),
            root -> new FixtureTables(root).catalogNaming(),
            root -> new FixtureTables(root).gzipMetadata(),
            root -> new SchemaFixtureTables(new FixtureTables(root)).nested(),
            root -> new SchemaFixtureTables(new FixtureTables(root)).schemaEvolution(),
            root -> new SchemaFixtureTables(new FixtureTables(root)).v3Types());
    return builders.stream().map(builder -> Arguments.of(builders.indexOf(builder), builder));
  }

  @ParameterizedTest(name = "fixture {0}")
  @MethodSource("tables")
  void soundTableHasNoFindingAndExaminesWhatIcebergWalks(
      int index, Function<Path, Table> builder, @org.junit.jupiter.api.io.TempDir Path root)
      throws IOException {
    Table table = builder.apply(root);

    IntegrityReport report =
        IntegrityCheck.run(
            IcebergTable.open(IntegrityFixtures.metadataFile(table).toString(), readers),
            CheckProgress.NONE);

    assertThat(report.findings()).isEmpty();
    assertThat(report.sound()).isTrue();
    Set<String> manifests = new HashSet<>();
    long entries = 0;
    int snapshots = 0;
    for (Snapshot snapshot : table.snapshots()) {
      snapshots++;
      for (ManifestFile manifest : snapshot.allManifests(table.io())) {
        if (manifests.add(manifest.path())) {
          entries += entriesOf(manifest);
        }
      }
    }
    assertThat(report.snapshots()).isEqualTo(snapshots);
    assertThat(report.manifests()).isEqualTo(manifests.size());
    assertThat(report.entries()).isEqualTo(entries);
  }

  /** The records of the manifest's Avro file: every entry, whatever its status. */
  private static long entriesOf(ManifestFile manifest) {
    long count = 0;
    try (DataFileReader<GenericRecord> reader =
        new DataFileReader<>(
            IntegrityFixtures.local(manifest.path()).toFile(), new GenericDatumReader<>())) {
      for (GenericRecord entry : reader) {
        count++;
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return count;
  }
}
