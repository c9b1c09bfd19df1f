package io.tablescope.inspector.iceberg.scan;

import java.util.List;

/**
 * A data file the scan reads: one of iceberg-core's {@code FileScanTask}s.
 *
 * @param partition the partition as text, empty when unpartitioned
 * @param dataSequenceNumber the data sequence number deletes are weighed against, or null if
 *     unknown
 * @param manifest the manifest that lists it
 * @param reason why the filter kept it, naming the partition and column bounds
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
    String reason,
    List<PlannedDelete> deletes) {
  public PlannedFile {
    deletes = List.copyOf(deletes);
  }
}
