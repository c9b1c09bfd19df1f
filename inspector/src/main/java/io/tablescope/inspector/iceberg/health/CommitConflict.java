package io.tablescope.inspector.iceberg.health;

import java.util.List;
import java.util.Objects;

/**
 * Commits whose metadata shows contention for a branch.
 *
 * @param kind what shows it
 * @param branch the branch the commits went to, or null when no branch reaches them
 * @param timestampMillis when: the minute's start, or the commit's time
 * @param snapshotIds the commits concerned, oldest first
 * @param writers their writers
 * @param detail one sentence for the user
 */
public record CommitConflict(
    Kind kind,
    String branch,
    long timestampMillis,
    List<Long> snapshotIds,
    List<String> writers,
    String detail) {

  /** What shows the contention. */
  public enum Kind {
    /** Several writers committed to the same branch in the same minute. */
    CONCURRENT_WRITERS("concurrent-writers"),
    /** A snapshot's parent is not the branch's previous commit: it was written on an older head. */
    PARENT_NOT_PREVIOUS("parent-not-previous"),
    /** The snapshot's summary records retries. */
    RETRIES("retries");

    private final String jsonName;

    Kind(String jsonName) {
      this.jsonName = jsonName;
    }

    public String jsonName() {
      return jsonName;
    }
  }

  public CommitConflict {
    Objects.requireNonNull(kind, "kind");
    Objects.requireNonNull(detail, "detail");
    snapshotIds = List.copyOf(snapshotIds);
    writers = List.copyOf(writers);
  }
}
