package io.tablescope.app.cli.delta;

import com.fasterxml.jackson.core.JsonGenerator;
import io.tablescope.app.cli.common.Json;
import io.tablescope.inspector.delta.history.DeltaDefinitionChange;
import io.tablescope.inspector.delta.history.DeltaDefinitionHistory;
import io.tablescope.inspector.delta.history.DeltaDefinitionVersion;
import java.io.IOException;
import java.io.PrintWriter;

/**
 * {@code definition --history} for a Delta table: each version whose {@code metaData} or {@code
 * protocol} changed what the table declares, and what changed.
 */
final class DeltaDefinitionHistoryOutput {
  private DeltaDefinitionHistoryOutput() {}

  static void text(DeltaDefinitionHistory history, PrintWriter out) {
    out.println();
    out.println("Definition history: " + history.versions().size() + " versions changed it");
    for (DeltaDefinitionVersion version : history.versions()) {
      out.println(
          "  version "
              + version.version()
              + (version.operation().isEmpty() ? "" : " (" + version.operation() + ")"));
      for (DeltaDefinitionChange change : version.changes()) {
        out.println(
            "    "
                + change.what().word()
                + " "
                + change.name()
                + " "
                + change.change()
                + ": "
                + orUnset(change.before())
                + " → "
                + orUnset(change.after()));
      }
    }
    history.problems().forEach(problem -> out.println("  ! " + problem));
  }

  /** The history as its own JSON object, the field {@code history} of the definition. */
  static void json(DeltaDefinitionHistory history, JsonGenerator json) throws IOException {
    json.writeArrayFieldStart("history");
    for (DeltaDefinitionVersion version : history.versions()) {
      json.writeStartObject();
      json.writeNumberField("version", version.version());
      json.writeStringField("operation", version.operation());
      json.writeArrayFieldStart("changes");
      for (DeltaDefinitionChange change : version.changes()) {
        json.writeStartObject();
        json.writeStringField("what", change.what().word());
        json.writeStringField("name", change.name());
        json.writeStringField("change", change.change());
        json.writeStringField("before", change.before());
        json.writeStringField("after", change.after());
        json.writeEndObject();
      }
      json.writeEndArray();
      json.writeEndObject();
    }
    json.writeEndArray();
    Json.problems(json, "history-problems", history.problems());
  }

  private static String orUnset(String value) {
    return value == null ? "(unset)" : value;
  }
}
