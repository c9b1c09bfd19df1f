package io.tablescope.format.iceberg.metadata;

import java.util.Objects;

/** A partition statistics file of a snapshot. */
public record PartitionStatisticsFile(long snapshotId, String path, long fileSizeInBytes) {
  public PartitionStatisticsFile {
    Objects.requireNonNull(path, "path");
  }
}
