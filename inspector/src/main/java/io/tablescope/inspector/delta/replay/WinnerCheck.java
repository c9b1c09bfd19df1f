package io.tablescope.inspector.delta.replay;

import io.tablescope.inspector.delta.replay.DeltaReplayResult.Failure;
import java.util.Set;

/** One of Delta's conflict checks, run against one winning commit. */
interface WinnerCheck {

  DeltaCheck check();

  /**
   * Checks the proposal against a winner.
   *
   * @param addedBefore the decoded paths added by the winners before this one: files the proposal
   *     cannot have read
   */
  Verdict examine(ProposedTransaction txn, WinningCommit winner, Set<String> addedBefore);

  /** What a check looked at, and the conflict it found (null when it passed). */
  record Verdict(String examined, Failure failure) {
    static Verdict pass(String examined) {
      return new Verdict(examined, null);
    }
  }
}
