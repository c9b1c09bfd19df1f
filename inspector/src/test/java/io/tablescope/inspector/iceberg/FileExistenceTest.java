package io.tablescope.inspector.iceberg;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.format.io.FileAccess;
import io.tablescope.format.io.Storage;
import io.tablescope.format.testing.CountingFileAccess;
import io.tablescope.format.testing.TableFiles;
import io.tablescope.format.testing.TestTables;
import io.tablescope.inspector.iceberg.tree.SnapshotTree;
import io.tablescope.inspector.iceberg.tree.SnapshotTrees;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Executor;
import org.apache.iceberg.AppendFiles;
import org.apache.iceberg.DataFile;
import org.apache.iceberg.PartitionSpec;
import org.apache.iceberg.Schema;
import org.apache.iceberg.Table;
import org.apache.iceberg.types.Types;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Whether each entry's file exists is answered from one listing of its folder: on an object store
 * that is one request for a folder of N files instead of N, with the same answers.
 */
class FileExistenceTest {
  private static final Executor DIRECT = Runnable::run;
  private static final Schema SCHEMA =
      new Schema(Types.NestedField.required(1, "id", Types.LongType.get()));
  private static final int FILES = 12;

  @TempDir Path folder;

  @Test
  void theEntriesOfAFolderCostOneListingAndMissingFilesAreStillFound() throws IOException {
    Table table = TestTables.create(folder, SCHEMA, PartitionSpec.unpartitioned(), 2);
    List<DataFile> written = new ArrayList<>();
    AppendFiles append = table.newAppend();
    for (long id = 0; id < FILES; id++) {
      DataFile file = TableFiles.writeData(table, List.of(TableFiles.row(SCHEMA, id)));
      written.add(file);
      append.appendFile(file);
    }
    append.commit();
    Set<String> deleted = Set.of(written.get(3).location(), written.get(7).location());
    for (String location : deleted) {
      Files.delete(Path.of(location.replaceFirst("^file:", "")));
    }
    String dataFolder = FileAccess.parent(written.get(0).location());
    assertThat(written)
        .allSatisfy(file -> assertThat(FileAccess.parent(file.location())).isEqualTo(dataFolder));
    CountingFileAccess counting = new CountingFileAccess(Storage.local());

    IcebergTable opened = IcebergTable.open(counting, folder.toString(), null, DIRECT);
    counting.reset();
    SnapshotTree tree =
        SnapshotTrees.build(opened, opened.metadata().currentSnapshot().orElseThrow());

    assertThat(tree.absentFiles()).isEqualTo(deleted);
    assertThat(counting.listings()).containsOnlyOnce(dataFolder);
    assertThat(counting.fileChecks())
        .as("no data file is asked for by itself")
        .doesNotContainAnyElementsOf(written.stream().map(DataFile::location).toList());
    for (DataFile file : written) {
      assertThat(opened.exists(file.location())).isEqualTo(!deleted.contains(file.location()));
    }
    assertThat(counting.listings()).containsOnlyOnce(dataFolder);
  }
}
