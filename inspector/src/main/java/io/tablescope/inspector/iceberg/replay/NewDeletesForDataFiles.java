package io.tablescope.inspector.iceberg.replay;

import io.tablescope.format.iceberg.manifest.ContentFile;
import io.tablescope.format.iceberg.manifest.FileContent;
import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.inspector.iceberg.replay.ConcurrentHistory.Window;
import io.tablescope.inspector.iceberg.replay.DeleteIndex.IndexedDelete;
import io.tablescope.inspector.iceberg.replay.ReplayResult.Cause;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * V4, {@code validateNoNewDeletesForDataFiles}: deletes added concurrently that apply to a data
 * file the operation replaces.
 */
final class NewDeletesForDataFiles {
  private NewDeletesForDataFiles() {}

  /** A delete that applies to a replaced data file. */
  private record Applying(ContentFile data, Snapshot snapshot, IndexedDelete delete) {}

  static void validate(
      ValidationRun run,
      ConflictScope scope,
      List<ContentFile> dataFiles,
      boolean ignoreEqualityDeletes) {
    Check check = Check.NO_NEW_DELETES_FOR_DATA_FILES;
    if (run.table().metadata().formatVersion() < 2 || run.parent() == null) {
      run.pass(check, "format v1 has no delete files");
      return;
    }
    Window window = run.window(check, DeleteIndex.ADDING_OPERATIONS, true, scope);
    if (window == null) {
      return;
    }
    Map<Snapshot, DeleteIndex> indexes = DeleteIndex.bySnapshot(run, window, scope);
    // Iceberg names the first replaced file it finds a delete for; every commit that adds one is
    // a cause.
    List<Applying> applying = new ArrayList<>();
    for (ContentFile data : dataFiles) {
      for (Map.Entry<Snapshot, DeleteIndex> index : indexes.entrySet()) {
        for (IndexedDelete delete : index.getValue().forDataFile(data)) {
          if (!ignoreEqualityDeletes || delete.file().content() == FileContent.POSITION_DELETES) {
            applying.add(new Applying(data, index.getKey(), delete));
          }
        }
      }
    }
    if (applying.isEmpty()) {
      run.pass(
          check,
          "deletes added in "
              + run.history().describe(window)
              + " against the "
              + dataFiles.size()
              + " replaced data files"
              + (ignoreEqualityDeletes
                  ? ", equality deletes ignored (the rewrite keeps the starting sequence number)"
                  : ""));
      return;
    }
    ContentFile named = applying.get(0).data();
    List<String> files = new ArrayList<>(List.of(named.path()));
    Map<Snapshot, List<String>> bySnapshot = new LinkedHashMap<>();
    for (Applying found : applying) {
      if (found.data() == named) {
        files.add(found.delete().file().path());
      }
      bySnapshot
          .computeIfAbsent(found.snapshot(), ignored -> new ArrayList<>())
          .add(found.delete().file().path());
    }
    List<Cause> causes = run.causes(bySnapshot);
    Applying oldest =
        applying.stream()
            .filter(found -> found.snapshot().snapshotId() == causes.get(0).snapshotId())
            .findFirst()
            .orElseThrow();
    run.fail(
        check,
        IcebergException.VALIDATION_EXCEPTION,
        Messages.newDeleteForReplacedDataFile(
            ignoreEqualityDeletes ? "position delete" : "delete", named),
        causes,
        files,
        explanation(run, oldest));
  }

  private static String explanation(ValidationRun run, Applying found) {
    ContentFile delete = found.delete().file();
    String avoid =
        run.proposal().operation() == OperationType.REWRITE
            ? (delete.content() == FileContent.EQUALITY_DELETES
                ? " A compaction that keeps the starting sequence number (use-starting-sequence-number=true, dataSequenceNumber) ignores equality deletes and would have committed."
                : " Position deletes and deletion vectors name rows by position in the old file, so no compaction setting avoids this: re-run the compaction.")
            : " Re-run the operation from the branch head so it reads the delete.";
    return ValidationRun.named(found.snapshot())
        + " added "
        + delete.path()
        + " ("
        + delete.kind().jsonName()
        + ", data sequence number "
        + found.delete().dataSequenceNumber()
        + " > "
        + run.startSequenceNumber()
        + ") which applies to "
        + found.data().path()
        + ", a file this operation replaces: committing would bring the deleted rows back."
        + avoid;
  }
}
