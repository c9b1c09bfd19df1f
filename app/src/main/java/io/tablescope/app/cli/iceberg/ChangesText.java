package io.tablescope.app.cli.iceberg;

import io.tablescope.app.cli.common.Numbers;
import io.tablescope.format.Problem;
import io.tablescope.format.iceberg.manifest.ContentFile;
import io.tablescope.inspector.iceberg.IncrementalChanges;
import io.tablescope.inspector.iceberg.ScannedSnapshot;
import io.tablescope.inspector.iceberg.StreamingVerdict;
import java.io.PrintWriter;
import java.util.Locale;

/** The text form of {@code changes}. */
final class ChangesText {
  private ChangesText() {}

  static void write(IncrementalChanges changes, PrintWriter out) {
    out.println(
        "Incremental append scan "
            + changes.start()
            + " up to "
            + changes.to().snapshotId()
            + " (inclusive)");
    if (changes.snapshots().isEmpty()) {
      out.println("  no snapshots in the range");
    }
    for (ScannedSnapshot scanned : changes.snapshots()) {
      out.printf(
          "  %s snapshot %d  %-9s %s%n",
          scanned.included() ? "+" : "-",
          scanned.snapshot().snapshotId(),
          scanned.snapshot().operation(),
          scanned.reason());
    }
    out.println();
    out.println(
        "Files returned ("
            + changes.files().size()
            + (changes.complete()
                ? ")"
                : ", incomplete: the files of "
                    + changes.problems().size()
                    + " unreadable manifest list or manifest are missing from it)"));
    for (ContentFile file : changes.files()) {
      out.println(
          "  "
              + file.path()
              + (file.partition().isEmpty() ? "" : "  " + file.partitionText())
              + "  "
              + Numbers.count(file.recordCount(), "row"));
    }
    out.println();
    out.println(
        "Legacy appendsBetween scan: "
            + (changes.legacyStopsAt() == null
                ? "reads the same files"
                : "fails at snapshot " + changes.legacyStopsAt() + ": " + changes.legacyError()));
    StreamingVerdict spark = changes.spark();
    out.println(
        "Spark structured streaming (streaming-skip-overwrite-snapshots="
            + spark.skipOverwrites()
            + ", streaming-skip-delete-snapshots="
            + spark.skipDeletes()
            + "): "
            + (spark.stopsAt() == null
                ? "processes " + spark.processed().size() + " append snapshots"
                : "fails at snapshot "
                    + spark.stopsAt()
                    + " after "
                    + spark.processed().size()
                    + " appends: "
                    + spark.error()));
    if (!changes.complete()) {
      out.println();
      out.println("Problems (" + changes.problems().size() + ")");
      for (Problem problem : changes.problems()) {
        out.println("  ! " + problem.kind().name().toLowerCase(Locale.ROOT) + ": " + problem);
      }
    }
  }
}
