package io.tablescope.inspector.iceberg.replay;

import io.tablescope.format.iceberg.manifest.FieldSummary;
import io.tablescope.format.iceberg.manifest.ManifestFile;
import io.tablescope.format.iceberg.manifest.Value;
import io.tablescope.format.iceberg.metadata.PartitionField;
import io.tablescope.format.iceberg.metadata.PartitionSpec;
import io.tablescope.format.iceberg.metadata.TableMetadata;
import io.tablescope.inspector.iceberg.DeleteMatching;
import io.tablescope.inspector.iceberg.replay.FilterExpression.Operation;
import io.tablescope.inspector.iceberg.replay.FilterExpression.Predicate;
import io.tablescope.inspector.iceberg.replay.PartitionProjection.Projected;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Whether a manifest can hold files with rows matching a filter, as Iceberg's {@code
 * ManifestEvaluator} decides from the manifest list's partition field summaries: the filter is
 * projected inclusively onto the manifest's partition spec and each projected predicate is tested
 * against the summary of its partition field (whether it holds nulls or NaN, its lower and upper
 * bound). A manifest without summaries might hold anything.
 */
public final class ManifestSummaries {
  private static final int IN_PREDICATE_LIMIT = 200;

  private final TableMetadata metadata;

  public ManifestSummaries(TableMetadata metadata) {
    this.metadata = metadata;
  }

  /** The verdict for one manifest, with the summaries that decided it. */
  public record Match(boolean mightMatch, String reason) {}

  public Match match(ManifestFile manifest, ConflictFilter filter) {
    if (filter == null || filter.isAlwaysTrue()) {
      return new Match(true, "the filter is true: every manifest is read");
    }
    PartitionSpec spec = metadata.spec(manifest.partitionSpecId()).orElse(null);
    if (spec == null) {
      return new Match(
          true, "partition spec " + manifest.partitionSpecId() + " is unknown: it is read");
    }
    if (manifest.partitions().size() < spec.fields().size()) {
      return new Match(true, "the manifest list records no partition summaries: it is read");
    }
    FilterExpression expression = filter.expression().pushNot(false);
    boolean mightMatch = mightMatch(expression, spec, manifest.partitions());
    List<String> facts = facts(expression, spec, manifest.partitions());
    if (!mightMatch && facts.isEmpty()) {
      return new Match(false, "the filter is false");
    }
    if (spec.isUnpartitioned()) {
      return new Match(true, "spec " + spec.specId() + " is unpartitioned: no summary prunes it");
    }
    if (facts.isEmpty()) {
      return new Match(
          true, "no partition field of spec " + spec.specId() + " derives from " + filter);
    }
    String summaries = String.join("; ", facts);
    return mightMatch
        ? new Match(true, "partition summaries (" + summaries + ") can hold " + filter)
        : new Match(false, "partition summaries (" + summaries + ") exclude " + filter);
  }

  private boolean mightMatch(
      FilterExpression expression, PartitionSpec spec, List<FieldSummary> summaries) {
    return FilterExpression.evaluate(
        expression, predicate -> summariesAdmit(predicate, spec, summaries));
  }

  private boolean summariesAdmit(
      Predicate predicate, PartitionSpec spec, List<FieldSummary> summaries) {
    for (int i = 0; i < spec.fields().size(); i++) {
      PartitionField field = spec.fields().get(i);
      if (field.sourceId() != predicate.fieldId()) {
        continue;
      }
      Projected projected = PartitionProjection.projection(predicate, field.transform());
      boolean floating = field.transform().equals("identity") && isFloating(predicate);
      if (projected != null && !summaryMightMatch(projected, floating, summaries.get(i))) {
        return false;
      }
    }
    return true;
  }

  /** One projected predicate against one partition field's summary. */
  private static boolean summaryMightMatch(
      Projected projected, boolean floating, FieldSummary summary) {
    Object lower = value(summary.lowerBound());
    Object upper = value(summary.upperBound());
    List<Object> literals = projected.literals();
    if (!literals.stream()
        .allMatch(
            literal ->
                (lower == null || DeleteMatching.comparable(lower, literal))
                    && (upper == null || DeleteMatching.comparable(upper, literal)))) {
      // A summary of another type than the literals (an evolved field) cannot be compared.
      return true;
    }
    Operation operation = boundOperation(projected);
    switch (operation) {
      case IS_NULL:
        return summary.containsNull();
      case NOT_NULL:
        return !allNull(summary, floating);
      case IS_NAN:
        return !Boolean.FALSE.equals(summary.containsNan()) && !allNull(summary, floating);
      case NOT_NAN:
        // Only NaN partitions: NaN recorded, no nulls, and no bound, since NaN is never one.
        return !(Boolean.TRUE.equals(summary.containsNan())
            && !summary.containsNull()
            && summary.lowerBound() == null);
      case STARTS_WITH:
        return summary.lowerBound() != null
            && Prefixes.bytesMightStartWith(
                bytes(summary.lowerBound()),
                summary.upperBound() == null ? null : bytes(summary.upperBound()),
                prefix(literals));
      case NOT_STARTS_WITH:
        return summary.containsNull()
            || summary.lowerBound() == null
            || summary.upperBound() == null
            || !Prefixes.bytesAllStartWith(
                bytes(summary.lowerBound()), bytes(summary.upperBound()), prefix(literals));
      case NOT_EQ:
      case NOT_IN:
        Object unique = uniqueValue(summary, lower, upper, floating);
        return unique == null
            || literals.stream().noneMatch(literal -> DeleteMatching.compare(unique, literal) == 0);
      case IN:
        if (lower == null) {
          return false;
        }
        if (literals.size() > IN_PREDICATE_LIMIT || upper == null) {
          return true;
        }
        return literals.stream()
            .anyMatch(
                literal ->
                    DeleteMatching.compare(lower, literal) <= 0
                        && DeleteMatching.compare(upper, literal) >= 0);
      default:
        break;
    }
    Object literal = literals.get(0);
    return switch (operation) {
      case LT -> lower != null && DeleteMatching.compare(lower, literal) < 0;
      case LT_EQ -> lower != null && DeleteMatching.compare(lower, literal) <= 0;
      case GT -> upper != null && DeleteMatching.compare(upper, literal) > 0;
      case GT_EQ -> upper != null && DeleteMatching.compare(upper, literal) >= 0;
      case EQ ->
          lower != null
              && DeleteMatching.compare(lower, literal) <= 0
              && (upper == null || DeleteMatching.compare(upper, literal) >= 0);
      default -> true;
    };
  }

  /** Iceberg binds a set of one distinct literal as an equality. */
  private static Operation boundOperation(Projected projected) {
    if (projected.literals().stream().distinct().count() == 1) {
      if (projected.operation() == Operation.IN) {
        return Operation.EQ;
      }
      if (projected.operation() == Operation.NOT_IN) {
        return Operation.NOT_EQ;
      }
    }
    return projected.operation();
  }

  /** Every partition value is null: there is no lower bound (and, for floats, no NaN either). */
  private static boolean allNull(FieldSummary summary, boolean floating) {
    boolean allNull = summary.containsNull() && summary.lowerBound() == null;
    if (allNull && floating) {
      return summary.containsNan() != null && !summary.containsNan();
    }
    return allNull;
  }

  /** The one value every partition holds: no nulls, no NaN, equal bounds; else null. */
  private static Object uniqueValue(
      FieldSummary summary, Object lower, Object upper, boolean floating) {
    if (summary.containsNull()
        || (floating && (summary.containsNan() == null || summary.containsNan()))
        || lower == null
        || upper == null
        || DeleteMatching.compare(lower, upper) != 0) {
      return null;
    }
    return lower;
  }

  private static boolean isFloating(Predicate predicate) {
    String type = predicate.type() == null ? "" : predicate.type().name();
    return type.equals("float") || type.equals("double");
  }

  /** A summary bound's stored bytes: ManifestEvaluator compares prefixes as UTF-8 bytes. */
  private static byte[] bytes(Value bound) {
    return bound.raw() != null
        ? bound.raw()
        : bound.value().toString().getBytes(StandardCharsets.UTF_8);
  }

  private static byte[] prefix(List<Object> literals) {
    return ((String) literals.get(0)).getBytes(StandardCharsets.UTF_8);
  }

  private static Object value(Value bound) {
    return bound == null ? null : bound.value();
  }

  /** The summaries of the partition fields the filter's columns feed, for explanations. */
  private static List<String> facts(
      FilterExpression expression, PartitionSpec spec, List<FieldSummary> summaries) {
    List<Integer> columns = new ArrayList<>();
    collectColumns(expression, columns);
    List<String> facts = new ArrayList<>();
    for (int i = 0; i < spec.fields().size(); i++) {
      PartitionField field = spec.fields().get(i);
      if (columns.contains(field.sourceId()) && !field.transform().equals("void")) {
        facts.add(field.name() + " " + describe(summaries.get(i)));
      }
    }
    return facts;
  }

  private static void collectColumns(FilterExpression expression, List<Integer> columns) {
    if (expression instanceof FilterExpression.Binary chain) {
      for (FilterExpression operand : FilterExpression.operands(chain)) {
        collectColumns(operand, columns);
      }
    } else if (expression instanceof FilterExpression.Not not) {
      collectColumns(not.child(), columns);
    } else if (expression instanceof Predicate predicate) {
      columns.add(predicate.fieldId());
    }
  }

  private static String describe(FieldSummary summary) {
    String range =
        summary.lowerBound() == null
            ? "no values"
            : "in [" + summary.lowerBound().text() + ", " + summary.upperBound().text() + "]";
    if (summary.containsNull()) {
      range += ", nulls";
    }
    if (Boolean.TRUE.equals(summary.containsNan())) {
      range += ", NaN";
    }
    return range;
  }
}
