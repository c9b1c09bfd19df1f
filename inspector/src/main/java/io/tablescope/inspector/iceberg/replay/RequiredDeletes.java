package io.tablescope.inspector.iceberg.replay;

import io.tablescope.format.iceberg.manifest.ContentFile;
import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.inspector.iceberg.LiveFile;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A1, {@code validateRequiredDeletes}: the files the operation deletes must be live in the branch
 * head (iceberg-validation.md §4). It runs on the final state, whatever the isolation level.
 */
final class RequiredDeletes {
  private RequiredDeletes() {}

  static void validate(ValidationRun run) {
    Check check = Check.REQUIRED_DELETES;
    Proposal proposal = run.proposal();
    Set<String> wanted = new HashSet<>();
    proposal.removedDataFiles().forEach(data -> wanted.add(data.path()));
    proposal.removedDeleteFiles().forEach(delete -> wanted.add(key(delete)));
    Set<String> live = Replayer.liveAmong(run.table(), run.parent(), wanted);
    List<String> missingData =
        proposal.removedDataFiles().stream()
            .map(ContentFile::path)
            .filter(path -> !live.contains(path))
            .toList();
    List<String> missingDeletes = new ArrayList<>();
    for (ContentFile delete : proposal.removedDeleteFiles()) {
      if (!live.contains(key(delete))) {
        missingDeletes.add(delete.path());
      }
    }
    List<String> missing = missingData.isEmpty() ? missingDeletes : missingData;
    Snapshot parent = run.parent();
    if (missing.isEmpty()) {
      run.pass(
          check,
          "the "
              + (proposal.removedDataFiles().size() + proposal.removedDeleteFiles().size())
              + " files to delete are live in the branch head "
              + (parent == null ? "(none)" : parent.snapshotId()));
      return;
    }
    Map<String, Snapshot> removedBy = run.history().removers(missing);
    Map<Snapshot, List<String>> removers = new LinkedHashMap<>();
    for (String path : missing) {
      Snapshot remover = removedBy.get(path);
      if (remover != null) {
        removers.computeIfAbsent(remover, ignored -> new ArrayList<>()).add(path);
      }
    }
    Snapshot first = run.history().oldestFirst(removers.keySet()).stream().findFirst().orElse(null);
    String named = first == null ? missing.get(0) : removers.get(first).get(0);
    run.fail(
        check,
        IcebergException.VALIDATION_EXCEPTION,
        Messages.missingRequiredFiles(missing),
        run.causes(removers),
        missing,
        named
            + " is no longer live in the branch head"
            + (first == null
                ? ""
                : ": snapshot " + first.snapshotId() + " (" + first.operation() + ") removed it")
            + ". This check runs on the final state, whatever the isolation level;"
            + " a concurrent compaction (replace) is only caught here.");
  }

  /** A file's key as {@link LiveFile#key()} makes it: a deletion vector's adds its offset. */
  private static String key(ContentFile delete) {
    return delete.isDeletionVector() ? delete.path() + "#" + delete.contentOffset() : delete.path();
  }
}
