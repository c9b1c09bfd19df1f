package io.tablescope.inspector.iceberg.replay;

import io.tablescope.format.iceberg.manifest.EntryStatus;
import io.tablescope.format.iceberg.manifest.ManifestEntry;
import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.inspector.iceberg.replay.ConcurrentHistory.Window;
import io.tablescope.inspector.iceberg.replay.ConcurrentHistory.Written;
import io.tablescope.inspector.iceberg.replay.ReplayResult.Cause;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * V5, {@code validateDataFilesExist}: data files the operation's deletes reference were removed
 * concurrently.
 */
final class DataFilesExist {
  private static final Set<String> OPERATIONS = Set.of("overwrite", "replace", "delete");

  /** A plain DELETE tolerates files removed by a delete snapshot. */
  private static final Set<String> OPERATIONS_SKIPPING_DELETES = Set.of("overwrite", "replace");

  private DataFilesExist() {}

  static void validate(ValidationRun run, ConflictScope scope, boolean skipDeletes) {
    Check check = Check.DATA_FILES_EXIST;
    Window window =
        run.window(check, skipDeletes ? OPERATIONS_SKIPPING_DELETES : OPERATIONS, false, scope);
    if (window == null) {
      return;
    }
    Set<String> required = new LinkedHashSet<>(run.proposal().referencedDataFiles());
    Written removed =
        run.history()
            .entries(
                window,
                EntryStatus.DELETED,
                scope.stats(),
                file -> required.contains(file.path()) && scope.matches(file, run.fileFilter()));
    if (removed.isEmpty()) {
      run.pass(
          check,
          "DELETED entries for the "
              + required.size()
              + " referenced data files in "
              + run.history().describe(window));
      return;
    }
    List<String> missing = List.copyOf(new LinkedHashSet<>(removed.paths()));
    List<Cause> causes = run.causes(removed.pathsBySnapshot());
    Map.Entry<Snapshot, ManifestEntry> first = removed.firstWrittenBy(causes.get(0).snapshotId());
    run.fail(
        check,
        IcebergException.VALIDATION_EXCEPTION,
        Messages.missingDataFiles(missing),
        causes,
        missing,
        ValidationRun.named(first.getKey())
            + " removed "
            + first.getValue().file().path()
            + ", which this operation's deletes point at: they would delete rows of a file that no longer exists, while the rows live on in the file that replaced it."
            + (skipDeletes
                ? ""
                : " An UPDATE or MERGE (validateDeletedFiles) also counts files removed by a delete snapshot; a plain DELETE tolerates those."));
  }
}
