package io.tablescope.inspector.replay;

import io.tablescope.format.manifest.EntryStatus;
import io.tablescope.format.manifest.ManifestEntry;
import io.tablescope.format.metadata.Snapshot;
import io.tablescope.inspector.replay.ConcurrentHistory.Window;
import io.tablescope.inspector.replay.ReplayResult.Cause;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** V2, {@code validateDeletedDataFiles}: files removed concurrently that held rows in scope. */
final class DeletedDataFiles {
  private static final Set<String> OPERATIONS = Set.of("overwrite", "replace", "delete");

  private DeletedDataFiles() {}

  static void validate(ValidationRun run, ConflictScope scope) {
    Check check = Check.DELETED_DATA_FILES;
    Window window = run.window(check, OPERATIONS, false);
    if (window == null) {
      return;
    }
    Map<ManifestEntry, Snapshot> conflicts =
        run.history()
            .entries(window, EntryStatus.DELETED, file -> scope.matches(file, run.fileFilter()));
    String examined =
        "DELETED data files in " + run.history().describe(window) + ", " + scope.describe();
    if (conflicts.isEmpty()) {
      run.pass(check, examined);
      return;
    }
    List<String> paths = conflicts.keySet().stream().map(entry -> entry.file().path()).toList();
    List<Cause> causes = run.causes(ValidationRun.pathsBySnapshot(conflicts));
    ManifestEntry first = ValidationRun.firstWrittenBy(conflicts, causes.get(0).snapshotId());
    run.fail(
        check,
        IcebergException.VALIDATION_EXCEPTION,
        Messages.conflictingDeletedFiles(scope, paths),
        causes,
        paths,
        ValidationRun.named(conflicts.get(first))
            + " removed "
            + first.file().path()
            + ", whose rows are in the range this operation replaces: replacing the range now would undo or duplicate that change.");
  }
}
