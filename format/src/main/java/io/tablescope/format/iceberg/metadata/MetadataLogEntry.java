package io.tablescope.format.iceberg.metadata;

import java.util.Objects;

/** An entry of the metadata log: an earlier metadata file and when it was written. */
public record MetadataLogEntry(long timestampMillis, String metadataFile) {
  public MetadataLogEntry {
    Objects.requireNonNull(metadataFile, "metadataFile");
  }
}
