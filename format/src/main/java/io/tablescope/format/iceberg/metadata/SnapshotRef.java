package io.tablescope.format.iceberg.metadata;

import java.util.Objects;

/**
 * A named reference to a snapshot: a branch or a tag, with its retention settings (null when
 * unset).
 */
public record SnapshotRef(
    String name,
    long snapshotId,
    Type type,
    Integer minSnapshotsToKeep,
    Long maxSnapshotAgeMs,
    Long maxRefAgeMs) {

  /** The kind of reference. */
  public enum Type {
    BRANCH,
    TAG;

    /** The name as written in metadata JSON. */
    public String jsonName() {
      return this == BRANCH ? "branch" : "tag";
    }
  }

  /** The name of the branch that {@code current-snapshot-id} follows. */
  public static final String MAIN_BRANCH = "main";

  public SnapshotRef {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(type, "type");
  }

  public boolean isBranch() {
    return type == Type.BRANCH;
  }
}
