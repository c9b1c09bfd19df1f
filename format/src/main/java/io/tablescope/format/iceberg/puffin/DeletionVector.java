package io.tablescope.format.iceberg.puffin;

import java.util.List;

/**
 * A decoded deletion vector: how many positions of its data file it deletes, and the first of them.
 *
 * @param cardinality the number of deleted positions
 * @param firstPositions the lowest deleted positions, ascending, at most as many as were asked for
 */
public record DeletionVector(long cardinality, List<Long> firstPositions) {
  public DeletionVector {
    firstPositions = List.copyOf(firstPositions);
  }
}
