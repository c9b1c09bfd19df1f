package io.tablescope.inspector.replay;

import io.tablescope.format.manifest.ContentFile;
import io.tablescope.format.manifest.FileContent;
import io.tablescope.format.metadata.PartitionSpec;
import io.tablescope.format.metadata.TableMetadata;
import io.tablescope.inspector.DeleteMatching;
import java.util.ArrayList;
import java.util.List;

/**
 * The delete files of one concurrent snapshot that validation considers, and which of them apply to
 * a data file, as Iceberg's {@code DeleteFileIndex.forDataFile} decides for validation
 * (iceberg-validation.md §2.6): equality deletes by partition (global when unpartitioned) and
 * column ranges; a deletion vector for the file, or else position deletes by path or partition.
 */
final class DeleteIndex {
  /** A delete file in the index, with its data sequence number and the snapshot that added it. */
  record IndexedDelete(ContentFile file, long dataSequenceNumber, long snapshotId) {}

  private final TableMetadata metadata;
  private final List<IndexedDelete> deletes;

  DeleteIndex(TableMetadata metadata, List<IndexedDelete> deletes) {
    this.metadata = metadata;
    this.deletes = List.copyOf(deletes);
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
