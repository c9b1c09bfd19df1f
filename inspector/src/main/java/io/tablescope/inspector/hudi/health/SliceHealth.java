package io.tablescope.inspector.hudi.health;

import io.tablescope.format.hudi.timeline.HoodieAction;
import io.tablescope.format.hudi.timeline.HoodieInstant;
import io.tablescope.inspector.hudi.HudiTable;
import io.tablescope.inspector.hudi.view.FileGroup;
import io.tablescope.inspector.hudi.view.FileSlice;
import io.tablescope.inspector.hudi.view.FileSystemView;
import io.tablescope.inspector.hudi.view.LogFile;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/** What the file groups show: logs piling up, slices the cleaner left, replaced groups on disk. */
final class SliceHealth {
  private static final DateTimeFormatter SECONDS = DateTimeFormatter.ofPattern("yyyyMMddHHmmss");

  private final HudiTable table;
  private final FileSystemView view;

  SliceHealth(HudiTable table) {
    this.table = table;
    this.view = table.view();
  }

  /**
   * The logs each group gathered since its last base file: its latest slice as a snapshot read
   * merges it (a pending compaction's slice with the one before), as Hudi's {@code
   * getLatestMergedFileSlicesBeforeOrOn} returns it.
   */
  LogPileUp logPileUp(WriteConfig config) {
    List<FileSlice> merged =
        view.latestInstant().map(view::latestMergedSlicesBeforeOrOn).orElse(List.of());
    List<LogPileUp.Slice> slices =
        merged.stream()
            .filter(slice -> !slice.logFiles().isEmpty())
            .map(
                slice ->
                    new LogPileUp.Slice(
                        slice.partition(),
                        slice.fileId(),
                        slice.baseInstantTime(),
                        slice.baseFile() != null,
                        slice.logFiles().size(),
                        slice.logFiles().stream().mapToLong(LogFile::sizeInBytes).sum()))
            .sorted(
                Comparator.comparingInt(LogPileUp.Slice::logFiles)
                    .thenComparingLong(LogPileUp.Slice::logBytes)
                    .reversed())
            .toList();
    List<HoodieInstant> completed = table.timeline().completed();
    String lastCompaction =
        completed.stream()
            .filter(instant -> instant.action().equals(HoodieAction.COMMIT))
            .map(HoodieInstant::requestedTime)
            .reduce((a, b) -> b)
            .orElse("");
    int deltaCommits =
        (int)
            completed.stream()
                .filter(instant -> instant.action().equals(HoodieAction.DELTA_COMMIT))
                .filter(instant -> instant.requestedTime().compareTo(lastCompaction) > 0)
                .count();
    return new LogPileUp(
        slices.subList(0, Math.min(slices.size(), HudiHealthAnalysis.TOP_SLICES)),
        slices.size(),
        config.maxDeltaCommits(),
        deltaCommits);
  }

  /**
   * The slices each live group keeps beyond the clean policy, by the cleaner's rule: under
   * KEEP_LATEST_COMMITS and KEEP_LATEST_BY_HOURS a group keeps its slices based at or after the
   * earliest commit to retain and the newest slice before it; under KEEP_LATEST_FILE_VERSIONS its
   * newest versions.
   */
  CleanLag cleanLag(WriteConfig config, String lastClean, String earliestCommitToRetain) {
    String policy = config.cleanPolicy();
    int retained = config.retained();
    String earliest = earliestToRetain(policy, retained);
    List<CleanLag.Group> groups = new ArrayList<>();
    for (FileGroup group : view.fileGroups()) {
      if (group.replacedBy() != null) {
        continue;
      }
      List<FileSlice> slices = group.slices().stream().filter(view::committed).toList();
      int beyond = beyondPolicy(slices, policy, retained, earliest);
      if (beyond > 0) {
        groups.add(new CleanLag.Group(group.partition(), group.fileId(), slices.size(), beyond));
      }
    }
    groups.sort(Comparator.comparingInt(CleanLag.Group::beyondPolicy).reversed());
    List<String> unusable =
        earliestCommitToRetain == null
            ? List.of()
            : table.timeline().completed().stream()
                .filter(instant -> HoodieAction.writes(instant.action()))
                .map(HoodieInstant::requestedTime)
                .filter(time -> time.compareTo(earliestCommitToRetain) < 0)
                .toList();
    return new CleanLag(
        policy,
        retained,
        config.cleanPolicySet(),
        groups,
        lastClean,
        earliestCommitToRetain,
        unusable);
  }

  private static int beyondPolicy(
      List<FileSlice> newestFirst, String policy, int retained, String earliest) {
    if (policy.equals("KEEP_LATEST_FILE_VERSIONS")) {
      return Math.max(0, newestFirst.size() - retained);
    }
    if (earliest == null) {
      return 0;
    }
    for (int i = 0; i < newestFirst.size(); i++) {
      if (newestFirst.get(i).baseInstantTime().compareTo(earliest) < 0) {
        return newestFirst.size() - i - 1;
      }
    }
    return 0;
  }

  /** The earliest instant the policy keeps reads of, or null when it keeps every one. */
  private String earliestToRetain(String policy, int retained) {
    List<String> writes =
        table.timeline().completed().stream()
            .filter(instant -> HoodieAction.writes(instant.action()))
            .map(HoodieInstant::requestedTime)
            .toList();
    if (writes.isEmpty()) {
      return null;
    }
    if (policy.equals("KEEP_LATEST_BY_HOURS")) {
      String latest = writes.get(writes.size() - 1);
      try {
        return LocalDateTime.parse(latest.substring(0, 14), SECONDS)
                .minusHours(retained)
                .format(SECONDS)
            + latest.substring(14);
      } catch (DateTimeParseException | StringIndexOutOfBoundsException e) {
        return null;
      }
    }
    return writes.size() > retained ? writes.get(writes.size() - retained) : null;
  }

  /** The groups replace commits dropped, with their files still in storage. */
  List<ReplacedGroup> replacedGroups() {
    List<ReplacedGroup> replaced = new ArrayList<>();
    for (FileGroup group : view.fileGroups()) {
      if (group.replacedBy() == null) {
        continue;
      }
      List<String> files = new ArrayList<>();
      long bytes = 0;
      for (FileSlice slice : group.slices()) {
        if (slice.baseFile() != null) {
          files.add(slice.baseFile().name());
          bytes += slice.baseFile().sizeInBytes();
        }
        for (LogFile log : slice.logFiles()) {
          files.add(log.name());
          bytes += log.sizeInBytes();
        }
      }
      replaced.add(
          new ReplacedGroup(
              group.partition(),
              group.fileId(),
              group.replacedBy(),
              files.stream().sorted().toList(),
              bytes));
    }
    return replaced;
  }
}
