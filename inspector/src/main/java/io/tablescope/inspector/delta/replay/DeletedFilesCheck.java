package io.tablescope.inspector.delta.replay;

import io.tablescope.format.delta.action.RemoveFile;
import io.tablescope.inspector.delta.replay.DeltaReplayResult.Failure;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Delta's {@code checkForDeletedFilesAgainstCurrentTxnDeletedFiles}: the proposal and a winner
 * remove the same file.
 */
final class DeletedFilesCheck implements WinnerCheck {

  @Override
  public DeltaCheck check() {
    return DeltaCheck.DELETED_FILES;
  }

  @Override
  public Verdict examine(ProposedTransaction txn, WinningCommit winner, Set<String> addedBefore) {
    Set<String> ours = new HashSet<>();
    txn.actionsOf(RemoveFile.class).forEach(remove -> ours.add(remove.decodedPath()));
    List<RemoveFile> theirs = winner.removedFiles();
    String examined =
        "the "
            + theirs.size()
            + " files version "
            + winner.version()
            + " removes against the "
            + ours.size()
            + " the proposal removes";
    for (RemoveFile remove : theirs) {
      if (ours.contains(remove.decodedPath())) {
        return new Verdict(
            examined,
            new Failure(
                check(),
                DeltaException.CONCURRENT_DELETE_DELETE,
                winner.version(),
                List.of(remove.decodedPath()),
                DeltaMessages.concurrentDeleteDelete(remove.path(), winner),
                "Both the proposal and "
                    + winner.label()
                    + " remove "
                    + remove.decodedPath()
                    + "; a file can leave the table only once, so the later of two deletes,"
                    + " updates or merges of the same rows fails."));
      }
    }
    return Verdict.pass(examined);
  }
}
