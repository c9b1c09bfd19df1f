package io.tablescope.inspector.delta.health;

import java.util.List;
import java.util.Map;

/**
 * Who commits and how often, and how their transactions contend.
 *
 * @param commits the commit files read
 * @param hours the hours between the first and last commit, at least one
 * @param peakHourStart the start of the busiest clock hour (UTC), or null when no commit is dated
 * @param peakHourCommits the commits in it
 * @param writers each {@code commitInfo.engineInfo}, most commits first
 * @param applications each application id in {@code txn} actions, most commits first
 * @param withTxnId commits whose {@code commitInfo} has a {@code txnId}
 * @param repeatedTxnIds {@code txnId}s found in more than one commit
 * @param isolationLevels commits per {@code commitInfo.isolationLevel} ("none" when unset)
 * @param blindAppends commits with {@code isBlindAppend} true
 * @param withReadVersion commits whose {@code commitInfo} has a {@code readVersion}
 * @param behind commits that read an older version than the one before them, most behind first, at
 *     most {@link DeltaHealthAnalysis#TOP_CONTENDED}
 * @param behindCount how many commits read an older version than the one before them
 */
public record CommitActivity(
    int commits,
    double hours,
    Long peakHourStart,
    int peakHourCommits,
    List<Writer> writers,
    List<Application> applications,
    int withTxnId,
    List<String> repeatedTxnIds,
    Map<String, Integer> isolationLevels,
    int blindAppends,
    int withReadVersion,
    List<Behind> behind,
    int behindCount) {
  public CommitActivity {
    writers = List.copyOf(writers);
    applications = List.copyOf(applications);
    repeatedTxnIds = List.copyOf(repeatedTxnIds);
    isolationLevels = Map.copyOf(isolationLevels);
    behind = List.copyOf(behind);
  }

  /** Commits per hour over the log. */
  public double commitsPerHour() {
    return commits / hours;
  }

  /**
   * One writer.
   *
   * @param engineInfo what {@code commitInfo.engineInfo} says, or "unknown"
   */
  public record Writer(String engineInfo, int commits, long firstVersion, long lastVersion) {}

  /**
   * One streaming or idempotent writer, by its {@code txn} actions.
   *
   * @param lastTxnVersion the application's newest {@code txn.version}
   * @param lastVersion the newest table version it committed
   */
  public record Application(String appId, int commits, long lastTxnVersion, long lastVersion) {}

  /**
   * A commit whose transaction read an older version than the one before it: it was checked against
   * the winners in between.
   */
  public record Behind(
      long version,
      long readVersion,
      String operation,
      String isolationLevel,
      Boolean isBlindAppend,
      String engineInfo) {

    /** The commits that won between its read and it. */
    public long winners() {
      return version - 1 - readVersion;
    }
  }
}
