package io.tablescope.inspector.hudi.view;

import io.tablescope.format.hudi.timeline.HoodieInstant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The file groups of a Hudi table with the queries Hudi's file system view answers over them: each
 * group's slices, which of them are committed, and the slices and base files a read as of an
 * instant opens. A slice is committed when its base instant is on the write timeline (completed
 * writes and pending compactions) or older than the timeline's start, and not after its end.
 */
public final class FileSystemView {
  private final List<FileGroup> groups;
  private final Set<String> writeTimeline;
  private final String firstInstant;
  private final String lastInstant;
  private final Map<String, String> pendingCompactions;
  private final Set<String> pendingClusterings;
  private final boolean logsNamedByWriter;

  /**
   * @param groups every file group found, replaced ones marked
   * @param writeTimeline the write timeline Hudi builds the view on, in order
   * @param pendingCompactions {@code partition/fileId} to the pending compaction planned on it
   * @param pendingClusterings the requested times of pending clusterings and replace commits
   * @param logsNamedByWriter whether a log's name carries the instant that wrote it (table version
   *     8 on), so that a log of a write not completed can be told from its name
   */
  public FileSystemView(
      List<FileGroup> groups,
      List<HoodieInstant> writeTimeline,
      Map<String, String> pendingCompactions,
      Set<String> pendingClusterings,
      boolean logsNamedByWriter) {
    this.logsNamedByWriter = logsNamedByWriter;
    this.groups = List.copyOf(groups);
    this.writeTimeline =
        Set.copyOf(writeTimeline.stream().map(HoodieInstant::requestedTime).toList());
    this.firstInstant = writeTimeline.isEmpty() ? null : writeTimeline.get(0).requestedTime();
    this.lastInstant =
        writeTimeline.isEmpty()
            ? null
            : writeTimeline.get(writeTimeline.size() - 1).requestedTime();
    this.pendingCompactions = Map.copyOf(pendingCompactions);
    this.pendingClusterings = Set.copyOf(pendingClusterings);
  }

  /** Every file group found in storage, replaced ones included, by partition and file id. */
  public List<FileGroup> fileGroups() {
    return groups;
  }

  /** The instant a plain read is taken at: the write timeline's last, or empty for no writes. */
  public Optional<String> latestInstant() {
    return Optional.ofNullable(lastInstant);
  }

  /** Every committed slice of every group not replaced, newest first within a group. */
  public List<FileSlice> allSlices() {
    List<FileSlice> slices = new ArrayList<>();
    for (FileGroup group : live()) {
      group.slices().stream().filter(this::committed).forEach(slices::add);
    }
    return slices;
  }

  /**
   * Each live group's latest committed slice; a slice a pending compaction opened shows without the
   * base file the compaction may have begun writing.
   */
  public List<FileSlice> latestSlices() {
    List<FileSlice> slices = new ArrayList<>();
    for (FileGroup group : live()) {
      group.slices().stream()
          .filter(this::committed)
          .findFirst()
          .map(slice -> pendingCompactionOpened(group, slice) ? slice.withoutBaseFile() : slice)
          .map(this::withCommittedLogs)
          .ifPresent(slices::add);
    }
    return slices;
  }

  /**
   * The slice of each group a snapshot read as of an instant opens: the latest committed slice
   * based at or before it, merged with the slice before when a pending compaction opened it.
   */
  public List<FileSlice> latestMergedSlicesBeforeOrOn(String instant) {
    List<FileSlice> slices = new ArrayList<>();
    for (FileGroup group : liveAt(instant)) {
      List<FileSlice> committed =
          group.slices().stream()
              .filter(this::committed)
              .filter(slice -> slice.baseInstantTime().compareTo(instant) <= 0)
              .toList();
      if (committed.isEmpty()) {
        continue;
      }
      FileSlice latest = committed.get(0);
      if (pendingCompactionOpened(group, latest) && committed.size() > 1) {
        FileSlice before = committed.get(1);
        List<LogFile> logs = new ArrayList<>(before.logFiles());
        logs.addAll(latest.logFiles());
        latest = before.withLogFiles(logs);
      }
      slices.add(withCommittedLogs(latest));
    }
    return slices;
  }

  /**
   * The base file of each group a read-optimized read as of an instant opens: the latest committed
   * one written at or before it, but not one a pending compaction or clustering is writing.
   */
  public List<FileSlice> latestBaseFilesBeforeOrOn(String instant) {
    List<FileSlice> slices = new ArrayList<>();
    for (FileGroup group : liveAt(instant)) {
      group.slices().stream()
          .filter(this::committed)
          .filter(slice -> slice.baseFile() != null)
          .filter(slice -> slice.baseInstantTime().compareTo(instant) <= 0)
          .filter(slice -> !pendingCompactionOpened(group, slice))
          .filter(slice -> !pendingClusterings.contains(slice.baseInstantTime()))
          .findFirst()
          .map(slice -> slice.withLogFiles(List.of()))
          .ifPresent(slices::add);
    }
    return slices;
  }

  /** The groups a replace commit dropped at or before an instant. */
  public List<FileGroup> replacedBeforeOrOn(String instant) {
    return groups.stream()
        .filter(group -> group.replacedBy() != null)
        .filter(group -> group.replacedBy().compareTo(instant) <= 0)
        .toList();
  }

  /** The slice without the logs of writes that have not completed, where their names tell. */
  private FileSlice withCommittedLogs(FileSlice slice) {
    if (!logsNamedByWriter) {
      return slice;
    }
    return slice.withLogFiles(
        slice.logFiles().stream()
            .filter(
                log ->
                    writeTimeline.contains(log.instantTime())
                        || firstInstant != null && log.instantTime().compareTo(firstInstant) < 0)
            .toList());
  }

  /** Whether a slice counts: its base instant is on the write timeline, or older than its start. */
  public boolean committed(FileSlice slice) {
    if (lastInstant == null || slice.baseInstantTime().compareTo(lastInstant) > 0) {
      return false;
    }
    return writeTimeline.contains(slice.baseInstantTime())
        || slice.baseInstantTime().compareTo(firstInstant) < 0;
  }

  /** The pending compaction planned on a group, if any. */
  public Optional<String> pendingCompaction(FileGroup group) {
    return Optional.ofNullable(pendingCompactions.get(key(group.partition(), group.fileId())));
  }

  public static String key(String partition, String fileId) {
    return partition + "/" + fileId;
  }

  private boolean pendingCompactionOpened(FileGroup group, FileSlice slice) {
    return pendingCompaction(group).map(slice.baseInstantTime()::equals).orElse(false);
  }

  private List<FileGroup> live() {
    return groups.stream().filter(group -> group.replacedBy() == null).toList();
  }

  private List<FileGroup> liveAt(String instant) {
    return groups.stream()
        .filter(group -> group.replacedBy() == null || group.replacedBy().compareTo(instant) > 0)
        .toList();
  }

  /** Slices newest first, as a group keeps them. */
  static final Comparator<FileSlice> NEWEST_FIRST =
      Comparator.comparing(FileSlice::baseInstantTime).reversed();
}
