package io.tablescope.inspector.iceberg;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.format.iceberg.manifest.ManifestContent;
import io.tablescope.format.iceberg.manifest.ManifestEntry;
import io.tablescope.format.iceberg.manifest.ManifestFile;
import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.format.testing.TableFiles;
import io.tablescope.format.testing.TestTables;
import java.io.IOException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.apache.iceberg.DataFile;
import org.apache.iceberg.FileScanTask;
import org.apache.iceberg.PartitionSpec;
import org.apache.iceberg.Schema;
import org.apache.iceberg.Table;
import org.apache.iceberg.data.Record;
import org.apache.iceberg.io.CloseableIterable;
import org.apache.iceberg.types.Types;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The delete files Tablescope says apply to each data file are the ones iceberg-core plans. */
class ApplicableDeletesTest {
  private static final Schema SCHEMA =
      new Schema(
          Types.NestedField.required(1, "id", Types.LongType.get()),
          Types.NestedField.required(2, "region", Types.StringType.get()));

  @TempDir Path folder;

  @Test
  void positionAndEqualityDeletesApplyAsIcebergPlansThem() throws IOException {
    Table table =
        TestTables.create(
            folder, SCHEMA, PartitionSpec.builderFor(SCHEMA).identity("region").build(), 2);
    DataFile eu = TableFiles.writeData(table, List.of(TableFiles.row(SCHEMA, 1L, "EU")));
    DataFile us = TableFiles.writeData(table, List.of(TableFiles.row(SCHEMA, 2L, "US")));
    table.newAppend().appendFile(eu).appendFile(us).commit();
    table.newRowDelta().addDeletes(TableFiles.writePositionDeletes(table, eu, 0)).commit();
    Record euPartitionRow = TableFiles.row(SCHEMA, 1L, "EU");
    table
        .newRowDelta()
        .addDeletes(
            TableFiles.writeEqualityDeletes(
                table,
                TableFiles.partitionOf(table, euPartitionRow),
                table.schema().select("id"),
                List.of(TableFiles.row(table.schema().select("id"), 1L))))
        .commit();
    DataFile later = TableFiles.writeData(table, List.of(TableFiles.row(SCHEMA, 3L, "EU")));
    table.newAppend().appendFile(later).commit();

    assertThat(tablescopeDeletes(table)).isEqualTo(icebergDeletes(table));
    assertThat(tablescopeDeletes(table).get(eu.location())).hasSize(2);
    assertThat(tablescopeDeletes(table).get(later.location())).isEmpty();
  }

  @Test
  void unpartitionedEqualityDeletesApplyToEveryOlderDataFile() throws IOException {
    Table table = TestTables.create(folder, SCHEMA, PartitionSpec.unpartitioned(), 2);
    DataFile first = TableFiles.writeData(table, List.of(TableFiles.row(SCHEMA, 1L, "EU")));
    table.newAppend().appendFile(first).commit();
    Schema idOnly = table.schema().select("id");
    table
        .newRowDelta()
        .addDeletes(
            TableFiles.writeEqualityDeletes(
                table, null, idOnly, List.of(TableFiles.row(idOnly, 1L))))
        .commit();

    assertThat(tablescopeDeletes(table)).isEqualTo(icebergDeletes(table));
    assertThat(tablescopeDeletes(table).get(first.location())).hasSize(1);
  }

  @Test
  void theDeletesThatApplyAreFoundWithoutTheDataFilesStatistics() throws IOException {
    Table table =
        TestTables.create(
            folder, SCHEMA, PartitionSpec.builderFor(SCHEMA).identity("region").build(), 2);
    DataFile eu = TableFiles.writeData(table, List.of(TableFiles.row(SCHEMA, 1L, "EU")));
    table.newFastAppend().appendFile(eu).commit();
    table.newRowDelta().addDeletes(TableFiles.writePositionDeletes(table, eu, 0)).commit();
    IcebergTable reader = IcebergTable.open(folder.toString(), Runnable::run);
    ManifestEntry euEntry =
        LiveFiles.of(reader, reader.metadata().currentSnapshot().orElseThrow())
            .files()
            .get(eu.location())
            .entry();
    // Another opening, whose cache has read nothing yet.
    IcebergTable opened = IcebergTable.open(folder.toString(), Runnable::run);
    Snapshot current = opened.metadata().currentSnapshot().orElseThrow();

    List<ApplicableDeletes.AppliedDelete> applied =
        new ApplicableDeletes(opened).of(current, euEntry);

    assertThat(applied)
        .extracting(delete -> delete.delete().file().path())
        .containsExactlyInAnyOrderElementsOf(icebergDeletes(table).get(eu.location()));
    List<ManifestFile> dataManifests =
        opened.manifestList(current).manifests().stream()
            .filter(manifest -> manifest.content() == ManifestContent.DATA)
            .toList();
    assertThat(dataManifests).isNotEmpty();
    for (ManifestFile manifest : dataManifests) {
      // A data manifest read with its statistics would serve this request from the cache.
      assertThat(opened.manifest(manifest, ManifestStats.NONE).entries())
          .isNotEmpty()
          .allSatisfy(entry -> assertThat(entry.file().statsRead()).isFalse());
    }
  }

  private static Map<String, Set<String>> icebergDeletes(Table table) throws IOException {
    Map<String, Set<String>> deletes = new HashMap<>();
    try (CloseableIterable<FileScanTask> tasks = table.newScan().planFiles()) {
      for (FileScanTask task : tasks) {
        deletes.put(
            task.file().location(),
            task.deletes().stream()
                .map(delete -> delete.location())
                .collect(Collectors.toCollection(TreeSet::new)));
      }
    }
    return deletes;
  }

  private Map<String, Set<String>> tablescopeDeletes(Table table) throws IOException {
    IcebergTable opened = IcebergTable.open(folder.toString(), Runnable::run);
    Snapshot current = opened.metadata().currentSnapshot().orElseThrow();
    ApplicableDeletes applicable = new ApplicableDeletes(opened);
    Map<String, Set<String>> deletes = new HashMap<>();
    for (LiveFile live : LiveFiles.of(opened, current).files().values()) {
      ManifestEntry entry = live.entry();
      if (!entry.file().content().isDelete()) {
        deletes.put(
            entry.file().path(),
            applicable.of(current, entry).stream()
                .map(applied -> applied.delete().file().path())
                .collect(Collectors.toCollection(TreeSet::new)));
      }
    }
    return deletes;
  }
}
