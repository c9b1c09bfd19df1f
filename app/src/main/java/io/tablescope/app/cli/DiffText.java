package io.tablescope.app.cli;

import io.tablescope.format.Problem;
import io.tablescope.format.manifest.FileContent;
import io.tablescope.format.metadata.Snapshot;
import io.tablescope.inspector.ChangeTotals;
import io.tablescope.inspector.FileChange;
import io.tablescope.inspector.SnapshotDiff;
import io.tablescope.inspector.SummaryMismatch;
import java.io.PrintWriter;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/** The text form of {@code diff}: files grouped by the commit that explains them, then totals. */
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
    long addedRecords =
        diff.added().stream().mapToLong(change -> change.file().recordCount()).sum();
    long removedRecords =
        diff.removed().stream().mapToLong(change -> change.file().recordCount()).sum();
    out.printf(
        "  + %s (%d records)   - %s (%d records)%n%n",
        files(diff.added().size()), addedRecords, files(diff.removed().size()), removedRecords);

    for (Snapshot commit : diff.toSide()) {
      commit(out, commit, diff, false);
    }
    if (!diff.fromSide().isEmpty()) {
      out.println("Only on FROM's side (undone by going to TO):");
      for (Snapshot commit : diff.fromSide()) {
        commit(out, commit, diff, true);
      }
    }
    List<FileChange> unexplained = new ArrayList<>();
    diff.added().stream().filter(c -> c.operation() == null).forEach(unexplained::add);
    diff.removed().stream().filter(c -> c.operation() == null).forEach(unexplained::add);
    if (!unexplained.isEmpty()) {
      out.println("Not explained by a commit still in the metadata:");
      unexplained.forEach(
          change ->
              out.println(
                  "    "
                      + line(diff.added().contains(change) ? "+" : "-", change)
                      + "  ("
                      + change.explanation()
                      + ")"));
      out.println();
    }

    out.println("By content");
    for (Map.Entry<FileContent, ChangeTotals> total : diff.byContent().entrySet()) {
      out.printf("  %-34s %s%n", total.getKey().jsonName(), totals(total.getValue()));
    }
    out.println("By partition");
    for (Map.Entry<String, ChangeTotals> total : diff.byPartition().entrySet()) {
      out.printf("  %-34s %s%n", total.getKey(), totals(total.getValue()));
    }
    if (diff.summaryMismatches().isEmpty()) {
      out.println("Snapshot summaries agree with the manifests.");
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
    for (Problem problem : diff.problems()) {
      out.println("  ! " + problem.kind().name().toLowerCase() + ": " + problem);
    }
  }

  private static void commit(
      PrintWriter out, Snapshot commit, SnapshotDiff diff, boolean fromSide) {
    List<String> lines = new ArrayList<>();
    for (FileChange change : diff.removed()) {
      if (Objects.equals(change.snapshotId(), commit.snapshotId())
          && change.onFromSide() == fromSide
          && change.operation() != null) {
        lines.add(line("-", change));
      }
    }
    for (FileChange change : diff.added()) {
      if (Objects.equals(change.snapshotId(), commit.snapshotId())
          && change.onFromSide() == fromSide
          && change.operation() != null) {
        lines.add(line("+", change));
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
            + (lines.isEmpty() ? "  (no net change)" : ""));
    lines.forEach(line -> out.println("    " + line));
    out.println();
  }

  private static String line(String sign, FileChange change) {
    String content =
        change.file().isDeletionVector() ? "deletion-vector" : change.file().content().jsonName();
    String partition =
        change.file().partitionText().isEmpty() ? "" : "  " + change.file().partitionText();
    return String.format(
        "%s %-16s %s%s  %d %s",
        sign,
        content,
        change.file().path(),
        partition,
        change.file().recordCount(),
        change.file().content().isDelete() ? "deletes" : "rows");
  }

  private static String totals(ChangeTotals totals) {
    return String.format(
        "+%s (+%d records)  -%s (-%d records)",
        files(totals.addedFiles()),
        totals.addedRecords(),
        files(totals.removedFiles()),
        totals.removedRecords());
  }

  private static String files(long count) {
    return count + (count == 1 ? " file" : " files");
  }
}
