package io.tablescope.inspector.delta.replay;

import io.tablescope.format.Problem;
import io.tablescope.format.delta.log.CommitActions;
import io.tablescope.format.delta.log.DeltaLog;
import io.tablescope.format.delta.log.DeltaSnapshot;
import java.util.ArrayList;
import java.util.List;

/**
 * What a replay needs from a Delta log: the protocol and metadata in force at the read version (the
 * state there, from its checkpoint and commits) and every commit after it.
 *
 * @param read the table as the proposal read it
 * @param winners the commits after the read version, oldest first
 * @param problems winner commits missing from the log or with lines that do not parse, and what was
 *     damaged in the state at the read version
 */
record WinnersSinceRead(ReadState read, List<WinningCommit> winners, List<Problem> problems) {
  WinnersSinceRead {
    winners = List.copyOf(winners);
    problems = List.copyOf(problems);
  }

  /**
   * @throws IllegalArgumentException when the read version is not in the log, or the log holds no
   *     protocol or metadata at it
   */
  static WinnersSinceRead read(DeltaLog log, long readVersion) {
    if (readVersion < 0 || readVersion > log.latestVersion()) {
      throw new IllegalArgumentException(
          "read-version "
              + readVersion
              + " is not in "
              + log.tableRoot()
              + "; its latest is "
              + log.latestVersion());
    }
    DeltaSnapshot state = log.stateAt(readVersion);
    if (state.protocol() == null || state.metadata() == null) {
      throw new IllegalArgumentException(
          log.tableRoot()
              + ": no "
              + (state.protocol() == null ? "protocol" : "metaData")
              + " in force at read-version "
              + readVersion);
    }
    List<Problem> problems = new ArrayList<>(state.problems());
    List<WinningCommit> winners = new ArrayList<>();
    for (long version = readVersion + 1; version <= log.latestVersion(); version++) {
      CommitActions commit = log.commit(version);
      problems.addAll(commit.problems());
      if (!commit.actions().isEmpty() || commit.problems().isEmpty()) {
        winners.add(new WinningCommit(version, commit.actions()));
      }
    }
    return new WinnersSinceRead(
        new ReadState(readVersion, state.protocol(), state.metadata()), winners, problems);
  }
}
