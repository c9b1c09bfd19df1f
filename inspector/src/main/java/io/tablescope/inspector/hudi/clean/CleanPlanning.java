package io.tablescope.inspector.hudi.clean;

import io.tablescope.format.hudi.instant.CleanMetadata;
import io.tablescope.format.hudi.timeline.HoodieAction;
import io.tablescope.format.hudi.timeline.HoodieInstant;
import io.tablescope.inspector.hudi.view.FileGroup;
import io.tablescope.inspector.hudi.view.FileSlice;
import io.tablescope.inspector.hudi.view.FileSystemView;
import io.tablescope.inspector.hudi.view.LogFile;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * Hudi 1.0.1's {@code CleanPlanner} over Tablescope's file system view: the earliest commit to
 * retain, the partitions to look at (incremental cleaning: only those commits changed since the
 * last clean's earliest commit to retain, and those of savepoints deleted since it), and per file
 * group which committed slices go. A slice a pending compaction reads is never deleted, nor one
 * whose base or log file a savepoint names; groups a replace commit dropped go whole once replaced
 * before the earliest commit to retain (any time, for file versions).
 */
final class CleanPlanning {
  private final CleanTimeline timeline;
  private final CleanSettings settings;
  private final long nowMillis;
  private final FileSystemView view;
  private final Map<String, String> compactionBases;
  private final Set<String> writeTimeline;
  private final String firstWrite;
  private final boolean logsNamedByWriter;
  private final Map<String, String> savepointedFiles;

  CleanPlanning(CleanTimeline timeline, CleanSettings settings, long nowMillis) {
    this.timeline = timeline;
    this.settings = settings;
    this.nowMillis = nowMillis;
    this.view = timeline.table().view();
    this.compactionBases = timeline.pendingCompactionBases();
    List<HoodieInstant> writes = timeline.table().timeline().writeTimeline();
    this.writeTimeline =
        writes.stream().map(HoodieInstant::requestedTime).collect(Collectors.toSet());
    this.firstWrite = writes.isEmpty() ? null : writes.get(0).requestedTime();
    this.logsNamedByWriter = timeline.table().config().tableVersion() >= 8;
    this.savepointedFiles = timeline.savepointedFiles();
  }

  CleanPreview plan() {
    String earliest =
        timeline
            .earliestCommitToRetain(settings, nowMillis)
            .map(HoodieInstant::requestedTime)
            .orElse(null);
    Scope scope = scope(earliest);
    List<SliceDecision> slices = new ArrayList<>();
    boolean anyPartition = false;
    for (FileGroup group : view.fileGroups()) {
      if (scope.partitions() != null && !scope.partitions().contains(group.partition())) {
        keepAll(group, scope.why(), slices);
        continue;
      }
      anyPartition = true;
      if (group.replacedBy() != null) {
        replaced(group, earliest, slices);
      } else if (settings.policy() == CleanPolicy.KEEP_LATEST_FILE_VERSIONS) {
        byVersions(group, slices);
      } else {
        byCommits(group, earliest, slices);
      }
    }
    boolean planned =
        settings.policy() == CleanPolicy.KEEP_LATEST_FILE_VERSIONS
            ? anyPartition
            : earliest != null && (scope.partitions() == null || !scope.partitions().isEmpty());
    return new CleanPreview(
        settings, planned ? earliest : null, scope.description(), slices, List.of());
  }

  /**
   * The partitions the planner looks at: null for every one.
   *
   * @param why what a slice outside them is told
   */
  private record Scope(Set<String> partitions, String description, String why) {}

  private Scope scope(String earliest) {
    if (settings.policy() == CleanPolicy.KEEP_LATEST_FILE_VERSIONS) {
      return new Scope(null, "every partition (file versions are counted in all)", null);
    }
    if (earliest == null) {
      String why =
          settings.policy() == CleanPolicy.KEEP_LATEST_COMMITS
              ? "no earliest commit to retain: "
                  + timeline.completedCommits().size()
                  + " completed commits, not more than the "
                  + settings.retained()
                  + " retained"
              : "no earliest commit to retain: no completed commit in the last "
                  + settings.retained()
                  + " hours";
      return new Scope(Set.of(), "none: " + why, why);
    }
    Optional<HoodieInstant> lastClean = timeline.lastClean();
    if (lastClean.isPresent()) {
      CleanMetadata last = timeline.cleanMetadata(lastClean.get());
      String lastEarliest = last.earliestCommitToRetain();
      if (lastEarliest != null && !lastEarliest.isBlank() && !beforeTimelineStarts(lastEarliest)) {
        Set<String> partitions = new TreeSet<>();
        for (HoodieInstant commit : timeline.completedCommits()) {
          if (commit.requestedTime().compareTo(lastEarliest) >= 0
              && commit.requestedTime().compareTo(earliest) < 0) {
            partitions.addAll(timeline.partitionsOf(commit));
          }
        }
        Set<String> fromDeletedSavepoints = partitionsOfDeletedSavepoints(last);
        partitions.addAll(fromDeletedSavepoints);
        String description =
            "incremental: partitions written from "
                + lastEarliest
                + " (the earliest commit clean "
                + lastClean.get().requestedTime()
                + " retained) to before "
                + earliest
                + (fromDeletedSavepoints.isEmpty()
                    ? ""
                    : ", and those of savepoints deleted since that clean")
                + ": "
                + (partitions.isEmpty() ? "none" : String.join(", ", partitions));
        return new Scope(
            partitions,
            description,
            "partition not written since the last clean's earliest commit to retain");
      }
    }
    return new Scope(null, "every partition (no earlier clean to start from)", null);
  }

  /**
   * The partitions of the commits whose savepoints the last clean saw and that are gone now: their
   * files were kept then and may go now. Hudi tracks savepoints this way only on a partitioned
   * table.
   */
  private Set<String> partitionsOfDeletedSavepoints(CleanMetadata last) {
    Set<String> partitions = new TreeSet<>();
    if (timeline.table().config().partitionFields().isEmpty()) {
      return partitions;
    }
    List<String> deleted = new ArrayList<>(last.savepointedTimestamps());
    deleted.removeAll(timeline.savepointTimes());
    for (HoodieInstant commit : timeline.completedCommits()) {
      if (deleted.contains(commit.requestedTime())) {
        partitions.addAll(timeline.partitionsOf(commit));
      }
    }
    return partitions;
  }

  /** Whether an instant is older than the first commit on the active timeline. */
  private boolean beforeTimelineStarts(String instant) {
    return timeline.table().timeline().instants().stream()
        .filter(
            i ->
                Set.of(
                        HoodieAction.COMMIT,
                        HoodieAction.DELTA_COMMIT,
                        HoodieAction.REPLACE_COMMIT,
                        HoodieAction.CLUSTERING)
                    .contains(i.action()))
        .findFirst()
        .map(first -> instant.compareTo(first.requestedTime()) < 0)
        .orElse(false);
  }

  private void keepAll(FileGroup group, String why, List<SliceDecision> out) {
    for (FileSlice slice : committed(group)) {
      out.add(decision(slice, false, why));
    }
  }

  /** A replaced group goes whole once its replace commit is older than the earliest retained. */
  private void replaced(FileGroup group, String earliest, List<SliceDecision> out) {
    boolean eligible =
        settings.policy() == CleanPolicy.KEEP_LATEST_FILE_VERSIONS
            || earliest != null && group.replacedBy().compareTo(earliest) < 0;
    for (FileSlice slice : committed(group)) {
      Optional<String> savepoint = savepointOf(slice);
      if (savepoint.isPresent()) {
        out.add(decision(slice, false, keptBy(savepoint.get())));
        continue;
      }
      out.add(
          decision(
              slice,
              eligible,
              eligible
                  ? "file group replaced by " + group.replacedBy()
                  : "file group replaced by "
                      + group.replacedBy()
                      + ", not before the earliest commit to retain"));
    }
  }

  /**
   * {@code KEEP_LATEST_FILE_VERSIONS}: the newest N slices stay, the slice a compaction reads too.
   */
  private void byVersions(FileGroup group, List<SliceDecision> out) {
    int keep = settings.retained();
    String compactionBase = compactionBases.get(key(group));
    if (compactionBase != null) {
      // Hudi counts the slice the compaction reads as one of the versions kept.
      keep--;
    }
    int index = 0;
    for (FileSlice slice : committed(group)) {
      if (slice.baseInstantTime().equals(compactionBase)) {
        out.add(decision(slice, false, "a pending compaction reads it"));
      } else if (index++ < keep) {
        out.add(decision(slice, false, "one of the latest " + settings.retained() + " versions"));
      } else if (savepointOf(slice).isPresent()) {
        out.add(decision(slice, false, keptBy(savepointOf(slice).get())));
      } else {
        out.add(
            decision(slice, true, "older than the latest " + settings.retained() + " versions"));
      }
    }
  }

  /**
   * {@code KEEP_LATEST_COMMITS} and {@code KEEP_LATEST_BY_HOURS}: a slice based before the earliest
   * commit to retain goes, unless it is the group's latest or the one a read at that commit opens.
   */
  private void byCommits(FileGroup group, String earliest, List<SliceDecision> out) {
    List<FileSlice> slices = committed(group);
    if (slices.isEmpty()) {
      return;
    }
    String latest = slices.get(0).baseInstantTime();
    String readAtEarliest =
        earliest == null
            ? null
            : slices.stream()
                .map(FileSlice::baseInstantTime)
                .filter(base -> earliest.compareTo(base) > 0)
                .findFirst()
                .orElse(null);
    String compactionBase = compactionBases.get(key(group));
    for (FileSlice slice : slices) {
      String base = slice.baseInstantTime();
      Optional<String> savepoint = savepointOf(slice);
      if (earliest == null) {
        out.add(decision(slice, false, "no earliest commit to retain"));
      } else if (savepoint.isPresent()) {
        out.add(decision(slice, false, keptBy(savepoint.get())));
      } else if (base.equals(latest)) {
        out.add(decision(slice, false, "the file group's latest slice"));
      } else if (base.equals(readAtEarliest)) {
        out.add(decision(slice, false, "a read at " + earliest + " (earliest retained) opens it"));
      } else if (base.equals(compactionBase)) {
        out.add(decision(slice, false, "a pending compaction reads it"));
      } else if (earliest.compareTo(base) > 0) {
        out.add(decision(slice, true, "based before " + earliest + ", the earliest retained"));
      } else {
        out.add(
            decision(slice, false, "based at or after " + earliest + ", the earliest retained"));
      }
    }
  }

  /**
   * The group's committed slices, newest first, each without the logs of writes not completed
   * (where the log's name tells, from table version 8): Hudi's view leaves them out.
   */
  private List<FileSlice> committed(FileGroup group) {
    return group.slices().stream()
        .filter(view::committed)
        .map(slice -> logsNamedByWriter ? slice.withLogFiles(committedLogs(slice)) : slice)
        .toList();
  }

  private List<LogFile> committedLogs(FileSlice slice) {
    return slice.logFiles().stream()
        .filter(
            log ->
                writeTimeline.contains(log.instantTime())
                    || firstWrite != null && log.instantTime().compareTo(firstWrite) < 0)
        .toList();
  }

  /** The savepoint naming the slice's base file or one of its log files, if any. */
  private Optional<String> savepointOf(FileSlice slice) {
    List<String> names = new ArrayList<>();
    if (slice.baseFile() != null) {
      names.add(slice.baseFile().name());
    }
    slice.logFiles().forEach(log -> names.add(log.name()));
    return names.stream().map(savepointedFiles::get).filter(Objects::nonNull).findFirst();
  }

  private static String keptBy(String savepoint) {
    return "savepoint " + savepoint + " keeps it";
  }

  private static String key(FileGroup group) {
    return group.partition() + "/" + group.fileId();
  }

  private static SliceDecision decision(FileSlice slice, boolean deleted, String reason) {
    List<CleanFile> files = new ArrayList<>();
    if (slice.baseFile() != null) {
      files.add(new CleanFile(slice.baseFile().path(), slice.baseFile().sizeInBytes()));
    }
    for (LogFile log : slice.logFiles()) {
      files.add(new CleanFile(log.path(), log.sizeInBytes()));
    }
    return new SliceDecision(
        slice.partition(), slice.fileId(), slice.baseInstantTime(), files, deleted, reason);
  }
}
