package io.tablescope.inspector.hudi.health;

import io.tablescope.format.hudi.timeline.HoodieInstant;
import java.util.List;

/**
 * A table service requested or inflight and not completed: compaction, log compaction, clustering,
 * clean or rollback.
 *
 * @param fileGroups the {@code partition/fileId} of each file group its plan names (none for a
 *     clean or rollback)
 * @param logFiles the log files the plan reads
 */
public record PendingService(
    HoodieInstant instant, String service, List<String> fileGroups, int logFiles) {
  public PendingService {
    fileGroups = List.copyOf(fileGroups);
  }
}
