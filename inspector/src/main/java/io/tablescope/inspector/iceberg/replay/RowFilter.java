package io.tablescope.inspector.iceberg.replay;

import io.tablescope.format.iceberg.manifest.ContentFile;
import io.tablescope.format.iceberg.metadata.NestedField;
import io.tablescope.format.iceberg.metadata.PartitionField;
import io.tablescope.format.iceberg.metadata.PartitionSpec;
import io.tablescope.format.iceberg.metadata.TableMetadata;
import io.tablescope.inspector.iceberg.replay.FilterExpression.Predicate;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Whether a row filter ({@code overwriteByRowFilter}, {@code deleteFromRowFilter}) matches some or
 * all rows of a file, as Iceberg decides when it applies the operation ({@code
 * ManifestFilterManager}'s partition-and-metrics evaluator): the filter's residual on the file's
 * partition, then the inclusive metrics test (rows might match) and the strict one (all rows must
 * match) on its column statistics. Also the strict partition test that {@code
 * validateAddedFilesMatchOverwriteFilter} uses.
 *
 * <p>Strict projection follows {@link StrictProjection}: where it projects nothing, a file is
 * decided by its column statistics alone, as in Iceberg.
 */
final class RowFilter {
  private final TableMetadata metadata;
  private final FileFilter fileFilter;
  private final Set<Integer> topLevelIds;

  RowFilter(TableMetadata metadata, FileFilter fileFilter) {
    this.metadata = metadata;
    this.fileFilter = fileFilter;
    this.topLevelIds =
        metadata
            .currentSchema()
            .map(
                schema ->
                    schema.columns().stream().map(NestedField::id).collect(Collectors.toSet()))
            .orElse(Set.of());
  }

  /** Iceberg's {@code rowsMightMatch}: the inclusive metrics test of the residual. */
  boolean rowsMightMatch(ContentFile file, FilterExpression filter) {
    if (file.recordCount() == 0) {
      return false;
    }
    return file.recordCount() < 0 || FileFilter.metricsMightMatch(residual(filter, file), file);
  }

  /** Iceberg's {@code rowsMustMatch}: the strict metrics test of the residual. */
  boolean rowsMustMatch(ContentFile file, FilterExpression filter) {
    return file.recordCount() <= 0
        || StrictMetrics.mustMatch(residual(filter, file), file, this::isTopLevel);
  }

  /**
   * {@code validateAddedFilesMatchOverwriteFilter}'s test of an added file: its partition might
   * hold matching rows, and the strict projection or the strict metrics test says all rows match.
   */
  boolean addedFileMatches(ContentFile file, FilterExpression filter) {
    FilterExpression pushed = filter.pushNot(false);
    return fileFilter.partitionMightMatch(pushed, file)
        && (partitionMustMatch(pushed, file)
            || StrictMetrics.mustMatch(pushed, file, this::isTopLevel));
  }

  /** Whether strict metrics can read a column: nested columns always "might not match". */
  boolean isTopLevel(int fieldId) {
    return topLevelIds.contains(fieldId);
  }

  /**
   * Iceberg's {@code ResidualEvaluator}: each predicate the partition decides becomes a constant
   * (true when the strict projection holds, false when the inclusive one fails), and the rest stays
   * for the metrics tests.
   */
  FilterExpression residual(FilterExpression filter, ContentFile file) {
    PartitionSpec spec = metadata.spec(file.specId()).orElse(null);
    return simplify(filter.pushNot(false), predicate -> residual(predicate, spec, file));
  }

  private FilterExpression residual(Predicate predicate, PartitionSpec spec, ContentFile file) {
    if (spec == null) {
      return predicate;
    }
    for (int i = 0; i < spec.fields().size() && i < file.partition().size(); i++) {
      PartitionField field = spec.fields().get(i);
      if (field.sourceId() != predicate.fieldId()) {
        continue;
      }
      Object value = file.partition().get(i).value().value();
      if (StrictProjection.holds(predicate, field.transform(), value)) {
        return new FilterExpression.Constant(true);
      }
      if (!PartitionProjection.mightMatch(predicate, field.transform(), value)) {
        return new FilterExpression.Constant(false);
      }
    }
    return predicate;
  }

  /** Iceberg's strict projection evaluated on the partition: every row of it matches. */
  private boolean partitionMustMatch(FilterExpression filter, ContentFile file) {
    PartitionSpec spec = metadata.spec(file.specId()).orElse(null);
    FilterExpression projected =
        simplify(
            filter,
            predicate -> {
              if (spec == null) {
                return new FilterExpression.Constant(false);
              }
              for (int i = 0; i < spec.fields().size() && i < file.partition().size(); i++) {
                PartitionField field = spec.fields().get(i);
                if (field.sourceId() == predicate.fieldId()
                    && StrictProjection.holds(
                        predicate, field.transform(), file.partition().get(i).value().value())) {
                  return new FilterExpression.Constant(true);
                }
              }
              return new FilterExpression.Constant(false);
            });
    return projected instanceof FilterExpression.Constant constant && constant.value();
  }

  /** Replaces each predicate and folds constants, as Iceberg's {@code and} and {@code or} do. */
  private static FilterExpression simplify(
      FilterExpression expression, Function<Predicate, FilterExpression> predicates) {
    if (expression instanceof Predicate predicate) {
      return predicates.apply(predicate);
    }
    if (expression instanceof FilterExpression.Binary chain) {
      boolean and = chain instanceof FilterExpression.And;
      FilterExpression folded = null;
      for (FilterExpression operand : FilterExpression.operands(chain)) {
        FilterExpression next = simplify(operand, predicates);
        if (next instanceof FilterExpression.Constant constant) {
          if (constant.value() != and) {
            return constant;
          }
          continue;
        }
        folded =
            folded == null
                ? next
                : and
                    ? new FilterExpression.And(folded, next)
                    : new FilterExpression.Or(folded, next);
      }
      return folded == null ? new FilterExpression.Constant(and) : folded;
    }
    return expression;
  }

  /** The files of a list that a row filter deletes entirely: rows might match, and all must. */
  List<ContentFile> deletedEntirely(List<ContentFile> files, FilterExpression filter) {
    return files.stream()
        .filter(file -> rowsMightMatch(file, filter) && rowsMustMatch(file, filter))
        .toList();
  }
}
