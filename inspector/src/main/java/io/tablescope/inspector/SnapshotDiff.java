package io.tablescope.inspector;

import io.tablescope.format.Problem;
import io.tablescope.format.manifest.FileContent;
import io.tablescope.format.metadata.Snapshot;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * What changed between two snapshots: the live files of TO that FROM lacks ({@code added}) and the
 * reverse ({@code removed}), each with the commit that explains it, with totals and a check of the
 * snapshots' own summaries against the manifests.
 *
 * @param commonAncestor the newest snapshot both descend from, or null when the lineages do not
 *     meet in the metadata
 * @param toSide the snapshots after the common ancestor up to TO, oldest first
 * @param fromSide the snapshots after the common ancestor up to FROM, oldest first; empty when FROM
 *     is an ancestor of TO
 * @param byPartition totals per partition (e.g. {@code region=EU}), in partition order
 * @param summaryMismatches where a commit's summary disagrees with its manifests
 * @param problems files that could not be read, so the diff may be incomplete
 */
public record SnapshotDiff(
    Snapshot from,
    Snapshot to,
    Snapshot commonAncestor,
    List<Snapshot> toSide,
    List<Snapshot> fromSide,
    List<FileChange> added,
    List<FileChange> removed,
    Map<FileContent, ChangeTotals> byContent,
    Map<String, ChangeTotals> byPartition,
    List<SummaryMismatch> summaryMismatches,
    List<Problem> problems) {
  public SnapshotDiff {
    Objects.requireNonNull(from, "from");
    Objects.requireNonNull(to, "to");
    toSide = List.copyOf(toSide);
    fromSide = List.copyOf(fromSide);
    added = List.copyOf(added);
    removed = List.copyOf(removed);
    byContent = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(byContent));
    byPartition = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(byPartition));
    summaryMismatches = List.copyOf(summaryMismatches);
    problems = List.copyOf(problems);
  }
}
