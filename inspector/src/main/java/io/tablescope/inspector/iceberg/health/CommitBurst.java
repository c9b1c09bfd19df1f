package io.tablescope.inspector.iceberg.health;

import java.util.List;

/**
 * A run of small commits, each within a few minutes of the one before: every one of them rewrote
 * the metadata file and a manifest list for a few files.
 *
 * @param addedFiles data and delete files the commits added, from their summaries
 * @param addedRecords records they added, from their summaries
 * @param snapshotIds the commits, oldest first
 */
public record CommitBurst(
    long startMillis, long endMillis, long addedFiles, long addedRecords, List<Long> snapshotIds) {
  public CommitBurst {
    snapshotIds = List.copyOf(snapshotIds);
    if (snapshotIds.isEmpty() || endMillis < startMillis) {
      throw new IllegalArgumentException("A burst needs commits in time order");
    }
  }

  public int commits() {
    return snapshotIds.size();
  }
}
