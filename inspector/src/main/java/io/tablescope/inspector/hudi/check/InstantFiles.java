package io.tablescope.inspector.hudi.check;

import io.tablescope.format.hudi.instant.CleanMetadata;
import io.tablescope.format.hudi.instant.CommitMetadata;
import io.tablescope.format.hudi.instant.InstantContent;
import io.tablescope.format.hudi.instant.InstantContentReader;
import io.tablescope.format.hudi.instant.RollbackMetadata;
import io.tablescope.format.hudi.timeline.ActiveTimeline;
import io.tablescope.format.hudi.timeline.HoodieAction;
import io.tablescope.format.hudi.timeline.HoodieInstant;
import io.tablescope.format.hudi.timeline.InstantState;
import io.tablescope.format.io.FileAccess;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Reads every file of every instant on the active timeline once, and checks each instant's files by
 * the rules of its timeline layout: each file parses (a completed instant's file holds its
 * metadata), on layout 2 each completed instant carries a completion time no earlier than its
 * requested time, on layout 1 each completed instant kept the files of the states before.
 */
final class InstantFiles {
  /** Actions whose completed file always holds metadata: an empty one lost what it recorded. */
  private static final Set<String> COMPLETED_WITH_METADATA =
      Set.of(
          HoodieAction.COMMIT,
          HoodieAction.DELTA_COMMIT,
          HoodieAction.REPLACE_COMMIT,
          HoodieAction.CLEAN,
          HoodieAction.ROLLBACK,
          HoodieAction.RESTORE,
          HoodieAction.SAVEPOINT);

  private final InstantContentReader reader = new InstantContentReader();
  private final List<HudiFinding> findings = new ArrayList<>();
  private final Map<HoodieInstant, CommitMetadata> writes = new LinkedHashMap<>();
  private final Map<String, HoodieInstant> deletions = new HashMap<>();
  private int filesRead;
  private int completedRead;
  private int completedUnreadable;

  /** Reads the timeline's files, in the timeline's order. */
  static InstantFiles read(FileAccess files, ActiveTimeline timeline) {
    InstantFiles read = new InstantFiles();
    for (HoodieInstant instant : timeline.instants()) {
      read.instant(files, instant, timeline.keepsCompletionTimes());
    }
    return read;
  }

  private void instant(FileAccess files, HoodieInstant instant, boolean layout2) {
    for (Map.Entry<InstantState, String> file : instant.files().entrySet()) {
      InstantContent content = reader.read(files, file.getValue());
      filesRead++;
      boolean completed = file.getKey() == InstantState.COMPLETED;
      if (content.problem() != null) {
        findings.add(
            finding("instant-file", instant, file.getValue(), content.problem().message()));
      } else if (completed
          && content.encoding() == InstantContent.Encoding.EMPTY
          && COMPLETED_WITH_METADATA.contains(instant.action())) {
        findings.add(
            finding(
                "instant-file",
                instant,
                file.getValue(),
                "the completed "
                    + instant.action()
                    + " file is empty: Hudi writes its metadata there, and a reader finds none"));
      }
      if (completed) {
        completedRead++;
        if (content.problem() != null) {
          completedUnreadable++;
        } else {
          remember(instant, content);
        }
      }
    }
    if (layout2) {
      completionTime(instant);
    } else {
      states(instant);
    }
  }

  /** Keeps what later rules need: a write's metadata, the files a clean or rollback deleted. */
  private void remember(HoodieInstant instant, InstantContent content) {
    if (HoodieAction.writes(instant.action())) {
      writes.put(instant, CommitMetadata.of(content));
    } else if (instant.action().equals(HoodieAction.CLEAN)) {
      CleanMetadata.of(content)
          .partitionMetadata()
          .values()
          .forEach(p -> p.successDeleteFiles().forEach(f -> deleted(f, instant)));
    } else if (instant.action().equals(HoodieAction.ROLLBACK)) {
      RollbackMetadata.of(content)
          .partitionMetadata()
          .values()
          .forEach(p -> p.successDeleteFiles().forEach(f -> deleted(f, instant)));
    }
  }

  private void deleted(String file, HoodieInstant by) {
    deletions.put(FileAccess.fileName(file), by);
  }

  /** Layout 2: a completed instant's name carries when it completed, never before it began. */
  private void completionTime(HoodieInstant instant) {
    if (!instant.isCompleted()) {
      return;
    }
    if (instant.completionTime() == null) {
      findings.add(
          finding(
              "completion-time",
              instant,
              instant.file(),
              "a completed instant on timeline layout 2 without a completion time in its name:"
                  + " Hudi orders and reads completed instants by it"));
    } else if (instant.completionTime().compareTo(instant.requestedTime()) < 0) {
      findings.add(
          finding(
              "completion-time",
              instant,
              instant.file(),
              "completed at "
                  + instant.completionTime()
                  + ", before it was requested at "
                  + instant.requestedTime()));
    }
  }

  /**
   * Layout 1: Hudi writes requested, then inflight, then completed, and keeps each file until
   * archival; a savepoint alone starts inflight.
   */
  private void states(HoodieInstant instant) {
    List<InstantState> before = new ArrayList<>();
    if (!instant.action().equals(HoodieAction.SAVEPOINT)) {
      before.add(InstantState.REQUESTED);
    }
    if (instant.isCompleted()) {
      before.add(InstantState.INFLIGHT);
    }
    for (InstantState state : before) {
      if (instant.file(state).isEmpty()) {
        findings.add(
            finding(
                "instant-states",
                instant,
                instant.file(),
                "reached "
                    + instant.state()
                    + " without a "
                    + state
                    + " file: on timeline layout 1 Hudi writes requested, then inflight, then"
                    + " completed, and keeps each"));
      }
    }
  }

  private static HudiFinding finding(
      String rule, HoodieInstant instant, String path, String message) {
    return new HudiFinding(rule, instant.requestedTime(), path, instant + " " + message);
  }

  List<HudiFinding> findings() {
    return findings;
  }

  /** The completed writes whose files could be read, with their metadata, oldest first. */
  Map<HoodieInstant, CommitMetadata> writes() {
    return writes;
  }

  /** The files completed cleans and rollbacks deleted, by name, with the instant that did. */
  Map<String, HoodieInstant> deletions() {
    return deletions;
  }

  int filesRead() {
    return filesRead;
  }

  /** Whether there were completed instants and not one of their files could be read. */
  boolean readNothing() {
    return completedRead > 0 && completedUnreadable == completedRead;
  }
}
