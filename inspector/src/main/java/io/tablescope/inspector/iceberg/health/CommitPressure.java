package io.tablescope.inspector.iceberg.health;

import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.format.iceberg.metadata.TableMetadata;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * How hard the table is committed to, from its snapshots alone: commits per hour and per writer,
 * bursts of small commits, and commits that show contention (several writers in the same minute on
 * a branch, snapshots written on an older head, summaries recording retries). Every commit rewrites
 * the metadata file, so these are what drive its rewrites.
 *
 * @param commits every snapshot the metadata still holds
 * @param perHour the hours with commits, oldest first
 * @param writers the writers, most commits first
 * @param bursts runs of small commits, oldest first
 * @param conflicts commits that show contention, oldest first
 * @param advice plain sentences on what drives the rewrites, empty when nothing stands out
 */
public record CommitPressure(
    int commits,
    List<HourlyCommits> perHour,
    List<CommitWriter> writers,
    List<CommitBurst> bursts,
    List<CommitConflict> conflicts,
    List<String> advice) {

  static final long HOUR_MS = 60L * 60 * 1000;
  static final long MINUTE_MS = 60L * 1000;

  /** A commit adding at most this many files (data and delete) is small. */
  public static final long SMALL_COMMIT_FILES = 10;

  /** Small commits at most this far apart belong to one run. */
  public static final long BURST_GAP_MS = 5 * MINUTE_MS;

  /** A run of at least this many small commits is a burst. */
  public static final int BURST_COMMITS = 10;

  public CommitPressure {
    perHour = List.copyOf(perHour);
    writers = List.copyOf(writers);
    bursts = List.copyOf(bursts);
    conflicts = List.copyOf(conflicts);
    advice = List.copyOf(advice);
  }

  /** Reads the pressure from the snapshots of the metadata. */
  public static CommitPressure of(TableMetadata metadata) {
    List<Snapshot> byTime =
        metadata.snapshots().stream()
            .sorted(
                Comparator.comparingLong(Snapshot::timestampMillis)
                    .thenComparingLong(Snapshot::sequenceNumber)
                    .thenComparingLong(Snapshot::snapshotId))
            .toList();
    List<Snapshot> inCommitOrder =
        metadata.snapshots().stream()
            .sorted(
                Comparator.comparingLong(Snapshot::sequenceNumber)
                    .thenComparingLong(Snapshot::timestampMillis)
                    .thenComparingLong(Snapshot::snapshotId))
            .toList();
    BranchOf branches = new BranchOf(metadata, inCommitOrder);
    List<CommitBurst> bursts = bursts(byTime);
    List<CommitConflict> conflicts = new ArrayList<>(concurrentWriters(byTime, branches));
    conflicts.addAll(parentsNotPrevious(inCommitOrder, branches));
    conflicts.addAll(retries(byTime, branches));
    conflicts.sort(Comparator.comparingLong(CommitConflict::timestampMillis));
    List<HourlyCommits> perHour = perHour(byTime, bursts);
    List<CommitWriter> writers = writers(byTime);
    return new CommitPressure(
        byTime.size(),
        perHour,
        writers,
        bursts,
        conflicts,
        CommitAdvice.of(perHour, writers, bursts, conflicts));
  }

  /** Who wrote a snapshot, by the keys engines put in its summary. */
  public static String writerOf(Snapshot snapshot) {
    Map<String, String> summary = snapshot.summary();
    for (String key : List.of("spark.app.id", "flink.job-id", "app-id", "engine-name")) {
      String value = summary.get(key);
      if (value != null && !value.isBlank()) {
        return key + "=" + value;
      }
    }
    return "unknown";
  }

  private static String engineOf(Snapshot snapshot) {
    Map<String, String> summary = snapshot.summary();
    String name = summary.get("engine-name");
    if (name != null) {
      String version = summary.get("engine-version");
      return version == null ? name : name + " " + version;
    }
    String iceberg = summary.get("iceberg-version");
    return iceberg == null ? "" : iceberg;
  }

  private static List<HourlyCommits> perHour(List<Snapshot> byTime, List<CommitBurst> bursts) {
    Set<Long> inBurst = new LinkedHashSet<>();
    bursts.forEach(burst -> inBurst.addAll(burst.snapshotIds()));
    Map<Long, int[]> hours = new TreeMap<>();
    for (Snapshot snapshot : byTime) {
      int[] counts =
          hours.computeIfAbsent(
              Math.floorDiv(snapshot.timestampMillis(), HOUR_MS) * HOUR_MS, hour -> new int[2]);
      counts[0]++;
      if (inBurst.contains(snapshot.snapshotId())) {
        counts[1]++;
      }
    }
    List<HourlyCommits> perHour = new ArrayList<>();
    hours.forEach((hour, counts) -> perHour.add(new HourlyCommits(hour, counts[0], counts[1])));
    return perHour;
  }

  private static List<CommitWriter> writers(List<Snapshot> byTime) {
    Map<String, CommitWriter> writers = new LinkedHashMap<>();
    for (Snapshot snapshot : byTime) {
      long time = snapshot.timestampMillis();
      writers.merge(
          writerOf(snapshot),
          new CommitWriter(writerOf(snapshot), engineOf(snapshot), 1, time, time),
          (old, next) ->
              new CommitWriter(
                  old.writer(),
                  old.engine().isEmpty() ? next.engine() : old.engine(),
                  old.commits() + 1,
                  old.firstMillis(),
                  next.lastMillis()));
    }
    return writers.values().stream()
        .sorted(
            Comparator.comparingInt(CommitWriter::commits)
                .reversed()
                .thenComparing(CommitWriter::writer))
        .toList();
  }

  private static List<CommitBurst> bursts(List<Snapshot> byTime) {
    List<CommitBurst> bursts = new ArrayList<>();
    List<Snapshot> run = new ArrayList<>();
    for (Snapshot snapshot : byTime) {
      boolean continues =
          !run.isEmpty()
              && snapshot.timestampMillis() - run.get(run.size() - 1).timestampMillis()
                  <= BURST_GAP_MS;
      if (!continues) {
        addBurst(bursts, run);
        run.clear();
      }
      if (addedFiles(snapshot) <= SMALL_COMMIT_FILES) {
        run.add(snapshot);
      } else {
        addBurst(bursts, run);
        run.clear();
      }
    }
    addBurst(bursts, run);
    return bursts;
  }

  private static void addBurst(List<CommitBurst> bursts, List<Snapshot> run) {
    if (run.size() < BURST_COMMITS) {
      return;
    }
    bursts.add(
        new CommitBurst(
            run.get(0).timestampMillis(),
            run.get(run.size() - 1).timestampMillis(),
            run.stream().mapToLong(CommitPressure::addedFiles).sum(),
            run.stream().mapToLong(snapshot -> count(snapshot, "added-records")).sum(),
            run.stream().map(Snapshot::snapshotId).toList()));
  }

  /** Data and delete files a commit added; a summary without counts is taken as not small. */
  static long addedFiles(Snapshot snapshot) {
    Map<String, String> summary = snapshot.summary();
    if (!summary.containsKey("added-data-files") && !summary.containsKey("added-delete-files")) {
      return Long.MAX_VALUE;
    }
    return count(snapshot, "added-data-files") + count(snapshot, "added-delete-files");
  }

  private static long count(Snapshot snapshot, String key) {
    String value = snapshot.summary().get(key);
    try {
      return value == null ? 0 : Long.parseLong(value.trim());
    } catch (NumberFormatException e) {
      return 0;
    }
  }

  private static List<CommitConflict> concurrentWriters(List<Snapshot> byTime, BranchOf branches) {
    Map<String, List<Snapshot>> byMinute = new LinkedHashMap<>();
    for (Snapshot snapshot : byTime) {
      String branch = branches.of(snapshot);
      long minute = Math.floorDiv(snapshot.timestampMillis(), MINUTE_MS) * MINUTE_MS;
      byMinute.computeIfAbsent(branch + "@" + minute, key -> new ArrayList<>()).add(snapshot);
    }
    List<CommitConflict> conflicts = new ArrayList<>();
    for (List<Snapshot> commits : byMinute.values()) {
      List<String> writers = commits.stream().map(CommitPressure::writerOf).distinct().toList();
      if (writers.size() < 2) {
        continue;
      }
      Snapshot first = commits.get(0);
      String branch = branches.of(first);
      long minute = Math.floorDiv(first.timestampMillis(), MINUTE_MS) * MINUTE_MS;
      conflicts.add(
          new CommitConflict(
              CommitConflict.Kind.CONCURRENT_WRITERS,
              branch,
              minute,
              commits.stream().map(Snapshot::snapshotId).toList(),
              writers,
              String.format(
                  Locale.ROOT,
                  "%d writers made %d commits to %s in the minute from %s: %s",
                  writers.size(),
                  commits.size(),
                  branch == null ? "no branch" : branch,
                  Instant.ofEpochMilli(minute),
                  String.join(", ", writers))));
    }
    return conflicts;
  }

  private static List<CommitConflict> parentsNotPrevious(
      List<Snapshot> inCommitOrder, BranchOf branches) {
    Map<String, Snapshot> previous = new LinkedHashMap<>();
    List<CommitConflict> conflicts = new ArrayList<>();
    for (Snapshot snapshot : inCommitOrder) {
      String branch = branches.of(snapshot);
      if (branch == null) {
        continue;
      }
      Snapshot before = previous.put(branch, snapshot);
      if (before != null
          && snapshot.parentId() != null
          && snapshot.parentId() != before.snapshotId()) {
        conflicts.add(
            new CommitConflict(
                CommitConflict.Kind.PARENT_NOT_PREVIOUS,
                branch,
                snapshot.timestampMillis(),
                List.of(snapshot.snapshotId()),
                List.of(writerOf(snapshot)),
                String.format(
                    Locale.ROOT,
                    "Snapshot %d's parent is %d, not %d, the previous commit on %s: it was written"
                        + " on an older head (a rebase after a conflict, a rollback or a staged"
                        + " commit)",
                    snapshot.snapshotId(),
                    snapshot.parentId(),
                    before.snapshotId(),
                    branch)));
      }
    }
    return conflicts;
  }

  private static List<CommitConflict> retries(List<Snapshot> byTime, BranchOf branches) {
    List<CommitConflict> conflicts = new ArrayList<>();
    for (Snapshot snapshot : byTime) {
      List<String> keys =
          snapshot.summary().entrySet().stream()
              .filter(entry -> recordsRetries(entry.getKey(), entry.getValue()))
              .map(entry -> entry.getKey() + "=" + entry.getValue())
              .sorted()
              .toList();
      if (!keys.isEmpty()) {
        conflicts.add(
            new CommitConflict(
                CommitConflict.Kind.RETRIES,
                branches.of(snapshot),
                snapshot.timestampMillis(),
                List.of(snapshot.snapshotId()),
                List.of(writerOf(snapshot)),
                "Snapshot "
                    + snapshot.snapshotId()
                    + " records retries: "
                    + String.join(", ", keys)));
      }
    }
    return conflicts;
  }

  /**
   * Whether a summary property records retries: a key naming retries with a count above zero or set
   * to true, or a key naming attempts with a count above one (the first attempt is 1).
   */
  private static boolean recordsRetries(String key, String value) {
    String lower = key.toLowerCase(Locale.ROOT);
    long above;
    if (lower.contains("retry") || lower.contains("retries")) {
      above = 0;
    } else if (lower.contains("attempt")) {
      above = 1;
    } else {
      return false;
    }
    String trimmed = value.trim();
    try {
      return Long.parseLong(trimmed) > above;
    } catch (NumberFormatException e) {
      return above == 0 && trimmed.equalsIgnoreCase("true");
    }
  }
}
