package io.tablescope.app.cli.iceberg;

import com.fasterxml.jackson.core.JsonGenerator;
import io.tablescope.app.cli.common.Json;
import io.tablescope.app.cli.common.Numbers;
import io.tablescope.app.cli.common.Timestamps;
import io.tablescope.app.cli.format.ExpireRequest;
import io.tablescope.inspector.iceberg.maintenance.DeletedFile;
import io.tablescope.inspector.iceberg.maintenance.ExpirePreview;
import io.tablescope.inspector.iceberg.maintenance.ExpireSettings;
import io.tablescope.inspector.iceberg.maintenance.OrphanFile;
import io.tablescope.inspector.iceberg.maintenance.OrphanPreview;
import io.tablescope.inspector.iceberg.maintenance.RefRetention;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;
import java.util.stream.Collectors;

/** Iceberg's expire-snapshots and remove-orphan-files previews, as text and JSON. */
final class IcebergMaintenanceOutput {
  private IcebergMaintenanceOutput() {}

  static void expireJson(ExpirePreview preview, PrintWriter out) throws IOException {
    try (JsonGenerator json = Json.generator(out)) {
      json.writeStartObject();
      json.writeArrayFieldStart("expired-snapshots");
      for (long id : preview.expiredSnapshots()) {
        json.writeNumber(id);
      }
      json.writeEndArray();
      json.writeArrayFieldStart("deleted-files");
      for (DeletedFile file : preview.deletedFiles()) {
        json.writeStartObject();
        json.writeStringField("path", file.path());
        json.writeStringField("kind", file.kind().jsonName());
        Json.nullableNumber(json, "size", file.size());
        json.writeEndObject();
      }
      json.writeEndArray();
      json.writeNumberField("bytes", preview.bytes());
      ExpireSettings settings = preview.settings();
      json.writeNumberField("older-than", settings.olderThan());
      json.writeNumberField("retain-last", settings.retainLast());
      Json.strings(json, "removed-refs", preview.removedRefs());
      json.writeStringField("cleanup", preview.cleanup().name().toLowerCase());
      Json.problems(json, preview.problems());
      json.writeStringField("note", ExpireRequest.NOTHING_DELETED);
      json.writeEndObject();
    }
    out.println();
  }

  static void expireText(ExpirePreview preview, PrintWriter out) {
    ExpireSettings settings = preview.settings();
    out.println(ExpireRequest.NOTHING_DELETED);
    out.println(
        "Older than:  "
            + Timestamps.iso(settings.olderThan())
            + "  ("
            + settings.olderThanSource()
            + ")");
    out.println(
        "Retain last: " + settings.retainLast() + "  (" + settings.retainLastSource() + ")");
    out.println("Max ref age: " + settings.maxRefAgeSource());
    for (RefRetention ref : settings.refs()) {
      out.println(
          "  "
              + ref.type().jsonName()
              + " "
              + ref.name()
              + " → "
              + ref.snapshotId()
              + ": "
              + (ref.kept() ? "kept" : "removed")
              + " ("
              + ref.why()
              + ")");
    }
    out.println(
        "Expired snapshots ("
            + preview.expiredSnapshots().size()
            + "): "
            + (preview.expiredSnapshots().isEmpty()
                ? "none"
                : preview.expiredSnapshots().stream()
                    .map(String::valueOf)
                    .collect(Collectors.joining(", "))));
    out.println(
        "Files it would delete ("
            + Numbers.grouped(preview.deletedFiles().size())
            + ", "
            + Numbers.bytes(preview.bytes())
            + "; "
            + preview.cleanup().name().toLowerCase()
            + " clean-up):");
    for (DeletedFile file : preview.deletedFiles()) {
      out.println(
          "  "
              + String.format("%-20s %12s  ", file.kind().jsonName(), size(file.size()))
              + file.path());
    }
    preview.problems().forEach(problem -> out.println("⚠ " + problem));
  }

  private static String size(Long size) {
    return size == null ? "?" : size.toString();
  }

  static void orphansJson(OrphanPreview preview, PrintWriter out) throws IOException {
    try (JsonGenerator json = Json.generator(out)) {
      json.writeStartObject();
      json.writeNumberField("older-than", preview.olderThan());
      files(json, "orphans", preview.orphans());
      json.writeNumberField("bytes", preview.bytes());
      files(json, "too-young", preview.tooYoung());
      Json.problems(json, preview.problems());
      json.writeStringField("note", ExpireRequest.NOTHING_DELETED);
      json.writeEndObject();
    }
    out.println();
  }

  private static void files(JsonGenerator json, String name, List<OrphanFile> files)
      throws IOException {
    json.writeArrayFieldStart(name);
    for (OrphanFile file : files) {
      json.writeStartObject();
      json.writeStringField("path", file.path());
      json.writeNumberField("size", file.size());
      json.writeNumberField("modified", file.modified());
      json.writeStringField("reason", file.reason());
      json.writeEndObject();
    }
    json.writeEndArray();
  }

  static void orphansText(OrphanPreview preview, PrintWriter out) {
    out.println(ExpireRequest.NOTHING_DELETED);
    out.println("Location:   " + preview.location());
    out.println(
        "Older than: "
            + Timestamps.iso(preview.olderThan())
            + "  ("
            + preview.olderThanSource()
            + ")");
    out.println(
        "Orphans ("
            + Numbers.grouped(preview.orphans().size())
            + ", "
            + Numbers.bytes(preview.bytes())
            + ")"
            + (preview.orphans().isEmpty() ? ": none" : ":"));
    preview.orphans().forEach(file -> line(out, file));
    if (!preview.tooYoung().isEmpty()) {
      out.println("Kept: too young (" + preview.tooYoung().size() + "):");
      preview.tooYoung().forEach(file -> line(out, file));
    }
    preview.problems().forEach(problem -> out.println("⚠ " + problem));
  }

  private static void line(PrintWriter out, OrphanFile file) {
    out.println(
        "  "
            + String.format("%12d  %s  ", file.size(), Timestamps.iso(file.modified()))
            + file.path());
    out.println("      " + file.reason());
  }
}
