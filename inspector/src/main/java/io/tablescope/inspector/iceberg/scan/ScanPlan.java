package io.tablescope.inspector.iceberg.scan;

import io.tablescope.format.Problem;
import java.util.List;

/**
 * The read Iceberg plans for a filter on one snapshot, step by step, as iceberg-core's {@code
 * planFiles()} plans it: which manifests the manifest list's partition summaries let through, which
 * live entries the partition projection and the column metrics keep, and which delete files apply
 * to each data file kept.
 *
 * @param filter the bound filter as Iceberg prints it
 * @param manifests every manifest of the snapshot, in manifest list order, with its verdict
 * @param files the data files the scan reads (one task each), in manifest order
 * @param pruned the live entries the filter pruned, at most {@link ScanPlanner#PRUNED_LISTED}
 * @param prunedNotListed how many more pruned entries there were
 * @param problems damage met on the way; the plan covers what could be read
 */
public record ScanPlan(
    long snapshotId,
    String filter,
    boolean caseSensitive,
    List<ManifestStep> manifests,
    List<PlannedFile> files,
    List<PrunedFile> pruned,
    long prunedNotListed,
    ScanTotals totals,
    List<Problem> problems) {
  public ScanPlan {
    manifests = List.copyOf(manifests);
    files = List.copyOf(files);
    pruned = List.copyOf(pruned);
    problems = List.copyOf(problems);
  }
}
