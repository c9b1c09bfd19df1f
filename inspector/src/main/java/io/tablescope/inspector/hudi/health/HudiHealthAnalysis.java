package io.tablescope.inspector.hudi.health;

import io.tablescope.format.Problem;
import io.tablescope.format.hudi.instant.CleanMetadata;
import io.tablescope.format.hudi.instant.InstantContent;
import io.tablescope.format.hudi.instant.InstantContentReader;
import io.tablescope.format.hudi.timeline.HoodieAction;
import io.tablescope.format.hudi.timeline.HoodieInstant;
import io.tablescope.inspector.hudi.HudiTable;
import io.tablescope.inspector.table.AnalysisProgress;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * Reads what blocks a Hudi table from its timeline, its plans and its file groups; writes nothing.
 */
public final class HudiHealthAnalysis {
  /** Marker files counted per pending write before the count stops. */
  public static final int MAX_MARKERS = 10_000;

  /** Slices the log pile-up lists, most logs first. */
  public static final int TOP_SLICES = 20;

  /** Completion-order inversions listed. */
  public static final int MAX_INVERSIONS = 100;

  private HudiHealthAnalysis() {}

  public static HudiHealth of(HudiTable table, AnalysisProgress progress) {
    WriteConfig config = new WriteConfig(table.config());
    List<Problem> problems = new ArrayList<>();
    progress.update(0.1, "Reading pending plans");
    PendingServices services = new PendingServices(table);
    problems.addAll(services.problems());
    progress.checkCancelled();
    progress.update(0.3, "Listing file groups");
    PendingWrites writes = new PendingWrites(table, services.clusterings());
    List<HoodieInstant> pending = writes.pendingCommits();
    List<PendingWrite> pendingWrites = writes.writes(pending);
    progress.checkCancelled();
    progress.update(0.6, "Weighing slices against the clean policy");
    SliceHealth slices = new SliceHealth(table);
    HoodieInstant clean = lastClean(table);
    String earliest = null;
    if (clean != null) {
      InstantContent content = new InstantContentReader().read(table.files(), clean.file());
      if (content.problem() != null) {
        problems.add(content.problem());
      }
      earliest = CleanMetadata.of(content).earliestCommitToRetain();
      earliest = earliest == null || earliest.isBlank() ? null : earliest;
    }
    CleanLag cleanLag =
        slices.cleanLag(config, clean == null ? null : clean.requestedTime(), earliest);
    progress.checkCancelled();
    progress.update(0.8, "Reading the metadata table's timeline");
    Optional<MetadataTableLag> metadata = metadataTable(table, config, problems);
    progress.update(1, "Done");
    problems.addAll(table.problems());
    return new HudiHealth(
        pendingWrites,
        writes.rule(pending, config),
        services.services(),
        slices.logPileUp(config),
        cleanLag,
        TimelineOrders.of(table.timeline()),
        slices.replacedGroups(),
        metadata,
        problems);
  }

  private static HoodieInstant lastClean(HudiTable table) {
    return table.timeline().completed().stream()
        .filter(instant -> instant.action().equals(HoodieAction.CLEAN))
        .reduce((a, b) -> b)
        .orElse(null);
  }

  private static Optional<MetadataTableLag> metadataTable(
      HudiTable table, WriteConfig config, List<Problem> problems) {
    String inflight =
        config.get(
            WriteConfig.METADATA_PARTITIONS_INFLIGHT, WriteConfig.METADATA_PARTITIONS_INFLIGHT);
    List<String> inflightPartitions =
        inflight == null
            ? List.of()
            : Arrays.stream(inflight.split(","))
                .map(String::trim)
                .filter(s -> !s.isEmpty())
                .toList();
    String dataLatest =
        table.timeline().completed().stream()
            .map(HoodieInstant::requestedTime)
            .max(String::compareTo)
            .orElse(null);
    if (!HudiTable.isHudiTable(table.files(), table.metadataTableLocation())) {
      return inflightPartitions.isEmpty()
          ? Optional.empty()
          : Optional.of(new MetadataTableLag(null, dataLatest, false, inflightPartitions));
    }
    String latest;
    try {
      HudiTable metadata =
          HudiTable.open(table.files(), table.metadataTableLocation(), Runnable::run);
      problems.addAll(metadata.timeline().problems());
      latest =
          metadata.timeline().completed().stream()
              .map(HoodieInstant::requestedTime)
              .max(String::compareTo)
              .orElse(null);
    } catch (IOException e) {
      problems.add(
          new Problem(Problem.Kind.CORRUPT, table.metadataTableLocation(), e.getMessage()));
      latest = null;
    }
    boolean behind = dataLatest != null && (latest == null || latest.compareTo(dataLatest) < 0);
    return Optional.of(new MetadataTableLag(latest, dataLatest, behind, inflightPartitions));
  }
}
