package io.tablescope.app.cli.iceberg;

import com.fasterxml.jackson.core.JsonGenerator;
import io.tablescope.app.cli.common.Json;
import io.tablescope.app.cli.common.Timestamps;
import io.tablescope.app.cli.format.Output;
import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.inspector.iceberg.AsOf;
import java.io.IOException;
import java.io.PrintWriter;
import java.time.Instant;

/** What {@code as-of} prints for an Iceberg table: the snapshot and the rule that chose it. */
final class IcebergAsOfOutput {
  private IcebergAsOfOutput() {}

  /**
   * The snapshot the read lands on, or, when the rule finds none, Iceberg's message.
   *
   * @param ref the ref asked for, or null for main
   * @param result what the rule found, or null when it found nothing
   * @param error Iceberg's message when it found nothing, else null
   */
  static void print(Output output, long millis, String ref, AsOf.Result result, String error)
      throws IOException {
    PrintWriter out = output.out();
    if (output.json()) {
      try (JsonGenerator json = Json.generator(out)) {
        json.writeStartObject();
        json.writeNumberField("timestamp-ms", millis);
        json.writeStringField("timestamp", Timestamps.iso(millis));
        json.writeStringField("ref", result == null ? (ref == null ? "main" : ref) : result.ref());
        Snapshot snapshot = result == null ? null : result.snapshot();
        Json.nullableNumber(json, "snapshot-id", snapshot == null ? null : snapshot.snapshotId());
        Json.nullableNumber(
            json, "snapshot-timestamp-ms", snapshot == null ? null : snapshot.timestampMillis());
        json.writeStringField("operation", snapshot == null ? null : snapshot.operation());
        json.writeStringField("rule", result == null ? null : result.rule());
        json.writeStringField("note", result == null ? null : result.note());
        json.writeStringField("error", error);
        json.writeEndObject();
      }
      out.println();
    } else if (result == null) {
      out.println("No snapshot as of " + Timestamps.iso(millis) + ": " + error);
    } else {
      Snapshot snapshot = result.snapshot();
      out.println(
          "As of "
              + Timestamps.iso(millis)
              + ", "
              + result.ref()
              + " reads snapshot "
              + snapshot.snapshotId()
              + "  "
              + snapshot.operation()
              + "  committed "
              + Instant.ofEpochMilli(snapshot.timestampMillis())
              + "  (by the "
              + result.rule()
              + ")");
      if (result.note() != null) {
        out.println("  note: " + result.note());
      }
    }
  }
}
