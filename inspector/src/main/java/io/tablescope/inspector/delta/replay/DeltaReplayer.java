package io.tablescope.inspector.delta.replay;

import io.tablescope.format.delta.log.DeltaLog;
import io.tablescope.format.io.FileAccess;
import java.io.IOException;

/**
 * Replays a proposed Delta commit against the versions committed after the one it read, as Delta's
 * optimistic transaction does when its commit file already exists: each winner in version order
 * through Delta's conflict checks, stopping at the first conflict with Delta's exception and
 * message.
 */
public final class DeltaReplayer {
  private DeltaReplayer() {}

  /**
   * Reads the log of the table at {@code tableRoot} and replays the proposal. Missing or damaged
   * winner commits are problems in the result.
   *
   * @throws IllegalArgumentException when the read version is not in the log, the state at it
   *     cannot be read, or the read predicate names a column that is not a partition column
   */
  public static DeltaReplayResult replay(
      FileAccess files, String tableRoot, DeltaProposal proposal) {
    try {
      return replay(DeltaLog.open(files, tableRoot), proposal);
    } catch (IOException e) {
      throw new IllegalArgumentException(e.getMessage(), e);
    }
  }

  /** Replays the proposal against a log already open. */
  public static DeltaReplayResult replay(DeltaLog log, DeltaProposal proposal) {
    WinnersSinceRead since = WinnersSinceRead.read(log, proposal.readVersion());
    return ConflictChecker.check(proposal, since.read(), since.winners(), since.problems());
  }
}
