package io.tablescope.inspector.delta.replay;

import io.tablescope.format.delta.action.SetTransaction;
import io.tablescope.inspector.delta.replay.DeltaReplayResult.Failure;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * Delta's {@code checkForUpdatedApplicationTransactionIdsThatCurrentTxnDependsOn}: a winner wrote a
 * {@code txn} for an application id the proposal read. A writer reads the ids it writes (to skip a
 * batch already committed), so the proposal's own {@code txn} appIds are the ids it read.
 */
final class AppTransactionCheck implements WinnerCheck {

  @Override
  public DeltaCheck check() {
    return DeltaCheck.APP_TRANSACTIONS;
  }

  @Override
  public Verdict examine(ProposedTransaction txn, WinningCommit winner, Set<String> addedBefore) {
    Set<String> theirs = new TreeSet<>();
    winner.actionsOf(SetTransaction.class).forEach(set -> theirs.add(set.appId()));
    Set<String> overlap = new TreeSet<>(theirs);
    overlap.retainAll(txn.readAppIds());
    String examined =
        "version "
            + winner.version()
            + " sets app ids "
            + theirs
            + "; the proposal read "
            + new TreeSet<>(txn.readAppIds());
    if (overlap.isEmpty()) {
      return Verdict.pass(examined);
    }
    return new Verdict(
        examined,
        new Failure(
            check(),
            DeltaException.CONCURRENT_TRANSACTION,
            winner.version(),
            List.of(),
            DeltaMessages.concurrentTransaction(winner),
            "Version "
                + winner.version()
                + " committed for application id "
                + overlap.iterator().next()
                + ", which the proposal commits for too: two writers (two runs of one streaming"
                + " query) share that id. Stop the duplicate writer."));
  }
}
