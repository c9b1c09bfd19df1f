package io.tablescope.app.cli.iceberg;

import com.fasterxml.jackson.core.JsonGenerator;
import io.tablescope.app.cli.common.CandidateFiles;
import io.tablescope.app.cli.common.Json;
import io.tablescope.app.cli.common.Numbers;
import io.tablescope.app.cli.common.Timestamps;
import io.tablescope.app.cli.format.ExpireRequest;
import io.tablescope.inspector.iceberg.maintenance.DeletedFile;
import io.tablescope.inspector.iceberg.maintenance.ExpirePreview;
import io.tablescope.inspector.iceberg.maintenance.ExpireSettings;
import io.tablescope.inspector.iceberg.maintenance.OrphanPreview;
import io.tablescope.inspector.iceberg.maintenance.RefRetention;
import java.io.IOException;
import java.io.PrintWriter;
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
      CandidateFiles.json(json, "orphans", sweep(preview), ExpireRequest.NOTHING_DELETED);
      json.writeEndObject();
    }
    out.println();
  }

  private static CandidateFiles.Sweep sweep(OrphanPreview preview) {
    return CandidateFiles.Sweep.of(
        preview.orphans(),
        preview.bytes(),
        preview.tooYoung(),
        preview.problems(),
        file ->
            new CandidateFiles.Row(file.path(), null, file.size(), file.modified(), file.reason()));
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
    CandidateFiles.text(out, "Orphans", sweep(preview));
  }
}
