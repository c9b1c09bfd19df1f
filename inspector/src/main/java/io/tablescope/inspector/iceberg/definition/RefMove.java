package io.tablescope.inspector.iceberg.definition;

import java.util.Objects;

/**
 * A branch or tag that points elsewhere in a metadata version than in the one before; {@code main}
 * follows {@code current-snapshot-id}.
 *
 * @param metadataFile the metadata file where the ref points at {@code to}
 * @param from the snapshot before, or null when the ref was created
 * @param to the snapshot now, or null when the ref was removed
 */
public record RefMove(
    String metadataFile, long timestampMillis, String ref, Long from, Long to, Kind kind) {

  /** How a ref moved. */
  public enum Kind {
    /** The ref is new. */
    CREATED("created"),
    /** The ref moved to a snapshot this version added. */
    COMMIT("commit"),
    /** The ref moved back to an ancestor of its snapshot. */
    ROLLBACK("rollback"),
    /** The ref moved forward to a descendant that was already committed (e.g. on a branch). */
    FAST_FORWARD("fast-forward"),
    /** The ref moved to an existing snapshot that is neither ancestor nor descendant. */
    SET("set"),
    /** The ref is gone. */
    REMOVED("removed");

    private final String word;

    Kind(String word) {
      this.word = word;
    }

    public String word() {
      return word;
    }
  }

  public RefMove {
    Objects.requireNonNull(metadataFile, "metadataFile");
    Objects.requireNonNull(ref, "ref");
    Objects.requireNonNull(kind, "kind");
  }
}
