package io.tablescope.inspector.iceberg.health;

import java.util.Objects;

/**
 * A metadata file of the table that still exists on storage, as the folder listing sizes it.
 *
 * @param path the location as the metadata log records it (the current file: as it was read)
 * @param size its length in bytes
 * @param timestampMillis when the table moved past it, as the metadata log records (the current
 *     file: the table's {@code last-updated-ms})
 */
public record MetadataFileSize(String path, long size, long timestampMillis) {
  public MetadataFileSize {
    Objects.requireNonNull(path, "path");
    if (size < 0) {
      throw new IllegalArgumentException("Negative size " + size + " of " + path);
    }
  }
}
