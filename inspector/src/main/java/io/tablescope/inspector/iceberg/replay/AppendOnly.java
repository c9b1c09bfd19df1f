package io.tablescope.inspector.iceberg.replay;

import io.tablescope.inspector.iceberg.DeleteMatching;
import io.tablescope.inspector.iceberg.LiveFile;
import io.tablescope.inspector.iceberg.ManifestStats;
import java.util.List;

/**
 * A3, ReplacePartitions {@code validateAppendOnly}: when Iceberg applies the operation it drops the
 * replaced partitions of the branch head (the whole table when the table is unpartitioned) and
 * fails on the first live file it would drop (iceberg-validation.md §4). History plays no part: a
 * file that was there when the operation read the table fails it as well.
 */
final class AppendOnly {
  private AppendOnly() {}

  static void validate(ValidationRun run, boolean wholeTable) {
    Check check = Check.APPEND_ONLY;
    Proposal proposal = run.proposal();
    // The whole table is dropped as the row filter "true", which no file without rows matches.
    List<LiveFile> dropped =
        run.headFiles(
            ManifestStats.NONE,
            file ->
                wholeTable
                    ? file.recordCount() != 0
                    : proposal.addedDataFiles().stream()
                        .anyMatch(added -> DeleteMatching.samePartition(added, file)));
    String head = run.parent() == null ? "(none)" : String.valueOf(run.parent().snapshotId());
    if (dropped.isEmpty()) {
      run.pass(check, "no live file of the branch head " + head + " in the replaced partitions");
      return;
    }
    LiveFile first = dropped.get(0);
    run.fail(
        check,
        IcebergException.VALIDATION_EXCEPTION,
        Messages.conflictsWithExistingPartition(first.file()),
        run.addersOf(dropped),
        dropped.stream().map(LiveFile::path).toList(),
        first.path()
            + " is live in "
            + (wholeTable ? "the table" : "partition " + first.file().partitionText())
            + " in the branch head "
            + head
            + ": validateAppendOnly refuses a dynamic overwrite that would replace existing data."
            + " It looks at the branch head, not at history, so a file that was there when the"
            + " operation read the table fails it too.");
  }
}
