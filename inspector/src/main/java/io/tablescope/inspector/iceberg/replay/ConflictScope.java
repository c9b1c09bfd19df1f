package io.tablescope.inspector.iceberg.replay;

import io.tablescope.format.iceberg.manifest.ContentFile;
import io.tablescope.inspector.iceberg.DeleteMatching;
import io.tablescope.inspector.iceberg.ManifestStats;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The rows a history check looks for conflicts in: those a conflict filter can match (null: the
 * whole table), or, for a dynamic overwrite of a partitioned table, the partitions it replaces.
 *
 * @param filter the conflict filter when the scope is a filter, else null
 * @param partitions files of the replaced partitions when the scope is partitions, else null
 */
record ConflictScope(ConflictFilter filter, List<ContentFile> partitions) {
  private static final ConflictFilter ALWAYS_TRUE =
      new ConflictFilter("true", new FilterExpression.Constant(true));

  ConflictScope {
    partitions = partitions == null ? null : List.copyOf(partitions);
  }

  static ConflictScope of(ConflictFilter filter) {
    return new ConflictScope(filter, null);
  }

  /** The whole table, as Iceberg's {@code alwaysTrue()} prints. */
  static ConflictScope wholeTable() {
    return of(ALWAYS_TRUE);
  }

  static ConflictScope partitionsOf(List<ContentFile> files) {
    return new ConflictScope(null, files);
  }

  boolean byPartition() {
    return partitions != null;
  }

  /** This scope, with a missing filter spelt as Iceberg's {@code alwaysTrue()}. */
  ConflictScope orWholeTable() {
    return byPartition() || filter != null ? this : wholeTable();
  }

  boolean matches(ContentFile file, FileFilter fileFilter) {
    return byPartition()
        ? partitions.stream().anyMatch(p -> DeleteMatching.samePartition(p, file))
        : fileFilter.mightMatch(file, filter);
  }

  /**
   * The column statistics {@link #matches} needs: a filter's bounds test reads them; partitions,
   * and a filter that is always true, do not.
   */
  ManifestStats stats() {
    return byPartition() || isWholeTable() ? ManifestStats.NONE : ManifestStats.ALL;
  }

  /** Whether every file is in scope: no filter, or one that is always true. */
  boolean isWholeTable() {
    return !byPartition() && (filter == null || filter.isAlwaysTrue());
  }

  /** Iceberg's message when the scope's filter cannot be bound, or null. */
  String bindingFailure() {
    return filter == null ? null : filter.bindingFailure();
  }

  String filterText() {
    return filter == null ? "true" : filter.toString();
  }

  /** The replaced partitions as Iceberg prints a {@code PartitionSet}. */
  String partitionSet() {
    Set<String> set = new LinkedHashSet<>();
    partitions.forEach(file -> set.add(Messages.partitionTuple(file)));
    return "[" + String.join(", ", set) + "]";
  }

  /** What the scope is, for the "examined" line of a check: partitions as a person reads them. */
  String describe() {
    if (!byPartition()) {
      return "matching " + filterText();
    }
    Set<String> set = new LinkedHashSet<>();
    partitions.forEach(file -> set.add(file.partitionText()));
    return "matching partitions [" + String.join(", ", set) + "]";
  }
}
