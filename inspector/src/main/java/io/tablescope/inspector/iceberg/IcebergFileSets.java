package io.tablescope.inspector.iceberg;

import io.tablescope.format.iceberg.manifest.ContentFile;
import io.tablescope.format.iceberg.manifest.FileContent;
import io.tablescope.format.iceberg.manifest.ManifestEntry;
import io.tablescope.format.iceberg.metadata.PartitionSpec;
import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.inspector.table.Commit;
import io.tablescope.inspector.table.CommitChanges;
import io.tablescope.inspector.table.TableFile;
import io.tablescope.inspector.table.TableFiles;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The format-neutral file sets of an Iceberg snapshot: every live file, the files a scan opens, and
 * what the snapshot's own commit changed, with its summary checked where everything was read.
 */
final class IcebergFileSets {
  private IcebergFileSets() {}

  static TableFiles live(IcebergTable table, Commit commit) {
    // A TableFile holds no column statistics: none are read.
    LiveFiles live = LiveFiles.of(table, table.snapshotOf(commit), ManifestStats.NONE);
    Map<String, TableFile> files = new LinkedHashMap<>();
    live.files().forEach((key, file) -> files.put(key, IcebergFiles.file(file.entry())));
    return new TableFiles(
        commit,
        files,
        live.problems(),
        live.problems().isEmpty() ? SummaryChecks.totals(live) : List.of());
  }

  /**
   * The live data files and the delete files that apply to at least one of them, by the rules of
   * Iceberg's {@code DeleteFileIndex}: a delete file that applies to nothing is not opened by a
   * scan. Each delete is weighed only against the data files it could apply to (the one it
   * references, or those of its partition), not against every data file.
   */
  static TableFiles read(IcebergTable table, Commit commit) {
    Snapshot snapshot = table.snapshotOf(commit);
    LiveFiles live =
        LiveFiles.of(
            table,
            snapshot,
            ManifestStats.forDeleteMatching(table, table.manifestList(snapshot).manifests()));
    List<ManifestEntry> data = new ArrayList<>();
    Map<String, List<ManifestEntry>> dataByPath = new HashMap<>();
    Map<String, List<ManifestEntry>> dataByPartition = new HashMap<>();
    for (LiveFile file : live.files().values()) {
      if (!file.file().content().isDelete()) {
        data.add(file.entry());
        dataByPath.computeIfAbsent(file.path(), path -> new ArrayList<>()).add(file.entry());
        dataByPartition
            .computeIfAbsent(partitionKey(file.file()), key -> new ArrayList<>())
            .add(file.entry());
      }
    }
    ApplicableDeletes deletes = new ApplicableDeletes(table);
    Map<String, TableFile> files = new LinkedHashMap<>();
    live.files()
        .forEach(
            (key, file) -> {
              boolean opened =
                  !file.file().content().isDelete()
                      || candidates(table, file.file(), data, dataByPath, dataByPartition).stream()
                          .anyMatch(entry -> deletes.applies(entry, file.entry()).isPresent());
              if (opened) {
                files.put(key, IcebergFiles.file(file.entry()));
              }
            });
    return new TableFiles(commit, files, live.problems(), List.of());
  }

  /** The data files a delete file could apply to; {@link ApplicableDeletes} decides. */
  private static List<ManifestEntry> candidates(
      IcebergTable table,
      ContentFile delete,
      List<ManifestEntry> data,
      Map<String, List<ManifestEntry>> dataByPath,
      Map<String, List<ManifestEntry>> dataByPartition) {
    if (delete.content() == FileContent.POSITION_DELETES) {
      String referenced = DeleteMatching.referencedDataFile(delete);
      if (referenced != null) {
        return dataByPath.getOrDefault(referenced, List.of());
      }
    } else if (table
        .metadata()
        .spec(delete.specId())
        .map(PartitionSpec::isUnpartitioned)
        .orElse(false)) {
      // A global equality delete may apply to any data file.
      return data;
    }
    return dataByPartition.getOrDefault(partitionKey(delete), List.of());
  }

  /** Spec and partition values as text: equal exactly when two files share spec and partition. */
  private static String partitionKey(ContentFile file) {
    return file.specId() + "|" + file.partitionText();
  }

  static CommitChanges changes(IcebergTable table, Commit commit) {
    CommitFiles files = CommitFiles.of(table, table.snapshotOf(commit));
    return new CommitChanges(
        commit,
        files.added().stream().map(IcebergFiles::file).toList(),
        files.deleted().stream().map(IcebergFiles::file).toList(),
        files.problems(),
        files.problems().isEmpty() ? SummaryChecks.commit(files) : List.of());
  }
}
