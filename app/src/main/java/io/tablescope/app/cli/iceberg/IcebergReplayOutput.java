package io.tablescope.app.cli.iceberg;

import com.fasterxml.jackson.core.JsonGenerator;
import io.tablescope.app.cli.common.Json;
import io.tablescope.inspector.iceberg.replay.Proposal;
import io.tablescope.inspector.iceberg.replay.ProvenFix;
import io.tablescope.inspector.iceberg.replay.ReplayResult;
import io.tablescope.inspector.iceberg.replay.Validation;
import java.io.IOException;
import java.io.PrintWriter;
import java.time.Instant;
import java.util.stream.Collectors;

/**
 * What {@code replay} prints for an Iceberg table: each validation passed or failed, and for a
 * failure the snapshots that caused it and why, and the fixes whose replay passed; {@code publish}
 * prints its replays' fields alike.
 */
final class IcebergReplayOutput {
  private IcebergReplayOutput() {}

  static void writeJson(ReplayResult result, PrintWriter out) throws IOException {
    try (JsonGenerator json = Json.generator(out)) {
      json.writeStartObject();
      json.writeStringField("outcome", result.passes() ? "pass" : "fail");
      Json.nullableNumber(json, "parent-snapshot-id", result.parentSnapshotId());
      Json.nullableNumber(json, "last-committable-snapshot-id", result.lastCommittableSnapshotId());
      json.writeArrayFieldStart("failures");
      for (ReplayResult.Failure failure : result.failures()) {
        json.writeStartObject();
        writeFailureFields(json, failure);
        json.writeEndObject();
      }
      json.writeEndArray();
      json.writeArrayFieldStart("checks");
      for (ReplayResult.CheckResult check : result.checks()) {
        json.writeStartObject();
        writeCheckFields(json, check);
        json.writeEndObject();
      }
      json.writeEndArray();
      writeFixes(json, result);
      json.writeEndObject();
    }
    out.println();
  }

  /**
   * The proven fixes: each changed operation's base, validations and conflict filter, and the
   * checks of its replay; then why other fixes were not offered.
   */
  private static void writeFixes(JsonGenerator json, ReplayResult result) throws IOException {
    json.writeArrayFieldStart("fixes");
    for (ProvenFix fix : result.fixes()) {
      Proposal changed = fix.proposal();
      json.writeStartObject();
      json.writeStringField("kind", fix.kind().displayName().replace(' ', '-'));
      json.writeStringField("change", fix.change());
      json.writeBooleanField("verified", true);
      json.writeStringField("description", fix.description());
      Json.nullableNumber(json, "base-snapshot-id", changed.baseSnapshotId());
      writeStrings(
          json,
          "validations",
          changed.validations().stream().map(Validation::methodName).sorted().toList());
      json.writeStringField(
          "conflict-filter",
          changed.conflictFilter() == null ? null : changed.conflictFilter().text());
      json.writeArrayFieldStart("checks");
      for (ReplayResult.CheckResult check : fix.verifiedBy()) {
        json.writeStartObject();
        writeCheckFields(json, check);
        json.writeEndObject();
      }
      json.writeEndArray();
      json.writeEndObject();
    }
    json.writeEndArray();
    writeStrings(json, "withheld-fixes", result.withheldFixes());
  }

  /** A failure's fields as {@code replay --json} prints them, inside an object already started. */
  static void writeFailureFields(JsonGenerator json, ReplayResult.Failure failure)
      throws IOException {
    json.writeStringField("check", failure.check().displayName());
    json.writeStringField("exception", failure.exception().simpleName());
    json.writeStringField("message", failure.message());
    // The first cause stays at the top level, as before several causes were listed.
    ReplayResult.Cause first = failure.causes().isEmpty() ? null : failure.causes().get(0);
    Json.nullableNumber(json, "snapshot-id", first == null ? null : first.snapshotId());
    json.writeStringField("operation", first == null ? null : first.operation());
    Json.nullableNumber(json, "timestamp-ms", first == null ? null : first.timestampMillis());
    json.writeStringField("writer", first == null ? null : first.writer());
    json.writeArrayFieldStart("snapshot-ids");
    for (ReplayResult.Cause cause : failure.causes()) {
      json.writeNumber(cause.snapshotId());
    }
    json.writeEndArray();
    json.writeArrayFieldStart("causes");
    for (ReplayResult.Cause cause : failure.causes()) {
      json.writeStartObject();
      json.writeNumberField("snapshot-id", cause.snapshotId());
      json.writeStringField("operation", cause.operation());
      json.writeNumberField("timestamp-ms", cause.timestampMillis());
      json.writeStringField("writer", cause.writer());
      writeStrings(json, "files", cause.files());
      json.writeEndObject();
    }
    json.writeEndArray();
    writeStrings(json, "files", failure.files());
    json.writeStringField("explanation", failure.explanation());
  }

  /** A check's fields as {@code replay --json} prints them, inside an object already started. */
  static void writeCheckFields(JsonGenerator json, ReplayResult.CheckResult check)
      throws IOException {
    json.writeStringField("check", check.check().displayName());
    json.writeBooleanField("passed", check.passed());
    json.writeStringField("examined", check.examined());
  }

  private static void writeStrings(JsonGenerator json, String field, Iterable<String> values)
      throws IOException {
    json.writeArrayFieldStart(field);
    for (String value : values) {
      json.writeString(value);
    }
    json.writeEndArray();
  }

  static void writeText(Proposal proposal, ReplayResult result, PrintWriter out) {
    out.println(
        proposal.operation().jsonName()
            + (proposal.proposalSnapshotId() == null
                ? ""
                : " from snapshot " + proposal.proposalSnapshotId())
            + ", read at "
            + proposal.baseSnapshotId()
            + ", onto "
            + proposal.branch()
            + " at "
            + result.parentSnapshotId());
    out.println(
        "  validations: "
            + (proposal.validations().isEmpty()
                ? "none opted in"
                : proposal.validations().stream()
                    .map(Validation::methodName)
                    .sorted()
                    .reduce((a, b) -> a + ", " + b)
                    .orElse(""))
            + (proposal.conflictFilter() == null
                ? ""
                : "; conflict filter " + proposal.conflictFilter()));
    out.println();
    for (ReplayResult.CheckResult check : result.checks()) {
      out.println(
          (check.passed() ? "  pass  " : "  FAIL  ")
              + check.check().displayName()
              + ": "
              + check.examined());
    }
    out.println();
    if (result.passes()) {
      out.println("Would commit.");
      return;
    }
    ReplayResult.Failure first = result.failures().get(0);
    out.println("Would fail: " + first.exception().simpleName() + ": " + first.message());
    for (int i = 0; i < first.causes().size(); i++) {
      ReplayResult.Cause cause = first.causes().get(i);
      out.println(
          (i == 0 ? "  caused by snapshot " : "         and snapshot ")
              + cause.snapshotId()
              + " ("
              + cause.operation()
              + ", "
              + Instant.ofEpochMilli(cause.timestampMillis())
              + ")"
              + (cause.writer() == null ? "" : " written by " + cause.writer())
              + ": "
              + files(cause.files().size()));
    }
    out.println("  why: " + first.explanation());
    for (int i = 1; i < result.failures().size(); i++) {
      ReplayResult.Failure more = result.failures().get(i);
      out.println(
          "  also: "
              + more.check().displayName()
              + ": "
              + more.message()
              + (more.causes().isEmpty()
                  ? ""
                  : " (caused by "
                      + more.causes().stream()
                          .map(cause -> String.valueOf(cause.snapshotId()))
                          .collect(Collectors.joining(", "))
                      + ")"));
    }
    out.println(
        result.lastCommittableSnapshotId() == null
            ? "It could not have committed on top of any snapshot since the one it read."
            : "It would still have committed on top of snapshot "
                + result.lastCommittableSnapshotId()
                + ".");
    for (ProvenFix fix : result.fixes()) {
      out.println("Would pass (verified): " + fix.kind().displayName() + ", " + fix.change());
      out.println("  " + fix.description());
    }
    for (String withheld : result.withheldFixes()) {
      out.println("Not offered: " + withheld);
    }
  }

  private static String files(int count) {
    return count == 1 ? "1 file" : count + " files";
  }
}
