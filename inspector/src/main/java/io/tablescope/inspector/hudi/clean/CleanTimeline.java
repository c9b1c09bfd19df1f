package io.tablescope.inspector.hudi.clean;

import io.tablescope.format.hudi.instant.CleanMetadata;
import io.tablescope.format.hudi.instant.CompactionPlan;
import io.tablescope.format.hudi.instant.InstantContent;
import io.tablescope.format.hudi.instant.InstantContentReader;
import io.tablescope.format.hudi.instant.SavepointMetadata;
import io.tablescope.format.hudi.timeline.HoodieAction;
import io.tablescope.format.hudi.timeline.HoodieInstant;
import io.tablescope.format.hudi.timeline.InstantState;
import io.tablescope.inspector.hudi.HudiTable;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * The parts of a table's active timeline Hudi's cleaner and archiver look at: the completed commits
 * (commit, delta commit, replace commit), the pending writes and table services, the last clean,
 * the savepoints and the file slices pending compactions read.
 */
final class CleanTimeline {
  private static final Set<String> COMMITS =
      Set.of(HoodieAction.COMMIT, HoodieAction.DELTA_COMMIT, HoodieAction.REPLACE_COMMIT);
  private static final Set<String> COMMITS_AND_COMPACTION =
      Set.of(
          HoodieAction.COMMIT,
          HoodieAction.DELTA_COMMIT,
          HoodieAction.REPLACE_COMMIT,
          HoodieAction.COMPACTION,
          HoodieAction.LOG_COMPACTION,
          HoodieAction.CLUSTERING);
  private static final DateTimeFormatter INSTANT_TIME =
      DateTimeFormatter.ofPattern("yyyyMMddHHmmssSSS");

  private final HudiTable table;
  private final InstantContentReader reader = new InstantContentReader();

  CleanTimeline(HudiTable table) {
    this.table = table;
  }

  HudiTable table() {
    return table;
  }

  /** Completed commits, delta commits and replace commits, oldest first. */
  List<HoodieInstant> completedCommits() {
    return table.timeline().instants().stream()
        .filter(HoodieInstant::isCompleted)
        .filter(i -> COMMITS.contains(i.action()))
        .toList();
  }

  /** The oldest write or compaction, log compaction or clustering not completed. */
  Optional<HoodieInstant> oldestPending() {
    return table.timeline().instants().stream()
        .filter(i -> !i.isCompleted())
        .filter(i -> COMMITS_AND_COMPACTION.contains(i.action()))
        .findFirst();
  }

  /**
   * The earliest commit a clean under the settings retains (Hudi's {@code
   * CleanerUtils.getEarliestCommitToRetain}): for the latest commits, the Nth from the end, but
   * none after the oldest pending instant; by hours, the first commit requested at or after now
   * minus the hours; none for file versions.
   */
  Optional<HoodieInstant> earliestCommitToRetain(CleanSettings settings, long nowMillis) {
    List<HoodieInstant> completed = completedCommits();
    if (settings.policy() == CleanPolicy.KEEP_LATEST_COMMITS) {
      if (completed.size() <= settings.retained()) {
        return Optional.empty();
      }
      HoodieInstant nth = completed.get(completed.size() - settings.retained());
      Optional<HoodieInstant> pending = oldestPending();
      if (pending.isEmpty() || nth.requestedTime().compareTo(pending.get().requestedTime()) <= 0) {
        return Optional.of(nth);
      }
      String limit = pending.get().requestedTime();
      return completed.stream()
          .filter(i -> i.requestedTime().compareTo(limit) < 0)
          .reduce((a, b) -> b);
    }
    if (settings.policy() == CleanPolicy.KEEP_LATEST_BY_HOURS) {
      String threshold = instantTime(nowMillis - settings.retained() * 3_600_000L);
      return completed.stream()
          .filter(i -> i.requestedTime().compareTo(threshold) >= 0)
          .findFirst();
    }
    return Optional.empty();
  }

  /** An epoch time as an instant time in the table's zone (local unless the table says UTC). */
  String instantTime(long millis) {
    return INSTANT_TIME.format(Instant.ofEpochMilli(millis).atZone(zone()));
  }

  /** An instant time as epoch milliseconds in the table's zone; now when it is not a time. */
  long millis(String instantTime) {
    String padded = instantTime.length() == 14 ? instantTime + "000" : instantTime;
    try {
      return LocalDateTime.parse(padded, INSTANT_TIME).atZone(zone()).toInstant().toEpochMilli();
    } catch (DateTimeParseException e) {
      return System.currentTimeMillis();
    }
  }

  private ZoneId zone() {
    return table.config().utcTimeline() ? ZoneOffset.UTC : ZoneId.systemDefault();
  }

  /** The last completed clean, if any. */
  Optional<HoodieInstant> lastClean() {
    return table.timeline().completed().stream()
        .filter(i -> i.action().equals(HoodieAction.CLEAN))
        .reduce((a, b) -> b);
  }

  /** What a completed clean recorded. */
  CleanMetadata cleanMetadata(HoodieInstant clean) {
    return CleanMetadata.of(reader.read(table.files(), clean.file()));
  }

  /**
   * The base instant of the slice each pending compaction and log compaction reads, by {@code
   * partition/fileId}.
   */
  Map<String, String> pendingCompactionBases() {
    Map<String, String> bases = new HashMap<>();
    for (HoodieInstant instant : table.timeline().instants()) {
      boolean compaction =
          instant.action().equals(HoodieAction.COMPACTION)
              || instant.action().equals(HoodieAction.LOG_COMPACTION);
      if (instant.isCompleted() || !compaction) {
        continue;
      }
      String file = instant.file(InstantState.REQUESTED).orElse(null);
      if (file == null) {
        continue;
      }
      InstantContent plan = reader.read(table.files(), file);
      for (CompactionPlan.Operation operation : CompactionPlan.of(plan).operations()) {
        bases.put(
            operation.partitionPath() + "/" + operation.fileId(), operation.baseInstantTime());
      }
    }
    return bases;
  }

  /** The completed savepoints' times, oldest first: Hudi's {@code getSavepointTimestamps}. */
  List<String> savepointTimes() {
    return table.timeline().completed().stream()
        .filter(i -> i.action().equals(HoodieAction.SAVEPOINT))
        .map(HoodieInstant::requestedTime)
        .toList();
  }

  /**
   * The savepoint keeping each file, by the file's name: the cleaner never deletes a slice whose
   * base or log file one names.
   */
  Map<String, String> savepointedFiles() {
    Map<String, String> files = new HashMap<>();
    for (HoodieInstant instant : table.timeline().completed()) {
      if (instant.action().equals(HoodieAction.SAVEPOINT)) {
        SavepointMetadata savepoint =
            SavepointMetadata.of(reader.read(table.files(), instant.file()));
        savepoint.fileNames().forEach(name -> files.putIfAbsent(name, instant.requestedTime()));
      }
    }
    return files;
  }

  /** The partitions a completed commit wrote to or replaced file groups in. */
  Set<String> partitionsOf(HoodieInstant commit) {
    var metadata = table.commitMetadata(commit);
    Set<String> partitions = new TreeSet<>(metadata.partitionToWriteStats().keySet());
    partitions.addAll(metadata.partitionToReplaceFileIds().keySet());
    return partitions;
  }
}
