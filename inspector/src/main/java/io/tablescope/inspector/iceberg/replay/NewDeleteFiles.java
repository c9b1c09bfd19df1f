package io.tablescope.inspector.iceberg.replay;

import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.inspector.iceberg.replay.ConcurrentHistory.Window;
import io.tablescope.inspector.iceberg.replay.DeleteIndex.IndexedDelete;
import io.tablescope.inspector.iceberg.replay.ReplayResult.Cause;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * V3, {@code validateNoNewDeleteFiles}: delete files added concurrently that can apply to rows in
 * scope.
 */
final class NewDeleteFiles {
  private NewDeleteFiles() {}

  static void validate(ValidationRun run, ConflictScope conflictScope) {
    Check check = Check.NO_NEW_DELETE_FILES;
    if (run.table().metadata().formatVersion() < 2 || run.parent() == null) {
      run.pass(check, "format v1 has no delete files");
      return;
    }
    Window window = run.window(check, DeleteIndex.ADDING_OPERATIONS, true, conflictScope);
    if (window == null) {
      return;
    }
    ConflictScope scope = conflictScope.orWholeTable();
    Map<Snapshot, DeleteIndex> indexes = DeleteIndex.bySnapshot(run, window, scope);
    String examined =
        "live delete files with data sequence number > "
            + run.startSequenceNumber()
            + " in "
            + run.history().describe(window)
            + ", "
            + scope.describe();
    Set<String> locations = new LinkedHashSet<>();
    Map<Snapshot, List<String>> bySnapshot = new LinkedHashMap<>();
    indexes.forEach(
        (snapshot, index) ->
            index
                .deletes()
                .forEach(
                    delete -> {
                      locations.add(delete.file().path());
                      bySnapshot
                          .computeIfAbsent(snapshot, ignored -> new ArrayList<>())
                          .add(delete.file().path());
                    }));
    if (locations.isEmpty()) {
      run.pass(check, examined);
      return;
    }
    List<Cause> causes = run.causes(bySnapshot);
    Snapshot oldest =
        indexes.keySet().stream()
            .filter(snapshot -> snapshot.snapshotId() == causes.get(0).snapshotId())
            .findFirst()
            .orElseThrow();
    IndexedDelete delete = indexes.get(oldest).deletes().get(0);
    List<String> paths = new ArrayList<>(locations);
    run.fail(
        check,
        IcebergException.VALIDATION_EXCEPTION,
        Messages.newConflictingDeleteFiles(scope, paths),
        causes,
        paths,
        ValidationRun.named(oldest)
            + " added "
            + delete.file().path()
            + " ("
            + delete.file().kind().jsonName()
            + ", data sequence number "
            + delete.dataSequenceNumber()
            + " > "
            + run.startSequenceNumber()
            + ", the sequence number of the snapshot the operation read), in "
            + delete.file().partitionText()
            + ": rows this operation rewrites may have been deleted meanwhile. The check asks only whether such delete files exist in scope,"
            + " not whether they touch the operation's rows; a narrower conflict filter narrows it.");
  }
}
