package io.tablescope.inspector.delta.health;

import io.tablescope.format.delta.action.SetTransaction;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** Who wrote the commits read, how often, and which read an older version than the one before. */
final class CommitActivityAnalysis {
  private static final long HOUR = 60L * 60 * 1000;

  private CommitActivityAnalysis() {}

  /**
   * @param times each version's commit time by Delta's rule
   * @param top how many contended commits to list
   */
  static CommitActivity of(List<CommitDigest> commits, Map<Long, Long> times, int top) {
    Map<String, CommitActivity.Writer> writers = new LinkedHashMap<>();
    Map<String, CommitActivity.Application> applications = new LinkedHashMap<>();
    Map<String, Integer> txnIds = new HashMap<>();
    Map<String, Integer> isolation = new TreeMap<>();
    Map<Long, Integer> perHour = new TreeMap<>();
    List<CommitActivity.Behind> behind = new ArrayList<>();
    int blind = 0;
    int withReadVersion = 0;
    for (CommitDigest commit : commits) {
      long version = commit.version();
      String engine = commit.engineInfo() == null ? "unknown" : commit.engineInfo();
      writers.merge(
          engine,
          new CommitActivity.Writer(engine, 1, version, version),
          (a, b) ->
              new CommitActivity.Writer(
                  engine,
                  a.commits() + 1,
                  Math.min(a.firstVersion(), version),
                  Math.max(a.lastVersion(), version)));
      for (SetTransaction txn : commit.transactions()) {
        applications.merge(
            txn.appId(),
            new CommitActivity.Application(txn.appId(), 1, txn.version(), version),
            (a, b) ->
                new CommitActivity.Application(
                    txn.appId(),
                    a.commits() + 1,
                    Math.max(a.lastTxnVersion(), txn.version()),
                    Math.max(a.lastVersion(), version)));
      }
      if (commit.txnId() != null) {
        txnIds.merge(commit.txnId(), 1, Integer::sum);
      }
      isolation.merge(
          commit.isolationLevel() == null ? "none" : commit.isolationLevel(), 1, Integer::sum);
      if (Boolean.TRUE.equals(commit.isBlindAppend())) {
        blind++;
      }
      if (commit.readVersion() != null) {
        withReadVersion++;
        if (commit.readVersion() < version - 1) {
          behind.add(
              new CommitActivity.Behind(
                  version,
                  commit.readVersion(),
                  commit.operation(),
                  commit.isolationLevel(),
                  commit.isBlindAppend(),
                  commit.engineInfo()));
        }
      }
      Long time = times.get(version);
      if (time != null) {
        perHour.merge(Math.floorDiv(time, HOUR) * HOUR, 1, Integer::sum);
      }
    }
    Map.Entry<Long, Integer> peak =
        perHour.entrySet().stream()
            .max(
                Map.Entry.<Long, Integer>comparingByValue()
                    .thenComparing(Map.Entry.comparingByKey(Comparator.reverseOrder())))
            .orElse(null);
    double hours = perHour.isEmpty() ? 1 : Math.max(1, (double) (span(commits, times)) / HOUR);
    behind.sort(
        Comparator.comparingLong(CommitActivity.Behind::winners)
            .reversed()
            .thenComparingLong(CommitActivity.Behind::version));
    return new CommitActivity(
        commits.size(),
        hours,
        peak == null ? null : peak.getKey(),
        peak == null ? 0 : peak.getValue(),
        writers.values().stream()
            .sorted(Comparator.comparingInt(CommitActivity.Writer::commits).reversed())
            .toList(),
        applications.values().stream()
            .sorted(Comparator.comparingInt(CommitActivity.Application::commits).reversed())
            .toList(),
        txnIds.values().stream().mapToInt(Integer::intValue).sum(),
        txnIds.entrySet().stream()
            .filter(e -> e.getValue() > 1)
            .map(Map.Entry::getKey)
            .sorted()
            .toList(),
        isolation,
        blind,
        withReadVersion,
        behind.subList(0, Math.min(top, behind.size())),
        behind.size());
  }

  /** The milliseconds between the first and the last dated commit. */
  static long span(List<CommitDigest> commits, Map<Long, Long> times) {
    long first = Long.MAX_VALUE;
    long last = Long.MIN_VALUE;
    for (CommitDigest commit : commits) {
      Long time = times.get(commit.version());
      if (time != null) {
        first = Math.min(first, time);
        last = Math.max(last, time);
      }
    }
    return first > last ? 0 : last - first;
  }
}
