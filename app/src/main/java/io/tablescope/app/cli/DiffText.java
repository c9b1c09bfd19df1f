package io.tablescope.app.cli;

import io.tablescope.format.ContentKind;
import io.tablescope.format.Problem;
import io.tablescope.format.iceberg.manifest.ContentFile;
import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.inspector.iceberg.ChangeTotals;
import io.tablescope.inspector.iceberg.FileChange;
import io.tablescope.inspector.iceberg.Lineage;
import io.tablescope.inspector.iceberg.SnapshotDiff;
import io.tablescope.inspector.iceberg.SummaryMismatch;
import io.tablescope.inspector.iceberg.SummaryNotChecked;
import io.tablescope.inspector.iceberg.UnknownChange;
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

  static void write(SnapshotDiff diff, PrintWriter out) {
    out.println(
        "diff "
            + diff.from().snapshotId()
            + " -> "
            + diff.to().snapshotId()
            + (diff.commonAncestor() == null
                ? "  (no common ancestor in the metadata)"
                : "  (common ancestor " + diff.commonAncestor().snapshotId() + ")"));
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

    for (Snapshot commit : diff.toSide()) {
      commit(out, commit, diff, false);
    }
    if (!diff.fromSide().isEmpty()) {
      out.println("Only on FROM's side (undone by going to TO):");
      for (Snapshot commit : diff.fromSide()) {
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
      PrintWriter out, SnapshotDiff diff, Predicate<FileChange> sort, String heading) {
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

  private static void cut(PrintWriter out, String side, Lineage.Cut cut) {
    if (cut != null) {
      out.println("  ! history cut: " + cut.text(side));
    }
  }

  private static void incomplete(
      PrintWriter out, String side, Snapshot snapshot, List<Problem> why) {
    if (!why.isEmpty()) {
      out.println(
          "  ! incomplete: "
              + side
              + " ("
              + snapshot.snapshotId()
              + ") could not be read in full; what was not read is unknown, not counted:");
      why.forEach(
          problem -> out.println("      " + problem.kind().name().toLowerCase() + ": " + problem));
    }
  }

  private static void summaries(PrintWriter out, SnapshotDiff diff) {
    if (diff.summaryMismatches().isEmpty()) {
      out.println(
          diff.summariesNotChecked().isEmpty()
              ? "Snapshot summaries agree with the manifests."
              : "Snapshot summaries that were checked agree with the manifests.");
    } else {
      out.println("Snapshot summaries that disagree with the manifests:");
      for (SummaryMismatch mismatch : diff.summaryMismatches()) {
        out.printf(
            "  ! snapshot %d: summary says %s=%s, the manifests say %d%n",
            mismatch.snapshotId(),
            mismatch.key(),
            mismatch.summaryValue(),
            mismatch.manifestValue());
      }
    }
    for (SummaryNotChecked skipped : diff.summariesNotChecked()) {
      out.printf("  not checked: snapshot %d: %s%n", skipped.snapshotId(), skipped.reason());
    }
  }

  private static void commit(
      PrintWriter out, Snapshot commit, SnapshotDiff diff, boolean fromSide) {
    List<String> lines = new ArrayList<>();
    for (FileChange change : diff.removed()) {
      if (Objects.equals(change.snapshotId(), commit.snapshotId())
          && change.onFromSide() == fromSide
          && change.operation() != null) {
        lines.add(line("-", change.file()));
      }
    }
    for (FileChange change : diff.added()) {
      if (Objects.equals(change.snapshotId(), commit.snapshotId())
          && change.onFromSide() == fromSide
          && change.operation() != null) {
        lines.add(line("+", change.file()));
      }
    }
    String writer =
        commit
            .summaryValue("spark.app.id")
            .map(id -> "  spark.app.id=" + id)
            .or(() -> commit.summaryValue("flink.job-id").map(id -> "  flink.job-id=" + id))
            .orElse("");
    out.println(
        "snapshot "
            + commit.snapshotId()
            + "  "
            + commit.operation()
            + "  "
            + Instant.ofEpochMilli(commit.timestampMillis())
            + writer
            + (diff.unreadCommits().contains(commit.snapshotId())
                ? "  (its manifests could not all be read: what it changed is not all known)"
                : lines.isEmpty() ? "  (no net change)" : ""));
    lines.forEach(line -> out.println("    " + line));
    out.println();
  }

  private static String line(String sign, ContentFile file) {
    String partition = file.partitionText().isEmpty() ? "" : "  " + file.partitionText();
    return String.format(
        "%s %-16s %s%s  %d %s",
        sign,
        file.kind().jsonName(),
        file.path(),
        partition,
        file.recordCount(),
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
      return rows + " rows";
    }
    return rows == 0
        ? deletedRows + " rows deleted"
        : rows + " rows, " + deletedRows + " rows deleted";
  }

  private static String files(long count) {
    return count + (count == 1 ? " file" : " files");
  }
}
