package io.tablescope.inspector.iceberg.health;

import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.format.iceberg.metadata.SnapshotRef;
import io.tablescope.format.iceberg.metadata.TableMetadata;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The branch each snapshot was committed to, as far as the metadata tells: the first branch (main
 * first, then by name) whose history reaches it; a snapshot no branch reaches (rolled back, staged,
 * left behind by a rebase) goes with its parent's branch.
 */
final class BranchOf {
  private final Map<Long, String> branches = new HashMap<>();

  BranchOf(TableMetadata metadata, List<Snapshot> inCommitOrder) {
    Map<Long, Snapshot> byId = new HashMap<>();
    metadata.snapshots().forEach(snapshot -> byId.put(snapshot.snapshotId(), snapshot));
    List<SnapshotRef> refs =
        metadata.refs().values().stream()
            .filter(SnapshotRef::isBranch)
            .sorted(
                Comparator.comparing(
                        (SnapshotRef ref) -> !SnapshotRef.MAIN_BRANCH.equals(ref.name()))
                    .thenComparing(SnapshotRef::name))
            .toList();
    for (SnapshotRef ref : refs) {
      Snapshot ancestor = byId.get(ref.snapshotId());
      // Stops at the first snapshot already claimed: its ancestors are claimed too (or a cycle).
      while (ancestor != null && branches.putIfAbsent(ancestor.snapshotId(), ref.name()) == null) {
        ancestor = ancestor.parentId() == null ? null : byId.get(ancestor.parentId());
      }
    }
    for (Snapshot snapshot : inCommitOrder) {
      if (!branches.containsKey(snapshot.snapshotId()) && snapshot.parentId() != null) {
        String parentBranch = branches.get(snapshot.parentId());
        if (parentBranch != null) {
          branches.put(snapshot.snapshotId(), parentBranch);
        }
      }
    }
  }

  /** The snapshot's branch, or null when no branch reaches it or its parent. */
  String of(Snapshot snapshot) {
    return branches.get(snapshot.snapshotId());
  }
}
