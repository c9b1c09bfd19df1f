package io.tablescope.inspector.iceberg.replay;

import io.tablescope.inspector.iceberg.DeleteMatching;
import io.tablescope.inspector.iceberg.replay.FilterExpression.Operation;
import io.tablescope.inspector.iceberg.replay.FilterExpression.Predicate;
import io.tablescope.inspector.iceberg.replay.PartitionProjection.Projected;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Iceberg's strict projection of a predicate through a partition transform ({@code projectStrict}),
 * evaluated on a partition value: it holds only where every row of the partition matches. Identity
 * keeps the predicate; a bucket keeps {@code !=} and {@code not in}; truncate and the time
 * transforms turn a range into a range on the transformed boundary (whole numbers and decimals
 * moved by one first, strings and bytes as they are) and keep {@code !=} and {@code not in}, the
 * time transforms widening boundaries at or before 1970 as Iceberg does for values older writers
 * transformed wrongly; truncate of strings keeps prefix tests ({@link #projectPrefix}). Equality,
 * membership, and NaN tests through anything but identity project nothing.
 */
final class StrictProjection {
  private StrictProjection() {}

  /** Whether the strict projection holds on a partition value; false where there is none. */
  static boolean holds(Predicate predicate, String transform, Object value) {
    Projected projected = project(predicate, transform);
    return projected != null
        && (value == null
            || projected.literals().stream()
                .allMatch(literal -> DeleteMatching.comparable(value, literal)))
        && PartitionProjection.holds(projected.operation(), value, projected.literals());
  }

  private static Projected project(Predicate predicate, String transform) {
    Operation operation = predicate.operation();
    if (operation == Operation.NOT_IN && predicate.literals().stream().distinct().count() == 1) {
      operation = Operation.NOT_EQ;
    }
    if (transform.equals("void")) {
      return null;
    }
    if (operation == Operation.IS_NULL || operation == Operation.NOT_NULL) {
      return new Projected(operation, List.of());
    }
    if (transform.equals("identity")) {
      return new Projected(operation, predicate.literals());
    }
    if (operation == Operation.IS_NAN || operation == Operation.NOT_NAN) {
      return null;
    }
    if (operation == Operation.STARTS_WITH || operation == Operation.NOT_STARTS_WITH) {
      return projectPrefix(predicate, transform);
    }
    if (transform.startsWith("bucket[")) {
      return operation == Operation.NOT_EQ || operation == Operation.NOT_IN
          ? transformed(operation, predicate, transform, predicate.literals())
          : null;
    }
    // Whole numbers and decimals step to their neighbour; strings and bytes stay (truncateArray).
    Object boundary = predicate.literal();
    Projected range =
        switch (operation) {
          case LT -> transformed(Operation.LT, predicate, transform, List.of(boundary));
          case LT_EQ ->
              transformed(
                  Operation.LT,
                  predicate,
                  transform,
                  List.of(PartitionProjection.step(boundary, 1)));
          case GT -> transformed(Operation.GT, predicate, transform, List.of(boundary));
          case GT_EQ ->
              transformed(
                  Operation.GT,
                  predicate,
                  transform,
                  List.of(PartitionProjection.step(boundary, -1)));
          case NOT_EQ -> transformed(Operation.NOT_EQ, predicate, transform, List.of(boundary));
          case NOT_IN -> transformed(Operation.NOT_IN, predicate, transform, predicate.literals());
          default -> null;
        };
    // A date's day is the date itself: only transforms that older writers got wrong are fixed.
    boolean fix =
        isTimeTransform(transform)
            && !(transform.equals("day") && predicate.type().name().equals("date"));
    return range == null || !fix ? range : fixTime(range);
  }

  /**
   * Truncate's {@code projectStrict} of a prefix: as {@link PartitionProjection#withinWidth}, and a
   * longer prefix truncated for {@code notStartsWith}; {@code startsWith} of a longer prefix and
   * other transforms project nothing.
   */
  private static Projected projectPrefix(Predicate predicate, String transform) {
    if (!transform.startsWith("truncate[")) {
      return null;
    }
    Projected within = PartitionProjection.withinWidth(predicate, transform);
    if (within != null || predicate.operation() != Operation.NOT_STARTS_WITH) {
      return within;
    }
    return transformed(Operation.NOT_STARTS_WITH, predicate, transform, predicate.literals());
  }

  /** Iceberg's {@code fixStrictTimeProjection}. */
  private static Projected fixTime(Projected range) {
    int partition = (Integer) range.literals().get(0);
    if (range.operation() == Operation.GT && partition <= 0) {
      return new Projected(Operation.GT, List.of(partition + 1));
    }
    if (range.operation() == Operation.NOT_EQ && partition < 0) {
      return new Projected(Operation.NOT_IN, List.of(partition, partition + 1));
    }
    if (range.operation() == Operation.NOT_IN) {
      Set<Object> widened = new LinkedHashSet<>();
      for (Object literal : range.literals()) {
        widened.add(literal);
        if ((Integer) literal < 0) {
          widened.add((Integer) literal + 1);
        }
      }
      return new Projected(Operation.NOT_IN, new ArrayList<>(widened));
    }
    return range;
  }

  private static Projected transformed(
      Operation operation, Predicate predicate, String transform, List<Object> literals) {
    Set<Object> values = new LinkedHashSet<>();
    for (Object literal : literals) {
      Object value = Transforms.apply(transform, predicate.type(), literal);
      if (value == null) {
        return null;
      }
      values.add(value);
    }
    return new Projected(operation, new ArrayList<>(values));
  }

  private static boolean isTimeTransform(String transform) {
    return transform.equals("year")
        || transform.equals("month")
        || transform.equals("day")
        || transform.equals("hour");
  }
}
