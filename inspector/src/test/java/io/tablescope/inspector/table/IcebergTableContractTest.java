package io.tablescope.inspector.table;

import io.tablescope.inspector.iceberg.IcebergTable;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import org.apache.hadoop.conf.Configuration;
import org.apache.iceberg.DataFile;
import org.apache.iceberg.DataFiles;
import org.apache.iceberg.FileScanTask;
import org.apache.iceberg.PartitionSpec;
import org.apache.iceberg.Schema;
import org.apache.iceberg.TableProperties;
import org.apache.iceberg.hadoop.HadoopTables;
import org.apache.iceberg.io.CloseableIterable;
import org.apache.iceberg.types.Types;

/** The table contract on an Iceberg table iceberg-core wrote, checked against its scans. */
class IcebergTableContractTest extends TableContract {
  private static final Schema SCHEMA =
      new Schema(
          Types.NestedField.required(1, "id", Types.LongType.get()),
          Types.NestedField.required(2, "region", Types.StringType.get()));
  private static final PartitionSpec SPEC =
      PartitionSpec.builderFor(SCHEMA).identity("region").build();

  private org.apache.iceberg.Table library;

  @Override
  protected Table written(Path folder) throws IOException {
    library =
        new HadoopTables(new Configuration())
            .create(SCHEMA, SPEC, Map.of(TableProperties.FORMAT_VERSION, "2"), folder.toString());
    DataFile eu = dataFile("EU", "eu-1");
    DataFile us = dataFile("US", "us-1");
    library.newAppend().appendFile(eu).commit();
    library.newAppend().appendFile(us).commit();
    library.manageSnapshots().createTag("audit", library.currentSnapshot().snapshotId()).commit();
    library.newOverwrite().deleteFile(eu).addFile(dataFile("EU", "eu-2")).commit();
    library.newDelete().deleteFile(us).commit();
    library.newFastAppend().appendFile(dataFile("APAC", "apac-1")).commit();
    return IcebergTable.open(folder.toString(), Runnable::run);
  }

  @Override
  protected Set<String> liveFileNamesByTheLibrary(long commitId) throws IOException {
    Set<String> names = new LinkedHashSet<>();
    try (CloseableIterable<FileScanTask> tasks =
        library.newScan().useSnapshot(commitId).planFiles()) {
      tasks.forEach(task -> names.add(Path.of(task.file().location()).getFileName().toString()));
    }
    return names;
  }

  @Override
  protected Table damaged(Path folder) throws IOException {
    library.currentSnapshot().allManifests(library.io()).stream()
        .filter(manifest -> manifest.snapshotId() == library.currentSnapshot().snapshotId())
        .forEach(manifest -> delete(Path.of(manifest.path())));
    return IcebergTable.open(folder.toString(), Runnable::run);
  }

  private static DataFile dataFile(String region, String name) {
    return DataFiles.builder(SPEC)
        .withPath("/nowhere/region=" + region + "/" + name + ".parquet")
        .withPartitionPath("region=" + region)
        .withFileSizeInBytes(100)
        .withRecordCount(10)
        .build();
  }

  private static void delete(Path file) {
    try {
      Files.delete(file);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
