package io.tablescope.inspector.iceberg;

import io.tablescope.inspector.table.Commit;
import io.tablescope.inspector.table.CommitChanges;
import io.tablescope.inspector.table.TableFile;
import io.tablescope.inspector.table.TableFiles;
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
