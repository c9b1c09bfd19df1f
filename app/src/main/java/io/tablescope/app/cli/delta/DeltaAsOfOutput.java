package io.tablescope.app.cli.delta;

import com.fasterxml.jackson.core.JsonGenerator;
import io.tablescope.app.cli.common.Json;
import io.tablescope.app.cli.common.Timestamps;
import io.tablescope.inspector.delta.DeltaAsOf;
import java.io.IOException;
import java.io.PrintWriter;

/** {@code as-of} on a Delta table: the version a read lands on, or Delta's error. */
final class DeltaAsOfOutput {
  private DeltaAsOfOutput() {}

  static void text(DeltaAsOf asOf, String operation, PrintWriter out) {
    String time = Timestamps.iso(asOf.timestampMillis());
    if (asOf.failed()) {
      out.println("No version as of " + time + " (commit times by " + asOf.rule() + "):");
      out.println("  delta-spark: " + asOf.error().replace("\n", "\n    "));
      out.println("  Delta Kernel: " + asOf.kernelError());
      return;
    }
    out.println(
        "As of "
            + time
            + ", a read lands on version "
            + asOf.version()
            + (operation == null ? "" : "  " + operation)
            + "  committed "
            + Timestamps.iso(asOf.commitTimestampMillis())
            + "  (by "
            + asOf.rule()
            + ")");
  }

  static void json(DeltaAsOf asOf, String operation, PrintWriter out) throws IOException {
    try (JsonGenerator json = Json.generator(out)) {
      json.writeStartObject();
      json.writeStringField("format", "delta");
      json.writeNumberField("timestamp-ms", asOf.timestampMillis());
      json.writeStringField("timestamp", Timestamps.iso(asOf.timestampMillis()));
      Json.nullableNumber(json, "version", asOf.version());
      Json.nullableNumber(json, "version-timestamp-ms", asOf.commitTimestampMillis());
      json.writeStringField("operation", operation);
      json.writeStringField("rule", asOf.rule());
      json.writeStringField("error", asOf.error());
      json.writeStringField("kernel-error", asOf.kernelError());
      json.writeEndObject();
    }
    out.println();
  }
}
