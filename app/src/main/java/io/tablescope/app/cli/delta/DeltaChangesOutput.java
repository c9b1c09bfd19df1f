package io.tablescope.app.cli.delta;

import com.fasterxml.jackson.core.JsonGenerator;
import io.tablescope.app.cli.common.Json;
import io.tablescope.inspector.delta.DeltaChanges;
import io.tablescope.inspector.delta.DeltaChanges.ChangeFile;
import io.tablescope.inspector.delta.DeltaChanges.VersionChange;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.Locale;

/**
 * {@code changes} on a Delta table: per version what the streaming source does and what the change
 * data feed returns. JSON keeps design.md's shape ({@code from}, {@code to}, {@code stops-at},
 * {@code files}) with {@code versions} where Iceberg says {@code snapshots}.
 */
final class DeltaChangesOutput {
  private DeltaChangesOutput() {}

  static void text(DeltaChanges changes, PrintWriter out) {
    DeltaChanges.StreamOptions options = changes.options();
    out.println(
        "Streaming source from startingVersion "
            + changes.from()
            + " to version "
            + changes.to()
            + " (ignoreDeletes="
            + options.ignoreDeletes()
            + ", ignoreChanges="
            + options.ignoreChanges()
            + ", skipChangeCommits="
            + options.skipChangeCommits()
            + "):");
    for (VersionChange version : changes.versions()) {
      out.println(
          "  version "
              + version.version()
              + "  "
              + (version.operation() == null ? "(no commitInfo)" : version.operation())
              + "  +"
              + version.adds()
              + " -"
              + version.removes()
              + (version.cdcFiles() == 0 ? "" : " cdc " + version.cdcFiles())
              + "  "
              + version.stream().name().toLowerCase(Locale.ROOT).replace('_', ' ')
              + ": "
              + version.reason());
    }
    out.println("Files the stream reads (" + changes.files().size() + "):");
    changes.files().forEach(file -> out.println("  " + file));
    if (changes.stopsAt() != null) {
      out.println("The stream fails at version " + changes.stopsAt() + ":");
      out.println("  " + changes.error());
    }
    out.println("Change data feed:");
    if (changes.changeDataError() != null) {
      out.println("  fails: " + changes.changeDataError().replace("\n", "\n    "));
    } else {
      for (VersionChange version : changes.versions()) {
        for (ChangeFile file : version.changeData()) {
          out.println(
              "  version "
                  + version.version()
                  + "  "
                  + file.changeType()
                  + "  "
                  + file.path()
                  + (file.rowsDeleted() == null
                      ? ""
                      : "  (" + file.rowsDeleted() + " rows deleted)"));
        }
      }
    }
    changes.problems().forEach(problem -> out.println("  ! " + problem));
  }

  static void json(DeltaChanges changes, PrintWriter out) throws IOException {
    try (JsonGenerator json = Json.generator(out)) {
      json.writeStartObject();
      json.writeStringField("format", "delta");
      json.writeNumberField("from", changes.from());
      json.writeNumberField("to", changes.to());
      json.writeObjectFieldStart("options");
      json.writeBooleanField("ignoreDeletes", changes.options().ignoreDeletes());
      json.writeBooleanField("ignoreChanges", changes.options().ignoreChanges());
      json.writeBooleanField("skipChangeCommits", changes.options().skipChangeCommits());
      json.writeEndObject();
      json.writeArrayFieldStart("versions");
      for (VersionChange version : changes.versions()) {
        version(json, version, changes.changeDataError() == null);
      }
      json.writeEndArray();
      Json.strings(json, "files", changes.files());
      Json.nullableNumber(json, "stops-at", changes.stopsAt());
      json.writeStringField("error", changes.error());
      json.writeStringField("change-data-error", changes.changeDataError());
      Json.problems(json, changes.problems());
      json.writeEndObject();
    }
    out.println();
  }

  private static void version(JsonGenerator json, VersionChange version, boolean changeData)
      throws IOException {
    json.writeStartObject();
    json.writeNumberField("version", version.version());
    json.writeStringField("operation", version.operation());
    json.writeNumberField("adds", version.adds());
    json.writeNumberField("removes", version.removes());
    json.writeNumberField("cdc-files", version.cdcFiles());
    json.writeStringField("stream", version.stream().name().toLowerCase(Locale.ROOT));
    json.writeBooleanField("included", version.stream() == DeltaChanges.StreamAction.READ);
    json.writeStringField("reason", version.reason());
    if (changeData) {
      json.writeArrayFieldStart("change-data");
      for (ChangeFile file : version.changeData()) {
        json.writeStartObject();
        json.writeStringField("change-type", file.changeType());
        json.writeStringField("path", file.path());
        Json.nullableNumber(json, "rows-deleted", file.rowsDeleted());
        json.writeEndObject();
      }
      json.writeEndArray();
    } else {
      json.writeNullField("change-data");
    }
    json.writeEndObject();
  }
}
