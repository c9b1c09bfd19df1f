package io.tablescope.inspector.iceberg;

import io.tablescope.format.iceberg.metadata.Snapshot;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Walks parent pointers, as Iceberg does: from a snapshot back through its parents until a parent
 * is missing (expired) or the first snapshot is reached. Other branches and rolled-back snapshots
 * are never visited.
 */
public final class Lineage {
  private final IcebergTable table;

  public Lineage(IcebergTable table) {
    this.table = table;
  }

  /** The snapshot and its ancestors, newest first. */
  public List<Snapshot> ancestorsOf(Snapshot snapshot) {
    List<Snapshot> ancestors = new ArrayList<>();
    Set<Long> seen = new HashSet<>();
    Snapshot current = snapshot;
    // The seen set guards against a parent cycle in damaged metadata.
    while (current != null && seen.add(current.snapshotId())) {
      ancestors.add(current);
      current = current.parentId() == null ? null : table.snapshot(current.parentId()).orElse(null);
    }
    return ancestors;
  }

  /**
   * The ancestors of {@code latest} newer than {@code oldestExclusive}, newest first, as Iceberg's
   * {@code SnapshotUtil.ancestorsBetween}: the walk stops at {@code oldestExclusive} or where the
   * lineage ends.
   */
  public List<Snapshot> between(Snapshot latest, Long oldestExclusive) {
    List<Snapshot> between = new ArrayList<>();
    for (Snapshot snapshot : ancestorsOf(latest)) {
      if (oldestExclusive != null && snapshot.snapshotId() == oldestExclusive) {
        break;
      }
      between.add(snapshot);
    }
    return between;
  }

  /**
   * Where the lineage of {@code snapshot} is cut: the oldest ancestor still in the metadata whose
   * parent is not (expired), or empty when the walk reaches a snapshot without a parent.
   */
  public Optional<Cut> cut(Snapshot snapshot) {
    List<Snapshot> ancestors = ancestorsOf(snapshot);
    Snapshot oldest = ancestors.get(ancestors.size() - 1);
    Long parentId = oldest.parentId();
    if (parentId == null || table.snapshot(parentId).isPresent()) {
      return Optional.empty();
    }
    return Optional.of(new Cut(oldest.snapshotId(), parentId));
  }

  /**
   * A lineage cut by an expired snapshot.
   *
   * @param oldestSnapshotId the oldest snapshot of the lineage still in the metadata
   * @param missingParentId its parent, which the metadata no longer holds
   */
  public record Cut(long oldestSnapshotId, long missingParentId) {
    /** The cut for a person, e.g. {@code main's lineage stops at snapshot 5, whose parent ...}. */
    public String text(String lineage) {
      return lineage
          + "'s lineage stops at snapshot "
          + oldestSnapshotId
          + ", whose parent "
          + missingParentId
          + " is no longer in the metadata (expired)";
    }
  }

  /** Whether {@code ancestorId} is {@code snapshot} or one of its ancestors. */
  public boolean isAncestor(Snapshot snapshot, long ancestorId) {
    return ancestorsOf(snapshot).stream().anyMatch(ancestor -> ancestor.snapshotId() == ancestorId);
  }

  /** Whether {@code parentId} is the parent of {@code snapshot} or of one of its ancestors. */
  public boolean isParentAncestor(Snapshot snapshot, long parentId) {
    return ancestorsOf(snapshot).stream()
        .anyMatch(ancestor -> ancestor.parentId() != null && ancestor.parentId() == parentId);
  }

  /** The newest snapshot that is an ancestor of both, if the two lineages meet. */
  public Optional<Snapshot> commonAncestor(Snapshot a, Snapshot b) {
    Set<Long> ofA = new HashSet<>();
    ancestorsOf(a).forEach(snapshot -> ofA.add(snapshot.snapshotId()));
    return ancestorsOf(b).stream()
        .filter(snapshot -> ofA.contains(snapshot.snapshotId()))
        .findFirst();
  }
}
