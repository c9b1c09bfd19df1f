package io.tablescope.app.cli.hudi;

import com.fasterxml.jackson.core.JsonGenerator;
import io.tablescope.app.cli.common.Json;
import io.tablescope.app.cli.common.Numbers;
import io.tablescope.inspector.hudi.replay.EarlyConflictDetection;
import java.io.IOException;
import java.io.PrintWriter;

/**
 * Prints what a Hudi replay's early conflict detection says: the failure Hudi throws as the write
 * writes (before the commit's own check), and the other writers it compared with.
 */
public final class HudiEarlyConflictOutput {
  private HudiEarlyConflictOutput() {}

  /** The early conflict as a {@code failures} entry. */
  static void failure(EarlyConflictDetection.Conflict conflict, JsonGenerator json)
      throws IOException {
    json.writeStartObject();
    json.writeStringField("check", "early-conflict");
    json.writeStringField("exception", conflict.exceptionName());
    Json.strings(json, "instants", conflict.instants());
    HudiReplayOutput.groups(json, "file-groups", conflict.fileGroups());
    json.writeStringField("message", conflict.message());
    json.writeStringField("explanation", conflict.explanation());
    json.writeEndObject();
  }

  /** The {@code early-conflict-detection} field: null when the writer does not detect early. */
  static void detection(EarlyConflictDetection detection, JsonGenerator json) throws IOException {
    if (detection == null) {
      json.writeNullField("early-conflict-detection");
      return;
    }
    json.writeObjectFieldStart("early-conflict-detection");
    json.writeStringField("strategy", detection.strategy());
    json.writeBooleanField("check-commit-conflict", detection.checkCommitConflict());
    json.writeStringField("skipped", detection.skipped());
    json.writeArrayFieldStart("checks");
    for (EarlyConflictDetection.Examined examined : detection.examined()) {
      json.writeStartObject();
      json.writeStringField("instant", examined.instant());
      json.writeStringField("source", examined.source());
      HudiReplayOutput.groups(json, "overlap", examined.overlap());
      json.writeBooleanField("passed", !examined.overlaps());
      json.writeStringField("verdict", examined.verdict());
      json.writeEndObject();
    }
    json.writeEndArray();
    json.writeEndObject();
  }

  /** The verdict lines when Hudi fails the write early. */
  static void details(EarlyConflictDetection.Conflict conflict, PrintWriter out) {
    out.println("  caused by the markers of " + String.join(", ", conflict.instants()));
    out.println("  file groups: " + HudiReplayOutput.shortList(conflict.fileGroups()));
    out.println("  why: " + conflict.explanation());
  }

  /** The lines of the writers early conflict detection examined; none when it is off. */
  public static void checks(EarlyConflictDetection detection, PrintWriter out) {
    if (detection == null) {
      return;
    }
    String strategy = detection.strategy().substring(detection.strategy().lastIndexOf('.') + 1);
    if (detection.skipped() != null) {
      out.println("Early conflict detection (" + strategy + "): " + detection.skipped());
      return;
    }
    out.println(
        "Early conflict detection ("
            + strategy
            + "): "
            + Numbers.count(detection.examined().size(), "writer")
            + " examined.");
    for (EarlyConflictDetection.Examined examined : detection.examined()) {
      out.println(
          (examined.overlaps() ? "  FAIL  " : "  pass  ")
              + examined.source()
              + " "
              + examined.instant()
              + ": "
              + examined.verdict()
              + (examined.overlap().isEmpty()
                  ? ""
                  : " on " + HudiReplayOutput.shortList(examined.overlap())));
    }
  }
}
