package io.tablescope.inspector.hudi.health;

import io.tablescope.format.Problem;
import java.util.List;
import java.util.Optional;

/**
 * What blocks a Hudi table: writers that died and the order to roll them back, pending table
 * services, log pile-up, clean lag, the timeline's order, replaced groups still on disk and the
 * metadata table behind the data timeline.
 *
 * @param metadataTable empty for a table without a metadata table
 */
public record HudiHealth(
    List<PendingWrite> pendingWrites,
    RollbackRule rollback,
    List<PendingService> pendingServices,
    LogPileUp logPileUp,
    CleanLag cleanLag,
    TimelineOrder order,
    List<ReplacedGroup> replacedGroups,
    Optional<MetadataTableLag> metadataTable,
    List<Problem> problems) {
  public HudiHealth {
    pendingWrites = List.copyOf(pendingWrites);
    pendingServices = List.copyOf(pendingServices);
    replacedGroups = List.copyOf(replacedGroups);
    problems = List.copyOf(problems);
  }
}
