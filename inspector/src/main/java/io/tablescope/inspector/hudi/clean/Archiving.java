package io.tablescope.inspector.hudi.clean;

import io.tablescope.format.hudi.instant.CleanMetadata;
import io.tablescope.format.hudi.timeline.HoodieAction;
import io.tablescope.format.hudi.timeline.HoodieInstant;
import io.tablescope.inspector.hudi.HudiTable;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * Hudi 1.0.1's {@code TimelineArchiverV2#getInstantsToArchive} (and {@code TimelineArchiverV1}'s on
 * timeline layout 1, which differs where said): past keep.max completed commits, the oldest go
 * until keep.min remain, but none at or after the earliest of: the last completed commit before the
 * oldest pending write (or that write), the compaction's window on a merge-on-read table, the first
 * replace commit or clustering the last clean has not yet retained past, the metadata table's
 * latest compaction, and the first savepoint (a table can be restored only to a savepoint whose
 * later commits are still active). Cleans and rollbacks older than the last commit moved go with
 * them; layout 1 counts them apart instead.
 */
final class Archiving {
  /** Hudi's {@code hoodie.compact.inline.max.delta.commits} default. */
  private static final int MAX_DELTA_COMMITS = 5;

  private final CleanTimeline timeline;
  private final CleanSettings cleaning;

  Archiving(CleanTimeline timeline, CleanSettings cleaning) {
    this.timeline = timeline;
    this.cleaning = cleaning;
  }

  ArchivalPreview plan(int configuredMin, int configuredMax) {
    List<HoodieInstant> completed = timeline.completedCommits();
    int min = configuredMin;
    int max = configuredMax;
    String note = "";
    long lastMillis = completed.isEmpty() ? System.currentTimeMillis() : lastMillis(completed);
    Optional<HoodieInstant> cleanerEarliest = timeline.earliestCommitToRetain(cleaning, lastMillis);
    if (cleanerEarliest.isPresent()) {
      String earliest = cleanerEarliest.get().requestedTime();
      int byClean =
          (int) completed.stream().filter(i -> i.requestedTime().compareTo(earliest) > 0).count()
              + 2;
      if (min < byClean) {
        max = byClean + max - min;
        min = byClean;
        note =
            "raised to keep what the cleaner ("
                + cleaning.policy()
                + " "
                + cleaning.retained()
                + ") retains from "
                + earliest;
      }
    }
    List<String> limits = new ArrayList<>();
    MetadataTableCompaction metadata = metadataTableCompaction();
    boolean layoutOne = timeline.table().config().timelineLayoutVersion() < 2;
    List<HoodieInstant> commits =
        commitsToArchive(completed, min, max, metadata, layoutOne, limits);
    Set<String> times = new TreeSet<>();
    commits.forEach(i -> times.add(i.requestedTime()));
    if (layoutOne && !metadata.none()) {
      cleansAndRollbacksByCount(min, max, limits).stream()
          .filter(i -> metadata.at() == null || i.requestedTime().compareTo(metadata.at()) < 0)
          .forEach(i -> times.add(i.requestedTime()));
    } else if (!commits.isEmpty()) {
      String last = commits.get(commits.size() - 1).requestedTime();
      timeline.table().timeline().completed().stream()
          .filter(Archiving::cleanOrRollback)
          .filter(i -> i.requestedTime().compareTo(last) < 0)
          .forEach(i -> times.add(i.requestedTime()));
    }
    List<HoodieInstant> moved =
        timeline.table().timeline().instants().stream()
            .filter(i -> times.contains(i.requestedTime()))
            .toList();
    return new ArchivalPreview(min, max, note, moved, limits);
  }

  /**
   * The oldest completed commits past keep.max, down to keep.min, before the first instant a rule
   * stops at. Layout 1's archiver ({@code TimelineArchiverV1}) holds them to before the metadata
   * table's latest compaction by requested time, layout 2's to before the first commit completed
   * after it.
   */
  private List<HoodieInstant> commitsToArchive(
      List<HoodieInstant> completed,
      int min,
      int max,
      MetadataTableCompaction metadata,
      boolean layoutOne,
      List<String> limits) {
    if (completed.size() <= max) {
      limits.add(completed.size() + " completed commits, not more than keep.max.commits " + max);
      return List.of();
    }
    List<HoodieInstant> stops = new ArrayList<>();
    pendingWriteLimit(completed).ifPresent(i -> stop(stops, limits, i, "the oldest pending write"));
    compactionLimit()
        .ifPresent(i -> stop(stops, limits, i, "compaction's window of delta commits"));
    clusteringLimit()
        .ifPresent(
            i -> stop(stops, limits, i, "a replace commit the last clean has not retained past"));
    firstSavepoint()
        .ifPresent(
            i -> stop(stops, limits, i, "the first savepoint (archive.beyond.savepoint off)"));
    if (metadata.none()) {
      limits.add("the metadata table has no compaction yet: nothing is archived");
      return List.of();
    }
    if (metadata.at() != null && !layoutOne) {
      completed.stream()
          .filter(i -> completion(i).compareTo(metadata.at()) > 0)
          .findFirst()
          .ifPresent(i -> stop(stops, limits, i, "the metadata table's latest compaction"));
    }
    String stopAt =
        stops.stream()
            .map(HoodieInstant::requestedTime)
            .min(Comparator.naturalOrder())
            .orElse(null);
    if (metadata.at() != null && layoutOne) {
      limits.add("stops before " + metadata.at() + ": the metadata table's latest compaction");
      stopAt = stopAt == null || metadata.at().compareTo(stopAt) < 0 ? metadata.at() : stopAt;
    }
    String before = stopAt;
    List<HoodieInstant> commits =
        completed.stream()
            .filter(i -> before == null || i.requestedTime().compareTo(before) < 0)
            .limit(Math.max(0, completed.size() - min))
            .toList();
    limits.add(
        "keep.min.commits "
            + min
            + ": at most "
            + Math.max(0, completed.size() - min)
            + " of "
            + completed.size()
            + " completed commits go");
    return commits;
  }

  /**
   * Layout 1's archiver counts cleans and rollbacks apart from the commits: of each action, past
   * keep.max completed, the oldest go until keep.min remain.
   */
  private List<HoodieInstant> cleansAndRollbacksByCount(int min, int max, List<String> limits) {
    List<HoodieInstant> moved = new ArrayList<>();
    for (String action : List.of(HoodieAction.CLEAN, HoodieAction.ROLLBACK)) {
      List<HoodieInstant> completed =
          timeline.table().timeline().completed().stream()
              .filter(i -> i.action().equals(action))
              .toList();
      if (completed.size() > max) {
        moved.addAll(completed.subList(0, completed.size() - min));
        limits.add(
            completed.size()
                + " completed "
                + action
                + " instants, more than keep.max.commits "
                + max
                + ": the oldest go down to "
                + min
                + " (table version 6's archiver counts them apart)");
      }
    }
    return moved;
  }

  private static boolean cleanOrRollback(HoodieInstant instant) {
    return instant.action().equals(HoodieAction.CLEAN)
        || instant.action().equals(HoodieAction.ROLLBACK);
  }

  private static void stop(
      List<HoodieInstant> stops, List<String> limits, HoodieInstant at, String rule) {
    stops.add(at);
    limits.add("stops before " + at.requestedTime() + " (" + at.action() + "): " + rule);
  }

  private Optional<HoodieInstant> firstSavepoint() {
    return timeline.table().timeline().completed().stream()
        .filter(i -> i.action().equals(HoodieAction.SAVEPOINT))
        .findFirst();
  }

  /** The last completed commit's time, from which Hudi counts a cleaner's hours back. */
  private long lastMillis(List<HoodieInstant> completed) {
    return timeline.millis(completed.get(completed.size() - 1).requestedTime());
  }

  /** The last completed commit before the oldest pending write, else that write. */
  private Optional<HoodieInstant> pendingWriteLimit(List<HoodieInstant> completed) {
    Optional<HoodieInstant> pending =
        timeline.table().timeline().instants().stream()
            .filter(i -> HoodieAction.writes(i.action()))
            .filter(i -> !i.isCompleted())
            .findFirst();
    if (pending.isEmpty()) {
      return Optional.empty();
    }
    String limit = pending.get().requestedTime();
    Optional<HoodieInstant> before =
        completed.stream().filter(i -> i.requestedTime().compareTo(limit) < 0).reduce((a, b) -> b);
    return before.isPresent() ? before : pending;
  }

  /** Merge-on-read: the delta commits since the last compaction a compaction will still need. */
  private Optional<HoodieInstant> compactionLimit() {
    HudiTable table = timeline.table();
    if (!"MERGE_ON_READ".equals(String.valueOf(table.config().tableType()))) {
      return Optional.empty();
    }
    List<HoodieInstant> instants = table.timeline().instants();
    Optional<HoodieInstant> lastCompaction =
        instants.stream()
            .filter(HoodieInstant::isCompleted)
            .filter(i -> i.action().equals(HoodieAction.COMMIT))
            .reduce((a, b) -> b);
    List<HoodieInstant> deltas;
    HoodieInstant anchor;
    if (lastCompaction.isPresent()) {
      String after = lastCompaction.get().requestedTime();
      deltas =
          instants.stream()
              .filter(i -> i.action().equals(HoodieAction.DELTA_COMMIT))
              .filter(i -> !i.isCompleted() || completion(i).compareTo(after) > 0)
              .toList();
      anchor = lastCompaction.get();
    } else {
      deltas = instants.stream().filter(i -> i.action().equals(HoodieAction.DELTA_COMMIT)).toList();
      if (deltas.isEmpty()) {
        return Optional.empty();
      }
      anchor = deltas.get(0);
    }
    if (deltas.size() < MAX_DELTA_COMMITS) {
      return Optional.of(anchor);
    }
    return Optional.of(deltas.get(deltas.size() - MAX_DELTA_COMMITS));
  }

  private static String completion(HoodieInstant instant) {
    return instant.completionTime() != null ? instant.completionTime() : instant.requestedTime();
  }

  /**
   * The first replace commit or clustering at or after what the last clean retained (its earliest
   * commit to retain, else its own time); with no clean, the first of them.
   */
  private Optional<HoodieInstant> clusteringLimit() {
    List<HoodieInstant> replaces =
        timeline.table().timeline().instants().stream()
            .filter(
                i ->
                    i.action().equals(HoodieAction.REPLACE_COMMIT)
                        || i.action().equals(HoodieAction.CLUSTERING))
            .toList();
    if (replaces.isEmpty()) {
      return Optional.empty();
    }
    Optional<HoodieInstant> clean = timeline.lastClean();
    if (clean.isEmpty()) {
      return Optional.of(replaces.get(0));
    }
    CleanMetadata metadata = timeline.cleanMetadata(clean.get());
    String bound =
        metadata.earliestCommitToRetain() == null || metadata.earliestCommitToRetain().isEmpty()
            ? clean.get().requestedTime()
            : metadata.earliestCommitToRetain();
    return replaces.stream().filter(i -> i.requestedTime().compareTo(bound) >= 0).findFirst();
  }

  /**
   * The metadata table's latest compaction, which holds archival back: none when the table has no
   * metadata table; {@code none()} when it has one without a compaction yet (nothing is archived).
   */
  private record MetadataTableCompaction(boolean none, String at) {}

  private MetadataTableCompaction metadataTableCompaction() {
    HudiTable table = timeline.table();
    if (table.config().metadataPartitions().isEmpty()
        || !HudiTable.isHudiTable(table.files(), table.metadataTableLocation())) {
      return new MetadataTableCompaction(false, null);
    }
    Optional<String> compaction;
    try {
      HudiTable metadata =
          HudiTable.open(table.files(), table.metadataTableLocation(), Runnable::run);
      compaction =
          metadata.timeline().completed().stream()
              .filter(i -> i.action().equals(HoodieAction.COMMIT))
              .map(HoodieInstant::requestedTime)
              .reduce((a, b) -> b);
    } catch (IOException e) {
      compaction = Optional.empty();
    }
    return compaction
        .map(at -> new MetadataTableCompaction(false, at))
        .orElse(new MetadataTableCompaction(true, null));
  }
}
