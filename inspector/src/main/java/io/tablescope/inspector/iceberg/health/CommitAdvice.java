package io.tablescope.inspector.iceberg.health;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/** The plain sentences that say what drives the metadata rewrites of a table's commits. */
final class CommitAdvice {
  private CommitAdvice() {}

  static List<String> of(
      List<HourlyCommits> perHour,
      List<CommitWriter> writers,
      List<CommitBurst> bursts,
      List<CommitConflict> conflicts) {
    List<String> advice = new ArrayList<>();
    perHour.stream()
        .max(Comparator.comparingInt(HourlyCommits::commits))
        .filter(peak -> peak.commits() >= CommitPressure.BURST_COMMITS)
        .ifPresent(
            peak ->
                advice.add(
                    String.format(
                        Locale.ROOT,
                        "Peak: %,d commits in the hour from %s, each rewriting the metadata file",
                        peak.commits(),
                        Instant.ofEpochMilli(peak.hourMillis()))));
    if (!bursts.isEmpty()) {
      int commits = bursts.stream().mapToInt(CommitBurst::commits).sum();
      advice.add(
          String.format(
              Locale.ROOT,
              "%s of small commits (%,d commits adding at most %d files each, at most %d"
                  + " minutes apart): batch the writes (a longer trigger or checkpoint interval)"
                  + " so that fewer commits rewrite the metadata",
              count(bursts.size(), "burst", "bursts"),
              commits,
              CommitPressure.SMALL_COMMIT_FILES,
              CommitPressure.BURST_GAP_MS / CommitPressure.MINUTE_MS));
    }
    long concurrent = count(conflicts, CommitConflict.Kind.CONCURRENT_WRITERS);
    if (concurrent > 0) {
      advice.add(
          String.format(
              Locale.ROOT,
              "%s in which several writers committed to the same branch (%,d writers in"
                  + " all): under optimistic concurrency each conflict makes a writer retry and"
                  + " write the metadata again, a retry storm when it repeats",
              count(concurrent, "minute", "minutes"),
              writers.size()));
    }
    long rebased = count(conflicts, CommitConflict.Kind.PARENT_NOT_PREVIOUS);
    if (rebased > 0) {
      advice.add(
          String.format(
              Locale.ROOT,
              "%s written on an older head than the branch's previous commit: rebases"
                  + " after conflicts, rollbacks or staged commits",
              count(rebased, "snapshot was", "snapshots were")));
    }
    long retried = count(conflicts, CommitConflict.Kind.RETRIES);
    if (retried > 0) {
      advice.add(
          String.format(
              Locale.ROOT,
              "%s retries in their summaries: their writers lost commit races",
              count(retried, "snapshot records", "snapshots record")));
    }
    return advice;
  }

  /** A count and its noun: {@code 1 burst}, {@code 1,200 bursts}. */
  static String count(long count, String one, String many) {
    return String.format(Locale.ROOT, "%,d %s", count, count == 1 ? one : many);
  }

  private static long count(List<CommitConflict> conflicts, CommitConflict.Kind kind) {
    return conflicts.stream().filter(conflict -> conflict.kind() == kind).count();
  }
}
