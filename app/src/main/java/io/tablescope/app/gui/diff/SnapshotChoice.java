package io.tablescope.app.gui.diff;

import io.tablescope.format.metadata.Snapshot;
import java.util.Objects;

/** A snapshot offered for a diff, by a ref's name or by its id. */
public record SnapshotChoice(String label, Snapshot snapshot) {
  public SnapshotChoice {
    Objects.requireNonNull(label, "label");
    Objects.requireNonNull(snapshot, "snapshot");
  }

  @Override
  public String toString() {
    return label;
  }
}
