package io.tablescope.app.cli.iceberg;

import io.tablescope.app.cli.common.Numbers;
import io.tablescope.format.iceberg.manifest.ManifestContent;
import io.tablescope.inspector.iceberg.scan.ManifestStep;
import io.tablescope.inspector.iceberg.scan.PlannedDelete;
import io.tablescope.inspector.iceberg.scan.PlannedFile;
import io.tablescope.inspector.iceberg.scan.PrunedFile;
import io.tablescope.inspector.iceberg.scan.ScanPlan;
import io.tablescope.inspector.iceberg.scan.ScanTotals;
import java.io.PrintWriter;

/** A scan plan as text, in the order Iceberg plans: manifests, files, deletes, then the sums. */
final class ScanText {
  private ScanText() {}

  static void write(ScanPlan plan, PrintWriter out) {
    ScanTotals totals = plan.totals();
    out.println(
        "Scan of snapshot "
            + plan.snapshotId()
            + " for "
            + plan.filter()
            + (plan.caseSensitive() ? "" : " (column names ignoring case)"));
    out.println();
    out.println(
        "1. Manifests: "
            + totals.manifestsRead()
            + " of "
            + Numbers.count(totals.manifests(), "manifest")
            + " read");
    for (ManifestStep step : plan.manifests()) {
      String counts =
          step.verdict() == ManifestStep.Verdict.READ
              ? " (kept " + step.kept() + ", pruned " + step.pruned() + ")"
              : "";
      out.println(
          "  "
              + step.verdict().jsonName()
              + "  "
              + (step.content() == ManifestContent.DELETES ? "delete" : "data")
              + " manifest "
              + step.path()
              + " (spec "
              + step.specId()
              + ")"
              + counts);
      out.println("      " + step.reason());
    }
    out.println();
    out.println(
        "2. Files read: "
            + Numbers.count(totals.dataFiles(), "data file")
            + ", "
            + Numbers.size(totals.dataBytes())
            + ", "
            + Numbers.count(totals.records(), "row"));
    for (PlannedFile file : plan.files()) {
      out.println(
          "  "
              + file.path()
              + (file.partition().isEmpty() ? "" : "  " + file.partition())
              + "  "
              + Numbers.count(file.recordCount(), "row")
              + ", "
              + Numbers.size(file.fileSizeInBytes())
              + (file.dataSequenceNumber() == null
                  ? ""
                  : ", data sequence " + file.dataSequenceNumber()));
      out.println("      kept: " + file.reason());
      for (PlannedDelete delete : file.deletes()) {
        out.println(
            "      + "
                + delete.kind().jsonName()
                + " "
                + delete.path()
                + " ("
                + Numbers.count(delete.recordCount(), "row")
                + "): "
                + delete.reason());
      }
    }
    out.println();
    out.println(
        "3. Deletes applied: "
            + Numbers.count(totals.deleteFiles(), "delete file")
            + " ("
            + totals.positionDeleteFiles()
            + " position, "
            + totals.equalityDeleteFiles()
            + " equality, "
            + Numbers.count(totals.deletionVectors(), "deletion vector")
            + "), "
            + Numbers.size(totals.deleteBytes()));
    out.println();
    out.println("4. Pruned entries: " + Numbers.grouped(totals.prunedFiles()));
    for (PrunedFile pruned : plan.pruned()) {
      out.println("  " + pruned.path() + " (" + pruned.content().jsonName() + ")");
      out.println("      " + pruned.reason());
    }
    if (plan.prunedNotListed() > 0) {
      out.println("  ... and " + Numbers.grouped(plan.prunedNotListed()) + " more");
    }
    out.println();
    out.println(
        "Files opened: "
            + Numbers.grouped(totals.filesOpened())
            + " ("
            + Numbers.count(totals.dataFiles(), "data file")
            + " and the delete files applied to them)");
    if (!plan.problems().isEmpty()) {
      out.println();
      out.println("Problems (the plan covers what could be read):");
      plan.problems().forEach(problem -> out.println("  ! " + problem));
    }
  }
}
