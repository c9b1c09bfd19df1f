package io.tablescope.inspector.iceberg.health;

import io.tablescope.format.iceberg.metadata.SnapshotRef;
import java.util.Objects;

/**
 * A branch's or tag's retention as written on the ref; a null field is unset, so the table's {@code
 * history.expire.*} property (or Iceberg's default) applies.
 */
public record RefRetention(
    String name,
    SnapshotRef.Type type,
    long snapshotId,
    Integer minSnapshotsToKeep,
    Long maxSnapshotAgeMs,
    Long maxRefAgeMs) {
  public RefRetention {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(type, "type");
  }

  static RefRetention of(SnapshotRef ref) {
    return new RefRetention(
        ref.name(),
        ref.type(),
        ref.snapshotId(),
        ref.minSnapshotsToKeep(),
        ref.maxSnapshotAgeMs(),
        ref.maxRefAgeMs());
  }
}
