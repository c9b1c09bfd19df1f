package io.tablescope.inspector.iceberg;

import io.tablescope.format.Problem;
import io.tablescope.format.iceberg.manifest.ManifestList;
import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.inspector.table.Commit;
import io.tablescope.inspector.table.CommitChanges;
import io.tablescope.inspector.table.TableFile;
import io.tablescope.inspector.table.TableFiles;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The format-neutral file sets of an Iceberg snapshot: every live file and what the snapshot's own
 * commit changed, with its summary checked where everything was read. The files a scan opens are
 * {@link ScanFiles}.
 */
final class IcebergFileSets {
  private IcebergFileSets() {}

  /**
   * Every live file of the snapshot. The manifests are read a few at a time, without column
   * statistics (a TableFile holds none), and each live entry becomes its file at once: memory is
   * bounded by the files, not by the manifests.
   */
  static TableFiles live(IcebergTable table, Commit commit) {
    Snapshot snapshot = table.snapshotOf(commit);
    ManifestList list = table.manifestList(snapshot);
    List<Problem> problems = new ArrayList<>(list.problems());
    Map<String, TableFile> files = new LinkedHashMap<>();
    IcebergFiles.Converter converter = new IcebergFiles.Converter();
    ScanFiles.forEachLive(
        table,
        list,
        ManifestStats.NONE,
        problems,
        (entry, place) -> files.put(LiveFile.keyOf(entry), converter.file(entry)));
    return new TableFiles(
        commit,
        files,
        problems,
        problems.isEmpty() ? SummaryChecks.totals(snapshot, files.values()) : List.of());
  }

  /** What the snapshot's own commit added and removed, read without column statistics. */
  static CommitChanges changes(IcebergTable table, Commit commit) {
    CommitFiles files = CommitFiles.of(table, table.snapshotOf(commit), ManifestStats.NONE);
    return new CommitChanges(
        commit,
        files.added().stream().map(IcebergFiles::file).toList(),
        files.deleted().stream().map(IcebergFiles::file).toList(),
        files.problems(),
        files.problems().isEmpty() ? SummaryChecks.commit(files) : List.of());
  }
}
