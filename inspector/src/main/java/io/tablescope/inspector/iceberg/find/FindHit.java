package io.tablescope.inspector.iceberg.find;

import java.util.List;
import java.util.Objects;

/**
 * One thing a search found in a table, and where it is.
 *
 * @param name the snapshot id, the manifest's path or the file's recorded path
 * @param detail what else identifies it: a snapshot's operation, a file's partition, else empty
 * @param snapshotIds the snapshots holding it, in commit order: for a file those in which it is
 *     live, for a manifest those whose list names it, for a snapshot itself
 * @param manifests the manifests holding it: for a file those with an entry for it, for a snapshot
 *     those its list names, for a manifest itself
 */
public record FindHit(
    Kind kind, String name, String detail, List<Long> snapshotIds, List<String> manifests) {
  public FindHit {
    Objects.requireNonNull(kind, "kind");
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(detail, "detail");
    snapshotIds = List.copyOf(snapshotIds);
    manifests = List.copyOf(manifests);
  }

  /** What a hit is. */
  public enum Kind {
    SNAPSHOT("snapshot"),
    MANIFEST("manifest"),
    DATA_FILE("data file"),
    DELETE_FILE("delete file");

    private final String word;

    Kind(String word) {
      this.word = word;
    }

    /** The kind in words, as the CLI and the app say it. */
    public String word() {
      return word;
    }
  }
}
