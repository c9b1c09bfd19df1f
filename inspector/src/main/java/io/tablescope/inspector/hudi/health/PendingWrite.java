package io.tablescope.inspector.hudi.health;

import io.tablescope.format.hudi.timeline.HoodieInstant;
import java.util.List;

/**
 * A write left REQUESTED or INFLIGHT: a writer that died, or one still running when nothing later
 * completed.
 *
 * @param completedAfter whether an instant requested after it completed: its writer is gone
 * @param dataFiles the files in storage whose names carry its instant time
 * @param markers the files under {@code .hoodie/.temp/<instant>}, counted up to {@link
 *     HudiHealthAnalysis#MAX_MARKERS}
 * @param markersBounded whether the count stopped at that bound
 * @param heartbeat whether {@code .hoodie/.heartbeat/<instant>} exists (LAZY writers keep one)
 * @param rollbackPosition where Hudi's rule places it among the rollbacks, 1 for the first
 */
public record PendingWrite(
    HoodieInstant instant,
    boolean completedAfter,
    List<String> dataFiles,
    long dataBytes,
    int markers,
    boolean markersBounded,
    boolean heartbeat,
    int rollbackPosition) {
  public PendingWrite {
    dataFiles = List.copyOf(dataFiles);
  }
}
