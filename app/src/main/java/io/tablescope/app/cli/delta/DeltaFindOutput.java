package io.tablescope.app.cli.delta;

import com.fasterxml.jackson.core.JsonGenerator;
import io.tablescope.app.cli.common.Json;
import io.tablescope.app.cli.common.Numbers;
import io.tablescope.format.Problem;
import io.tablescope.inspector.delta.find.DeltaFileEvent;
import io.tablescope.inspector.delta.find.DeltaFileHistory;
import io.tablescope.inspector.delta.find.DeltaFileHistory.DeletionVectorChange;
import io.tablescope.inspector.delta.find.DeltaFindHit;
import io.tablescope.inspector.delta.find.DeltaFindResult;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;

/** Prints what {@code find} found in a Delta log, and {@code file}'s history of one file. */
final class DeltaFindOutput {
  private DeltaFindOutput() {}

  static void findText(DeltaFindResult found, String text, PrintWriter out) {
    out.printf("%s found for \"%s\"%n", Numbers.grouped(found.total()), text);
    for (DeltaFindHit hit : found.hits()) {
      out.printf(
          "version %d  %-10s %s%s%s%n",
          hit.version(),
          hit.action(),
          hit.operation().isEmpty() ? "" : "(" + hit.operation() + ")",
          hit.path().isEmpty() ? "" : "  " + hit.path(),
          hit.partition().isEmpty() ? "" : "  [" + hit.partition() + "]");
    }
    if (found.more() > 0) {
      out.printf("and %s more%n", Numbers.grouped(found.more()));
    }
    problems(found.problems(), out);
  }

  static void findJson(DeltaFindResult found, String text, PrintWriter out) throws IOException {
    try (JsonGenerator json = Json.generator(out)) {
      json.writeStartObject();
      json.writeStringField("format", "delta");
      json.writeStringField("text", text);
      json.writeNumberField("total", found.total());
      json.writeNumberField("more", found.more());
      json.writeArrayFieldStart("hits");
      for (DeltaFindHit hit : found.hits()) {
        json.writeStartObject();
        json.writeNumberField("version", hit.version());
        json.writeStringField("action", hit.action());
        json.writeStringField("operation", hit.operation());
        json.writeStringField("path", hit.path());
        json.writeStringField("partition", hit.partition());
        json.writeEndObject();
      }
      json.writeEndArray();
      Json.problems(json, found.problems());
      json.writeEndObject();
    }
    out.println();
  }

  static void fileText(DeltaFileHistory file, PrintWriter out) {
    out.printf(
        "File %s%s%n",
        file.path(), file.partition().isEmpty() ? "" : " in partition " + file.partition());
    out.println(
        (file.live() ? "Live" : "Not live") + " at the latest version, " + file.latestVersion());
    out.println("History:");
    for (DeltaFileEvent event : file.events()) {
      out.printf(
          "  version %d  %-6s %-20s %s%n",
          event.version(), event.action().word(), event.operation(), facts(event));
    }
    if (!file.deletionVectorChanges().isEmpty()) {
      out.println("Deletion vector changes:");
      for (DeletionVectorChange change : file.deletionVectorChanges()) {
        out.printf(
            "  version %d  %s → %s%n",
            change.version(),
            vector(change.before(), change.rowsBefore()),
            vector(change.after(), change.rowsAfter()));
      }
    }
    problems(file.problems(), out);
  }

  private static void problems(List<Problem> problems, PrintWriter out) {
    if (!problems.isEmpty()) {
      out.println("Problems (" + problems.size() + "), not searched:");
      problems.forEach(problem -> out.println("  ! " + problem));
    }
  }

  static void fileJson(DeltaFileHistory file, PrintWriter out) throws IOException {
    try (JsonGenerator json = Json.generator(out)) {
      json.writeStartObject();
      json.writeStringField("format", "delta");
      json.writeStringField("path", file.path());
      json.writeStringField("partition", file.partition());
      json.writeBooleanField("live", file.live());
      json.writeNumberField("latest-version", file.latestVersion());
      json.writeArrayFieldStart("history");
      for (DeltaFileEvent event : file.events()) {
        json.writeStartObject();
        json.writeNumberField("version", event.version());
        json.writeStringField("action", event.action().word());
        json.writeStringField("operation", event.operation());
        json.writeBooleanField("data-change", event.dataChange());
        json.writeStringField("partition", event.partition());
        json.writeStringField("deletion-vector", event.deletionVector());
        Json.nullableNumber(json, "deleted-rows", event.deletedRows());
        Json.nullableNumber(json, "num-records", event.numRecords());
        Json.nullableNumber(json, "size", event.size());
        json.writeEndObject();
      }
      json.writeEndArray();
      json.writeArrayFieldStart("deletion-vector-changes");
      for (DeletionVectorChange change : file.deletionVectorChanges()) {
        json.writeStartObject();
        json.writeNumberField("version", change.version());
        json.writeStringField("before", change.before());
        Json.nullableNumber(json, "rows-before", change.rowsBefore());
        json.writeStringField("after", change.after());
        Json.nullableNumber(json, "rows-after", change.rowsAfter());
        json.writeEndObject();
      }
      json.writeEndArray();
      Json.problems(json, file.problems());
      json.writeEndObject();
    }
    out.println();
  }

  private static String facts(DeltaFileEvent event) {
    StringBuilder facts = new StringBuilder();
    if (event.numRecords() != null) {
      facts.append(Numbers.count(event.numRecords(), "record")).append(", ");
    }
    if (event.size() != null) {
      facts.append(Numbers.size(event.size())).append(", ");
    }
    if (event.deletionVector() != null) {
      facts.append(vector(event.deletionVector(), event.deletedRows())).append(", ");
    }
    facts.append(event.dataChange() ? "data change" : "no data change");
    return facts.toString();
  }

  private static String vector(String id, Long rows) {
    return id == null
        ? "no deletion vector"
        : "deletion vector " + id + " (" + Numbers.count(rows == null ? 0 : rows, "row") + ")";
  }
}
