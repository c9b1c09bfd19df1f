package io.tablescope.inspector.hudi.replay;

import io.tablescope.format.Problem;
import io.tablescope.format.hudi.instant.ClusteringPlan;
import io.tablescope.format.hudi.instant.CommitMetadata;
import io.tablescope.format.hudi.instant.CompactionPlan;
import io.tablescope.format.hudi.instant.InstantContent;
import io.tablescope.format.hudi.instant.InstantContentReader;
import io.tablescope.format.hudi.instant.WriteStat;
import io.tablescope.format.hudi.timeline.HoodieAction;
import io.tablescope.format.hudi.timeline.HoodieInstant;
import io.tablescope.format.hudi.timeline.InstantState;
import io.tablescope.format.io.FileAccess;
import io.tablescope.inspector.hudi.HudiTable;
import java.util.List;
import java.util.Map;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * The file groups an instant writes or plans, as Hudi's {@code ConcurrentOperation} collects them:
 * a completed write's write stats (and a replace commit's replaced groups), a pending compaction's
 * or clustering's plan, a pending write's inflight metadata.
 */
public final class InstantWrites {

  /**
   * What an instant touches.
   *
   * @param operationType Hudi's operation ({@code upsert}, {@code compact}, {@code cluster}...), or
   *     null when the file names none
   * @param problem what kept the instant's file from being read, or null
   */
  public record Writes(SortedSet<FileGroupId> fileGroups, String operationType, Problem problem) {}

  private final HudiTable table;
  private final InstantContentReader reader = new InstantContentReader();

  public InstantWrites(HudiTable table) {
    this.table = table;
  }

  /** A candidate's file groups: a completed write's, or a pending plan's. */
  public Writes of(HoodieInstant instant) {
    if (instant.isCompleted()) {
      InstantContent read = content(instant, InstantState.COMPLETED);
      CommitMetadata metadata = CommitMetadata.of(read);
      return new Writes(fileGroups(metadata), metadata.operationType(), read.problem());
    }
    InstantContent plan = content(instant, InstantState.REQUESTED);
    SortedSet<FileGroupId> groups = new TreeSet<>();
    if (instant.action().equals(HoodieAction.COMPACTION)
        || instant.action().equals(HoodieAction.LOG_COMPACTION)) {
      for (CompactionPlan.Operation operation : CompactionPlan.of(plan).operations()) {
        add(groups, operation.partitionPath(), operation.fileId());
      }
      return new Writes(groups, "compact", plan.problem());
    }
    ClusteringPlan clustering = ClusteringPlan.of(plan);
    for (ClusteringPlan.Slice slice : clustering.slices()) {
      add(groups, slice.partitionPath(), slice.fileId());
    }
    return new Writes(groups, clustering.operationType(), plan.problem());
  }

  /** Whether a pending replace commit is a clustering: its requested plan says {@code cluster}. */
  public boolean isClusteringPlan(HoodieInstant instant) {
    String operation = ClusteringPlan.of(content(instant, InstantState.REQUESTED)).operationType();
    return operation != null && operation.equalsIgnoreCase("cluster");
  }

  /**
   * A pending write's own file groups from its inflight metadata (the workload Hudi's writers
   * record when they start writing), with the operation it names.
   */
  public Writes pending(HoodieInstant instant) {
    InstantContent inflight = content(instant, InstantState.INFLIGHT);
    CommitMetadata metadata = CommitMetadata.of(inflight);
    return new Writes(fileGroups(metadata), metadata.operationType(), inflight.problem());
  }

  private static SortedSet<FileGroupId> fileGroups(CommitMetadata metadata) {
    SortedSet<FileGroupId> groups = new TreeSet<>();
    for (WriteStat stat : metadata.writeStats()) {
      add(groups, stat.partitionPath(), stat.fileId());
    }
    for (Map.Entry<String, List<String>> replaced :
        metadata.partitionToReplaceFileIds().entrySet()) {
      replaced.getValue().forEach(fileId -> add(groups, replaced.getKey(), fileId));
    }
    return groups;
  }

  private static void add(SortedSet<FileGroupId> groups, String partition, String fileId) {
    if (fileId != null) {
      groups.add(new FileGroupId(partition == null ? "" : partition, fileId));
    }
  }

  private InstantContent content(HoodieInstant instant, InstantState state) {
    FileAccess files = table.files();
    return instant
        .file(state)
        .map(file -> reader.read(files, file))
        .orElse(new InstantContent(instant.file(), InstantContent.Encoding.EMPTY, null, null));
  }
}
