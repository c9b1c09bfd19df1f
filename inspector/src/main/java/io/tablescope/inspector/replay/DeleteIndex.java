package io.tablescope.inspector.replay;

import io.tablescope.format.manifest.ContentFile;
import io.tablescope.format.manifest.FileContent;
import io.tablescope.format.manifest.Value;
import io.tablescope.format.metadata.PartitionSpec;
import io.tablescope.format.metadata.TableMetadata;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * The delete files of one concurrent snapshot that validation considers, and which of them apply to
 * a data file, as Iceberg's {@code DeleteFileIndex.forDataFile} decides for validation
 * (iceberg-validation.md §2.6): equality deletes by partition (global when unpartitioned) and
 * column ranges; a deletion vector for the file, or else position deletes by path or partition.
 */
final class DeleteIndex {
  /** The reserved field id of a position delete's {@code file_path} column. */
  private static final int DELETE_FILE_PATH = 2147483546;

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
          && (isGlobal(file) || samePartition(file, data))
          && canContainEqualityDeletes(data, file)) {
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
      String referenced = referencedDataFile(file);
      if (referenced != null ? referenced.equals(data.path()) : samePartition(file, data)) {
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

  static boolean samePartition(ContentFile a, ContentFile b) {
    if (a.specId() != b.specId() || a.partition().size() != b.partition().size()) {
      return false;
    }
    for (int i = 0; i < a.partition().size(); i++) {
      Object left = a.partition().get(i).value().value();
      Object right = b.partition().get(i).value().value();
      boolean equal =
          left instanceof byte[] l && right instanceof byte[] r
              ? Arrays.equals(l, r)
              : Objects.equals(left, right);
      if (!equal
          && !a.partition().get(i).value().text().equals(b.partition().get(i).value().text())) {
        return false;
      }
    }
    return true;
  }

  /**
   * The data file a position delete is scoped to: its {@code referenced_data_file}, or the one path
   * its {@code file_path} bounds allow.
   */
  static String referencedDataFile(ContentFile delete) {
    if (delete.referencedDataFile() != null) {
      return delete.referencedDataFile();
    }
    Value lower = delete.lowerBounds().get(DELETE_FILE_PATH);
    Value upper = delete.upperBounds().get(DELETE_FILE_PATH);
    if (lower != null
        && upper != null
        && lower.raw() != null
        && Arrays.equals(lower.raw(), upper.raw())) {
      return new String(lower.raw(), StandardCharsets.UTF_8);
    }
    return null;
  }

  /** Iceberg's {@code canContainEqDeletesForFile}: whether the ranges and nulls can meet. */
  private static boolean canContainEqualityDeletes(ContentFile data, ContentFile delete) {
    for (int id : delete.equalityIds()) {
      boolean dataMayHaveNulls = mayContainNulls(data, id);
      boolean deleteMayHaveNulls = mayContainNulls(delete, id);
      if (dataMayHaveNulls && deleteMayHaveNulls) {
        continue;
      }
      if (allNull(data, id) && allNonNull(delete, id)) {
        return false;
      }
      if (allNull(delete, id) && allNonNull(data, id)) {
        return false;
      }
      Value dataLower = data.lowerBounds().get(id);
      Value dataUpper = data.upperBounds().get(id);
      Value deleteLower = delete.lowerBounds().get(id);
      Value deleteUpper = delete.upperBounds().get(id);
      if (dataLower != null && dataUpper != null && deleteLower != null && deleteUpper != null) {
        try {
          if (FileFilter.compare(dataUpper.value(), deleteLower.value()) < 0
              || FileFilter.compare(deleteUpper.value(), dataLower.value()) < 0) {
            return false;
          }
        } catch (ClassCastException e) {
          // Bounds that do not compare cannot rule the delete out.
        }
      }
    }
    return true;
  }

  private static boolean mayContainNulls(ContentFile file, int id) {
    Long nulls = file.nullValueCounts().get(id);
    return nulls == null || nulls > 0;
  }

  private static boolean allNonNull(ContentFile file, int id) {
    Long nulls = file.nullValueCounts().get(id);
    return nulls != null && nulls == 0;
  }

  private static boolean allNull(ContentFile file, int id) {
    Long nulls = file.nullValueCounts().get(id);
    Long values = file.valueCounts().get(id);
    return nulls != null && values != null && nulls.equals(values);
  }
}
