package io.tablescope.app.cli.hudi;

import com.fasterxml.jackson.core.JsonGenerator;
import io.tablescope.app.cli.common.Json;
import io.tablescope.app.cli.common.Numbers;
import io.tablescope.app.cli.format.ExpireRequest;
import io.tablescope.format.Problem;
import io.tablescope.format.hudi.timeline.HoodieInstant;
import io.tablescope.inspector.hudi.clean.ArchivalPreview;
import io.tablescope.inspector.hudi.clean.CleanFile;
import io.tablescope.inspector.hudi.clean.CleanPreview;
import io.tablescope.inspector.hudi.clean.CleanSettings;
import io.tablescope.inspector.hudi.clean.OrphanFile;
import io.tablescope.inspector.hudi.clean.OrphanFiles;
import io.tablescope.inspector.hudi.clean.SliceDecision;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** Hudi's clean, archival and orphan previews, as text and JSON. */
final class HudiMaintenanceOutput {
  private HudiMaintenanceOutput() {}

  static void expireJson(
      CleanPreview clean, ArchivalPreview archival, List<Problem> problems, PrintWriter out)
      throws IOException {
    try (JsonGenerator json = Json.generator(out)) {
      json.writeStartObject();
      json.writeStringField("format", "hudi");
      json.writeObjectFieldStart("clean");
      CleanSettings settings = clean.settings();
      json.writeStringField("policy", settings.policy().name());
      json.writeStringField("policy-source", settings.policySource());
      json.writeNumberField("retained", settings.retained());
      json.writeStringField("retained-source", settings.retainedSource());
      json.writeStringField("earliest-commit-to-retain", clean.earliestCommitToRetain());
      json.writeStringField("partitions", clean.scope());
      json.writeArrayFieldStart("slices");
      for (SliceDecision slice : clean.slices()) {
        json.writeStartObject();
        json.writeStringField("partition", slice.partition());
        json.writeStringField("file-id", slice.fileId());
        json.writeStringField("base-instant", slice.baseInstantTime());
        json.writeStringField("action", slice.deleted() ? "delete" : "keep");
        json.writeStringField("reason", slice.reason());
        json.writeNumberField("bytes", slice.sizeInBytes());
        json.writeArrayFieldStart("files");
        for (CleanFile file : slice.files()) {
          json.writeStartObject();
          json.writeStringField("path", file.path());
          json.writeNumberField("size", file.sizeInBytes());
          json.writeEndObject();
        }
        json.writeEndArray();
        json.writeEndObject();
      }
      json.writeEndArray();
      Json.strings(
          json, "deleted-files", clean.deletedFiles().stream().map(CleanFile::path).toList());
      json.writeNumberField("bytes", clean.bytes());
      json.writeEndObject();
      json.writeObjectFieldStart("archival");
      json.writeNumberField("keep-min", archival.keepMin());
      json.writeNumberField("keep-max", archival.keepMax());
      if (!archival.settingsNote().isEmpty()) {
        json.writeStringField("settings-note", archival.settingsNote());
      }
      json.writeArrayFieldStart("instants");
      for (HoodieInstant instant : archival.instants()) {
        json.writeStartObject();
        json.writeStringField("instant", instant.requestedTime());
        json.writeStringField("action", instant.action());
        json.writeStringField("state", instant.state().name());
        json.writeEndObject();
      }
      json.writeEndArray();
      Json.strings(json, "limits", archival.limits());
      json.writeEndObject();
      Json.problems(json, problems);
      json.writeStringField("note", ExpireRequest.NOTHING_DELETED);
      json.writeEndObject();
    }
    out.println();
  }

  static void expireText(
      CleanPreview clean, ArchivalPreview archival, List<Problem> problems, PrintWriter out) {
    CleanSettings settings = clean.settings();
    out.println(ExpireRequest.NOTHING_DELETED);
    out.println("Clean policy: " + settings.policy() + "  (" + settings.policySource() + ")");
    out.println(
        "Retained:     "
            + settings.retained()
            + " "
            + unit(settings)
            + "  ("
            + settings.retainedSource()
            + ")");
    out.println(
        "Earliest commit to retain: "
            + (clean.earliestCommitToRetain() == null
                ? "none recorded (nothing to clean)"
                : clean.earliestCommitToRetain()));
    out.println("Partitions:   " + clean.scope());
    List<SliceDecision> deleted = clean.deleted();
    out.println(
        "Files it would delete ("
            + Numbers.grouped(clean.deletedFiles().size())
            + ", "
            + Numbers.bytes(clean.bytes())
            + ")"
            + (deleted.isEmpty() ? ": none" : ":"));
    for (SliceDecision slice : deleted) {
      slice(out, slice);
      slice.files().forEach(file -> out.println("      " + file.path()));
    }
    List<SliceDecision> kept = clean.slices().stream().filter(s -> !s.deleted()).toList();
    out.println("Slices it keeps (" + Numbers.grouped(kept.size()) + "):");
    kept.forEach(slice -> slice(out, slice));
    out.println(
        "Archival (keep.min.commits "
            + archival.keepMin()
            + ", keep.max.commits "
            + archival.keepMax()
            + (archival.settingsNote().isEmpty() ? "" : "; " + archival.settingsNote())
            + "):");
    List<String> moved = new ArrayList<>();
    archival.instants().stream()
        .filter(HoodieInstant::isCompleted)
        .forEach(i -> moved.add(i.requestedTime() + " " + i.action()));
    out.println(
        "  Instants it would move ("
            + moved.size()
            + "): "
            + (moved.isEmpty() ? "none" : String.join(", ", moved)));
    archival.limits().forEach(limit -> out.println("  " + limit));
    problems.forEach(problem -> out.println("⚠ " + problem));
  }

  private static void slice(PrintWriter out, SliceDecision slice) {
    out.println(
        "  "
            + (slice.deleted() ? "delete" : "keep  ")
            + "  "
            + (slice.partition().isEmpty() ? "(root)" : slice.partition())
            + "  "
            + slice.fileId()
            + "  "
            + slice.baseInstantTime()
            + "  "
            + Numbers.size(slice.sizeInBytes())
            + "  "
            + slice.reason());
  }

  private static String unit(CleanSettings settings) {
    return switch (settings.policy()) {
      case KEEP_LATEST_COMMITS -> "commits";
      case KEEP_LATEST_FILE_VERSIONS -> "file versions";
      case KEEP_LATEST_BY_HOURS -> "hours";
    };
  }

  static void orphansJson(
      String location, OrphanFiles orphans, List<Problem> problems, PrintWriter out)
      throws IOException {
    try (JsonGenerator json = Json.generator(out)) {
      json.writeStartObject();
      json.writeStringField("format", "hudi");
      json.writeStringField("location", location);
      json.writeArrayFieldStart("orphans");
      for (OrphanFile file : orphans.files()) {
        json.writeStartObject();
        json.writeStringField("path", file.path());
        json.writeNumberField("size", file.sizeInBytes());
        json.writeStringField("instant", file.instantTime());
        json.writeStringField("reason", file.reason());
        json.writeEndObject();
      }
      json.writeEndArray();
      json.writeNumberField("bytes", orphans.bytes());
      Json.problems(json, problems);
      json.writeStringField("note", ExpireRequest.NOTHING_DELETED);
      json.writeEndObject();
    }
    out.println();
  }

  static void orphansText(
      String location, OrphanFiles orphans, List<Problem> problems, PrintWriter out) {
    out.println(ExpireRequest.NOTHING_DELETED);
    out.println("Location: " + location);
    out.println(
        "Orphans ("
            + Numbers.grouped(orphans.files().size())
            + ", "
            + Numbers.bytes(orphans.bytes())
            + ")"
            + (orphans.files().isEmpty() ? ": none" : ":"));
    for (OrphanFile file : orphans.files()) {
      out.println(
          String.format(Locale.ROOT, "  %12s  %s", Numbers.size(file.sizeInBytes()), file.path()));
      out.println("      " + file.reason());
    }
    problems.forEach(problem -> out.println("⚠ " + problem));
  }
}
