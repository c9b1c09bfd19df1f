package io.tablescope.inspector.iceberg.replay;

import io.tablescope.format.iceberg.manifest.ContentFile;
import io.tablescope.format.iceberg.manifest.Value;
import io.tablescope.format.iceberg.metadata.PartitionField;
import io.tablescope.format.iceberg.metadata.PartitionSpec;
import io.tablescope.format.iceberg.metadata.TableMetadata;
import io.tablescope.inspector.iceberg.DeleteMatching;
import io.tablescope.inspector.iceberg.replay.FilterExpression.Operation;
import io.tablescope.inspector.iceberg.replay.FilterExpression.Predicate;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Whether a file can contain rows matching a filter, as Iceberg's {@code ManifestReader} decides
 * during validation (iceberg-validation.md §2.2): the inclusive projection of the filter onto the
 * file's partition spec, evaluated on its partition tuple, and then the inclusive metrics test on
 * its column bounds, null, NaN and value counts.
 */
public final class FileFilter {
  private static final int IN_PREDICATE_LIMIT = 200;

  private final TableMetadata metadata;

  public FileFilter(TableMetadata metadata) {
    this.metadata = metadata;
  }

  /** The verdict for one file, with the facts that decided it. */
  public record Match(boolean mightMatch, String reason) {}

  /**
   * The verdict of {@link #match} without the explanation, which quotes the whole filter: checks
   * ask this of every file.
   */
  public boolean mightMatch(ContentFile file, ConflictFilter filter) {
    if (filter == null || filter.isAlwaysTrue()) {
      return true;
    }
    FilterExpression expression = filter.expression().pushNot(false);
    return partitionMightMatch(expression, file)
        && file.recordCount() != 0
        && (file.recordCount() < 0 || metricsMightMatch(expression, file));
  }

  public Match match(ContentFile file, ConflictFilter filter) {
    if (filter == null || filter.isAlwaysTrue()) {
      return new Match(true, "the filter is true: the whole table is in scope");
    }
    FilterExpression expression = filter.expression().pushNot(false);
    if (!partitionMightMatch(expression, file)) {
      return new Match(
          false, "partition " + partitionText(file) + " cannot hold rows matching " + filter);
    }
    if (file.recordCount() == 0) {
      return new Match(false, "the file has no rows");
    }
    if (file.recordCount() > 0 && !metricsMightMatch(expression, file)) {
      return new Match(
          false, "its column bounds (" + facts(filter.expression(), file) + ") exclude " + filter);
    }
    return new Match(
        true,
        "partition "
            + partitionText(file)
            + " and column bounds ("
            + facts(filter.expression(), file)
            + ") can hold rows matching "
            + filter);
  }

  /**
   * The bounds and counts a file records for the columns a filter names, as the explanations quote
   * them ({@code id in [1, 999]; name in [a, k], 3 nulls}), or {@code none recorded}.
   */
  public String bounds(ContentFile file, ConflictFilter filter) {
    return facts(filter.expression(), file);
  }

  private static String partitionText(ContentFile file) {
    return file.partition().isEmpty() ? "(unpartitioned)" : file.partitionText();
  }

  /** The bounds and counts of the columns a filter names, for explanations. */
  private String facts(FilterExpression expression, ContentFile file) {
    List<String> facts = new ArrayList<>();
    collect(expression, file, facts);
    return facts.isEmpty() ? "none recorded" : String.join("; ", facts);
  }

  private void collect(FilterExpression expression, ContentFile file, List<String> facts) {
    if (expression instanceof FilterExpression.Binary chain) {
      for (FilterExpression operand : FilterExpression.operands(chain)) {
        collect(operand, file, facts);
      }
    } else if (expression instanceof FilterExpression.Not not) {
      collect(not.child(), file, facts);
    } else if (expression instanceof Predicate predicate) {
      Value lower = file.lowerBounds().get(predicate.fieldId());
      Value upper = file.upperBounds().get(predicate.fieldId());
      String fact =
          predicate.column()
              + " in ["
              + (lower == null ? "?" : lower.text())
              + ", "
              + (upper == null ? "?" : upper.text())
              + "]";
      Long nulls = file.nullValueCounts().get(predicate.fieldId());
      if (nulls != null && nulls > 0) {
        fact += ", " + nulls + " nulls";
      }
      Long nans = file.nanValueCounts().get(predicate.fieldId());
      if (nans != null && nans > 0) {
        fact += ", " + nans + " NaN";
      }
      if (!facts.contains(fact)) {
        facts.add(fact);
      }
    }
  }

  // Partition projection: each predicate becomes a test on every partition field of its column.

  /** Iceberg's inclusive projection evaluated on the file's partition tuple. */
  boolean partitionMightMatch(FilterExpression expression, ContentFile file) {
    return FilterExpression.evaluate(expression, predicate -> partitionAdmits(predicate, file));
  }

  private boolean partitionAdmits(Predicate predicate, ContentFile file) {
    PartitionSpec spec = metadata.spec(file.specId()).orElse(null);
    if (spec == null) {
      return true;
    }
    for (int i = 0; i < spec.fields().size() && i < file.partition().size(); i++) {
      PartitionField field = spec.fields().get(i);
      if (field.sourceId() == predicate.fieldId()
          && !PartitionProjection.mightMatch(
              predicate, field.transform(), file.partition().get(i).value().value())) {
        return false;
      }
    }
    return true;
  }

  private static int compare(Object a, Object b) {
    return DeleteMatching.compare(a, b);
  }

  // The inclusive metrics test (Iceberg's InclusiveMetricsEvaluator).

  /** Iceberg's inclusive metrics test: whether a file's column statistics admit matching rows. */
  static boolean metricsMightMatch(FilterExpression expression, ContentFile file) {
    return FilterExpression.evaluate(expression, predicate -> metricsAdmit(predicate, file));
  }

  private static boolean metricsAdmit(Predicate predicate, ContentFile file) {
    int id = predicate.fieldId();
    Long valueCount = file.valueCounts().get(id);
    Long nullCount = file.nullValueCounts().get(id);
    Long nanCount = file.nanValueCounts().get(id);
    boolean nullsOnly = valueCount != null && nullCount != null && valueCount.equals(nullCount);
    boolean nansOnly = valueCount != null && nanCount != null && valueCount.equals(nanCount);
    // A bound that does not compare with the literals (an evolved column) is no bound.
    Object lower = comparableBound(file.lowerBounds().get(id), predicate.literals());
    Object upper = comparableBound(file.upperBounds().get(id), predicate.literals());
    switch (predicate.boundOperation()) {
      case IS_NULL:
        return nullCount == null || nullCount != 0;
      case NOT_NULL:
        return !nullsOnly;
      case LT:
      case LT_EQ:
        if (nullsOnly || nansOnly) {
          return false;
        }
        if (lower == null || isNaN(lower)) {
          return true;
        }
        int lowerComparison = compare(lower, predicate.literal());
        return predicate.operation() == Operation.LT ? lowerComparison < 0 : lowerComparison <= 0;
      case GT:
      case GT_EQ:
        if (nullsOnly || nansOnly) {
          return false;
        }
        if (upper == null) {
          return true;
        }
        int upperComparison = compare(upper, predicate.literal());
        return predicate.operation() == Operation.GT ? upperComparison > 0 : upperComparison >= 0;
      case EQ:
        if (nullsOnly || nansOnly) {
          return false;
        }
        if (lower != null && !isNaN(lower) && compare(lower, predicate.literal()) > 0) {
          return false;
        }
        return upper == null || compare(upper, predicate.literal()) >= 0;
      case IN:
        if (nullsOnly || nansOnly) {
          return false;
        }
        if (predicate.literals().size() > IN_PREDICATE_LIMIT) {
          return true;
        }
        // Iceberg consults the upper bound only after a lower bound has left some literals.
        if (lower == null || isNaN(lower)) {
          return true;
        }
        Object low = lower;
        List<Object> candidates = new ArrayList<>(predicate.literals());
        candidates.removeIf(literal -> compare(literal, low) < 0);
        if (candidates.isEmpty() || upper == null) {
          return !candidates.isEmpty();
        }
        Object high = upper;
        candidates.removeIf(literal -> compare(literal, high) > 0);
        return !candidates.isEmpty();
      case IS_NAN:
        return !nullsOnly && (nanCount == null || nanCount != 0);
      case NOT_NAN:
        return !nansOnly;
      case STARTS_WITH:
        return !nullsOnly && Prefixes.mightStartWith(lower, upper, (String) predicate.literal());
      case NOT_STARTS_WITH:
        // Only a column without nulls whose bounds both start with the prefix is pruned.
        return nullCount == null
            || nullCount != 0
            || !Prefixes.allStartWith(lower, upper, (String) predicate.literal());
      case NOT_EQ:
      case NOT_IN:
        // 1.11+: a column holding one known value, no nulls and no NaN, can be pruned.
        boolean singleValue =
            lower != null
                && upper != null
                && compare(lower, upper) == 0
                && Objects.equals(nullCount, 0L)
                && (nanCount == null || nanCount == 0)
                && !isNaN(lower);
        if (!singleValue) {
          return true;
        }
        return predicate.operation() == Operation.NOT_EQ
            ? compare(lower, predicate.literal()) != 0
            : predicate.literals().stream().noneMatch(literal -> compare(lower, literal) == 0);
      default:
        return true;
    }
  }

  /** A bound's value, or null when there is none or it does not compare with every literal. */
  private static Object comparableBound(Value bound, List<Object> literals) {
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
