package io.tablescope.inspector.iceberg.health;

import java.util.Objects;

/**
 * The delete files a scan would apply to one live data file, counted by kind.
 *
 * @param recordCount the data file's rows
 */
public record DataFileDeletes(
    String path,
    String partition,
    long recordCount,
    int positionDeletes,
    int equalityDeletes,
    int deletionVectors) {
  public DataFileDeletes {
    Objects.requireNonNull(path, "path");
    Objects.requireNonNull(partition, "partition");
  }

  /** Delete files of every kind applied to this file. */
  public int deletes() {
    return positionDeletes + equalityDeletes + deletionVectors;
  }
}
