package io.tablescope.inspector.diff;

import io.tablescope.format.ContentKind;
import io.tablescope.format.Problem;
import io.tablescope.inspector.history.CommitLineage;
import io.tablescope.inspector.table.Commit;
import io.tablescope.inspector.table.SummaryMismatch;
import io.tablescope.inspector.table.TableFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * What changed between two commits (Iceberg snapshots, Delta versions): the live files of TO that
 * FROM lacks ({@code added}) and the reverse ({@code removed}), each with the commit that explains
 * it, with totals and a check of the commits' own summaries against their files.
 *
 * @param format the format of the table, whose words name the commits
 * @param commonAncestor the newest commit both descend from, or null when the lineages do not meet
 *     in the metadata
 * @param fromCut where FROM's lineage is cut by an expired commit, when the lineages do not meet
 *     and it is; null otherwise
 * @param toCut likewise for TO
 * @param toSide the commits after the common ancestor up to TO, oldest first; when the lineages do
 *     not meet, TO's lineage as far as it is in the metadata, or empty when only FROM's is cut (its
 *     commits may lie in FROM's expired history)
 * @param fromSide the commits after the common ancestor up to FROM, oldest first; empty when FROM
 *     is an ancestor of TO, and when only TO's lineage is cut
 * @param added files live in TO and not in FROM; when FROM is incomplete, only those a commit that
 *     was read proves absent from FROM
 * @param removed files live in FROM and not in TO; when TO is incomplete, only those a commit that
 *     was read proves absent from TO
 * @param unknown files live on one side whose presence on the other, incomplete, side cannot be
 *     told
 * @param byContent totals per content kind, over {@code added} and {@code removed} only
 * @param byPartition totals per partition (e.g. {@code region=EU}), in partition order
 * @param summaryMismatches where a commit's summary disagrees with its manifests
 * @param summariesNotChecked summaries left unchecked because their manifests could not be read
 * @param unreadCommits the commits between whose own manifests could not all be read, so what they
 *     changed is not all known
 * @param fromIncomplete why FROM's live files are not all known (its unreadable manifest list or
 *     manifests); empty when FROM was read in full
 * @param toIncomplete likewise for TO
 * @param problems every file that could not be read, on either side or in a commit between
 */
public record CommitDiff(
    TableFormat format,
    Commit from,
    Commit to,
    Commit commonAncestor,
    CommitLineage.Cut fromCut,
    CommitLineage.Cut toCut,
    List<Commit> toSide,
    List<Commit> fromSide,
    List<FileChange> added,
    List<FileChange> removed,
    List<UnknownChange> unknown,
    Map<ContentKind, ChangeTotals> byContent,
    Map<String, ChangeTotals> byPartition,
    List<SummaryMismatch> summaryMismatches,
    List<SummaryNotChecked> summariesNotChecked,
    List<Long> unreadCommits,
    List<Problem> fromIncomplete,
    List<Problem> toIncomplete,
    List<Problem> problems) {
  public CommitDiff {
    Objects.requireNonNull(format, "format");
    Objects.requireNonNull(from, "from");
    Objects.requireNonNull(to, "to");
    toSide = List.copyOf(toSide);
    fromSide = List.copyOf(fromSide);
    added = List.copyOf(added);
    removed = List.copyOf(removed);
    unknown = List.copyOf(unknown);
    byContent = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(byContent));
    byPartition = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(byPartition));
    summaryMismatches = List.copyOf(summaryMismatches);
    summariesNotChecked = List.copyOf(summariesNotChecked);
    unreadCommits = List.copyOf(unreadCommits);
    fromIncomplete = List.copyOf(fromIncomplete);
    toIncomplete = List.copyOf(toIncomplete);
    problems = List.copyOf(problems);
  }

  /** The totals over every content kind. */
  public ChangeTotals total() {
    return byContent.values().stream().reduce(ChangeTotals.ZERO, ChangeTotals::plus);
  }

  /** Whether a lineage between FROM and TO is cut by an expired commit. */
  public boolean historyCut() {
    return fromCut != null || toCut != null;
  }

  /** Whether either side's live files could not all be read. */
  public boolean incomplete() {
    return !fromIncomplete.isEmpty() || !toIncomplete.isEmpty();
  }
}
