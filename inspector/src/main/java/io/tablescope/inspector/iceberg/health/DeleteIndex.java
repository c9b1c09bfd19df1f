package io.tablescope.inspector.iceberg.health;

import io.tablescope.format.iceberg.manifest.ContentFile;
import io.tablescope.format.iceberg.manifest.FileContent;
import io.tablescope.format.iceberg.metadata.PartitionSpec;
import io.tablescope.format.iceberg.metadata.TableMetadata;
import io.tablescope.inspector.iceberg.ApplicableDeletes;
import io.tablescope.inspector.iceberg.DeleteMatching;
import io.tablescope.inspector.iceberg.LiveFile;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A snapshot's live delete files indexed as Iceberg's {@code DeleteFileIndex} indexes them (by
 * referenced data file, by spec and partition, or global), so that each data file is compared only
 * with the delete files that could apply to it; the rules themselves are {@link
 * ApplicableDeletes}'.
 */
final class DeleteIndex {
  private final ApplicableDeletes rules;
  private final TableMetadata metadata;
  private final Map<String, List<LiveFile>> byReferencedFile = new HashMap<>();
  private final Map<PartitionKey, List<LiveFile>> positionByPartition = new HashMap<>();
  private final Map<PartitionKey, List<LiveFile>> equalityByPartition = new HashMap<>();
  private final List<LiveFile> globalEquality = new ArrayList<>();

  DeleteIndex(ApplicableDeletes rules, TableMetadata metadata, List<LiveFile> deletes) {
    this.rules = rules;
    this.metadata = metadata;
    for (LiveFile delete : deletes) {
      ContentFile file = delete.file();
      if (file.content() == FileContent.POSITION_DELETES) {
        String referenced = DeleteMatching.referencedDataFile(file);
        if (referenced != null) {
          byReferencedFile.computeIfAbsent(referenced, key -> new ArrayList<>()).add(delete);
        } else {
          positionByPartition
              .computeIfAbsent(PartitionKey.of(file), key -> new ArrayList<>())
              .add(delete);
        }
      } else if (isUnpartitioned(file.specId())) {
        globalEquality.add(delete);
      } else {
        equalityByPartition
            .computeIfAbsent(PartitionKey.of(file), key -> new ArrayList<>())
            .add(delete);
      }
    }
  }

  /** The delete files that apply to a live data file. */
  List<LiveFile> applyingTo(LiveFile data) {
    List<LiveFile> applying = new ArrayList<>();
    PartitionKey partition = PartitionKey.of(data.file());
    for (List<LiveFile> candidates :
        List.of(
            byReferencedFile.getOrDefault(data.path(), List.of()),
            positionByPartition.getOrDefault(partition, List.of()),
            equalityByPartition.getOrDefault(partition, List.of()),
            globalEquality)) {
      for (LiveFile delete : candidates) {
        if (rules.applies(data.entry(), delete.entry()).isPresent()) {
          applying.add(delete);
        }
      }
    }
    return applying;
  }

  /**
   * Why a delete file that applies to no live data file applies to none.
   *
   * @param livePaths the paths of the live data files
   */
  String whyDangling(LiveFile delete, Set<String> livePaths) {
    ContentFile file = delete.file();
    long sequence = delete.entry().sequenceNumber() == null ? 0 : delete.entry().sequenceNumber();
    if (file.content() == FileContent.POSITION_DELETES) {
      String referenced = DeleteMatching.referencedDataFile(file);
      if (referenced != null) {
        return livePaths.contains(referenced)
            ? "references " + referenced + ", whose data sequence number is above " + sequence
            : "references " + referenced + ", which is no longer live";
      }
      return "no live data file of its spec and partition has a data sequence number <= "
          + sequence;
    }
    String where = isUnpartitioned(file.specId()) ? "in the table" : "of its spec and partition";
    return "no live data file "
        + where
        + " with a data sequence number < "
        + sequence
        + " can hold its equality values";
  }

  private boolean isUnpartitioned(int specId) {
    return metadata.spec(specId).map(PartitionSpec::isUnpartitioned).orElse(false);
  }

  /** A spec and a partition tuple, by its text, as files of one partition share it. */
  record PartitionKey(int specId, String partition) {
    static PartitionKey of(ContentFile file) {
      return new PartitionKey(file.specId(), file.partitionText());
    }
  }
}
