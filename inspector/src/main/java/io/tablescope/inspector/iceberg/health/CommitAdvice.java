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
              "%,d bursts of small commits (%,d commits adding at most %d files each, at most %d"
                  + " minutes apart): batch the writes (a longer trigger or checkpoint interval)"
                  + " so that fewer commits rewrite the metadata",
              bursts.size(),
              commits,
              CommitPressure.SMALL_COMMIT_FILES,
              CommitPressure.BURST_GAP_MS / CommitPressure.MINUTE_MS));
    }
    long concurrent = count(conflicts, CommitConflict.Kind.CONCURRENT_WRITERS);
    if (concurrent > 0) {
      advice.add(
          String.format(
              Locale.ROOT,
              "%,d minutes in which several writers committed to the same branch (%,d writers in"
                  + " all): under optimistic concurrency each conflict makes a writer retry and"
                  + " write the metadata again, a retry storm when it repeats",
              concurrent,
              writers.size()));
    }
    long rebased = count(conflicts, CommitConflict.Kind.PARENT_NOT_PREVIOUS);
    if (rebased > 0) {
      advice.add(
          String.format(
              Locale.ROOT,
              "%,d snapshots were written on an older head than their branch's previous commit:"
                  + " rebases after conflicts, rollbacks or staged commits",
              rebased));
    }
    long retried = count(conflicts, CommitConflict.Kind.RETRIES);
    if (retried > 0) {
      advice.add(
          String.format(
              Locale.ROOT,
              "%,d snapshots record retries in their summaries: their writers lost commit races",
              retried));
    }
    return advice;
  }

  private static long count(List<CommitConflict> conflicts, CommitConflict.Kind kind) {
    return conflicts.stream().filter(conflict -> conflict.kind() == kind).count();
  }
}
