package io.tablescope.inspector.delta.find;

import io.tablescope.format.Problem;
import java.util.List;

/**
 * What {@code find} found, bounded.
 *
 * @param hits the first hits in version order, at most the limit
 * @param total how many hits the log holds in all
 * @param problems what could not be read of the log, so was not searched
 */
public record DeltaFindResult(List<DeltaFindHit> hits, long total, List<Problem> problems) {
  public DeltaFindResult {
    hits = List.copyOf(hits);
    problems = List.copyOf(problems);
  }

  /** How many hits were left out past the limit. */
  public long more() {
    return total - hits.size();
  }
}
