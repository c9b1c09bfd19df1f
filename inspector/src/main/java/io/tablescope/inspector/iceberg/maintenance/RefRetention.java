package io.tablescope.inspector.iceberg.maintenance;

import io.tablescope.format.iceberg.metadata.SnapshotRef;
import java.util.Objects;

/**
 * What expiring snapshots decides for one branch or tag.
 *
 * @param kept whether the ref stays; a ref older than its max-ref-age (never main) is removed
 * @param why the settings that decided, worded for the user, with where each came from
 */
public record RefRetention(
    String name, SnapshotRef.Type type, long snapshotId, boolean kept, String why) {
  public RefRetention {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(type, "type");
    Objects.requireNonNull(why, "why");
  }
}
