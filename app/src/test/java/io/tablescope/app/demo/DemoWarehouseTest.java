package io.tablescope.app.demo;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.format.testing.EntryAssertions;
import io.tablescope.format.testing.MetadataAssertions;
import io.tablescope.format.testing.TestTables;
import io.tablescope.inspector.iceberg.IcebergTable;
import io.tablescope.inspector.iceberg.Summaries;
import io.tablescope.inspector.iceberg.TableSummary;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.stream.Stream;
import org.apache.iceberg.HasTableOperations;
import org.apache.iceberg.ManifestFile;
import org.apache.iceberg.Snapshot;
import org.apache.iceberg.Table;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The committed demo warehouse: every table is relocated (recorded under {@code s3://}), reads
 * without problems, and agrees with iceberg-core field by field on every snapshot of every ref.
 */
class DemoWarehouseTest {
  private static final Path WAREHOUSE = Paths.get("demo-warehouse");

  static Stream<String> tables() {
    return Stream.of(
        "sales/orders",
        "sales/customers",
        "hospital/doctors",
        "legacy/events_v1",
        "telemetry/readings_v3");
  }

  @ParameterizedTest
  @MethodSource("tables")
  void readsAsIcebergCoreDoes(String name) throws IOException {
    Path folder = WAREHOUSE.resolve(name).toAbsolutePath();
    Table expected =
        TestTables.load(
            folder, DemoWarehouse.recordedLocation(name.split("/")[0], name.split("/")[1]));

    IcebergTable table = IcebergTable.open(folder.toString(), Runnable::run);

    assertThat(table.relocation().isRelocated()).isTrue();
    assertThat(table.relocation().recordedLocation()).isEqualTo("s3://tablescope-demo/" + name);
    MetadataAssertions.assertSameMetadata(
        ((HasTableOperations) expected).operations().current(), table.metadata());
    for (Snapshot snapshot : expected.snapshots()) {
      var mine = table.manifestList(table.snapshot(snapshot.snapshotId()).orElseThrow());
      List<ManifestFile> manifests = snapshot.allManifests(expected.io());
      assertThat(mine.manifests()).hasSameSizeAs(manifests);
      for (int i = 0; i < manifests.size(); i++) {
        EntryAssertions.assertSameEntries(
            expected, manifests.get(i), table.manifest(mine.manifests().get(i)));
      }
    }
    TableSummary summary = Summaries.summarize(table);
    assertThat(summary.problems()).isEmpty();
  }

  @ParameterizedTest
  @MethodSource("tables")
  void isSmallAndHasItsDataFiles(String name) throws IOException {
    IcebergTable table = IcebergTable.open(WAREHOUSE.resolve(name).toString(), Runnable::run);
    var tree =
        io.tablescope.inspector.iceberg.tree.SnapshotTrees.build(
            table, table.metadata().currentSnapshot().orElseThrow());

    assertThat(tree.absentFiles()).isEmpty();
    try (Stream<Path> files = Files.walk(WAREHOUSE)) {
      long bytes =
          files.filter(Files::isRegularFile).mapToLong(path -> path.toFile().length()).sum();
      assertThat(bytes).isLessThan(2 * 1024 * 1024);
    }
  }
}
