package io.tablescope.inspector.iceberg.replay;

import io.tablescope.format.iceberg.manifest.ContentFile;
import io.tablescope.format.iceberg.manifest.Value;
import io.tablescope.inspector.iceberg.DeleteMatching;
import io.tablescope.inspector.iceberg.replay.FilterExpression.Operation;
import io.tablescope.inspector.iceberg.replay.FilterExpression.Predicate;
import java.util.List;
import java.util.function.IntPredicate;

/**
 * Iceberg's {@code StrictMetricsEvaluator}: whether a file's column statistics prove that every row
 * matches an expression (its {@code not}s already pushed down). Unknown statistics prove nothing,
 * except that a missing null count counts as "no nulls" where Iceberg's {@code canContainNulls}
 * says so.
 */
final class StrictMetrics {
  private StrictMetrics() {}

  static boolean mustMatch(FilterExpression expression, ContentFile file, IntPredicate isTopLevel) {
    if (file.recordCount() <= 0) {
      return true;
    }
    return holds(expression, file, isTopLevel);
  }

  private static boolean holds(
      FilterExpression expression, ContentFile file, IntPredicate isTopLevel) {
    if (expression instanceof FilterExpression.Constant constant) {
      return constant.value();
    }
    if (expression instanceof FilterExpression.Binary chain) {
      boolean all = chain instanceof FilterExpression.And;
      for (FilterExpression operand : FilterExpression.operands(chain)) {
        if (holds(operand, file, isTopLevel) != all) {
          return !all;
        }
      }
      return all;
    }
    if (expression instanceof FilterExpression.Not not) {
      return !holds(not.child(), file, isTopLevel);
    }
    Predicate predicate = (Predicate) expression;
    int id = predicate.fieldId();
    if (!isTopLevel.test(id)) {
      return false;
    }
    Long values = file.valueCounts().get(id);
    Long nulls = file.nullValueCounts().get(id);
    Long nans = file.nanValueCounts().get(id);
    boolean nullsOnly = values != null && nulls != null && values - nulls == 0;
    boolean nansOnly = nans != null && nans.equals(values);
    boolean mayContainNull = nulls == null || nulls != 0;
    boolean canContainNulls = nulls != null && nulls > 0;
    boolean canContainNaNs = nans != null && nans > 0;
    Object lower = bound(file.lowerBounds().get(id), predicate.literals());
    Object upper = bound(file.upperBounds().get(id), predicate.literals());
    List<Object> literals = predicate.literals();
    switch (predicate.boundOperation()) {
      case IS_NULL:
        return nullsOnly;
      case NOT_NULL:
        return !mayContainNull;
      case LT:
      case LT_EQ:
        if (canContainNulls || canContainNaNs || upper == null) {
          return false;
        }
        int high = DeleteMatching.compare(upper, literals.get(0));
        return predicate.operation() == Operation.LT ? high < 0 : high <= 0;
      case GT:
      case GT_EQ:
        if (canContainNulls || canContainNaNs || lower == null || isNaN(lower)) {
          return false;
        }
        int low = DeleteMatching.compare(lower, literals.get(0));
        return predicate.operation() == Operation.GT ? low > 0 : low >= 0;
      case EQ:
        return !canContainNulls
            && !canContainNaNs
            && lower != null
            && upper != null
            && DeleteMatching.compare(lower, literals.get(0)) == 0
            && DeleteMatching.compare(upper, literals.get(0)) == 0;
      case IN:
        return !canContainNulls
            && !canContainNaNs
            && lower != null
            && upper != null
            && contains(literals, lower)
            && contains(literals, upper)
            && DeleteMatching.compare(lower, upper) == 0;
      case IS_NAN:
        return nansOnly;
      case NOT_NAN:
        return Long.valueOf(0).equals(nans) || nullsOnly;
      case STARTS_WITH:
        return !canContainNulls && Prefixes.allStartWith(lower, upper, prefix(predicate));
      case NOT_STARTS_WITH:
        return nullsOnly || Prefixes.noneStartWith(lower, upper, prefix(predicate));
      case NOT_EQ:
      case NOT_IN:
        if (nullsOnly || nansOnly) {
          return true;
        }
        if (lower != null && isNaN(lower)) {
          return false;
        }
        if (lower == null && upper == null) {
          return false;
        }
        // No literal lies within [lower, upper]: every row differs from them all.
        Object from = lower;
        Object to = upper;
        return literals.stream()
            .noneMatch(
                literal ->
                    (from == null || DeleteMatching.compare(literal, from) >= 0)
                        && (to == null || DeleteMatching.compare(literal, to) <= 0));
      default:
        return false;
    }
  }

  private static String prefix(Predicate predicate) {
    return (String) predicate.literal();
  }

  private static boolean contains(List<Object> literals, Object value) {
    return literals.stream().anyMatch(literal -> DeleteMatching.compare(literal, value) == 0);
  }

  /** A bound's value, or null when there is none or it does not compare with every literal. */
  private static Object bound(Value bound, List<Object> literals) {
    if (bound == null || bound.value() == null) {
      return null;
    }
    Object value = bound.value();
    return literals.stream().allMatch(literal -> DeleteMatching.comparable(value, literal))
        ? value
        : null;
  }

  private static boolean isNaN(Object value) {
    if (value instanceof Double number) {
      return number.isNaN();
    }
    return value instanceof Float number && number.isNaN();
  }
}
