package io.tablescope.app.cli.delta;

import com.fasterxml.jackson.core.JsonGenerator;
import io.tablescope.app.cli.common.CandidateFiles;
import io.tablescope.app.cli.common.Json;
import io.tablescope.app.cli.common.Numbers;
import io.tablescope.app.cli.common.Timestamps;
import io.tablescope.app.cli.format.ExpireRequest;
import io.tablescope.inspector.delta.maintenance.DeltaRetention;
import io.tablescope.inspector.delta.maintenance.LogCleanupPreview;
import io.tablescope.inspector.delta.maintenance.LogFile;
import io.tablescope.inspector.delta.maintenance.VacuumPreview;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.Locale;

/** Delta's VACUUM and log clean-up previews, as text and JSON. */
final class DeltaMaintenanceOutput {
  private DeltaMaintenanceOutput() {}

  static void vacuumText(VacuumPreview preview, PrintWriter out) {
    out.println(ExpireRequest.NOTHING_DELETED);
    out.println("Location:  " + preview.location());
    retention(preview.retention(), out);
    out.println("Cutoff:    " + Timestamps.iso(preview.cutoff()));
    CandidateFiles.text(out, "VACUUM deletes", sweep(preview));
  }

  private static CandidateFiles.Sweep sweep(VacuumPreview preview) {
    return CandidateFiles.Sweep.of(
        preview.deleted(),
        preview.bytes(),
        preview.tooYoung(),
        preview.problems(),
        file ->
            new CandidateFiles.Row(
                file.path(), file.directory(), file.size(), file.modified(), file.reason()));
  }

  static void vacuumJson(VacuumPreview preview, PrintWriter out) throws IOException {
    try (JsonGenerator json = Json.generator(out)) {
      json.writeStartObject();
      json.writeStringField("format", "delta");
      json.writeStringField("location", preview.location());
      retention(json, preview.retention());
      json.writeNumberField("cutoff", preview.cutoff());
      CandidateFiles.json(json, "deleted", sweep(preview), ExpireRequest.NOTHING_DELETED);
      json.writeEndObject();
    }
    out.println();
  }

  static void logCleanupText(LogCleanupPreview preview, PrintWriter out) {
    out.println(ExpireRequest.NOTHING_DELETED);
    out.println("Log:       " + preview.location());
    retention(preview.retention(), out);
    out.println("Cutoff:    " + Timestamps.iso(preview.cutoff()));
    if (!preview.enabled()) {
      out.println(
          "Log clean-up is off ("
              + DeltaRetention.EXPIRED_LOG_CLEANUP
              + " = false): it deletes"
              + " nothing.");
    } else {
      out.println(
          "Log clean-up deletes ("
              + Numbers.grouped(preview.deleted().size())
              + ")"
              + (preview.deleted().isEmpty()
                  ? ": none (no complete checkpoint before the cutoff has older files)"
                  : ":"));
      for (LogFile file : preview.deleted()) {
        out.println(
            "  "
                + String.format(
                    "%-10s  %s  ", file.kind().name().toLowerCase(Locale.ROOT), file.version())
                + Timestamps.iso(file.modified())
                + "  "
                + file.path());
      }
      if (preview.readableFrom() != null) {
        out.println(
            "The log then starts at the checkpoint of version "
                + preview.readableFrom()
                + ", kept with its commit: every later version stays readable.");
      }
    }
    preview.problems().forEach(problem -> out.println("⚠ " + problem));
  }

  static void logCleanupJson(LogCleanupPreview preview, PrintWriter out) throws IOException {
    try (JsonGenerator json = Json.generator(out)) {
      json.writeStartObject();
      json.writeStringField("format", "delta");
      json.writeStringField("log", preview.location());
      json.writeBooleanField("enabled", preview.enabled());
      retention(json, preview.retention());
      json.writeNumberField("cutoff", preview.cutoff());
      json.writeArrayFieldStart("deleted");
      for (LogFile file : preview.deleted()) {
        json.writeStartObject();
        json.writeStringField("path", file.path());
        json.writeNumberField("version", file.version());
        json.writeStringField("kind", file.kind().name().toLowerCase(Locale.ROOT));
        json.writeNumberField("modified", file.modified());
        json.writeEndObject();
      }
      json.writeEndArray();
      Json.nullableNumber(json, "readable-from", preview.readableFrom());
      Json.problems(json, preview.problems());
      json.writeStringField("note", ExpireRequest.NOTHING_DELETED);
      json.writeEndObject();
    }
    out.println();
  }

  private static void retention(DeltaRetention retention, PrintWriter out) {
    out.println(
        "Retention: " + retention.duration().toHours() + " hours  (" + retention.source() + ")");
  }

  private static void retention(JsonGenerator json, DeltaRetention retention) throws IOException {
    json.writeNumberField("retention-ms", retention.duration().toMillis());
    json.writeStringField("retention-source", retention.source());
  }
}
