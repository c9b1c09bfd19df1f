package io.tablescope.inspector.iceberg.health;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.iceberg.ContentFile;
import org.apache.iceberg.DataFile;
import org.apache.iceberg.DeleteFile;
import org.apache.iceberg.FileContent;
import org.apache.iceberg.FileFormat;
import org.apache.iceberg.FileScanTask;
import org.apache.iceberg.ManifestFile;
import org.apache.iceberg.ManifestFiles;
import org.apache.iceberg.ManifestReader;
import org.apache.iceberg.Table;
import org.apache.iceberg.io.CloseableIterable;

/** What iceberg-core says about a table's current snapshot: its scan plan and its manifests. */
final class IcebergOracle {
  /** Data file path to the keys of the delete files the scan applies to it. */
  final Map<String, Set<String>> deletesByDataFile = new LinkedHashMap<>();

  final Map<String, DataFile> dataFiles = new LinkedHashMap<>();
  final Map<String, DeleteFile> liveDeletes = new LinkedHashMap<>();
  final Map<String, DeleteFile> appliedDeletes = new LinkedHashMap<>();
  final List<ManifestFile> manifests;

  IcebergOracle(Table table) {
    manifests = table.currentSnapshot().allManifests(table.io());
    try (CloseableIterable<FileScanTask> tasks = table.newScan().planFiles()) {
      for (FileScanTask task : tasks) {
        Set<String> keys = new HashSet<>();
        for (DeleteFile delete : task.deletes()) {
          keys.add(key(delete));
          appliedDeletes.put(key(delete), delete);
        }
        deletesByDataFile.put(task.file().location(), keys);
      }
      for (ManifestFile manifest : manifests) {
        if (manifest.content() == org.apache.iceberg.ManifestContent.DATA) {
          try (ManifestReader<DataFile> reader =
              ManifestFiles.read(manifest, table.io(), table.specs())) {
            reader.forEach(file -> dataFiles.put(file.location(), file.copy()));
          }
        } else {
          try (ManifestReader<DeleteFile> reader =
              ManifestFiles.readDeleteManifest(manifest, table.io(), table.specs())) {
            reader.forEach(file -> liveDeletes.put(key(file), file.copy()));
          }
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The live delete files that no data file of the scan applies. */
  Set<String> danglingDeletes() {
    Set<String> dangling = new HashSet<>(liveDeletes.keySet());
    dangling.removeAll(appliedDeletes.keySet());
    return dangling;
  }

  /** The record counts of the applied position deletes and deletion vectors. */
  long positionDeletedRows() {
    return appliedDeletes.values().stream()
        .filter(delete -> delete.content() == FileContent.POSITION_DELETES)
        .mapToLong(ContentFile::recordCount)
        .sum();
  }

  /** The rows of the data files that some equality delete applies to. */
  long rowsUnderEqualityDeletes() {
    long rows = 0;
    for (Map.Entry<String, Set<String>> task : deletesByDataFile.entrySet()) {
      boolean equality =
          task.getValue().stream()
              .anyMatch(key -> appliedDeletes.get(key).content() == FileContent.EQUALITY_DELETES);
      rows += equality ? dataFiles.get(task.getKey()).recordCount() : 0;
    }
    return rows;
  }

  /** Data file path to the number of delete files the scan applies, for files with any. */
  Map<String, Integer> deleteCounts() {
    Map<String, Integer> counts = new HashMap<>();
    deletesByDataFile.forEach(
        (path, keys) -> {
          if (!keys.isEmpty()) {
            counts.put(path, keys.size());
          }
        });
    return counts;
  }

  /** Partition path (as the spec writes it) to its data files. */
  Map<String, List<DataFile>> dataByPartition(Table table) {
    Map<String, List<DataFile>> byPartition = new HashMap<>();
    for (DataFile file : dataFiles.values()) {
      byPartition
          .computeIfAbsent(
              table.specs().get(file.specId()).partitionToPath(file.partition()),
              key -> new ArrayList<>())
          .add(file);
    }
    return byPartition;
  }

  static String key(DeleteFile delete) {
    return delete.format() == FileFormat.PUFFIN
        ? delete.location() + "#" + delete.contentOffset()
        : delete.location();
  }

  static String key(DanglingDelete delete) {
    return delete.contentOffset() == null
        ? delete.path()
        : delete.path() + "#" + delete.contentOffset();
  }
}
