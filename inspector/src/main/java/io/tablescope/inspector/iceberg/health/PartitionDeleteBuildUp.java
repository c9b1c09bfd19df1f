package io.tablescope.inspector.iceberg.health;

import static io.tablescope.format.ContentKind.DATA;
import static io.tablescope.format.ContentKind.DELETION_VECTOR;
import static io.tablescope.format.ContentKind.EQUALITY_DELETES;
import static io.tablescope.format.ContentKind.POSITION_DELETES;

import io.tablescope.format.ContentKind;
import io.tablescope.format.iceberg.manifest.ContentFile;
import io.tablescope.inspector.iceberg.LiveFile;
import io.tablescope.inspector.iceberg.health.DeleteIndex.PartitionKey;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Sums a snapshot's live files into {@link PartitionDeletes}, one per partition that holds a live
 * delete file, so that the partitions where deletes pile up (and compaction would pay most) come
 * first.
 */
final class PartitionDeleteBuildUp {
  private PartitionDeleteBuildUp() {}

  /** The partitions with a live delete file, most delete bytes first. */
  static List<PartitionDeletes> of(Iterable<LiveFile> live) {
    Map<PartitionKey, Sums> byPartition = new HashMap<>();
    for (LiveFile file : live) {
      byPartition.computeIfAbsent(PartitionKey.of(file.file()), key -> new Sums()).add(file);
    }
    List<PartitionDeletes> partitions = new ArrayList<>();
    byPartition.forEach(
        (key, sums) -> {
          if (sums.deleteFiles() > 0) {
            partitions.add(sums.toPartition(key));
          }
        });
    partitions.sort(
        Comparator.comparingLong(PartitionDeletes::deleteBytes)
            .reversed()
            .thenComparingInt(PartitionDeletes::specId)
            .thenComparing(PartitionDeletes::partition));
    return partitions;
  }

  /** The running counts of one partition. */
  private static final class Sums {
    private final int[] files = new int[ContentKind.values().length];
    private final long[] bytes = new long[ContentKind.values().length];
    private long lastSequenceNumber = -1;
    private long lastSnapshotId;

    void add(LiveFile live) {
      ContentFile file = live.file();
      int kind = file.kind().ordinal();
      files[kind]++;
      if (file.isDeletionVector()) {
        // The spec requires a vector's content size; without it, its Puffin file bounds it.
        bytes[kind] +=
            file.contentSizeInBytes() == null ? file.fileSizeInBytes() : file.contentSizeInBytes();
      } else {
        bytes[kind] += file.fileSizeInBytes();
      }
      Long sequence = live.entry().sequenceNumber();
      Long snapshotId = live.entry().snapshotId();
      if (file.kind().isDelete() && snapshotId != null) {
        long effective = sequence == null ? 0 : sequence;
        if (effective > lastSequenceNumber) {
          lastSequenceNumber = effective;
          lastSnapshotId = snapshotId;
        }
      }
    }

    int deleteFiles() {
      return files[POSITION_DELETES.ordinal()]
          + files[EQUALITY_DELETES.ordinal()]
          + files[DELETION_VECTOR.ordinal()];
    }

    PartitionDeletes toPartition(PartitionKey key) {
      return new PartitionDeletes(
          key.specId(),
          key.partition(),
          files[DATA.ordinal()],
          bytes[DATA.ordinal()],
          files[POSITION_DELETES.ordinal()],
          bytes[POSITION_DELETES.ordinal()],
          files[EQUALITY_DELETES.ordinal()],
          bytes[EQUALITY_DELETES.ordinal()],
          files[DELETION_VECTOR.ordinal()],
          bytes[DELETION_VECTOR.ordinal()],
          lastSnapshotId,
          Math.max(0, lastSequenceNumber));
    }
  }
}
