package io.tablescope.inspector.iceberg.health;

import java.util.Objects;

/**
 * The live files of one partition of one spec.
 *
 * @param partition the partition as {@code name=value} pairs; empty for an unpartitioned spec
 * @param dataBytes the sizes of the data files
 * @param smallFiles data files below the small-file threshold of {@link FileHealth}
 * @param dataRows the record counts of the data files
 * @param positionDeleteFiles position delete files other than deletion vectors, in this partition
 */
public record PartitionFiles(
    int specId,
    String partition,
    int dataFiles,
    long dataBytes,
    int smallFiles,
    long dataRows,
    int positionDeleteFiles,
    int equalityDeleteFiles,
    int deletionVectors) {
  public PartitionFiles {
    Objects.requireNonNull(partition, "partition");
    if (smallFiles > dataFiles) {
      throw new IllegalArgumentException(
          "More small files (" + smallFiles + ") than data files (" + dataFiles + ")");
    }
  }

  /** Delete files of every kind in this partition. */
  public int deleteFiles() {
    return positionDeleteFiles + equalityDeleteFiles + deletionVectors;
  }
}
