package io.tablescope.inspector.delta.replay;

import io.tablescope.format.delta.action.AddFile;
import io.tablescope.inspector.delta.replay.DeltaReplayResult.Failure;
import java.util.List;
import java.util.Set;

/**
 * Delta's {@code checkForAddedFilesThatShouldHaveBeenReadByCurrentTxn}: a winner added files that
 * the proposal's read would have returned. Which added files count depends on the isolation level:
 * Serializable counts every one; WriteSerializable (without a metadata change) ignores a winner's
 * blind appends; SnapshotIsolation counts none. A blind-append proposal read nothing, so nothing
 * conflicts; a read of the whole table, or any read of an unpartitioned table, conflicts with any
 * counted file; otherwise the read predicate is evaluated on the files' partition values, typed by
 * the partition schema the proposal read.
 */
final class AddedFilesCheck implements WinnerCheck {

  @Override
  public DeltaCheck check() {
    return DeltaCheck.ADDED_FILES;
  }

  @Override
  public Verdict examine(ProposedTransaction txn, WinningCommit winner, Set<String> addedBefore) {
    List<AddFile> counted = counted(txn, winner);
    String examined =
        counted.size()
            + " of the "
            + winner.addedFiles().size()
            + " files version "
            + winner.version()
            + " adds (isolation "
            + txn.isolation()
            + ", winner isBlindAppend="
            + winner.isBlindAppend()
            + ")";
    if (txn.isBlindAppend() || txn.filter() == null) {
      return Verdict.pass(examined + "; the proposal read nothing");
    }
    boolean everything = txn.readsWholeTable() || txn.partitionColumns().isEmpty();
    AddFile conflict =
        counted.stream()
            .filter(file -> everything || txn.filter().matches(file.partitionValues()))
            .findFirst()
            .orElse(null);
    examined +=
        everything
            ? " against a read of the whole table"
            : " against the read predicate '" + txn.proposal().readPredicateText() + "'";
    if (conflict == null) {
      return Verdict.pass(examined);
    }
    String partition = DeltaMessages.partition(txn.partitionColumns(), conflict.partitionValues());
    boolean upgrade =
        txn.isolation() == IsolationLevel.WRITE_SERIALIZABLE
            && winner.onlyAddsFiles()
            && winner.isBlindAppend() == null;
    return new Verdict(
        examined,
        new Failure(
            check(),
            DeltaException.CONCURRENT_APPEND,
            winner.version(),
            List.of(conflict.decodedPath()),
            DeltaMessages.concurrentAppend(partition, upgrade, winner),
            winner.label()
                + " added "
                + conflict.decodedPath()
                + " in "
                + partition
                + ", which "
                + (everything
                    ? "a read of the whole table"
                    : "the read predicate '" + txn.proposal().readPredicateText() + "'")
                + " would have returned had it run after that commit. Under "
                + txn.isolation()
                + " Delta fails the proposal; a narrower read predicate (one that excludes "
                + partition
                + ") would have let it commit. This verdict depends on the read predicate"
                + " supplied."));
  }

  /** The winner's added files this isolation level checks. */
  private static List<AddFile> counted(ProposedTransaction txn, WinningCommit winner) {
    boolean winnerBlind = Boolean.TRUE.equals(winner.isBlindAppend());
    switch (txn.isolation()) {
      case SNAPSHOT_ISOLATION:
        return List.of();
      case WRITE_SERIALIZABLE:
        return winnerBlind && !txn.changesMetadata() ? List.of() : winner.addedFiles();
      default:
        return winner.addedFiles();
    }
  }
}
