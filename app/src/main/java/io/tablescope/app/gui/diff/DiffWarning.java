package io.tablescope.app.gui.diff;

import io.tablescope.format.Problem;
import io.tablescope.format.io.FileAccess;
import io.tablescope.inspector.diff.CommitDiff;
import io.tablescope.inspector.table.Commit;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * One thing a diff could not tell, in one line: the problem in words and the file it is about (its
 * name, empty for none), with the full paths and reasons kept for whoever asks.
 *
 * @param problem what went wrong and what it means for the diff
 * @param file the path of the file the problem is in, empty for none
 * @param details the full paths and reasons
 */
public record DiffWarning(String problem, String file, String details) {
  public DiffWarning {
    Objects.requireNonNull(problem, "problem");
    Objects.requireNonNull(file, "file");
    Objects.requireNonNull(details, "details");
  }

  /** The file's name, what the one line shows of it. */
  public String fileName() {
    return file.isEmpty() ? "" : FileAccess.fileName(file);
  }

  /**
   * What the diff could not tell: which side could not be read in full and why, the problems met in
   * the commits between, and the summaries left unchecked; empty when it read everything.
   */
  static List<DiffWarning> of(CommitDiff diff) {
    List<DiffWarning> warnings = new ArrayList<>();
    if (diff.fromCut() != null) {
      String cut = diff.fromCut().text("FROM");
      warnings.add(new DiffWarning("⚠ History cut: " + cut, "", cut));
    }
    if (diff.toCut() != null) {
      String cut = diff.toCut().text("TO");
      warnings.add(new DiffWarning("⚠ History cut: " + cut, "", cut));
    }
    incomplete(warnings, "FROM", diff.from(), diff.fromIncomplete());
    incomplete(warnings, "TO", diff.to(), diff.toIncomplete());
    if (warnings.isEmpty()) {
      for (Problem problem : diff.problems()) {
        warnings.add(
            new DiffWarning(
                "⚠ Between the two, commits may be unexplained: " + said(problem),
                problem.path(),
                problem.toString()));
      }
    }
    diff.summariesNotChecked()
        .forEach(
            skipped ->
                warnings.add(
                    new DiffWarning(
                        "Summary of "
                            + diff.format().commitNoun()
                            + " "
                            + skipped.commitId()
                            + " not checked",
                        "",
                        skipped.reason())));
    return List.copyOf(warnings);
  }

  private static void incomplete(
      List<DiffWarning> warnings, String side, Commit commit, List<Problem> why) {
    for (Problem problem : why) {
      warnings.add(
          new DiffWarning(
              "⚠ Incomplete: "
                  + side
                  + " ("
                  + commit.id()
                  + ") not read in full, what it lists is not counted: "
                  + said(problem),
              problem.path(),
              problem.toString()));
    }
  }

  /** A problem's kind in a word, for the line the file's name follows. */
  private static String said(Problem problem) {
    return switch (problem.kind()) {
      case MISSING -> "missing";
      case CORRUPT -> "unreadable";
      case INVALID, UNSUPPORTED -> problem.kind().name().toLowerCase(Locale.ROOT);
    };
  }

  /** Every warning's details, one after another, for the Details section and for copying. */
  static String details(List<DiffWarning> warnings) {
    StringBuilder text = new StringBuilder();
    for (DiffWarning warning : warnings) {
      if (!text.isEmpty()) {
        text.append('\n');
      }
      text.append(warning.problem());
      if (!warning.file().isEmpty()) {
        text.append(' ').append(warning.fileName());
      }
      text.append("\n    ").append(warning.details());
    }
    return text.toString();
  }
}
