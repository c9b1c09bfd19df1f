package io.tablescope.inspector.iceberg;

import io.tablescope.format.iceberg.metadata.Snapshot;
import java.util.Objects;

/** A snapshot an incremental read walked over: whether its files are returned, and why. */
public record ScannedSnapshot(Snapshot snapshot, boolean included, String reason) {
  public ScannedSnapshot {
    Objects.requireNonNull(snapshot, "snapshot");
    Objects.requireNonNull(reason, "reason");
  }
}
