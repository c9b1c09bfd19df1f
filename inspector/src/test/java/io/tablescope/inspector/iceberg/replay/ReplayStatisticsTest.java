package io.tablescope.inspector.iceberg.replay;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.format.iceberg.manifest.ManifestFile;
import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.format.testing.TableFiles;
import io.tablescope.format.testing.TestTables;
import io.tablescope.inspector.iceberg.IcebergTable;
import io.tablescope.inspector.iceberg.ManifestStats;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.apache.iceberg.DataFile;
import org.apache.iceberg.PartitionSpec;
import org.apache.iceberg.Schema;
import org.apache.iceberg.Table;
import org.apache.iceberg.exceptions.ValidationException;
import org.apache.iceberg.types.Types;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A replay whose checks look only at paths and partitions reads the concurrent commits' manifests
 * without column statistics, and says what iceberg-core says all the same.
 */
class ReplayStatisticsTest {
  private static final Schema SCHEMA =
      new Schema(
          Types.NestedField.required(1, "id", Types.LongType.get()),
          Types.NestedField.required(2, "region", Types.StringType.get()));

  @TempDir Path folder;

  @Test
  void anOverwriteWithoutConflictFilterReadsNoStatistics() throws IOException {
    Table table = TestTables.create(folder, SCHEMA, PartitionSpec.unpartitioned(), 2);
    table.newFastAppend().appendFile(data(table, 1L)).commit();
    long start = table.currentSnapshot().snapshotId();
    table.newFastAppend().appendFile(data(table, 2L)).commit();
    long proposed = table.currentSnapshot().snapshotId();
    table.newFastAppend().appendFile(data(table, 3L)).commit();
    // iceberg-core's verdict on the same overwrite, read at the start, committed now.
    ValidationException iceberg = null;
    try {
      table
          .newOverwrite()
          .validateFromSnapshot(start)
          .validateNoConflictingData()
          .addFile(data(table, 4L))
          .commit();
    } catch (ValidationException e) {
      iceberg = e;
    }
    IcebergTable opened = IcebergTable.open(folder.toString(), Runnable::run);

    ReplayResult result =
        Replayer.replay(
            opened,
            OperationFile.parse(
                opened,
                "{\"snapshot-id\": "
                    + proposed
                    + ", \"operation\": \"overwrite\", \"isolation\": \"serializable\"}"));

    assertThat(iceberg).isNotNull();
    assertThat(result.failures()).isNotEmpty();
    assertThat(result.failures().get(0).check()).isEqualTo(Check.ADDED_DATA_FILES);
    // The file list's order is iceberg-core's manifest read order: compared as a set.
    assertThat(MessageComparison.matches(iceberg.getMessage(), result.failures().get(0).message()))
        .as(result.failures().get(0).message() + " says " + iceberg.getMessage())
        .isTrue();
    Snapshot head = opened.metadata().currentSnapshot().orElseThrow();
    ManifestFile concurrent =
        opened.manifestList(head).manifests().stream()
            .filter(manifest -> manifest.addedSnapshotId() == head.snapshotId())
            .findFirst()
            .orElseThrow();
    // A manifest read with its statistics would serve this request from the table's cache.
    assertThat(opened.manifest(concurrent, ManifestStats.NONE).entries())
        .singleElement()
        .satisfies(entry -> assertThat(entry.file().statsRead()).isFalse());
  }

  private static DataFile data(Table table, long id) {
    return TableFiles.writeData(table, List.of(TableFiles.row(SCHEMA, id, "EU")));
  }
}
