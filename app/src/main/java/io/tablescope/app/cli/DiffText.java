package io.tablescope.app.cli;

import io.tablescope.app.cli.common.Numbers;
import io.tablescope.format.ContentKind;
import io.tablescope.format.Problem;
import io.tablescope.inspector.diff.ChangeTotals;
import io.tablescope.inspector.diff.CommitDiff;
import io.tablescope.inspector.diff.FileChange;
import io.tablescope.inspector.diff.SummaryNotChecked;
import io.tablescope.inspector.diff.UnknownChange;
import io.tablescope.inspector.history.CommitLineage;
import io.tablescope.inspector.table.Commit;
import io.tablescope.inspector.table.SummaryMismatch;
import io.tablescope.inspector.table.TableFile;
import io.tablescope.inspector.table.TableFormat;
import java.io.PrintWriter;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Predicate;

/**
 * The text form of {@code diff}: which side could not be read in full, files grouped by the commit
 * that explains them, the files whose state is unknown, then totals and the summary checks.
 */
final class DiffText {
  private DiffText() {}

  static void write(CommitDiff diff, PrintWriter out) {
    out.println(
        "diff "
            + diff.from().id()
            + " -> "
            + diff.to().id()
            + (diff.commonAncestor() == null
                ? "  (no common ancestor in the metadata)"
                : "  (common ancestor " + diff.commonAncestor().id() + ")"));
    cut(out, "FROM", diff.fromCut());
    cut(out, "TO", diff.toCut());
    ChangeTotals total = diff.total();
    out.printf(
        "  + %s (%s)   - %s (%s)%n",
        files(total.addedFiles()),
        rows(total.addedRows(), total.addedDeletedRows()),
        files(total.removedFiles()),
        rows(total.removedRows(), total.removedDeletedRows()));
    incomplete(out, "FROM", diff.from(), diff.fromIncomplete());
    incomplete(out, "TO", diff.to(), diff.toIncomplete());
    out.println();

    for (Commit commit : diff.toSide()) {
      commit(out, commit, diff, false);
    }
    if (!diff.fromSide().isEmpty()) {
      out.println("Only on FROM's side (undone by going to TO):");
      for (Commit commit : diff.fromSide()) {
        commit(out, commit, diff, true);
      }
    }
    changes(
        out,
        diff,
        FileChange::expired,
        "Added or removed by commits that have expired (the history between is cut):");
    changes(out, diff, FileChange::unexplained, "Not explained by a commit still in the metadata:");
    if (!diff.unknown().isEmpty()) {
      out.println("Unknown, not counted (the other side could not be read in full):");
      for (UnknownChange change : diff.unknown()) {
        out.println(
            "    "
                + line("?", change.file())
                + "  (live in "
                + (change.liveInFrom() ? "FROM; TO" : "TO; FROM")
                + " may hold it in what could not be read)");
      }
      out.println();
    }

    out.println("By content");
    for (Map.Entry<ContentKind, ChangeTotals> byGroup : diff.byContent().entrySet()) {
      out.printf("  %-34s %s%n", byGroup.getKey().jsonName(), totals(byGroup.getValue()));
    }
    out.println("By partition");
    for (Map.Entry<String, ChangeTotals> byGroup : diff.byPartition().entrySet()) {
      out.printf("  %-34s %s%n", byGroup.getKey(), totals(byGroup.getValue()));
    }
    summaries(out, diff);
    // Problems that made a side incomplete were listed with it at the top.
    diff.problems().stream()
        .filter(p -> !diff.fromIncomplete().contains(p) && !diff.toIncomplete().contains(p))
        .forEach(p -> out.println("  ! " + p.kind().name().toLowerCase() + ": " + p));
  }

  /** The files no commit that was read explains, of one sort, under their heading. */
  private static void changes(
      PrintWriter out, CommitDiff diff, Predicate<FileChange> sort, String heading) {
    List<FileChange> changes = new ArrayList<>();
    diff.added().stream().filter(sort).forEach(changes::add);
    diff.removed().stream().filter(sort).forEach(changes::add);
    if (changes.isEmpty()) {
      return;
    }
    out.println(heading);
    changes.forEach(
        change ->
            out.println(
                "    "
                    + line(diff.added().contains(change) ? "+" : "-", change.file())
                    + "  ("
                    + change.explanation()
                    + ")"));
    out.println();
  }

  private static void cut(PrintWriter out, String side, CommitLineage.Cut cut) {
    if (cut != null) {
      out.println("  ! history cut: " + cut.text(side));
    }
  }

  private static void incomplete(PrintWriter out, String side, Commit commit, List<Problem> why) {
    if (!why.isEmpty()) {
      out.println(
          "  ! incomplete: "
              + side
              + " ("
              + commit.id()
              + ") could not be read in full; what was not read is unknown, not counted:");
      why.forEach(
          problem -> out.println("      " + problem.kind().name().toLowerCase() + ": " + problem));
    }
  }

  private static void summaries(PrintWriter out, CommitDiff diff) {
    TableFormat.StatedTotals words = diff.format().statedTotals();
    String stated = words.statements();
    String counted = words.counted();
    String noun = diff.format().commitNoun();
    if (diff.summaryMismatches().isEmpty()) {
      out.println(
          diff.summariesNotChecked().isEmpty()
              ? stated + " agree with " + counted + "."
              : stated + " that were checked agree with " + counted + ".");
    } else {
      out.println(stated + " that disagree with " + counted + ":");
      for (SummaryMismatch mismatch : diff.summaryMismatches()) {
        out.printf(
            "  ! %s %d: %s says %s=%s, %s say %d%n",
            noun,
            mismatch.commitId(),
            words.statement(),
            mismatch.key(),
            mismatch.statedValue(),
            counted,
            mismatch.countedValue());
      }
    }
    for (SummaryNotChecked skipped : diff.summariesNotChecked()) {
      out.printf("  not checked: %s %d: %s%n", noun, skipped.commitId(), skipped.reason());
    }
  }

  private static void commit(PrintWriter out, Commit commit, CommitDiff diff, boolean fromSide) {
    List<String> lines = new ArrayList<>();
    for (FileChange change : diff.removed()) {
      if (Objects.equals(change.commitId(), commit.id())
          && change.onFromSide() == fromSide
          && change.operation() != null) {
        lines.add(line("-", change.file()));
      }
    }
    for (FileChange change : diff.added()) {
      if (Objects.equals(change.commitId(), commit.id())
          && change.onFromSide() == fromSide
          && change.operation() != null) {
        lines.add(line("+", change.file()));
      }
    }
    String writer = commit.writer() == null ? "" : "  " + commit.writer();
    out.println(
        diff.format().commitNoun()
            + " "
            + commit.id()
            + "  "
            + commit.operation()
            + "  "
            + Instant.ofEpochMilli(commit.timestampMillis())
            + writer
            + (diff.unreadCommits().contains(commit.id())
                ? "  (its files could not all be read: what it changed is not all known)"
                : lines.isEmpty() ? "  (no net change)" : ""));
    lines.forEach(line -> out.println("    " + line));
    out.println();
  }

  private static String line(String sign, TableFile file) {
    String partition = file.partitionText().isEmpty() ? "" : "  " + file.partitionText();
    return String.format(
        "%s %-16s %s%s  %s %s",
        sign,
        file.kind().jsonName(),
        file.path(),
        partition,
        file.recordCount() == null ? "?" : Numbers.grouped(file.recordCount()),
        file.kind().isDelete() ? "rows deleted" : "rows");
  }

  private static String totals(ChangeTotals totals) {
    return String.format(
        "+%s (%s)  -%s (%s)",
        files(totals.addedFiles()),
        rows(totals.addedRows(), totals.addedDeletedRows()),
        files(totals.removedFiles()),
        rows(totals.removedRows(), totals.removedDeletedRows()));
  }

  /** Rows of data files and rows deleted by delete files, never added together. */
  static String rows(long rows, long deletedRows) {
    if (deletedRows == 0) {
      return Numbers.count(rows, "row");
    }
    return rows == 0
        ? Numbers.count(deletedRows, "row") + " deleted"
        : Numbers.count(rows, "row") + ", " + Numbers.count(deletedRows, "row") + " deleted";
  }

  private static String files(long count) {
    return Numbers.count(count, "file");
  }
}
