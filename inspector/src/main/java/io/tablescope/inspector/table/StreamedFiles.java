package io.tablescope.inspector.table;

import io.tablescope.format.Problem;
import java.util.List;
import java.util.Objects;

/**
 * What a read of a commit found besides the files it handed over one at a time ({@link
 * Table#streamReadFiles}).
 *
 * @param count how many files were handed over
 * @param problems what could not be read while finding them
 * @param summaryMismatches where the commit's own totals disagree with the files found
 */
public record StreamedFiles(
    Commit commit, long count, List<Problem> problems, List<SummaryMismatch> summaryMismatches) {
  public StreamedFiles {
    Objects.requireNonNull(commit, "commit");
    problems = List.copyOf(problems);
    summaryMismatches = List.copyOf(summaryMismatches);
  }

  /** Whether every file of the commit could be read. */
  public boolean complete() {
    return problems.isEmpty();
  }
}
