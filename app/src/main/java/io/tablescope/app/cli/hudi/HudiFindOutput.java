package io.tablescope.app.cli.hudi;

import com.fasterxml.jackson.core.JsonGenerator;
import io.tablescope.app.cli.common.Json;
import io.tablescope.app.cli.common.Numbers;
import io.tablescope.format.hudi.instant.WriteStat;
import io.tablescope.inspector.hudi.find.HudiFileEvent;
import io.tablescope.inspector.hudi.find.HudiFileHistory;
import io.tablescope.inspector.hudi.find.HudiFindHit;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;

/** Prints what {@code find} found in a Hudi table, and {@code file}'s history of one file. */
final class HudiFindOutput {
  private HudiFindOutput() {}

  static void findText(List<HudiFindHit> hits, String text, PrintWriter out) {
    out.printf("%s found for \"%s\"%n", Numbers.grouped(hits.size()), text);
    for (HudiFindHit hit : hits) {
      out.printf(
          "%s %s%s%n",
          hit.kind().word(), hit.name(), hit.detail().isEmpty() ? "" : "  " + hit.detail());
      out.printf("  instants: %s%n", String.join(", ", hit.instants()));
      if (!hit.addedBy().isEmpty()) {
        out.printf("  written by: %s%n", String.join(", ", hit.addedBy()));
      }
      if (!hit.removedBy().isEmpty()) {
        out.printf("  superseded or deleted by: %s%n", String.join(", ", hit.removedBy()));
      }
    }
  }

  static void findJson(List<HudiFindHit> hits, PrintWriter out) throws IOException {
    try (JsonGenerator json = Json.generator(out)) {
      json.writeStartArray();
      for (HudiFindHit hit : hits) {
        json.writeStartObject();
        json.writeStringField("kind", hit.kind().word());
        json.writeStringField("name", hit.name());
        json.writeStringField("detail", hit.detail());
        strings(json, "instants", hit.instants());
        strings(json, "written-by", hit.addedBy());
        strings(json, "removed-by", hit.removedBy());
        json.writeEndObject();
      }
      json.writeEndArray();
    }
    out.println();
  }

  static void fileText(HudiFileHistory file, PrintWriter out) {
    out.printf(
        "File %s (%s of file group %s%s)%n",
        file.path(),
        file.log() ? "log file" : "base file",
        file.fileId(),
        file.partition().isEmpty() ? "" : " in partition " + file.partition());
    out.println(file.inStorage() ? "In storage" : "Not in storage");
    if (file.createdBy() == null) {
      out.println("Written by: no instant read names it");
    } else {
      out.println("Written by " + file.createdBy() + ": " + stat(file.stat()));
    }
    out.printf(
        "Live in %s: %s%n",
        Numbers.count(file.liveIn().size(), "instant"), String.join(", ", file.liveIn()));
    out.println("History:");
    for (HudiFileEvent event : file.events()) {
      out.printf(
          "  %s  %-12s %-10s %s%n",
          event.instant(),
          event.action(),
          event.change().word(),
          event.stat() == null
              ? event.detail()
              : (event.detail().isEmpty() ? "" : event.detail() + ": ") + stat(event.stat()));
    }
  }

  /**
   * The file's history as JSON; {@code note} says why the live-in reads stop short of the oldest
   * writes, or is null.
   */
  static void fileJson(HudiFileHistory file, String note, PrintWriter out) throws IOException {
    try (JsonGenerator json = Json.generator(out)) {
      json.writeStartObject();
      json.writeStringField("format", "hudi");
      json.writeStringField("path", file.path());
      json.writeStringField("partition", file.partition());
      json.writeStringField("file-id", file.fileId());
      json.writeStringField("content", file.log() ? "log" : "base");
      json.writeBooleanField("in-storage", file.inStorage());
      json.writeStringField("written-by", file.createdBy());
      statJson(json, "write-stat", file.stat());
      strings(json, "live-in", file.liveIn());
      json.writeArrayFieldStart("history");
      for (HudiFileEvent event : file.events()) {
        json.writeStartObject();
        json.writeStringField("instant", event.instant());
        json.writeStringField("action", event.action());
        json.writeStringField("change", event.change().word());
        json.writeStringField("detail", event.detail());
        statJson(json, "write-stat", event.stat());
        json.writeEndObject();
      }
      json.writeEndArray();
      if (note != null) {
        json.writeStringField("note", note);
      }
      json.writeEndObject();
    }
    out.println();
  }

  private static String stat(WriteStat stat) {
    return Numbers.count(stat.numWrites(), "record")
        + " written ("
        + Numbers.grouped(stat.numInserts())
        + " inserted, "
        + Numbers.grouped(stat.numUpdateWrites())
        + " updated, "
        + Numbers.grouped(stat.numDeletes())
        + " deleted), "
        + Numbers.size(stat.totalWriteBytes());
  }

  private static void statJson(JsonGenerator json, String field, WriteStat stat)
      throws IOException {
    if (stat == null) {
      json.writeNullField(field);
      return;
    }
    json.writeObjectFieldStart(field);
    json.writeNumberField("num-writes", stat.numWrites());
    json.writeNumberField("num-inserts", stat.numInserts());
    json.writeNumberField("num-update-writes", stat.numUpdateWrites());
    json.writeNumberField("num-deletes", stat.numDeletes());
    json.writeNumberField("total-write-bytes", stat.totalWriteBytes());
    json.writeNumberField("file-size-in-bytes", stat.fileSizeInBytes());
    json.writeStringField("prev-commit", stat.prevCommit());
    json.writeEndObject();
  }

  private static void strings(JsonGenerator json, String field, List<String> values)
      throws IOException {
    json.writeArrayFieldStart(field);
    for (String value : values) {
      json.writeString(value);
    }
    json.writeEndArray();
  }
}
