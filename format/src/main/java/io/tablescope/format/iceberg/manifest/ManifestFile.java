package io.tablescope.format.iceberg.manifest;

import java.util.List;
import java.util.Objects;

/**
 * An entry of a manifest list: one manifest with its counts and partition summaries.
 *
 * @param sequenceNumber the sequence number of the snapshot that added the manifest (0 in v1); its
 *     ADDED entries inherit it
 * @param addedSnapshotId the snapshot that added the manifest; its entries inherit it
 * @param firstRowId the v3 first row id of the manifest's new rows, or null
 */
public record ManifestFile(
    String path,
    long length,
    int partitionSpecId,
    ManifestContent content,
    long sequenceNumber,
    long minSequenceNumber,
    Long addedSnapshotId,
    Integer addedFilesCount,
    Integer existingFilesCount,
    Integer deletedFilesCount,
    Long addedRowsCount,
    Long existingRowsCount,
    Long deletedRowsCount,
    List<FieldSummary> partitions,
    String keyMetadata,
    Long firstRowId) {
  public ManifestFile {
    Objects.requireNonNull(path, "path");
    Objects.requireNonNull(content, "content");
    partitions = List.copyOf(partitions);
  }

  /** A manifest named inline by a v1 snapshot: only its location is known. */
  public static ManifestFile inlineV1(String path, long length, long snapshotId) {
    return new ManifestFile(
        path,
        length,
        0,
        ManifestContent.DATA,
        0,
        0,
        snapshotId,
        null,
        null,
        null,
        null,
        null,
        null,
        List.of(),
        null,
        null);
  }
}
