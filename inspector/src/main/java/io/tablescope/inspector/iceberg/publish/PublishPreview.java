package io.tablescope.inspector.iceberg.publish;

import io.tablescope.inspector.iceberg.replay.IcebergException;
import io.tablescope.inspector.iceberg.replay.ReplayResult;
import java.util.List;
import java.util.Objects;

/**
 * What publishing a branch to a target branch would do, as Iceberg's {@code
 * ManageSnapshots.fastForwardBranch(target, branch)} and, when that refuses, {@code cherrypick(id)}
 * of each of the branch's snapshots since the fork point, decide it. Nothing is written.
 *
 * @param forkPointId the newest snapshot both heads descend from, or null when they share none
 * @param targetHeadId the target's head, or null when the target does not exist yet (Iceberg then
 *     creates it at the branch's head)
 * @param fastForwardMessage Iceberg's refusal of the fast-forward, or null when it is possible
 * @param exception the exception Iceberg would throw, or null unless the verdict is {@link
 *     PublishVerdict#REFUSED}
 * @param message its message, word for word, or null
 * @param snapshots the branch's snapshots since the fork point, oldest first, with what publishing
 *     does with each
 * @param targetSnapshotIds the target's snapshots since the fork point, oldest first: what changed
 *     on the target meanwhile
 * @param replays for each of the branch's snapshots a replay can read, its validations against the
 *     target's snapshots since the fork point; empty for a fast-forward
 * @param resultingDataFiles the target's live data files once published, or empty when refused
 */
public record PublishPreview(
    String branch,
    String target,
    PublishVerdict verdict,
    Long forkPointId,
    long branchHeadId,
    Long targetHeadId,
    String fastForwardMessage,
    IcebergException exception,
    String message,
    List<PublishStep> snapshots,
    List<Long> targetSnapshotIds,
    List<ReplayedSnapshot> replays,
    List<String> resultingDataFiles) {
  public PublishPreview {
    Objects.requireNonNull(branch, "branch");
    Objects.requireNonNull(target, "target");
    Objects.requireNonNull(verdict, "verdict");
    if ((verdict == PublishVerdict.REFUSED) != (exception != null && message != null)) {
      throw new IllegalArgumentException("an exception and message go with a refusal, and only");
    }
    snapshots = List.copyOf(snapshots);
    targetSnapshotIds = List.copyOf(targetSnapshotIds);
    replays = List.copyOf(replays);
    resultingDataFiles = List.copyOf(resultingDataFiles);
  }

  /** Whether Iceberg would publish the branch. */
  public boolean succeeds() {
    return verdict != PublishVerdict.REFUSED;
  }

  /**
   * The replay of one of the branch's snapshots as if written against the target's head.
   *
   * @param snapshotId the branch's snapshot
   */
  public record ReplayedSnapshot(long snapshotId, ReplayResult result) {
    public ReplayedSnapshot {
      Objects.requireNonNull(result, "result");
    }
  }
}
