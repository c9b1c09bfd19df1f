package io.tablescope.app.cli.iceberg;

import io.tablescope.app.cli.common.Numbers;
import io.tablescope.app.cli.common.Timestamps;
import io.tablescope.inspector.iceberg.health.CommitBurst;
import io.tablescope.inspector.iceberg.health.CommitConflict;
import io.tablescope.inspector.iceberg.health.CommitPressure;
import io.tablescope.inspector.iceberg.health.CommitWriter;
import io.tablescope.inspector.iceberg.health.FileHealth;
import io.tablescope.inspector.iceberg.health.HealthReport;
import io.tablescope.inspector.iceberg.health.HourlyCommits;
import io.tablescope.inspector.iceberg.health.MetadataFileSize;
import io.tablescope.inspector.iceberg.health.MetadataGrowth;
import io.tablescope.inspector.iceberg.health.RefRetention;
import java.io.PrintWriter;
import java.util.List;
import java.util.Optional;

/**
 * The text form of {@code health}: a "Metadata" and a "Commits" section, each ending in advice,
 * "Retries" ({@link RetriesText}), then the current snapshot's files ({@link FileHealthText}) when
 * the table has one.
 */
final class HealthText {
  private HealthText() {}

  static void write(HealthReport report, Optional<FileHealth> files, PrintWriter out) {
    metadata(report.metadata(), out);
    out.println();
    commits(report.commits(), out);
    out.println();
    RetriesText.write(report.retries(), out);
    if (files.isPresent()) {
      out.println();
      FileHealthText.write(out, files.get());
    }
  }

  private static void metadata(MetadataGrowth growth, PrintWriter out) {
    out.println("Metadata");
    line(
        out,
        "current file",
        growth.currentFile() + "  (" + Numbers.bytes(growth.currentFileSize()) + ")");
    line(
        out,
        "growth",
        Numbers.count(growth.metadataFiles().size(), "metadata file")
            + " along the log on storage, "
            + Numbers.bytes(growth.growthPerCommit())
            + " per commit");
    for (MetadataFileSize file : growth.metadataFiles()) {
      out.printf(
          "    %s  %,d bytes  %s%n",
          Timestamps.iso(file.timestampMillis()), file.size(), file.path());
    }
    line(
        out,
        "kept",
        growth.snapshots()
            + " snapshots, "
            + growth.schemas()
            + " schemas, "
            + growth.specs()
            + " specs, "
            + growth.sortOrders()
            + " sort orders");
    line(
        out,
        "logs",
        growth.snapshotLog()
            + " snapshot-log entries, "
            + growth.metadataLog()
            + " metadata-log entries");
    line(
        out,
        "old files",
        Numbers.count(growth.oldMetadataFiles(), "metadata file")
            + " besides the current one ("
            + Numbers.bytes(growth.oldMetadataBytes())
            + ")");
    line(out, "expirable", growth.expirable() + " snapshots under the table's retention");
    growth.properties().forEach((key, value) -> out.printf("  %s = %s%n", key, value));
    for (RefRetention ref : growth.refs()) {
      out.printf(
          "  %s %s -> %d  min-snapshots-to-keep %s, max-snapshot-age-ms %s, max-ref-age-ms %s%n",
          ref.type().jsonName(),
          ref.name(),
          ref.snapshotId(),
          orUnset(ref.minSnapshotsToKeep()),
          orUnset(ref.maxSnapshotAgeMs()),
          orUnset(ref.maxRefAgeMs()));
    }
    growth.problems().forEach(problem -> out.println("  ! " + problem));
    advice(growth.advice(), out);
  }

  private static void commits(CommitPressure pressure, PrintWriter out) {
    out.println("Commits");
    line(out, "commits", pressure.commits() + " by " + pressure.writers().size() + " writers");
    out.println("  per hour:");
    for (HourlyCommits hour : pressure.perHour()) {
      out.printf(
          "    %s  %d commits%s%n",
          Timestamps.iso(hour.hourMillis()),
          hour.commits(),
          hour.inBurst() == 0 ? "" : " (" + hour.inBurst() + " in bursts)");
    }
    out.println("  writers:");
    for (CommitWriter writer : pressure.writers()) {
      out.printf(
          "    %s  %s  %d %s  %s .. %s%n",
          writer.writer(),
          writer.engine().isEmpty() ? "-" : writer.engine(),
          writer.commits(),
          writer.commits() == 1 ? "commit" : "commits",
          Timestamps.iso(writer.firstMillis()),
          Timestamps.iso(writer.lastMillis()));
    }
    out.println("  bursts:");
    for (CommitBurst burst : pressure.bursts()) {
      out.printf(
          "    %s .. %s  %d commits, %d files, %d records%n",
          Timestamps.iso(burst.startMillis()),
          Timestamps.iso(burst.endMillis()),
          burst.commits(),
          burst.addedFiles(),
          burst.addedRecords());
    }
    out.println("  conflicts:");
    for (CommitConflict conflict : pressure.conflicts()) {
      out.printf("    [%s] %s%n", conflict.kind().jsonName(), conflict.detail());
    }
    advice(pressure.advice(), out);
  }

  private static void advice(List<String> advice, PrintWriter out) {
    if (advice.isEmpty()) {
      out.println("  advice: nothing stands out");
      return;
    }
    out.println("  advice:");
    advice.forEach(line -> out.println("    - " + line));
  }

  private static String orUnset(Object value) {
    return value == null ? "unset" : value.toString();
  }

  static void line(PrintWriter out, String label, String text) {
    out.printf("  %-13s %s%n", label, text);
  }
}
