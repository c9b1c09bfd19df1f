package io.tablescope.inspector.delta.health;

import io.tablescope.format.Problem;
import java.util.List;

/**
 * Why a Delta table is slow or large, read from its log: the log's size and growth, the checkpoint
 * and its pointer, log clean-up, small files, deletion vectors, tombstones, who commits and how
 * they contend, and the protocol in force.
 *
 * @param now the time the ages and retentions are measured from, in epoch milliseconds
 * @param problems what could not be read, from the log and the commits read
 */
public record DeltaHealth(
    long now,
    LogGrowth log,
    CheckpointLag checkpoint,
    CheckpointPointer pointer,
    LogRetention retention,
    SmallFiles smallFiles,
    DeletionVectorBuildUp deletionVectors,
    Tombstones tombstones,
    CommitActivity activity,
    TableFeatures features,
    List<Problem> problems) {
  public DeltaHealth {
    problems = List.copyOf(problems);
  }
}
