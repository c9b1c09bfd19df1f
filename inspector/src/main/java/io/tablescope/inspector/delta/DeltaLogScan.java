package io.tablescope.inspector.delta;

import io.tablescope.format.delta.action.CommitInfo;
import io.tablescope.format.delta.checkpoint.CheckpointActions;
import io.tablescope.format.delta.log.CommitActions;
import io.tablescope.format.delta.log.DeltaLog;
import io.tablescope.format.delta.log.DeltaVersion;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;

/**
 * Reads every version of a Delta log once, in version order: the oldest checkpoint first when the
 * log no longer starts at commit 0 (its files are older than every commit kept), then each commit
 * file. Commit files are read in parallel a window at a time, so a long log is never all in memory.
 */
public final class DeltaLogScan {
  /** How many commit files are read ahead of the one handed on. */
  private static final int WINDOW = 32;

  private DeltaLogScan() {}

  /** Hands each version's actions to the visitor, oldest first. */
  public static void scan(DeltaTable table, Consumer<LoggedVersion> visitor) {
    DeltaLog log = table.log();
    List<DeltaVersion> versions = log.versions();
    DeltaVersion oldest = versions.get(0);
    if (oldest.version() > 0 && !oldest.checkpoints().isEmpty()) {
      CheckpointActions checkpoint = log.checkpointActions(oldest.checkpoints().get(0));
      visitor.accept(
          new LoggedVersion(
              oldest.version(), true, "checkpoint", checkpoint.actions(), checkpoint.problems()));
    }
    Deque<CompletableFuture<LoggedVersion>> reading = new ArrayDeque<>();
    for (DeltaVersion version : versions) {
      if (version.commit() == null) {
        continue;
      }
      long number = version.version();
      reading.add(CompletableFuture.supplyAsync(() -> read(log, number), table.executor()));
      if (reading.size() >= WINDOW) {
        visitor.accept(reading.removeFirst().join());
      }
    }
    while (!reading.isEmpty()) {
      visitor.accept(reading.removeFirst().join());
    }
  }

  private static LoggedVersion read(DeltaLog log, long version) {
    CommitActions commit = log.commit(version);
    CommitInfo info = commit.commitInfo();
    return new LoggedVersion(
        version,
        false,
        info == null ? null : info.operation(),
        commit.actions(),
        commit.problems());
  }
}
