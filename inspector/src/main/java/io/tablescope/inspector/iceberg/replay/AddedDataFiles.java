package io.tablescope.inspector.iceberg.replay;

import io.tablescope.format.iceberg.manifest.EntryStatus;
import io.tablescope.format.iceberg.manifest.ManifestEntry;
import io.tablescope.format.iceberg.metadata.Snapshot;
import java.util.Set;

/** V1, {@code validateAddedDataFiles}: files added concurrently that can hold rows in scope. */
final class AddedDataFiles {
  private static final Set<String> OPERATIONS = Set.of("append", "overwrite");

  private AddedDataFiles() {}

  static void validate(ValidationRun run, ConflictScope scope) {
    Check check = Check.ADDED_DATA_FILES;
    ValidationRun.Found found = run.find(check, OPERATIONS, EntryStatus.ADDED, scope);
    if (found == null) {
      return;
    }
    ManifestEntry first = found.first();
    Snapshot oldest = found.firstBy();
    StringBuilder explanation = new StringBuilder();
    explanation
        .append(ValidationRun.named(oldest))
        .append(" added ")
        .append(first.file().path())
        .append(" after the operation read ")
        .append(run.start())
        .append(": ");
    if (scope.byPartition()) {
      explanation
          .append("it is in partition ")
          .append(first.file().partitionText())
          .append(", which this dynamic overwrite replaces.");
    } else if (scope.isWholeTable()) {
      explanation.append(
          "no conflict filter was set, so matching true means the whole table was in scope: a file added anywhere conflicts. "
              + "A conflict filter naming what the operation read (its partitions, its key range) would narrow the check.");
    } else {
      explanation.append(run.fileFilter().match(first.file(), scope.filter()).reason()).append('.');
    }
    explanation.append(" Under snapshot isolation this check is not run.");
    run.fail(
        check,
        IcebergException.VALIDATION_EXCEPTION,
        Messages.conflictingFiles(scope, found.paths()),
        found.causes(),
        found.paths(),
        explanation.toString());
  }
}
