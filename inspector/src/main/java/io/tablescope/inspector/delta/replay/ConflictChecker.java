package io.tablescope.inspector.delta.replay;

import io.tablescope.format.Problem;
import io.tablescope.format.delta.action.AddFile;
import io.tablescope.inspector.delta.replay.DeltaReplayResult.CheckResult;
import io.tablescope.inspector.delta.replay.DeltaReplayResult.Failure;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Delta's conflict detection as a pure function: the proposal, the table as it read it, and the
 * winning commits in version order in; the verdict out. Each winner goes through the checks in
 * Delta's order (delta.md A.6.3); like Delta, the first conflict ends the replay.
 */
public final class ConflictChecker {
  private static final List<WinnerCheck> CHECKS =
      List.of(
          new ProtocolCheck(),
          new MetadataCheck(),
          new DomainMetadataCheck(),
          new AppTransactionCheck(),
          new AddedFilesCheck(),
          new DeletedReadFilesCheck(),
          new DeletedFilesCheck());

  private ConflictChecker() {}

  /**
   * Checks a proposal against the winners.
   *
   * @param winners the commits after the read version, oldest first
   * @param problems what could not be read of the winners, carried into the result
   * @throws IllegalArgumentException when the read predicate does not bind to the partition columns
   *     at the read version
   */
  public static DeltaReplayResult check(
      DeltaProposal proposal, ReadState read, List<WinningCommit> winners, List<Problem> problems) {
    ProposedTransaction txn = new ProposedTransaction(proposal, read);
    List<CheckResult> checks = new ArrayList<>();
    List<Long> versions = new ArrayList<>();
    Set<String> addedBefore = new HashSet<>();
    Failure failure = null;
    for (WinningCommit winner : winners) {
      versions.add(winner.version());
      for (WinnerCheck check : CHECKS) {
        WinnerCheck.Verdict verdict = check.examine(txn, winner, addedBefore);
        checks.add(
            new CheckResult(
                check.check(), winner.version(), verdict.failure() == null, verdict.examined()));
        if (verdict.failure() != null) {
          failure = verdict.failure();
          break;
        }
      }
      if (failure != null) {
        break;
      }
      winner.addedFiles().stream().map(AddFile::decodedPath).forEach(addedBefore::add);
    }
    return new DeltaReplayResult(
        proposal.readVersion(),
        txn.declaredIsolation(),
        txn.isolation(),
        proposal.readPredicateText(),
        versions,
        failure == null ? List.of() : List.of(failure),
        checks,
        problems);
  }
}
