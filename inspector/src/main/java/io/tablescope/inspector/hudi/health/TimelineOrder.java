package io.tablescope.inspector.hudi.health;

import java.util.List;

/**
 * Where the timeline's order trips readers. Layout 1 (table version 6 and before): hollow commits,
 * pending instants older than a completed one, which an incremental read with {@code
 * hoodie.read.timeline.holes.resolution.policy=FAIL} (the default) refuses. Layout 2: instants that
 * completed in another order than they were requested, which readers order by completion time.
 *
 * @param hollow each pending write older than a completed one, with the newest completed write
 *     after it
 * @param inversions pairs where the later-requested instant completed first, at most {@link
 *     HudiHealthAnalysis#MAX_INVERSIONS}
 */
public record TimelineOrder(int layoutVersion, List<Hollow> hollow, List<Inversion> inversions) {
  public TimelineOrder {
    hollow = List.copyOf(hollow);
    inversions = List.copyOf(inversions);
  }

  /** A pending write and the completed writes requested after it. */
  public record Hollow(String instant, String action, int completedAfter, String latestCompleted) {}

  /** Requested before {@code later} but completed after it. */
  public record Inversion(
      String earlier, String earlierCompletion, String later, String laterCompletion) {}
}
