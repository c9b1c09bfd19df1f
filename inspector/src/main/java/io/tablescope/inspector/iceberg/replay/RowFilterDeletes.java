package io.tablescope.inspector.iceberg.replay;

import io.tablescope.format.iceberg.manifest.ContentFile;
import io.tablescope.format.iceberg.manifest.FileContent;
import io.tablescope.inspector.iceberg.LiveFile;
import io.tablescope.inspector.iceberg.ManifestStats;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * A2: a row filter ({@code overwriteByRowFilter}, {@code deleteFromRowFilter}) deletes whole files
 * only. When Iceberg applies the operation to the branch head, a live data file that the filter
 * might match (inclusive metrics of its residual) but not wholly (strict metrics) fails the commit
 * (iceberg-validation.md §4). Delete files are only dropped when wholly matched, never refused; a
 * file the operation also deletes by name is deleted whole.
 */
final class RowFilterDeletes {
  private RowFilterDeletes() {}

  static void validate(ValidationRun run) {
    Check check = Check.ROW_FILTER_DELETES;
    Proposal proposal = run.proposal();
    ConflictFilter rowFilter = proposal.rowFilter();
    // Iceberg binds the filter on the first manifest of the head that holds a live file.
    if (rowFilter.bindingFailure() != null
        && !run.headFiles(ManifestStats.NONE, file -> true).isEmpty()) {
      run.failToBind(check, rowFilter, List.of());
      return;
    }
    Set<String> byName = new HashSet<>();
    proposal.removedDataFiles().forEach(file -> byName.add(file.path()));
    FilterExpression expression = rowFilter.expression();
    RowFilter evaluator = run.rowFilter();
    List<LiveFile> matched =
        run.headFiles(
            ManifestStats.ALL,
            file ->
                file.content() == FileContent.DATA
                    && !byName.contains(file.path())
                    && evaluator.rowsMightMatch(file, expression));
    List<LiveFile> partial =
        matched.stream().filter(live -> !evaluator.rowsMustMatch(live.file(), expression)).toList();
    if (partial.isEmpty()) {
      run.pass(
          check,
          matched.size()
              + " live data files of the branch head match "
              + rowFilter
              + " wholly and are deleted");
      return;
    }
    ContentFile first = partial.get(0).file();
    run.fail(
        check,
        IcebergException.VALIDATION_EXCEPTION,
        Messages.partialRowFilterDelete(rowFilter.toString(), first.path()),
        run.addersOf(partial),
        partial.stream().map(LiveFile::path).toList(),
        first.path()
            + " is live in the branch head and only some of its rows can match "
            + rowFilter
            + " ("
            + run.fileFilter().match(first, rowFilter).reason()
            + "): a row filter deletes whole files only, so a metadata-only delete or overwrite"
            + " cannot remove part of it. A row-level delete (copy-on-write or merge-on-read)"
            + " can.");
  }
}
