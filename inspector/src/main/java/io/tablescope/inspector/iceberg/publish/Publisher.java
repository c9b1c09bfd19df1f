package io.tablescope.inspector.iceberg.publish;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.format.iceberg.metadata.SnapshotRef;
import io.tablescope.inspector.iceberg.IcebergTable;
import io.tablescope.inspector.iceberg.Lineage;
import io.tablescope.inspector.iceberg.publish.PublishPreview.ReplayedSnapshot;
import io.tablescope.inspector.iceberg.replay.IcebergException;
import io.tablescope.inspector.iceberg.replay.OperationFile;
import io.tablescope.inspector.iceberg.replay.Proposal;
import io.tablescope.inspector.iceberg.replay.Replayer;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.BooleanSupplier;

/**
 * Previews publishing a branch (write-audit-publish): first {@code fastForwardBranch(target,
 * branch)}, and when Iceberg refuses that, {@code cherrypick} of each of the branch's snapshots
 * since the fork point, which Iceberg applies to main only. Then each of the branch's snapshots is
 * replayed against the target's snapshots since the fork point, so the validations the target's
 * changes would fail are named too. Reads only.
 */
public final class Publisher {
  private Publisher() {}

  /**
   * The preview of publishing {@code branch} to {@code target}.
   *
   * @param cancelled asked between the branch's snapshots; when it answers true the replays stop
   * @throws IllegalArgumentException with Iceberg's own message when the branch does not exist or
   *     is a tag, or the target is a tag
   */
  public static PublishPreview preview(
      IcebergTable table, String branch, String target, BooleanSupplier cancelled) {
    SnapshotRef branchRef = table.metadata().refs().get(branch);
    if (branchRef == null) {
      throw new IllegalArgumentException("Ref does not exist: " + branch);
    }
    if (!branchRef.isBranch()) {
      throw new IllegalArgumentException("Ref " + branch + " is a tag not a branch");
    }
    SnapshotRef targetRef = table.metadata().refs().get(target);
    if (targetRef != null && !targetRef.isBranch()) {
      throw new IllegalArgumentException("Ref " + target + " is a tag not a branch");
    }
    Snapshot branchHead = snapshot(table, branchRef);
    Snapshot targetHead = targetRef == null ? null : snapshot(table, targetRef);
    Lineage lineage = new Lineage(table);
    if (targetHead == null || lineage.isAncestor(branchHead, targetHead.snapshotId())) {
      List<Snapshot> ahead = oldestFirst(lineage.between(branchHead, id(targetHead)));
      List<PublishStep> steps = new ArrayList<>();
      for (Snapshot snapshot : ahead) {
        steps.add(
            new PublishStep(
                snapshot.snapshotId(),
                snapshot.operation(),
                PublishAction.FAST_FORWARD,
                null,
                snapshot.snapshotId() == branchHead.snapshotId()
                    ? target + " moves to this snapshot"
                    : target + " moves past it to " + branchHead.snapshotId()));
      }
      return new PublishPreview(
          branch,
          target,
          PublishVerdict.FAST_FORWARD,
          id(targetHead),
          branchHead.snapshotId(),
          id(targetHead),
          null,
          null,
          null,
          steps,
          List.of(),
          List.of(),
          List.copyOf(CherryPicks.liveDataFiles(table, branchHead)));
    }

    String fastForwardMessage =
        "Cannot fast-forward: " + target + " is not an ancestor of " + branch;
    Long forkPoint =
        lineage.commonAncestor(branchHead, targetHead).map(Snapshot::snapshotId).orElse(null);
    List<Snapshot> branchSnapshots = oldestFirst(lineage.between(branchHead, forkPoint));
    List<Long> targetSnapshots =
        oldestFirst(lineage.between(targetHead, forkPoint)).stream()
            .map(Snapshot::snapshotId)
            .toList();
    List<ReplayedSnapshot> replays = replays(table, branchSnapshots, forkPoint, target, cancelled);

    if (!SnapshotRef.MAIN_BRANCH.equals(target)) {
      // Iceberg's cherry-pick moves main only; for any other target the fast-forward is all there
      // is.
      List<PublishStep> steps = new ArrayList<>();
      for (Snapshot snapshot : branchSnapshots) {
        steps.add(
            new PublishStep(
                snapshot.snapshotId(),
                snapshot.operation(),
                PublishAction.NOT_REACHED,
                null,
                "Iceberg cherry-picks onto main only; " + target + " can only be fast-forwarded"));
      }
      return new PublishPreview(
          branch,
          target,
          PublishVerdict.REFUSED,
          forkPoint,
          branchHead.snapshotId(),
          targetHead.snapshotId(),
          fastForwardMessage,
          IcebergException.ILLEGAL_ARGUMENT_EXCEPTION,
          fastForwardMessage,
          steps,
          targetSnapshots,
          replays,
          List.of());
    }

    CherryPicks picks = new CherryPicks(table, target, targetHead).pickAll(branchSnapshots);
    PublishStep refusal = picks.refusal();
    return new PublishPreview(
        branch,
        target,
        refusal == null ? PublishVerdict.CHERRY_PICK : PublishVerdict.REFUSED,
        forkPoint,
        branchHead.snapshotId(),
        targetHead.snapshotId(),
        fastForwardMessage,
        refusal == null ? null : refusal.exception(),
        refusal == null ? null : refusal.message(),
        picks.steps(),
        targetSnapshots,
        replays,
        refusal == null ? picks.dataFiles() : List.of());
  }

  /**
   * Each of the branch's snapshots replayed as its own operation, read at the fork point, onto the
   * target, with the validations Spark turns on at serializable isolation. A snapshot the replay
   * cannot read as an operation (an unknown operation, unreadable manifests) is left out.
   */
  private static List<ReplayedSnapshot> replays(
      IcebergTable table,
      List<Snapshot> snapshots,
      Long forkPoint,
      String target,
      BooleanSupplier cancelled) {
    List<ReplayedSnapshot> replays = new ArrayList<>();
    ObjectMapper mapper = new ObjectMapper();
    for (Snapshot snapshot : snapshots) {
      if (cancelled.getAsBoolean()) {
        break;
      }
      ObjectNode operation = mapper.createObjectNode();
      operation.put("snapshot-id", snapshot.snapshotId());
      operation.put("base-snapshot-id", forkPoint);
      operation.put("branch", target);
      operation.put("isolation", "serializable");
      Proposal proposal;
      try {
        proposal = OperationFile.parse(table, operation.toString());
      } catch (IllegalArgumentException unreadable) {
        continue;
      }
      replays.add(new ReplayedSnapshot(snapshot.snapshotId(), Replayer.replay(table, proposal)));
    }
    return replays;
  }

  private static Snapshot snapshot(IcebergTable table, SnapshotRef ref) {
    return table
        .snapshot(ref.snapshotId())
        .orElseThrow(
            () ->
                new IllegalArgumentException(
                    "Cannot find snapshot " + ref.snapshotId() + " of ref " + ref.name()));
  }

  private static Long id(Snapshot snapshot) {
    return snapshot == null ? null : snapshot.snapshotId();
  }

  private static List<Snapshot> oldestFirst(List<Snapshot> newestFirst) {
    List<Snapshot> reversed = new ArrayList<>(newestFirst);
    Collections.reverse(reversed);
    return reversed;
  }
}
