package io.tablescope.inspector.iceberg.replay;

import io.tablescope.format.iceberg.manifest.ContentFile;
import io.tablescope.format.iceberg.manifest.ManifestEntry;
import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.inspector.iceberg.replay.ConcurrentHistory.OwnedManifest;
import io.tablescope.inspector.iceberg.replay.ConcurrentHistory.Window;
import io.tablescope.inspector.iceberg.replay.ReplayResult.Cause;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * V6, {@code validateAddedDVs}: a deletion vector added concurrently for a data file this operation
 * adds a vector for.
 */
final class AddedDeletionVectors {
  private static final Set<String> OPERATIONS = Set.of("overwrite", "delete", "replace");

  private AddedDeletionVectors() {}

  static void validate(ValidationRun run, ConflictScope scope) {
    Check check = Check.ADDED_DVS;
    Window window = run.window(check, OPERATIONS, true, scope);
    if (window == null) {
      return;
    }
    Set<String> targets = new LinkedHashSet<>();
    run.proposal().addedDeleteFiles().stream()
        .filter(ContentFile::isDeletionVector)
        .forEach(file -> targets.add(file.referencedDataFile()));
    Map<Snapshot, List<ContentFile>> found = new LinkedHashMap<>();
    for (OwnedManifest owned : window.manifests()) {
      for (ManifestEntry entry : run.read(owned.manifest()).entries()) {
        ContentFile file = entry.file();
        if (Replayer.isLiveStatus(entry)
            && window.ids().contains(entry.snapshotId())
            && file.isDeletionVector()
            && targets.contains(file.referencedDataFile())
            && scope.matches(file, run.fileFilter())) {
          found.computeIfAbsent(owned.snapshot(), ignored -> new ArrayList<>()).add(file);
        }
      }
    }
    if (found.isEmpty()) {
      run.pass(
          check,
          "deletion vectors added in "
              + run.history().describe(window)
              + " for the "
              + targets.size()
              + " files this operation adds vectors for");
      return;
    }
    Map<Snapshot, List<String>> files = new LinkedHashMap<>();
    found.forEach(
        (snapshot, vectors) ->
            vectors.forEach(
                dv ->
                    files
                        .computeIfAbsent(snapshot, ignored -> new ArrayList<>())
                        .addAll(List.of(dv.referencedDataFile(), dv.path()))));
    List<Cause> causes = run.causes(files);
    Snapshot oldest = run.history().oldestFirst(found.keySet()).get(0);
    ContentFile dv = found.get(oldest).get(0);
    run.fail(
        check,
        IcebergException.VALIDATION_EXCEPTION,
        Messages.concurrentlyAddedDv(dv),
        causes,
        List.of(dv.referencedDataFile(), dv.path()),
        ValidationRun.named(oldest)
            + " added a deletion vector for "
            + dv.referencedDataFile()
            + ", and a data file may have only one: this operation's vector, built from an older one, would drop its deletes."
            + " Re-run from the branch head so the vectors are merged.");
  }
}
