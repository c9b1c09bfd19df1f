package io.tablescope.format.iceberg.metadata;

import java.util.List;
import java.util.Objects;

/** A sort order by id; order id 0 is the unsorted order. */
public record SortOrder(int orderId, List<Field> fields) {
  public SortOrder {
    fields = List.copyOf(fields);
  }

  /** A sort field: a transform of source columns, a direction and a null order. */
  public record Field(
      String transform, List<Integer> sourceIds, String direction, String nullOrder) {
    public Field {
      Objects.requireNonNull(transform, "transform");
      sourceIds = List.copyOf(sourceIds);
    }
  }
}
