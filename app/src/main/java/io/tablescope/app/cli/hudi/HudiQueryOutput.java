package io.tablescope.app.cli.hudi;

import com.fasterxml.jackson.core.JsonGenerator;
import io.tablescope.app.cli.common.Json;
import io.tablescope.format.hudi.timeline.HoodieInstant;
import io.tablescope.inspector.hudi.HudiIncremental;
import io.tablescope.inspector.hudi.IncrementalWarning;
import io.tablescope.inspector.hudi.view.FileSlice;
import io.tablescope.inspector.hudi.view.LogFile;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;

/** The slices and files Hudi's queries read, as text and as design.md's JSON. */
final class HudiQueryOutput {
  private HudiQueryOutput() {}

  static void slicesText(List<FileSlice> slices, PrintWriter out) {
    for (FileSlice slice : slices) {
      out.println(
          "  "
              + (slice.partition().isEmpty() ? "(no partition)" : slice.partition())
              + "  "
              + slice.fileId()
              + "  slice "
              + slice.baseInstantTime());
      out.println("    base  " + (slice.baseFile() == null ? "(none)" : slice.baseFile().name()));
      slice.logFiles().forEach(log -> out.println("    log   " + log.name()));
    }
  }

  static void slicesJson(JsonGenerator json, List<FileSlice> slices) throws IOException {
    json.writeArrayFieldStart("file-slices");
    for (FileSlice slice : slices) {
      json.writeStartObject();
      json.writeStringField("partition", slice.partition());
      json.writeStringField("file-id", slice.fileId());
      json.writeStringField("base-instant-time", slice.baseInstantTime());
      json.writeStringField("base-file", slice.baseFile() == null ? null : slice.baseFile().name());
      Json.strings(json, "log-files", slice.logFiles().stream().map(LogFile::name).toList());
      json.writeEndObject();
    }
    json.writeEndArray();
  }

  static void incrementalText(HudiIncremental read, PrintWriter out) {
    out.println(
        "Incremental read ("
            + read.from()
            + ", "
            + (read.to() == null ? "end" : read.to())
            + "] by "
            + read.basis()
            + ": "
            + read.instants().size()
            + " instants, "
            + read.filesRead().size()
            + " files");
    read.warnings().forEach(warning -> out.println("  Warning: " + warning.message()));
    for (HoodieInstant instant : read.instants()) {
      out.println(
          "  "
              + instant.requestedTime()
              + "  "
              + (instant.completionTime() == null ? "-" : instant.completionTime())
              + "  "
              + instant.action());
    }
    read.filesRead().forEach(file -> out.println("    " + file));
  }

  static void incrementalJson(HudiIncremental read, PrintWriter out) throws IOException {
    try (JsonGenerator json = Json.generator(out)) {
      json.writeStartObject();
      json.writeStringField("format", "hudi");
      json.writeNumberField("from", read.from());
      Json.nullableNumber(json, "to", read.to());
      json.writeStringField("range-basis", read.basis());
      json.writeArrayFieldStart("instants");
      for (HoodieInstant instant : read.instants()) {
        json.writeStartObject();
        json.writeStringField("requested-time", instant.requestedTime());
        json.writeStringField("completion-time", instant.completionTime());
        json.writeStringField("action", instant.action());
        json.writeEndObject();
      }
      json.writeEndArray();
      Json.strings(json, "files-read", read.filesRead());
      json.writeArrayFieldStart("warnings");
      for (IncrementalWarning warning : read.warnings()) {
        json.writeStartObject();
        json.writeStringField("kind", warning.kind().label());
        json.writeStringField("message", warning.message());
        Json.strings(json, "items", warning.items());
        json.writeEndObject();
      }
      json.writeEndArray();
      json.writeEndObject();
    }
  }
}
