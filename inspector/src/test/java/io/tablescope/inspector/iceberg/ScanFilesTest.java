package io.tablescope.inspector.iceberg;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.format.testing.LargeTable;
import io.tablescope.inspector.table.TableFile;
import io.tablescope.inspector.table.TableFiles;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.iceberg.DataFile;
import org.apache.iceberg.FileScanTask;
import org.apache.iceberg.Table;
import org.apache.iceberg.io.CloseableIterable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The files of a scan are held compactly: the files of one partition share one partition map, and
 * nothing else changes: the files, their order and their partitions are iceberg-core's.
 */
class ScanFilesTest {
  @TempDir Path folder;

  @Test
  void filesOfOnePartitionShareOnePartitionMapAcrossManifests() throws IOException {
    Table written = LargeTable.withEntries(folder, 3, 16);
    List<DataFile> expected = new ArrayList<>();
    try (CloseableIterable<FileScanTask> tasks = written.newScan().planFiles()) {
      tasks.forEach(task -> expected.add(task.file()));
    }
    IcebergTable table = IcebergTable.open(folder.toString(), Runnable::run);

    TableFiles files = table.readFiles(table.current().orElseThrow());

    assertThat(files.files().keySet())
        .containsExactlyInAnyOrderElementsOf(expected.stream().map(DataFile::location).toList());
    Map<String, Map<String, String>> shared = new HashMap<>();
    for (DataFile file : expected) {
      TableFile shown = files.files().get(file.location());
      String category = file.partition().get(0, String.class);
      assertThat(shown.partition()).isEqualTo(Map.of("category", category));
      assertThat(shown.partition())
          .isSameAs(shared.computeIfAbsent(category, c -> shown.partition()));
      assertThat(shown.recordCount()).isEqualTo(file.recordCount());
      assertThat(shown.sizeInBytes()).isEqualTo(file.fileSizeInBytes());
    }
    assertThat(shared).hasSize(8);
  }
}
