package io.tablescope.app.cli.hudi;

import com.fasterxml.jackson.core.JsonGenerator;
import io.tablescope.app.cli.common.Json;
import io.tablescope.format.hudi.HoodieTableConfig;
import io.tablescope.format.hudi.timeline.HoodieInstant;
import io.tablescope.inspector.hudi.HudiTable;
import io.tablescope.inspector.table.Commit;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;

/** {@code summary} of a Hudi table: its properties and its active timeline, in Hudi's order. */
final class HudiSummaryOutput {
  private HudiSummaryOutput() {}

  static void text(HudiTable table, PrintWriter out) {
    HoodieTableConfig config = table.config();
    out.println("Hudi table " + table.location());
    out.println("  name:              " + config.tableName());
    out.println("  type:              " + config.tableType());
    out.println(
        "  table version:     "
            + config.tableVersion()
            + " (timeline layout "
            + config.timelineLayoutVersion()
            + ")");
    out.println("  record key:        " + String.join(", ", config.recordKeyFields()));
    out.println("  partition fields:  " + String.join(", ", config.partitionFields()));
    out.println("  base file format:  " + config.baseFileFormat());
    out.println();
    out.println("Timeline (" + table.timeline().instants().size() + " instants):");
    for (HoodieInstant instant : table.timeline().instants()) {
      Commit commit = table.commit(Long.parseLong(instant.requestedTime())).orElse(null);
      out.printf(
          "  %-18s %-18s %-14s %-10s %s%n",
          instant.requestedTime(),
          instant.completionTime() == null ? "-" : instant.completionTime(),
          instant.action(),
          instant.state(),
          commit == null ? "" : commit.summary().getOrDefault("operation", ""));
    }
    List<HoodieInstant> archived = table.archivedInstants();
    if (!archived.isEmpty()) {
      out.println();
      out.println(
          "Archived ("
              + archived.size()
              + " instants, "
              + archived.get(0).requestedTime()
              + " to "
              + archived.get(archived.size() - 1).requestedTime()
              + ")");
    }
    if (!table.problems().isEmpty()) {
      out.println();
      out.println("Problems:");
      table.problems().forEach(problem -> out.println("  " + problem));
    }
  }

  static void json(HudiTable table, PrintWriter out) throws IOException {
    HoodieTableConfig config = table.config();
    try (JsonGenerator json = Json.generator(out)) {
      json.writeStartObject();
      json.writeStringField("format", "hudi");
      json.writeStringField("location", table.location());
      json.writeStringField("table-type", config.tableType().name());
      json.writeNumberField("table-version", config.tableVersion());
      json.writeNumberField("timeline-layout-version", config.timelineLayoutVersion());
      Json.strings(json, "record-key-fields", config.recordKeyFields());
      Json.strings(json, "partition-fields", config.partitionFields());
      json.writeStringField("base-file-format", config.baseFileFormat());
      json.writeArrayFieldStart("instants");
      instants(json, table, table.timeline().instants());
      json.writeEndArray();
      json.writeArrayFieldStart("archived-instants");
      instants(json, table, table.archivedInstants());
      json.writeEndArray();
      Json.problems(json, table.problems());
      json.writeEndObject();
    }
  }

  private static void instants(JsonGenerator json, HudiTable table, List<HoodieInstant> instants)
      throws IOException {
    for (HoodieInstant instant : instants) {
      json.writeStartObject();
      json.writeStringField("requested-time", instant.requestedTime());
      json.writeStringField("completion-time", instant.completionTime());
      json.writeStringField("action", instant.action());
      json.writeStringField("state", instant.state().name());
      json.writeStringField("operation", table.commitMetadata(instant).operationType());
      json.writeStringField("file", instant.file());
      json.writeEndObject();
    }
  }
}
