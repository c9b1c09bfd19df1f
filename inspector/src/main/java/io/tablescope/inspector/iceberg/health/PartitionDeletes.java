package io.tablescope.inspector.iceberg.health;

import java.util.Objects;

/**
 * How deletes have built up in one partition of one spec: its live data beside its live delete
 * files of each kind, and the snapshot that last added one.
 *
 * @param partition the partition as {@code name=value} pairs; empty for an unpartitioned spec
 * @param positionDeleteFiles position delete files other than deletion vectors
 * @param deletionVectorBytes the vectors' own lengths in their Puffin files ({@code
 *     content_size_in_bytes}), since one Puffin file holds the vectors of many data files
 * @param lastDeleteSnapshotId the snapshot whose manifest entry added the live delete file with the
 *     highest data sequence number
 * @param lastDeleteSequenceNumber that file's data sequence number
 */
public record PartitionDeletes(
    int specId,
    String partition,
    int dataFiles,
    long dataBytes,
    int positionDeleteFiles,
    long positionDeleteBytes,
    int equalityDeleteFiles,
    long equalityDeleteBytes,
    int deletionVectors,
    long deletionVectorBytes,
    long lastDeleteSnapshotId,
    long lastDeleteSequenceNumber) {
  public PartitionDeletes {
    Objects.requireNonNull(partition, "partition");
  }

  /** Delete files of every kind in this partition. */
  public int deleteFiles() {
    return positionDeleteFiles + equalityDeleteFiles + deletionVectors;
  }

  /** Bytes of delete files of every kind in this partition. */
  public long deleteBytes() {
    return positionDeleteBytes + equalityDeleteBytes + deletionVectorBytes;
  }
}
