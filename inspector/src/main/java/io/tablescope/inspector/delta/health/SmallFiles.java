package io.tablescope.inspector.delta.health;

import java.util.List;

/**
 * Live files under a size threshold, per partition.
 *
 * @param thresholdBytes files smaller than this are small
 * @param threshold how the threshold was chosen, in words
 * @param liveFiles every live file
 * @param liveBytes their total size
 * @param smallFiles the small ones
 * @param smallBytes their total size
 * @param partitionsWithSmallFiles partitions holding at least two small files
 * @param partitions those partitions, most small files first, at most {@link
 *     DeltaHealthAnalysis#TOP_PARTITIONS}
 */
public record SmallFiles(
    long thresholdBytes,
    String threshold,
    long liveFiles,
    long liveBytes,
    long smallFiles,
    long smallBytes,
    int partitionsWithSmallFiles,
    List<Partition> partitions) {
  public SmallFiles {
    partitions = List.copyOf(partitions);
  }

  /** The default small-file threshold: 32 MB. */
  public static final long DEFAULT_THRESHOLD = 32L * 1024 * 1024;

  /**
   * One partition's files.
   *
   * @param partition {@code col=value/...} in partition column order, empty for an unpartitioned
   *     table
   */
  public record Partition(String partition, long files, long smallFiles, long smallBytes) {}
}
