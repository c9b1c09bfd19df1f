package io.tablescope.format.delta.log;

import io.tablescope.format.Problem;
import io.tablescope.format.delta.checkpoint.Checkpoint;
import io.tablescope.format.delta.checkpoint.CheckpointActions;
import io.tablescope.format.delta.checkpoint.CheckpointReader;
import io.tablescope.format.io.FileAccess;
import java.util.List;
import java.util.Map;

/**
 * Rebuilds the state at a version: the newest usable checkpoint at or below it (a damaged one is a
 * problem and the next older is tried), then every later commit in order, a log compaction standing
 * in for the run of commits it covers. A missing commit is a problem and replay goes on without it.
 */
final class StateReconstruction {
  private final FileAccess files;
  private final LogListing listing;

  StateReconstruction(FileAccess files, LogListing listing) {
    this.files = files;
    this.listing = listing;
  }

  DeltaSnapshot stateAt(long version) {
    StateBuilder state = new StateBuilder();
    Checkpoint used = null;
    for (Map.Entry<Long, List<Checkpoint>> entry :
        listing.checkpoints().headMap(version, true).descendingMap().entrySet()) {
      for (Checkpoint checkpoint : entry.getValue()) {
        CheckpointActions read = CheckpointReader.read(files, checkpoint);
        if (read.usable()) {
          state.apply(checkpoint.location(), read.actions());
          state.problems(read.findings());
          used = checkpoint;
          break;
        }
        state.problems(read.problems());
      }
      if (used != null) {
        break;
      }
    }
    long start = used == null ? 0 : used.version() + 1;
    if (used == null && !listing.commits().containsKey(0L)) {
      state.problem(
          new Problem(
              Problem.Kind.MISSING,
              listing.logDirectory(),
              "version "
                  + version
                  + " cannot be reconstructed: no usable checkpoint at or below it and no commit 0"
                  + " (the log was cleaned up or damaged)"));
      start = listing.commits().isEmpty() ? version + 1 : listing.commits().firstKey();
    }
    replay(state, start, version);
    return state.build(version, used, listing.logDirectory());
  }

  private void replay(StateBuilder state, long from, long to) {
    long next = from;
    while (next <= to) {
      LogListing.Compaction compaction = compactionFrom(next, to);
      if (compaction != null) {
        CommitActions actions =
            CommitReader.read(files, compaction.location(), compaction.toVersion());
        if (actions.problems().isEmpty()) {
          state.apply(compaction.location(), actions.actions());
          state.replayed(compaction.location());
          next = compaction.toVersion() + 1;
          continue;
        }
        // A damaged compaction is reported and its commits are read instead.
        state.problems(actions.problems());
      }
      String commit = listing.commits().get(next);
      if (commit == null) {
        state.problem(
            new Problem(
                Problem.Kind.MISSING,
                FileAccess.child(listing.logDirectory(), String.format("%020d.json", next)),
                "commit " + next + " is missing from the log; later versions replay without it"));
      } else {
        CommitActions actions = CommitReader.read(files, commit, next);
        state.problems(actions.problems());
        state.apply(commit, actions.actions());
        state.replayed(commit);
      }
      next++;
    }
  }

  /** The compaction starting at {@code from} that reaches furthest without passing {@code to}. */
  private LogListing.Compaction compactionFrom(long from, long to) {
    LogListing.Compaction best = null;
    for (LogListing.Compaction compaction : listing.compactions()) {
      boolean fits = compaction.fromVersion() == from && compaction.toVersion() <= to;
      if (fits && (best == null || compaction.toVersion() > best.toVersion())) {
        best = compaction;
      }
    }
    return best;
  }
}
