package io.tablescope.app.cli.delta;

import com.fasterxml.jackson.core.JsonGenerator;
import io.tablescope.app.cli.common.Json;
import io.tablescope.format.Problem;
import io.tablescope.inspector.delta.DeltaTable;
import io.tablescope.inspector.delta.replay.DeltaReplayResult;
import io.tablescope.inspector.table.Commit;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;
import java.util.Optional;

/**
 * Prints a Delta replay: design.md's {@code {"outcome", "failures", "checks"}} with Delta's fields
 * (exception, version, message) and which verdicts rest on the read predicate the user supplied; or
 * the same as text, verdict first.
 */
final class DeltaReplayOutput {
  private static final int SHOWN_FILES = 5;

  private DeltaReplayOutput() {}

  static void writeJson(DeltaTable table, DeltaReplayResult result, PrintWriter out)
      throws IOException {
    try (JsonGenerator json = Json.generator(out)) {
      json.writeStartObject();
      json.writeStringField("outcome", result.outcome());
      json.writeNumberField("read-version", result.readVersion());
      json.writeStringField("isolation", result.isolation().deltaName());
      json.writeStringField("declared-isolation", result.declaredIsolation().deltaName());
      json.writeStringField("read-predicate", result.readPredicate());
      json.writeArrayFieldStart("versions-checked");
      for (long version : result.versionsChecked()) {
        json.writeNumber(version);
      }
      json.writeEndArray();
      json.writeArrayFieldStart("failures");
      for (DeltaReplayResult.Failure failure : result.failures()) {
        Optional<Commit> cause = table.commit(failure.version());
        json.writeStartObject();
        json.writeStringField("check", failure.check().methodName());
        json.writeStringField("exception", failure.exception().simpleName());
        json.writeNumberField("version", failure.version());
        json.writeStringField("operation", cause.map(Commit::operation).orElse(null));
        json.writeStringField("writer", cause.map(Commit::writer).orElse(null));
        Json.strings(json, "files", failure.files());
        json.writeStringField("message", failure.message());
        json.writeStringField("explanation", failure.explanation());
        json.writeBooleanField("depends-on-read-predicate", failure.dependsOnReadPredicate());
        json.writeEndObject();
      }
      json.writeEndArray();
      json.writeArrayFieldStart("checks");
      for (DeltaReplayResult.CheckResult check : result.checks()) {
        json.writeStartObject();
        json.writeStringField("check", check.check().methodName());
        json.writeNumberField("version", check.version());
        json.writeBooleanField("passed", check.passed());
        json.writeStringField("examined", check.examined());
        json.writeBooleanField("depends-on-read-predicate", check.check().dependsOnReadPredicate());
        json.writeEndObject();
      }
      json.writeEndArray();
      json.writeStringField("predicate-dependence", result.predicateDependence());
      Json.problems(json, result.problems());
      json.writeEndObject();
    }
    out.println();
  }

  static void writeText(DeltaTable table, DeltaReplayResult result, PrintWriter out) {
    if (result.passes()) {
      out.println(
          "Would commit: no conflict with "
              + versions(result.versionsChecked())
              + " committed since version "
              + result.readVersion()
              + ".");
    } else {
      DeltaReplayResult.Failure failure = result.failures().get(0);
      out.println("Would fail: " + failure.exception().simpleName() + ": " + failure.firstLine());
      out.println("  caused by " + cause(table, failure.version()));
      if (!failure.files().isEmpty()) {
        out.println("  files: " + shortList(failure.files()));
      }
      out.println("  why: " + failure.explanation());
      out.println("  Delta's full message:");
      failure.message().lines().forEach(line -> out.println("    " + line));
    }
    out.println();
    out.println(
        "Read at version "
            + result.readVersion()
            + ", "
            + result.isolation().deltaName()
            + (result.isolation() == result.declaredIsolation()
                ? ""
                : " (asked for " + result.declaredIsolation().deltaName() + ")")
            + ", read predicate "
            + (result.readPredicate() == null ? "none (read nothing)" : result.readPredicate())
            + "; checked "
            + versions(result.versionsChecked())
            + ".");
    for (DeltaReplayResult.CheckResult check : result.checks()) {
      out.println(
          (check.passed() ? "  pass  " : "  FAIL  ")
              + check.check().methodName()
              + " against version "
              + check.version()
              + (check.check().dependsOnReadPredicate() ? " [read predicate]" : "")
              + ": "
              + check.examined());
    }
    for (Problem problem : result.problems()) {
      out.println("  ⚠ " + problem);
    }
    out.println();
    out.println(result.predicateDependence());
  }

  /** The causing version as a user finds it in the history: its operation and writer. */
  private static String cause(DeltaTable table, long version) {
    Optional<Commit> commit = table.commit(version);
    String operation = commit.map(Commit::operation).orElse(null);
    String writer = commit.map(Commit::writer).orElse(null);
    return "version "
        + version
        + (operation == null ? "" : " (" + operation + ")")
        + (writer == null ? "" : " written by " + writer);
  }

  private static String shortList(List<String> files) {
    int shown = Math.min(SHOWN_FILES, files.size());
    return String.join(", ", files.subList(0, shown))
        + (files.size() > shown ? " and " + (files.size() - shown) + " more" : "");
  }

  private static String versions(List<Long> versions) {
    if (versions.isEmpty()) {
      return "no versions";
    }
    if (versions.size() == 1) {
      return "version " + versions.get(0);
    }
    return "versions " + versions.get(0) + " to " + versions.get(versions.size() - 1);
  }
}
