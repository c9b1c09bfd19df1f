package io.tablescope.inspector.iceberg.definition;

import io.tablescope.format.Problem;
import java.util.Objects;

/**
 * A metadata file of the metadata log (or the current one) as read for the history.
 *
 * @param timestampMillis when the log says it was written (the current file: its last-updated-ms)
 * @param currentSnapshotId main's snapshot in it, or null
 * @param problem why it could not be read, or null when it was
 */
public record MetadataVersion(
    String metadataFile, long timestampMillis, Long currentSnapshotId, Problem problem) {
  public MetadataVersion {
    Objects.requireNonNull(metadataFile, "metadataFile");
  }

  public boolean isReadable() {
    return problem == null;
  }
}
