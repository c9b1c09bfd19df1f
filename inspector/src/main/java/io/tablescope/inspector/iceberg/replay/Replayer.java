package io.tablescope.inspector.iceberg.replay;

import io.tablescope.format.iceberg.manifest.EntryStatus;
import io.tablescope.format.iceberg.manifest.ManifestContent;
import io.tablescope.format.iceberg.manifest.ManifestEntry;
import io.tablescope.format.iceberg.manifest.ManifestFile;
import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.format.iceberg.metadata.SnapshotRef;
import io.tablescope.inspector.iceberg.IcebergTable;
import io.tablescope.inspector.iceberg.Lineage;
import io.tablescope.inspector.iceberg.LiveFile;
import io.tablescope.inspector.iceberg.LiveFiles;
import io.tablescope.inspector.iceberg.ManifestStats;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;

/**
 * Replays a proposed operation against the snapshots committed on its branch after the one it read,
 * running the checks Iceberg runs for that operation in Iceberg's order (iceberg-validation.md §5):
 * the history-based checks over the concurrent snapshots, then the checks of the branch head's live
 * files. Unlike Iceberg it does not stop at the first failure: every failing check is listed, the
 * first being the exception Iceberg would throw. A failing replay also says what would have passed
 * ({@link ProvenFixes}).
 */
public final class Replayer {
  private Replayer() {}

  public static ReplayResult replay(IcebergTable table, Proposal proposal) {
    Snapshot parent = head(table, proposal.branch());
    ValidationRun run = new ValidationRun(table, proposal, parent).run();
    ProvenFixes fixes =
        run.failures().isEmpty()
            ? ProvenFixes.none()
            : ProvenFixes.find(table, proposal, parent, run.failures());
    return new ReplayResult(
        parent == null ? null : parent.snapshotId(),
        run.failures(),
        run.checks(),
        lastCommittable(table, proposal, parent),
        fixes.fixes(),
        fixes.withheld());
  }

  /** The branch head the commit would land on; a branch that does not exist yet starts at main. */
  static Snapshot head(IcebergTable table, String branch) {
    SnapshotRef ref = table.metadata().refs().get(branch);
    if (ref != null && ref.isBranch()) {
      return table.snapshot(ref.snapshotId()).orElse(null);
    }
    return table.metadata().currentSnapshot().orElse(null);
  }

  /**
   * The newest snapshot of the chain after the base up to which the operation still commits.
   * History checks only gain conflicts as the chain grows, so the chain is bisected.
   */
  private static Long lastCommittable(IcebergTable table, Proposal proposal, Snapshot parent) {
    if (parent == null) {
      return null;
    }
    Lineage lineage = new Lineage(table);
    List<Snapshot> chain = new ArrayList<>(lineage.between(parent, proposal.baseSnapshotId()));
    Collections.reverse(chain);
    if (proposal.baseSnapshotId() != null) {
      table.snapshot(proposal.baseSnapshotId()).ifPresent(base -> chain.add(0, base));
    }
    int low = 0;
    int high = chain.size() - 1;
    Long best = null;
    while (low <= high) {
      int middle = (low + high) >>> 1;
      ValidationRun run = new ValidationRun(table, proposal, chain.get(middle)).run();
      if (run.failures().isEmpty()) {
        best = chain.get(middle).snapshotId();
        low = middle + 1;
      } else {
        high = middle - 1;
      }
    }
    return best;
  }

  /** Whether a manifest list entry was written by the snapshot that lists it. */
  static boolean ownManifest(ManifestFile manifest, Snapshot snapshot) {
    return manifest.addedSnapshotId() != null
        && manifest.addedSnapshotId() == snapshot.snapshotId();
  }

  /**
   * Which of some files, keyed as {@link LiveFile#key()}, are live in the branch head. The head's
   * manifests are read without column statistics, and only the keys asked for are kept, not every
   * live file.
   */
  static Set<String> liveAmong(IcebergTable table, Snapshot head, Set<String> keys) {
    if (head == null || keys.isEmpty()) {
      return Set.of();
    }
    return LiveFiles.matching(
            table, head, ManifestStats.NONE, entry -> keys.contains(LiveFile.keyOf(entry)))
        .keySet();
  }

  static boolean isLiveStatus(ManifestEntry entry) {
    return entry.status() != EntryStatus.DELETED;
  }

  static boolean isDeletes(ManifestFile manifest) {
    return manifest.content() == ManifestContent.DELETES;
  }
}
