package io.tablescope.inspector.delta.replay;

import io.tablescope.format.delta.action.RemoveFile;
import io.tablescope.inspector.delta.replay.DeltaReplayResult.Failure;
import java.util.List;
import java.util.Set;

/**
 * Delta's {@code checkForDeletedFilesAgainstCurrentTxnReadFiles}: a winner removed a file the
 * proposal read, or removed anything when the proposal read the whole table. The files read are
 * those the user lists, or else the files live at the read version whose partition values match the
 * read predicate: a removed file counts when no earlier winner added it and it matches.
 */
final class DeletedReadFilesCheck implements WinnerCheck {

  @Override
  public DeltaCheck check() {
    return DeltaCheck.DELETED_READ_FILES;
  }

  @Override
  public Verdict examine(ProposedTransaction txn, WinningCommit winner, Set<String> addedBefore) {
    List<RemoveFile> removed = winner.removedFiles();
    String examined =
        "the "
            + removed.size()
            + " files version "
            + winner.version()
            + " removes against "
            + (txn.readFiles() != null
                ? "the " + txn.readFiles().size() + " read files supplied"
                : txn.filter() == null
                    ? "no read (the proposal read nothing)"
                    : "the files live at version "
                        + txn.read().readVersion()
                        + " matching '"
                        + txn.proposal().readPredicateText()
                        + "'");
    for (RemoveFile remove : removed) {
      if (wasRead(txn, remove, addedBefore)) {
        String file =
            remove.path()
                + " in "
                + DeltaMessages.partition(txn.partitionColumns(), remove.partitionValues());
        return new Verdict(examined, failure(txn, winner, remove, file, "was read by"));
      }
    }
    if (txn.readsWholeTable() && !removed.isEmpty()) {
      RemoveFile first = removed.get(0);
      return new Verdict(
          examined,
          failure(txn, winner, first, first.path(), "was part of the whole table read by"));
    }
    return Verdict.pass(examined);
  }

  private static boolean wasRead(ProposedTransaction txn, RemoveFile remove, Set<String> added) {
    if (txn.readFiles() != null) {
      return txn.listsAsRead(remove);
    }
    if (txn.filter() == null || txn.readsWholeTable() || added.contains(remove.decodedPath())) {
      return false;
    }
    // A remove without partition values (an old writer) cannot be placed; only an unpartitioned
    // table's files are all in the read then.
    return remove.partitionValues() != null
        ? txn.filter().matches(remove.partitionValues())
        : txn.partitionColumns().isEmpty();
  }

  private static Failure failure(
      ProposedTransaction txn, WinningCommit winner, RemoveFile remove, String file, String how) {
    return new Failure(
        DeltaCheck.DELETED_READ_FILES,
        DeltaException.CONCURRENT_DELETE_READ,
        winner.version(),
        List.of(remove.decodedPath()),
        DeltaMessages.concurrentDeleteRead(file, winner),
        winner.label()
            + " removed "
            + remove.decodedPath()
            + ", which "
            + how
            + " the proposal at version "
            + txn.read().readVersion()
            + ": what it wrote was computed from rows that no longer exist. This verdict depends"
            + " on the read predicate and read files supplied.");
  }
}
