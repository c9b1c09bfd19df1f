package io.tablescope.inspector.hudi.health;

import io.tablescope.format.Problem;
import io.tablescope.format.hudi.instant.ClusteringPlan;
import io.tablescope.format.hudi.instant.CompactionPlan;
import io.tablescope.format.hudi.instant.InstantContent;
import io.tablescope.format.hudi.instant.InstantContentReader;
import io.tablescope.format.hudi.timeline.HoodieAction;
import io.tablescope.format.hudi.timeline.HoodieInstant;
import io.tablescope.format.hudi.timeline.InstantState;
import io.tablescope.inspector.hudi.HudiTable;
import io.tablescope.inspector.hudi.view.FileSystemView;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The table services requested or inflight and never completed, with the file groups their plans
 * name: compaction, log compaction and clustering (a pending replace commit whose plan clusters);
 * and a pending clean or rollback.
 */
final class PendingServices {
  private final List<PendingService> services = new ArrayList<>();
  private final Set<String> clusterings = new HashSet<>();
  private final List<Problem> problems = new ArrayList<>();

  PendingServices(HudiTable table) {
    InstantContentReader reader = new InstantContentReader();
    for (HoodieInstant instant : table.timeline().instants()) {
      if (instant.isCompleted()) {
        continue;
      }
      String action = instant.action();
      if (action.equals(HoodieAction.COMPACTION) || action.equals(HoodieAction.LOG_COMPACTION)) {
        CompactionPlan plan = CompactionPlan.of(plan(instant, table, reader));
        services.add(
            new PendingService(
                instant,
                action,
                plan.operations().stream()
                    .map(op -> FileSystemView.key(op.partitionPath(), op.fileId()))
                    .toList(),
                plan.operations().stream().mapToInt(op -> op.deltaFilePaths().size()).sum()));
      } else if (action.equals(HoodieAction.CLUSTERING)
          || action.equals(HoodieAction.REPLACE_COMMIT)) {
        ClusteringPlan plan = ClusteringPlan.of(plan(instant, table, reader));
        if (action.equals(HoodieAction.REPLACE_COMMIT) && plan.slices().isEmpty()) {
          continue; // an insert overwrite or a delete partition: a write
        }
        clusterings.add(instant.requestedTime());
        services.add(
            new PendingService(
                instant,
                HoodieAction.CLUSTERING,
                plan.slices().stream()
                    .map(slice -> FileSystemView.key(slice.partitionPath(), slice.fileId()))
                    .toList(),
                plan.slices().stream().mapToInt(slice -> slice.deltaFilePaths().size()).sum()));
      } else if (action.equals(HoodieAction.CLEAN) || action.equals(HoodieAction.ROLLBACK)) {
        services.add(new PendingService(instant, action, List.of(), 0));
      }
    }
  }

  List<PendingService> services() {
    return services;
  }

  /** The pending clusterings' instants: Hudi's rollback rule leaves them out. */
  Set<String> clusterings() {
    return clusterings;
  }

  List<Problem> problems() {
    return problems;
  }

  private InstantContent plan(HoodieInstant instant, HudiTable table, InstantContentReader reader) {
    InstantContent content =
        instant
            .file(InstantState.REQUESTED)
            .map(file -> reader.read(table.files(), file))
            .orElse(new InstantContent(instant.file(), InstantContent.Encoding.EMPTY, null, null));
    if (content.problem() != null) {
      problems.add(content.problem());
    }
    return content;
  }
}
