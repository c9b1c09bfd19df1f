package io.tablescope.inspector.iceberg;

import io.tablescope.format.Problem;
import io.tablescope.format.iceberg.manifest.EntryStatus;
import io.tablescope.format.iceberg.manifest.Manifest;
import io.tablescope.format.iceberg.manifest.ManifestEntry;
import io.tablescope.format.iceberg.manifest.ManifestFile;
import io.tablescope.format.iceberg.manifest.ManifestList;
import io.tablescope.format.iceberg.metadata.Snapshot;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * What one commit changed: the entries it wrote as ADDED and as DELETED. They are found in the
 * manifests the snapshot itself added, with the snapshot's own id, as Iceberg's {@code
 * addedDataFiles} / {@code removedDataFiles} find them.
 */
public record CommitFiles(
    Snapshot snapshot,
    List<ManifestEntry> added,
    List<ManifestEntry> deleted,
    List<Problem> problems) {
  public CommitFiles {
    Objects.requireNonNull(snapshot, "snapshot");
    added = List.copyOf(added);
    deleted = List.copyOf(deleted);
    problems = List.copyOf(problems);
  }

  /** Reads the manifests the snapshot added (in parallel), with their column statistics. */
  public static CommitFiles of(IcebergTable table, Snapshot snapshot) {
    return of(table, snapshot, ManifestStats.ALL);
  }

  /**
   * Reads the manifests the snapshot added (in parallel), with column statistics where {@code
   * stats} wants them.
   */
  public static CommitFiles of(IcebergTable table, Snapshot snapshot, ManifestStats stats) {
    ManifestList list = table.manifestList(snapshot);
    List<Problem> problems = new ArrayList<>(list.problems());
    List<ManifestFile> own =
        list.manifests().stream()
            .filter(manifest -> Objects.equals(manifest.addedSnapshotId(), snapshot.snapshotId()))
            .toList();
    List<ManifestEntry> added = new ArrayList<>();
    List<ManifestEntry> deleted = new ArrayList<>();
    for (Manifest manifest : table.manifests(own, stats)) {
      problems.addAll(manifest.problems());
      for (ManifestEntry entry : manifest.entries()) {
        if (!Objects.equals(entry.snapshotId(), snapshot.snapshotId())) {
          continue;
        }
        if (entry.status() == EntryStatus.ADDED) {
          added.add(entry);
        } else if (entry.status() == EntryStatus.DELETED) {
          deleted.add(entry);
        }
      }
    }
    return new CommitFiles(snapshot, added, deleted, problems);
  }
}
