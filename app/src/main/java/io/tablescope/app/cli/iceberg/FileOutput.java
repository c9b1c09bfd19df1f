package io.tablescope.app.cli.iceberg;

import com.fasterxml.jackson.core.JsonGenerator;
import io.tablescope.app.cli.common.Json;
import io.tablescope.app.cli.common.Timestamps;
import io.tablescope.format.Problem;
import io.tablescope.format.parquet.ParquetFooter;
import io.tablescope.inspector.iceberg.ApplicableDeletes;
import io.tablescope.inspector.iceberg.ApplicableDeletes.AppliedDelete;
import io.tablescope.inspector.iceberg.DeletionVectorEvidence;
import io.tablescope.inspector.iceberg.FooterComparison.StatisticCheck;
import io.tablescope.inspector.iceberg.FooterEvidence;
import io.tablescope.inspector.iceberg.find.FileHistory;
import io.tablescope.inspector.iceberg.find.FileHistory.FileEvent;
import io.tablescope.inspector.iceberg.find.FileReport;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.stream.Collectors;

/** Prints a {@link FileReport} as text or as the JSON of {@code file --json}. */
final class FileOutput {
  private FileOutput() {}

  static void text(FileReport report, PrintWriter out) {
    FileHistory history = report.history();
    out.printf("File %s (%s)%n", history.path(), history.kind().jsonName());
    out.printf(
        "Live in %d snapshots: %s%n",
        history.liveIn().size(),
        history.liveIn().stream().map(String::valueOf).collect(Collectors.joining(", ")));
    out.println("History:");
    for (FileEvent event : history.events()) {
      out.printf(
          "  %s  %d  %-9s %-8s %-8s seq %s  file-seq %s  %s  %s%n",
          Timestamps.iso(event.timestampMillis()),
          event.snapshotId(),
          event.operation(),
          event.change().word(),
          event.status(),
          event.sequenceNumber(),
          event.fileSequenceNumber(),
          event.writer(),
          event.manifest());
    }
    if (report.snapshot() != null && !report.liveEntry().file().content().isDelete()) {
      out.println(ApplicableDeletes.heading(report.snapshot().snapshotId()) + ":");
      if (report.deletes().isEmpty()) {
        out.println("  " + ApplicableDeletes.NONE_APPLIES);
      }
      for (AppliedDelete delete : report.deletes()) {
        out.printf(
            "  %s %s%n    %s%n",
            delete.delete().file().kind().jsonName(),
            delete.delete().file().path(),
            delete.reason());
      }
    }
    FooterEvidence footer = report.footer();
    if (footer != null && footer.footer() == null) {
      out.println("Parquet footer: unreadable: " + footer.unreadable());
    } else if (footer != null) {
      out.println("Parquet footer: created by " + footer.footer().createdBy());
      for (ParquetFooter.RowGroup group : footer.footer().rowGroups()) {
        out.printf("  row group %d: %s%n", group.ordinal(), FooterEvidence.describe(group));
      }
      out.println("Manifest statistics beside the footer:");
      for (StatisticCheck check : footer.checks()) {
        out.printf(
            "  %s %s: %s%n", check.column(), check.statistic(), FooterEvidence.describe(check));
      }
    }
    deletionVector(report.vector(), out);
    for (Problem problem : report.problems()) {
      out.println("Problem: " + problem);
    }
  }

  private static void deletionVector(DeletionVectorEvidence vector, PrintWriter out) {
    if (vector == null) {
      return;
    }
    if (vector.vector() == null) {
      out.println("Deletion vector: unreadable: " + vector.problem());
      return;
    }
    out.println("Deletion vector: " + vector.cardinalityText());
    out.println("  deleted positions: " + vector.positionsText());
    if (vector.mismatch() != null) {
      out.println("  ⚠ " + vector.mismatch());
    }
    if (vector.disagreement() != null) {
      out.println("  ⚠ " + vector.disagreement());
    }
  }

  static void json(FileReport report, PrintWriter out) throws IOException {
    FileHistory history = report.history();
    try (JsonGenerator json = Json.generator(out)) {
      json.writeStartObject();
      json.writeStringField("path", history.path());
      json.writeStringField("content", history.kind().jsonName());
      json.writeArrayFieldStart("live-in");
      for (long snapshotId : history.liveIn()) {
        json.writeNumber(snapshotId);
      }
      json.writeEndArray();
      json.writeArrayFieldStart("history");
      for (FileEvent event : history.events()) {
        json.writeStartObject();
        json.writeNumberField("snapshot-id", event.snapshotId());
        json.writeStringField("operation", event.operation());
        json.writeNumberField("timestamp-ms", event.timestampMillis());
        json.writeStringField("writer", event.writer());
        json.writeStringField("change", event.change().word());
        json.writeStringField("status", event.status().name());
        json.writeStringField("manifest", event.manifest());
        Json.nullableNumber(json, "sequence-number", event.sequenceNumber());
        Json.nullableNumber(json, "file-sequence-number", event.fileSequenceNumber());
        json.writeEndObject();
      }
      json.writeEndArray();
      Json.nullableNumber(
          json,
          "details-snapshot-id",
          report.snapshot() == null ? null : report.snapshot().snapshotId());
      json.writeArrayFieldStart("applicable-deletes");
      for (AppliedDelete delete : report.deletes()) {
        json.writeStartObject();
        json.writeStringField("path", delete.delete().file().path());
        json.writeStringField("content", delete.delete().file().kind().jsonName());
        json.writeStringField("reason", delete.reason());
        json.writeEndObject();
      }
      json.writeEndArray();
      footer(json, report.footer());
      deletionVector(json, report.vector());
      Json.problems(json, report.problems());
      json.writeEndObject();
    }
    out.println();
  }

  private static void deletionVector(JsonGenerator json, DeletionVectorEvidence vector)
      throws IOException {
    if (vector == null) {
      json.writeNullField("deletion-vector");
      return;
    }
    json.writeObjectFieldStart("deletion-vector");
    if (vector.vector() == null) {
      json.writeStringField("unreadable", vector.problem().toString());
    } else {
      json.writeNumberField("cardinality", vector.vector().cardinality());
      Json.nullableNumber(json, "data-record-count", vector.dataRecordCount());
      json.writeArrayFieldStart("first-positions");
      for (long position : vector.vector().firstPositions()) {
        json.writeNumber(position);
      }
      json.writeEndArray();
      json.writeStringField("mismatch", vector.mismatch());
      json.writeStringField("disagreement", vector.disagreement());
    }
    json.writeEndObject();
  }

  private static void footer(JsonGenerator json, FooterEvidence footer) throws IOException {
    if (footer == null) {
      json.writeNullField("footer");
      return;
    }
    json.writeObjectFieldStart("footer");
    if (footer.footer() == null) {
      json.writeStringField("unreadable", footer.unreadable());
    } else {
      json.writeStringField("created-by", footer.footer().createdBy());
      json.writeNumberField("row-count", footer.footer().rowCount());
      json.writeNumberField("row-groups", footer.footer().rowGroups().size());
      json.writeArrayFieldStart("checks");
      for (StatisticCheck check : footer.checks()) {
        json.writeStartObject();
        json.writeStringField("column", check.column());
        json.writeStringField("statistic", check.statistic());
        json.writeStringField("manifest", check.manifest());
        json.writeStringField("footer", check.footer());
        json.writeBooleanField("agrees", check.agrees());
        json.writeEndObject();
      }
      json.writeEndArray();
    }
    json.writeEndObject();
  }
}
