package io.tablescope.inspector.iceberg.replay;

import io.tablescope.format.iceberg.manifest.ContentFile;
import io.tablescope.format.iceberg.manifest.FileContent;
import io.tablescope.format.iceberg.manifest.ManifestEntry;
import io.tablescope.format.iceberg.manifest.ManifestFile;
import io.tablescope.format.iceberg.metadata.PartitionSpec;
import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.format.iceberg.metadata.TableMetadata;
import io.tablescope.inspector.iceberg.DeleteMatching;
import io.tablescope.inspector.iceberg.replay.ConcurrentHistory.OwnedManifest;
import io.tablescope.inspector.iceberg.replay.ConcurrentHistory.Window;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * The delete files of one concurrent snapshot that validation considers, and which of them apply to
 * a data file, as Iceberg's {@code DeleteFileIndex.forDataFile} decides for validation
 * (iceberg-validation.md §2.6): equality deletes by partition (global when unpartitioned) and
 * column ranges; a deletion vector for the file, or else position deletes by path or partition.
 */
final class DeleteIndex {
  /** The operations of the concurrent snapshots whose delete files validation considers. */
  static final Set<String> ADDING_OPERATIONS = Set.of("overwrite", "delete");

  /** A delete file in the index, with its data sequence number and the snapshot that added it. */
  record IndexedDelete(ContentFile file, long dataSequenceNumber, long snapshotId) {}

  private final TableMetadata metadata;
  private final List<IndexedDelete> deletes;

  DeleteIndex(TableMetadata metadata, List<IndexedDelete> deletes) {
    this.metadata = metadata;
    this.deletes = List.copyOf(deletes);
  }

  /**
   * The index of each concurrent snapshot of a window, newest first (1.12: one per snapshot): the
   * live delete files in scope that it wrote with a data sequence number after the start's.
   */
  static Map<Snapshot, DeleteIndex> bySnapshot(
      ValidationRun run, Window window, ConflictScope scope) {
    Map<Snapshot, List<IndexedDelete>> bySnapshot = new LinkedHashMap<>();
    for (OwnedManifest owned : window.manifests()) {
      ManifestFile manifest = owned.manifest();
      boolean hasLiveFiles =
          !Objects.equals(manifest.addedFilesCount(), 0)
              || !Objects.equals(manifest.existingFilesCount(), 0);
      if (!hasLiveFiles) {
        continue;
      }
      for (ManifestEntry entry : run.read(manifest).entries()) {
        if (Replayer.isLiveStatus(entry)
            && entry.sequenceNumber() != null
            && entry.sequenceNumber() > run.startSequenceNumber()
            && scope.matches(entry.file(), run.fileFilter())) {
          bySnapshot
              .computeIfAbsent(owned.snapshot(), ignored -> new ArrayList<>())
              .add(
                  new IndexedDelete(
                      entry.file(), entry.sequenceNumber(), owned.snapshot().snapshotId()));
        }
      }
    }
    Map<Snapshot, DeleteIndex> indexes = new LinkedHashMap<>();
    bySnapshot.forEach(
        (snapshot, deletes) ->
            indexes.put(snapshot, new DeleteIndex(run.table().metadata(), deletes)));
    return indexes;
  }

  List<IndexedDelete> deletes() {
    return deletes;
  }

  /** The deletes that apply to a data file the operation replaces. */
  List<IndexedDelete> forDataFile(ContentFile data) {
    List<IndexedDelete> applying = new ArrayList<>();
    for (IndexedDelete delete : deletes) {
      ContentFile file = delete.file();
      if (file.content() == FileContent.EQUALITY_DELETES
          && (isGlobal(file) || DeleteMatching.samePartition(file, data))
          && DeleteMatching.canContainEqualityDeletes(data, file)) {
        applying.add(delete);
      }
    }
    List<IndexedDelete> vectors =
        deletes.stream()
            .filter(
                d ->
                    d.file().isDeletionVector()
                        && data.path().equals(d.file().referencedDataFile()))
            .toList();
    if (!vectors.isEmpty()) {
      applying.addAll(vectors);
      return applying;
    }
    for (IndexedDelete delete : deletes) {
      ContentFile file = delete.file();
      if (file.content() != FileContent.POSITION_DELETES || file.isDeletionVector()) {
        continue;
      }
      String referenced = DeleteMatching.referencedDataFile(file);
      if (referenced != null
          ? referenced.equals(data.path())
          : DeleteMatching.samePartition(file, data)) {
        applying.add(delete);
      }
    }
    return applying;
  }

  private boolean isGlobal(ContentFile delete) {
    return metadata
        .spec(delete.specId())
        .map(PartitionSpec::isUnpartitioned)
        .orElse(delete.partition().isEmpty());
  }
}
