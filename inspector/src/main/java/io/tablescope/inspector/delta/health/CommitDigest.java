package io.tablescope.inspector.delta.health;

import io.tablescope.format.Problem;
import io.tablescope.format.delta.action.Action;
import io.tablescope.format.delta.action.AddFile;
import io.tablescope.format.delta.action.CommitInfo;
import io.tablescope.format.delta.action.SetTransaction;
import io.tablescope.format.delta.log.CommitActions;
import java.util.ArrayList;
import java.util.List;

/**
 * What health keeps of one commit file, so that a log of many commits is held as little: its
 * writer's {@code commitInfo} fields, its {@code txn} actions and the files it gave a deletion
 * vector.
 *
 * @param engineInfo {@code commitInfo.engineInfo}, or null
 * @param operation {@code commitInfo.operation}, or null
 * @param txnId {@code commitInfo.txnId}, or null
 * @param readVersion {@code commitInfo.readVersion}, or null
 * @param isolationLevel {@code commitInfo.isolationLevel}, or null
 * @param isBlindAppend {@code commitInfo.isBlindAppend}, or null
 * @param transactions the {@code txn} actions
 * @param dvFiles the paths of adds carrying a deletion vector
 */
record CommitDigest(
    long version,
    String engineInfo,
    String operation,
    String txnId,
    Long readVersion,
    String isolationLevel,
    Boolean isBlindAppend,
    List<SetTransaction> transactions,
    List<String> dvFiles,
    List<Problem> problems) {
  CommitDigest {
    transactions = List.copyOf(transactions);
    dvFiles = List.copyOf(dvFiles);
    problems = List.copyOf(problems);
  }

  static CommitDigest of(CommitActions commit) {
    CommitInfo info = commit.commitInfo();
    List<SetTransaction> transactions = new ArrayList<>();
    List<String> dvFiles = new ArrayList<>();
    for (Action action : commit.actions()) {
      if (action instanceof SetTransaction txn) {
        transactions.add(txn);
      } else if (action instanceof AddFile add && add.deletionVector() != null) {
        dvFiles.add(add.decodedPath());
      }
    }
    return new CommitDigest(
        commit.version(),
        info == null ? null : info.engineInfo(),
        info == null ? null : info.operation(),
        info == null ? null : info.txnId(),
        info == null ? null : info.readVersion(),
        info == null ? null : info.isolationLevel(),
        info == null ? null : info.isBlindAppend(),
        transactions,
        dvFiles,
        commit.problems());
  }
}
