package io.tablescope.inspector.table;

import io.tablescope.format.Problem;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The files a read of a commit opens (data files and the deletes that apply), by {@link
 * TableFile#key()}, and what could not be read while finding them.
 *
 * @param summaryMismatches where the commit's own totals disagree with the files found; empty when
 *     they agree or when {@code problems} kept them from being checked
 */
public record TableFiles(
    Commit commit,
    Map<String, TableFile> files,
    List<Problem> problems,
    List<SummaryMismatch> summaryMismatches) {
  public TableFiles {
    Objects.requireNonNull(commit, "commit");
    files = Collections.unmodifiableMap(new LinkedHashMap<>(files));
    problems = List.copyOf(problems);
    summaryMismatches = List.copyOf(summaryMismatches);
  }

  /** Whether every file of the commit could be read. */
  public boolean complete() {
    return problems.isEmpty();
  }
}
