package io.tablescope.app.testing;

import io.tablescope.format.testing.TableFiles;
import io.tablescope.format.testing.TestTables;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.iceberg.DataFile;
import org.apache.iceberg.DeleteFile;
import org.apache.iceberg.FileScanTask;
import org.apache.iceberg.ManifestContent;
import org.apache.iceberg.ManifestFile;
import org.apache.iceberg.ManifestFiles;
import org.apache.iceberg.ManifestReader;
import org.apache.iceberg.PartitionSpec;
import org.apache.iceberg.Schema;
import org.apache.iceberg.Table;
import org.apache.iceberg.data.Record;
import org.apache.iceberg.io.CloseableIterable;
import org.apache.iceberg.types.Types;

/**
 * A format v2 table iceberg-core writes with every file-health finding: partitioned by region, two
 * EU files and one US file, a position delete on each EU file and an equality delete in EU; then a
 * rewrite of the first EU file (its position delete dangles) and the US file deleted from storage.
 * Beside it, what iceberg-core's scan plan says of it.
 */
public final class FileHealthTable {
  private static final Schema SCHEMA =
      new Schema(
          Types.NestedField.required(1, "id", Types.LongType.get()),
          Types.NestedField.required(2, "region", Types.StringType.get()));

  public final Table table;
  public final String missingFile;

  /** Data file path to the paths of the delete files the scan applies to it. */
  public final Map<String, Set<String>> plannedDeletes = new LinkedHashMap<>();

  /** The live delete files by path, from the delete manifests. */
  public final Map<String, DeleteFile> liveDeletes = new LinkedHashMap<>();

  private FileHealthTable(Table table, String missingFile) {
    this.table = table;
    this.missingFile = missingFile;
    try (CloseableIterable<FileScanTask> tasks = table.newScan().planFiles()) {
      for (FileScanTask task : tasks) {
        Set<String> deletes = new HashSet<>();
        task.deletes().forEach(delete -> deletes.add(delete.location()));
        plannedDeletes.put(task.file().location(), deletes);
      }
      for (ManifestFile manifest : table.currentSnapshot().deleteManifests(table.io())) {
        try (ManifestReader<DeleteFile> reader =
            ManifestFiles.readDeleteManifest(manifest, table.io(), table.specs())) {
          reader.forEach(delete -> liveDeletes.put(delete.location(), delete.copy()));
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Writes the table into an empty folder. */
  public static FileHealthTable write(Path folder) throws IOException {
    Table table =
        TestTables.create(
            folder, SCHEMA, PartitionSpec.builderFor(SCHEMA).identity("region").build(), 2);
    DataFile eu1 = TableFiles.writeData(table, rows(1, 3, "EU"));
    DataFile eu2 = TableFiles.writeData(table, rows(4, 2, "EU"));
    DataFile us = TableFiles.writeData(table, rows(6, 2, "US"));
    table.newAppend().appendFile(eu1).appendFile(eu2).appendFile(us).commit();
    Schema idOnly = table.schema().select("id");
    table
        .newRowDelta()
        .addDeletes(TableFiles.writePositionDeletes(table, eu1, 0))
        .addDeletes(TableFiles.writePositionDeletes(table, eu2, 1))
        .addDeletes(
            TableFiles.writeEqualityDeletes(
                table,
                TableFiles.partitionOf(table, rows(4, 1, "EU").get(0)),
                idOnly,
                List.of(TableFiles.row(idOnly, 4L))))
        .commit();
    table
        .newRewrite()
        .validateFromSnapshot(table.currentSnapshot().snapshotId())
        .deleteFile(eu1)
        .addFile(TableFiles.writeData(table, rows(2, 2, "EU")))
        .commit();
    Files.delete(Path.of(us.location()));
    return new FileHealthTable(table, us.location());
  }

  /** The paths of the live delete files that no planned task applies. */
  public Set<String> danglingDeletes() {
    Set<String> dangling = new HashSet<>(liveDeletes.keySet());
    plannedDeletes.values().forEach(dangling::removeAll);
    return dangling;
  }

  /** The distinct delete files the scan applies. */
  public Set<String> appliedDeletes() {
    Set<String> applied = new HashSet<>();
    plannedDeletes.values().forEach(applied::addAll);
    return applied;
  }

  /** The data files of the current snapshot. */
  public List<DataFile> dataFiles() throws IOException {
    List<DataFile> files = new ArrayList<>();
    for (ManifestFile manifest : table.currentSnapshot().allManifests(table.io())) {
      if (manifest.content() == ManifestContent.DATA) {
        try (ManifestReader<DataFile> reader =
            ManifestFiles.read(manifest, table.io(), table.specs())) {
          reader.forEach(file -> files.add(file.copy()));
        }
      }
    }
    return files;
  }

  private static List<Record> rows(long from, int count, String region) {
    List<Record> rows = new ArrayList<>();
    for (long id = from; id < from + count; id++) {
      rows.add(TableFiles.row(SCHEMA, id, region));
    }
    return rows;
  }
}
