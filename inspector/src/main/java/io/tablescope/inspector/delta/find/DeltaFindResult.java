package io.tablescope.inspector.delta.find;

import java.util.List;

/**
 * What {@code find} found, bounded.
 *
 * @param hits the first hits in version order, at most the limit
 * @param total how many hits the log holds in all
 */
public record DeltaFindResult(List<DeltaFindHit> hits, long total) {
  public DeltaFindResult {
    hits = List.copyOf(hits);
  }

  /** How many hits were left out past the limit. */
  public long more() {
    return total - hits.size();
  }
}
