package io.tablescope.inspector.iceberg;

import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.inspector.history.CommitLineage;
import io.tablescope.inspector.table.Commit;
import java.util.List;
import java.util.Optional;

/**
 * {@link CommitLineage} in Iceberg's terms: walks parent pointers from a snapshot back through its
 * parents until a parent is missing (expired) or the first snapshot is reached.
 */
public final class Lineage {
  private final IcebergTable table;
  private final CommitLineage commits;

  public Lineage(IcebergTable table) {
    this.table = table;
    this.commits = new CommitLineage(table);
  }

  /** The snapshot and its ancestors, newest first. */
  public List<Snapshot> ancestorsOf(Snapshot snapshot) {
    return snapshots(snapshot, commits.ancestorsOf(IcebergFiles.commit(snapshot)));
  }

  /** The ancestors of {@code latest} newer than {@code oldestExclusive}, newest first. */
  public List<Snapshot> between(Snapshot latest, Long oldestExclusive) {
    return snapshots(latest, commits.between(IcebergFiles.commit(latest), oldestExclusive));
  }

  /** Where the lineage of {@code snapshot} is cut by an expired snapshot, if it is. */
  public Optional<CommitLineage.Cut> cut(Snapshot snapshot) {
    return commits.cut(IcebergFiles.commit(snapshot));
  }

  /** Whether {@code ancestorId} is {@code snapshot} or one of its ancestors. */
  public boolean isAncestor(Snapshot snapshot, long ancestorId) {
    return commits.isAncestor(IcebergFiles.commit(snapshot), ancestorId);
  }

  /** Whether {@code parentId} is the parent of {@code snapshot} or of one of its ancestors. */
  public boolean isParentAncestor(Snapshot snapshot, long parentId) {
    return commits.isParentAncestor(IcebergFiles.commit(snapshot), parentId);
  }

  /** The newest snapshot that is an ancestor of both, if the two lineages meet. */
  public Optional<Snapshot> commonAncestor(Snapshot a, Snapshot b) {
    return commits
        .commonAncestor(IcebergFiles.commit(a), IcebergFiles.commit(b))
        .flatMap(commit -> table.snapshot(commit.id()));
  }

  /** The snapshots of a walk that starts at {@code start}, which need not be in the table. */
  private List<Snapshot> snapshots(Snapshot start, List<Commit> commits) {
    return commits.stream()
        .map(
            commit ->
                commit.id() == start.snapshotId()
                    ? start
                    : table.snapshot(commit.id()).orElseThrow())
        .toList();
  }
}
