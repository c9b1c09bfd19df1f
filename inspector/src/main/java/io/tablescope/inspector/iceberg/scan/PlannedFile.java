package io.tablescope.inspector.iceberg.scan;

import java.util.List;

/**
 * A data file the scan reads: one of iceberg-core's {@code FileScanTask}s.
 *
 * @param partition the partition as text, empty when unpartitioned
 * @param dataSequenceNumber the data sequence number deletes are weighed against, or null if
 *     unknown
 * @param manifest the manifest that lists it
 * @param bounds the bounds and counts it records for the filter's columns, which let it through
 *     (e.g. {@code id in [1, 999]}); empty when the filter is true
 * @param deletes the delete files that apply to it, in manifest order
 */
public record PlannedFile(
    String path,
    int specId,
    String partition,
    long recordCount,
    long fileSizeInBytes,
    Long dataSequenceNumber,
    String manifest,
    String bounds,
    List<PlannedDelete> deletes) {
  public PlannedFile {
    deletes = List.copyOf(deletes);
  }

  /** Why the filter kept it, in words: made when shown, so a plan of many files holds less. */
  public String reason() {
    if (bounds.isEmpty()) {
      return "the filter is true: every live file is read";
    }
    return (partition.isEmpty() ? "unpartitioned" : "partition " + partition)
        + " and column bounds ("
        + bounds
        + ") can hold matching rows";
  }
}
