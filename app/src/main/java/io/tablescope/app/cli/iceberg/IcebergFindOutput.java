package io.tablescope.app.cli.iceberg;

import com.fasterxml.jackson.core.JsonGenerator;
import io.tablescope.app.cli.common.Json;
import io.tablescope.inspector.iceberg.find.FindHit;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;
import java.util.stream.Collectors;

/** Prints what {@code find} found in an Iceberg table, as text or JSON. */
final class IcebergFindOutput {
  private IcebergFindOutput() {}

  static void text(List<FindHit> hits, String text, PrintWriter out) {
    out.printf("%d found for \"%s\"%n", hits.size(), text);
    for (FindHit hit : hits) {
      out.printf(
          "%s %s%s%n",
          hit.kind().word(), hit.name(), hit.detail().isEmpty() ? "" : "  " + hit.detail());
      out.printf(
          "  snapshots: %s%n",
          hit.snapshotIds().stream().map(String::valueOf).collect(Collectors.joining(", ")));
      hit.manifests().forEach(manifest -> out.printf("  manifest %s%n", manifest));
    }
  }

  static void json(List<FindHit> hits, PrintWriter out) throws IOException {
    try (JsonGenerator json = Json.generator(out)) {
      json.writeStartArray();
      for (FindHit hit : hits) {
        json.writeStartObject();
        json.writeStringField("kind", hit.kind().word());
        json.writeStringField("name", hit.name());
        json.writeStringField("detail", hit.detail());
        json.writeArrayFieldStart("snapshot-ids");
        for (long id : hit.snapshotIds()) {
          json.writeNumber(id);
        }
        json.writeEndArray();
        json.writeArrayFieldStart("manifests");
        for (String manifest : hit.manifests()) {
          json.writeString(manifest);
        }
        json.writeEndArray();
        json.writeEndObject();
      }
      json.writeEndArray();
    }
    out.println();
  }
}
