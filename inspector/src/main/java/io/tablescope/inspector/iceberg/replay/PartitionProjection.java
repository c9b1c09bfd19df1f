package io.tablescope.inspector.iceberg.replay;

import io.tablescope.inspector.iceberg.DeleteMatching;
import io.tablescope.inspector.iceberg.replay.FilterExpression.Operation;
import io.tablescope.inspector.iceberg.replay.FilterExpression.Predicate;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Iceberg's inclusive projection of a predicate on a source column through a partition transform,
 * evaluated on one partition value as Iceberg's partition {@code Evaluator} does (nulls sort first,
 * so a null partition is below every literal). The rules follow the transforms' {@code project}
 * methods: a bucket keeps only equality and membership; truncate and the time transforms turn a
 * range into a closed range on the transformed boundary (moved by one unit first for whole numbers
 * and decimals); the time transforms also widen negative boundaries by one partition, as Iceberg
 * does for values that older writers transformed wrongly; truncate of strings keeps prefix tests
 * ({@link #projectPrefix}); NaN tests prune only through identity; a void partition prunes nothing.
 */
final class PartitionProjection {
  private PartitionProjection() {}

  /** A predicate on the partition value; a null projection is Iceberg's {@code alwaysTrue()}. */
  record Projected(Operation operation, List<Object> literals) {}

  static boolean mightMatch(Predicate predicate, String transform, Object value) {
    Projected projected = projection(predicate, transform);
    return projected == null || holds(projected.operation(), value, projected.literals());
  }

  /**
   * The predicate projected onto a partition field of its column, or null when the projection is
   * {@code alwaysTrue()} and prunes nothing.
   */
  static Projected projection(Predicate predicate, String transform) {
    if (transform.equals("void")) {
      return null;
    }
    if (transform.equals("identity")) {
      return new Projected(predicate.operation(), predicate.literals());
    }
    return project(predicate, transform);
  }

  private static Projected project(Predicate predicate, String transform) {
    Operation operation = predicate.operation();
    if (operation == Operation.IS_NULL || operation == Operation.NOT_NULL) {
      return new Projected(operation, List.of());
    }
    if (operation == Operation.STARTS_WITH || operation == Operation.NOT_STARTS_WITH) {
      return projectPrefix(predicate, transform);
    }
    if (operation == Operation.NOT_EQ
        || operation == Operation.NOT_IN
        || operation == Operation.IS_NAN
        || operation == Operation.NOT_NAN) {
      return null;
    }
    List<Object> literals = new ArrayList<>();
    for (Object literal : predicate.literals()) {
      literals.add(Transforms.apply(transform, predicate.type(), literal));
    }
    if (literals.contains(null)) {
      // The transform does not apply to the literal's type: nothing can be pruned.
      return null;
    }
    // A date's day is the date itself: only transforms that older writers got wrong are widened.
    boolean time =
        isTimeTransform(transform)
            && !(transform.equals("day") && predicate.type().name().equals("date"));
    if (operation == Operation.EQ || operation == Operation.IN) {
      return time ? widenNegative(operation, literals) : new Projected(operation, literals);
    }
    if (transform.startsWith("bucket[")) {
      return null;
    }
    Object boundary = predicate.literal();
    Projected range =
        switch (operation) {
          case LT -> closed(Operation.LT_EQ, predicate, transform, step(boundary, -1));
          case LT_EQ -> closed(Operation.LT_EQ, predicate, transform, boundary);
          case GT -> closed(Operation.GT_EQ, predicate, transform, step(boundary, 1));
          case GT_EQ -> closed(Operation.GT_EQ, predicate, transform, boundary);
          default -> null;
        };
    if (range == null || !time || range.operation() != Operation.LT_EQ) {
      return range;
    }
    int upper = (Integer) range.literals().get(0);
    return upper < 0 ? new Projected(Operation.LT_EQ, List.of(upper + 1)) : range;
  }

  /**
   * Truncate's {@code project} of a prefix: as {@link #withinWidth}, and a longer prefix truncated
   * for {@code startsWith}; {@code notStartsWith} of a longer prefix and other transforms project
   * nothing.
   */
  private static Projected projectPrefix(Predicate predicate, String transform) {
    if (!transform.startsWith("truncate[")) {
      return null;
    }
    Projected within = withinWidth(predicate, transform);
    if (within != null || predicate.operation() != Operation.STARTS_WITH) {
      return within;
    }
    return new Projected(
        Operation.STARTS_WITH,
        List.of(Transforms.apply(transform, predicate.type(), predicate.literal())));
  }

  /**
   * What truncate projects a prefix no longer than its width to, inclusively and strictly alike: a
   * shorter prefix stays, one as long as the width is the partition itself ({@code ==} or {@code
   * !=}); null for a longer one. Iceberg measures the prefix in chars, the width in code points.
   */
  static Projected withinWidth(Predicate predicate, String truncate) {
    int width = Integer.parseInt(truncate.substring(9, truncate.length() - 1));
    String prefix = (String) predicate.literal();
    if (prefix.length() < width) {
      return new Projected(predicate.operation(), List.of(prefix));
    }
    if (prefix.length() == width) {
      boolean startsWith = predicate.operation() == Operation.STARTS_WITH;
      return new Projected(startsWith ? Operation.EQ : Operation.NOT_EQ, List.of(prefix));
    }
    return null;
  }

  private static Projected closed(
      Operation operation, Predicate predicate, String transform, Object boundary) {
    Object transformed = Transforms.apply(transform, predicate.type(), boundary);
    return transformed == null ? null : new Projected(operation, List.of(transformed));
  }

  private static boolean isTimeTransform(String transform) {
    return transform.equals("year")
        || transform.equals("month")
        || transform.equals("day")
        || transform.equals("hour");
  }

  /** Equality on a negative time partition also matches the next one. */
  private static Projected widenNegative(Operation operation, List<Object> partitions) {
    Set<Object> widened = new LinkedHashSet<>();
    for (Object partition : partitions) {
      widened.add(partition);
      if (partition instanceof Integer number && number < 0) {
        widened.add(number + 1);
      }
    }
    return widened.size() == partitions.size()
        ? new Projected(operation, partitions)
        : new Projected(Operation.IN, List.copyOf(widened));
  }

  /**
   * The next or previous value of a whole-number or decimal boundary, so that an open range becomes
   * a closed one; other boundaries stay.
   */
  static Object step(Object boundary, int by) {
    if (boundary instanceof Integer number) {
      return number + by;
    }
    if (boundary instanceof Long number) {
      return number + by;
    }
    if (boundary instanceof BigDecimal decimal) {
      return new BigDecimal(decimal.unscaledValue().add(BigInteger.valueOf(by)), decimal.scale());
    }
    return boundary;
  }

  /**
   * A predicate evaluated on one value, as Iceberg's {@code Evaluator} does: nulls sort first. A
   * value of another type than the literals (an inline file's text, an evolved column) cannot be
   * compared, so it might match.
   */
  static boolean holds(Operation operation, Object value, List<Object> literals) {
    switch (operation) {
      case IS_NULL:
        return value == null;
      case NOT_NULL:
        return value != null;
      case IS_NAN:
        return isNaN(value);
      case NOT_NAN:
        return !isNaN(value);
      default:
        break;
    }
    if (value == null) {
      return operation == Operation.LT
          || operation == Operation.LT_EQ
          || operation == Operation.NOT_EQ
          || operation == Operation.NOT_IN
          || operation == Operation.NOT_STARTS_WITH;
    }
    if (!literals.stream().allMatch(literal -> DeleteMatching.comparable(value, literal))) {
      return true;
    }
    switch (operation) {
      case IN:
        return literals.stream().anyMatch(literal -> DeleteMatching.compare(value, literal) == 0);
      case NOT_IN:
        return literals.stream().noneMatch(literal -> DeleteMatching.compare(value, literal) == 0);
      case STARTS_WITH:
        return ((String) value).startsWith((String) literals.get(0));
      case NOT_STARTS_WITH:
        return !((String) value).startsWith((String) literals.get(0));
      default:
        break;
    }
    int comparison = DeleteMatching.compare(value, literals.get(0));
    return switch (operation) {
      case LT -> comparison < 0;
      case LT_EQ -> comparison <= 0;
      case GT -> comparison > 0;
      case GT_EQ -> comparison >= 0;
      case EQ -> comparison == 0;
      case NOT_EQ -> comparison != 0;
      default -> true;
    };
  }

  private static boolean isNaN(Object value) {
    return value instanceof Double number
        ? number.isNaN()
        : value instanceof Float single && single.isNaN();
  }
}
