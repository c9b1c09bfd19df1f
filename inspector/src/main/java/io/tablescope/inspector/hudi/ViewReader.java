package io.tablescope.inspector.hudi;

import io.tablescope.format.Problem;
import io.tablescope.format.hudi.HoodieTableConfig;
import io.tablescope.format.hudi.file.PartitionListing;
import io.tablescope.format.hudi.instant.CompactionPlan;
import io.tablescope.format.hudi.instant.InstantContent;
import io.tablescope.format.hudi.timeline.ActiveTimeline;
import io.tablescope.format.hudi.timeline.HoodieAction;
import io.tablescope.format.hudi.timeline.HoodieInstant;
import io.tablescope.format.hudi.timeline.InstantState;
import io.tablescope.format.io.FileAccess;
import io.tablescope.inspector.hudi.view.FileGroup;
import io.tablescope.inspector.hudi.view.FileGroupBuilder;
import io.tablescope.inspector.hudi.view.FileSystemView;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Builds a table's file system view from storage and the timeline: lists the partitions, reads the
 * pending compactions' plans and the completed replace commits, and groups the files.
 */
final class ViewReader {
  private ViewReader() {}

  /** The view with what could not be read while building it. */
  record Built(FileSystemView view, List<Problem> problems) {
    Built {
      problems = List.copyOf(problems);
    }
  }

  static Built read(
      FileAccess files,
      String root,
      HoodieTableConfig config,
      ActiveTimeline timeline,
      InstantReads instants) {
    List<Problem> problems = new ArrayList<>();
    PartitionListing.Partitions partitions = PartitionListing.partitions(files, root);
    problems.addAll(partitions.problems());
    partitions.partitions().stream()
        .filter(partition -> partition.problem() != null)
        .forEach(partition -> problems.add(partition.problem()));

    Map<String, String> pendingCompactions = new HashMap<>();
    Set<String> pendingClusterings = new HashSet<>();
    Map<String, String> replaced = new HashMap<>();
    for (HoodieInstant instant : timeline.instants()) {
      if (!instant.isCompleted() && instant.action().equals(HoodieAction.COMPACTION)) {
        CompactionPlan plan = CompactionPlan.of(plan(instant, instants, problems));
        for (CompactionPlan.Operation operation : plan.operations()) {
          pendingCompactions.put(
              FileSystemView.key(operation.partitionPath(), operation.fileId()),
              instant.requestedTime());
        }
      } else if (!instant.isCompleted()
          && (instant.action().equals(HoodieAction.CLUSTERING)
              || instant.action().equals(HoodieAction.REPLACE_COMMIT))) {
        pendingClusterings.add(instant.requestedTime());
      } else if (instant.isCompleted() && instant.action().equals(HoodieAction.REPLACE_COMMIT)) {
        Problem unreadable = instants.problem(instant);
        if (unreadable != null) {
          problems.add(unreadable);
        }
        instants
            .commitMetadata(instant)
            .partitionToReplaceFileIds()
            .forEach(
                (partition, fileIds) ->
                    fileIds.forEach(
                        fileId ->
                            replaced.merge(
                                FileSystemView.key(partition, fileId),
                                instant.requestedTime(),
                                (a, b) -> a.compareTo(b) >= 0 ? a : b)));
      }
    }
    List<HoodieInstant> writeTimeline = timeline.writeTimeline();
    List<FileGroup> groups =
        new FileGroupBuilder(config.tableVersion(), config.baseFileExtension(), timeline.instants())
            .build(partitions.partitions(), pendingCompactions, replaced);
    return new Built(
        new FileSystemView(
            groups,
            writeTimeline,
            pendingCompactions,
            pendingClusterings,
            config.tableVersion() >= 8),
        problems);
  }

  private static InstantContent plan(
      HoodieInstant instant, InstantReads instants, List<Problem> problems) {
    InstantContent content =
        instants
            .content(instant, InstantState.REQUESTED)
            .orElse(new InstantContent(instant.file(), InstantContent.Encoding.EMPTY, null, null));
    if (content.problem() != null) {
      problems.add(content.problem());
    }
    return content;
  }
}
