package io.tablescope.inspector.hudi;

import io.tablescope.format.hudi.instant.CleanMetadata;
import io.tablescope.format.hudi.instant.RollbackMetadata;
import io.tablescope.format.hudi.instant.WriteStat;
import io.tablescope.format.hudi.timeline.ActiveTimeline;
import io.tablescope.format.hudi.timeline.HoodieAction;
import io.tablescope.format.hudi.timeline.HoodieInstant;
import io.tablescope.format.io.FileAccess;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Lookups by file across the completed instants of the active timeline, each built the first time
 * it is asked for: which clean or rollback deleted a file, and which write stat last named it.
 */
final class TimelineIndex {
  private final ActiveTimeline timeline;
  private final InstantReads instants;
  private volatile Map<String, HoodieInstant> deleted;
  private volatile Map<String, WriteStat> statsByPath;

  TimelineIndex(ActiveTimeline timeline, InstantReads instants) {
    this.timeline = timeline;
    this.instants = instants;
  }

  /**
   * The files completed cleans and rollbacks deleted, by file name, with the instant that deleted
   * each: files a read of an older instant no longer finds, by design.
   */
  Map<String, HoodieInstant> deletions() {
    Map<String, HoodieInstant> known = deleted;
    if (known == null) {
      known = Map.copyOf(readDeletions());
      deleted = known;
    }
    return known;
  }

  private Map<String, HoodieInstant> readDeletions() {
    Map<String, HoodieInstant> deletions = new HashMap<>();
    for (HoodieInstant instant : timeline.completed()) {
      List<List<String>> files = new ArrayList<>();
      if (instant.action().equals(HoodieAction.CLEAN)) {
        CleanMetadata.of(instants.content(instant.file())).partitionMetadata().values().stream()
            .map(CleanMetadata.Partition::successDeleteFiles)
            .forEach(files::add);
      } else if (instant.action().equals(HoodieAction.ROLLBACK)) {
        RollbackMetadata.of(instants.content(instant.file())).partitionMetadata().values().stream()
            .map(RollbackMetadata.Partition::successDeleteFiles)
            .forEach(files::add);
      }
      files.forEach(
          list -> list.forEach(file -> deletions.put(FileAccess.fileName(file), instant)));
    }
    return deletions;
  }

  /** The last write stat naming a file, from every completed write's metadata; null for none. */
  WriteStat writeStatOf(String path) {
    Map<String, WriteStat> stats = statsByPath;
    if (stats == null) {
      synchronized (this) {
        stats = statsByPath;
        if (stats == null) {
          instants.readCommits(timeline.instants());
          stats = new HashMap<>();
          for (HoodieInstant instant : timeline.completed()) {
            for (WriteStat stat : instants.commitMetadata(instant).writeStats()) {
              if (stat.path() != null) {
                stats.put(stat.path(), stat);
              }
            }
          }
          statsByPath = stats;
        }
      }
    }
    return stats.get(path);
  }
}
