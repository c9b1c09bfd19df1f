package io.tablescope.inspector.iceberg;

import io.tablescope.format.iceberg.manifest.ManifestFile;

/**
 * A manifest as its entries are read: its path and what they inherit from the list entry that names
 * it. Two list entries with the same key give the same entries.
 */
public record ManifestKey(
    String path, long sequenceNumber, Long addedSnapshotId, int specId, Long firstRowId) {
  public static ManifestKey of(ManifestFile manifest) {
    return new ManifestKey(
        manifest.path(),
        manifest.sequenceNumber(),
        manifest.addedSnapshotId(),
        manifest.partitionSpecId(),
        manifest.firstRowId());
  }
}
