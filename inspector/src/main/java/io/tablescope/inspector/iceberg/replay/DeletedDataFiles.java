package io.tablescope.inspector.iceberg.replay;

import io.tablescope.format.iceberg.manifest.EntryStatus;
import java.util.Set;

/** V2, {@code validateDeletedDataFiles}: files removed concurrently that held rows in scope. */
final class DeletedDataFiles {
  private static final Set<String> OPERATIONS = Set.of("overwrite", "replace", "delete");

  private DeletedDataFiles() {}

  static void validate(ValidationRun run, ConflictScope scope) {
    Check check = Check.DELETED_DATA_FILES;
    ValidationRun.Found found = run.find(check, OPERATIONS, EntryStatus.DELETED, scope);
    if (found == null) {
      return;
    }
    run.fail(
        check,
        IcebergException.VALIDATION_EXCEPTION,
        Messages.conflictingDeletedFiles(scope, found.paths()),
        found.causes(),
        found.paths(),
        ValidationRun.named(found.firstBy())
            + " removed "
            + found.first().file().path()
            + ", whose rows are in the range this operation replaces: replacing the range now would undo or duplicate that change.");
  }
}
