package io.tablescope.app.cli.delta;

import io.tablescope.app.cli.common.Numbers;
import io.tablescope.app.cli.common.Timestamps;
import io.tablescope.format.Problem;
import io.tablescope.format.delta.action.DomainMetadata;
import io.tablescope.format.delta.action.Metadata;
import io.tablescope.format.delta.action.Protocol;
import io.tablescope.format.delta.action.SetTransaction;
import io.tablescope.format.delta.checkpoint.Checkpoint;
import io.tablescope.format.delta.log.LastCheckpoint;
import io.tablescope.format.delta.schema.StructField;
import io.tablescope.format.io.FileAccess;
import io.tablescope.inspector.delta.DeltaSummary;
import io.tablescope.inspector.table.CommitDating;
import io.tablescope.inspector.table.SummaryMismatch;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;

/** The text form of {@code summary} for a Delta table: one labelled line per fact. */
final class DeltaSummaryText {
  private DeltaSummaryText() {}

  static void write(DeltaSummary summary, PrintWriter out) {
    line(out, "Table", summary.location() + "  (Delta Lake)");
    line(
        out,
        "Versions",
        summary.versions()
            + " in the log ("
            + summary.oldestVersion()
            + " to "
            + summary.version()
            + "), latest "
            + summary.version());
    commitTime(summary, out);
    line(out, "Checkpoint", checkpoint(summary.checkpoint()));
    line(out, "Last checkpoint", lastCheckpoint(summary.lastCheckpoint()));
    line(out, "Protocol", protocol(summary.protocol()));
    Metadata metadata = summary.metadata();
    if (metadata == null) {
      line(out, "Metadata", "none in the log");
    } else {
      line(
          out,
          "Metadata",
          "id "
              + metadata.id()
              + (metadata.name() == null ? "" : ", name " + metadata.name())
              + ", format "
              + metadata.format().provider());
      line(
          out,
          "Partitioned by",
          metadata.partitionColumns().isEmpty()
              ? "(none)"
              : String.join(", ", metadata.partitionColumns()));
      line(out, "Column mapping", metadata.columnMappingMode());
      schema(metadata, out);
      line(out, "Configuration", metadata.configuration().isEmpty() ? "(none)" : "");
      metadata.configuration().forEach((key, value) -> out.println("    " + key + " = " + value));
    }
    line(
        out,
        "Live files",
        Numbers.grouped(summary.liveFiles()) + " (" + Numbers.bytes(summary.liveBytes()) + ")");
    line(
        out,
        "Deletion vectors",
        Numbers.grouped(summary.deletionVectors())
            + " ("
            + Numbers.count(summary.rowsDeleted(), "row")
            + " deleted)");
    line(out, "Tombstones", Long.toString(summary.tombstones()));
    line(out, "App transactions", summary.transactions().isEmpty() ? "(none)" : "");
    for (SetTransaction txn : summary.transactions()) {
      out.println("    " + txn.appId() + " = version " + txn.version());
    }
    line(out, "Domain metadata", summary.domains().isEmpty() ? "(none)" : "");
    for (DomainMetadata domain : summary.domains()) {
      out.println("    " + domain.domain() + " = " + domain.configuration());
    }
    checksum(summary.checksum(), out);
    List<Problem> problems = summary.problems();
    if (!problems.isEmpty()) {
      out.println();
      out.println("Problems (" + problems.size() + "):");
      for (Problem problem : problems) {
        out.println("  ! " + problem.kind().name().toLowerCase(Locale.ROOT) + ": " + problem);
      }
    }
  }

  /** The latest version's time as its writer recorded it and as Delta's time travel dates it. */
  private static void commitTime(DeltaSummary summary, PrintWriter out) {
    CommitDating dating = summary.dating();
    if (dating != null) {
      line(
          out,
          "Written",
          dating.writtenMillis() == null
              ? "(the writer recorded no commitInfo.timestamp)"
              : Timestamps.iso(dating.writtenMillis()) + "  (commitInfo.timestamp)");
    }
    line(
        out,
        "Time travel",
        Timestamps.iso(summary.commitTimestampMillis())
            + (dating == null
                ? ""
                : "  (dated by " + dating.rule() + ": " + dating.reason() + ")"));
  }

  private static void schema(Metadata metadata, PrintWriter out) {
    if (metadata.schema() == null) {
      line(out, "Schema", "does not parse: " + metadata.schemaString());
      return;
    }
    line(out, "Schema", metadata.schema().fields().size() + " columns");
    for (StructField field : metadata.schema().fields()) {
      String mapped =
          field.physicalName().equals(field.name())
              ? ""
              : "  (physical " + field.physicalName() + idText(field) + ")";
      out.println(
          "    "
              + field.name()
              + " "
              + field.type().simpleString()
              + (field.nullable() ? "" : " not null")
              + mapped);
    }
  }

  private static String idText(StructField field) {
    return field.columnId() == null ? "" : ", id " + field.columnId();
  }

  static String checkpoint(Checkpoint checkpoint) {
    if (checkpoint == null) {
      return "none: the state is replayed from version 0";
    }
    return "version "
        + checkpoint.version()
        + ", "
        + checkpoint.kind().name().toLowerCase(Locale.ROOT).replace('_', '-')
        + ", "
        + FileAccess.fileName(checkpoint.location())
        + (checkpoint.locations().size() > 1
            ? " (" + checkpoint.locations().size() + " parts)"
            : "");
  }

  private static String lastCheckpoint(LastCheckpoint last) {
    if (last == null) {
      return "(absent or unreadable)";
    }
    return "version "
        + last.version()
        + (last.parts() == null ? "" : ", " + last.parts() + " parts")
        + (last.size() == null ? "" : ", " + last.size() + " actions");
  }

  static String protocol(Protocol protocol) {
    if (protocol == null) {
      return "none in the log";
    }
    return "reader "
        + protocol.minReaderVersion()
        + ", writer "
        + protocol.minWriterVersion()
        + features(" reader features", protocol.readerFeatures())
        + features(" writer features", protocol.writerFeatures());
  }

  private static String features(String label, List<String> features) {
    return features == null ? "" : ";" + label + " [" + String.join(", ", features) + "]";
  }

  private static void checksum(DeltaSummary.ChecksumCheck check, PrintWriter out) {
    if (check.file() == null) {
      line(out, "Checksum", "no .crc for the latest version");
      return;
    }
    String name = FileAccess.fileName(check.file());
    line(out, "Checksum", name + (check.agrees() ? " agrees with the log" : ""));
    for (SummaryMismatch mismatch : check.mismatches()) {
      out.println(
          "    ! "
              + mismatch.key()
              + " says "
              + mismatch.statedValue()
              + ", the log holds "
              + mismatch.countedValue());
    }
    check.problems().forEach(problem -> out.println("    ! " + problem));
  }

  private static void line(PrintWriter out, String label, String value) {
    out.println(String.format("%-17s %s", label + ":", value).stripTrailing());
  }
}
