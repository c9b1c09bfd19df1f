package io.tablescope.inspector.table;

import io.tablescope.format.Problem;
import java.util.List;
import java.util.Objects;

/**
 * What one commit itself changed: the files it added and the files it removed.
 *
 * @param summaryMismatches where what the commit says it changed disagrees with its files; empty
 *     when they agree or when {@code problems} kept them from being checked
 */
public record CommitChanges(
    Commit commit,
    List<TableFile> added,
    List<TableFile> removed,
    List<Problem> problems,
    List<SummaryMismatch> summaryMismatches) {
  public CommitChanges {
    Objects.requireNonNull(commit, "commit");
    added = List.copyOf(added);
    removed = List.copyOf(removed);
    problems = List.copyOf(problems);
    summaryMismatches = List.copyOf(summaryMismatches);
  }

  /** Whether every file of the commit could be read. */
  public boolean complete() {
    return problems.isEmpty();
  }
}
