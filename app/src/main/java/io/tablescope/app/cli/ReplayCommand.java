package io.tablescope.app.cli;

import com.fasterxml.jackson.core.JsonGenerator;
import io.tablescope.inspector.replay.OperationFile;
import io.tablescope.inspector.replay.Proposal;
import io.tablescope.inspector.replay.ReplayResult;
import io.tablescope.inspector.replay.Replayer;
import io.tablescope.inspector.replay.Validation;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code tablescope replay TABLE --op OP.json [--json]}: exit 0 when the commit would succeed, 1
 * when a validation fails, 2 on bad input.
 */
@Command(
    name = "replay",
    description =
        "Would a proposed operation, started from an older snapshot, pass Iceberg's commit validation against"
            + " every snapshot committed since? If not: which check fails, where, and why.")
final class ReplayCommand implements Callable<Integer> {
  /** A validation would fail. */
  static final int FAILS = 1;

  @Mixin TableOptions options;

  @Option(
      names = "--op",
      required = true,
      paramLabel = "OP.json",
      description = "The proposed operation (see design.md).")
  Path operationFile;

  @Option(names = "--json", description = "Print JSON instead of text.")
  boolean json;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws Exception {
    String text;
    try {
      text = Files.readString(operationFile);
    } catch (NoSuchFileException e) {
      throw new IOException(operationFile + ": no such file");
    }
    PrintWriter out = spec.commandLine().getOut();
    return options.withTable(
        table -> {
          Proposal proposal;
          try {
            proposal = OperationFile.parse(table, text);
          } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(operationFile + ": " + e.getMessage(), e);
          }
          ReplayResult result = Replayer.replay(table, proposal);
          if (json) {
            writeJson(result, out);
          } else {
            writeText(proposal, result, out);
          }
          return result.passes() ? TablescopeCommand.OK : FAILS;
        });
  }

  private static void writeJson(ReplayResult result, PrintWriter out) throws IOException {
    try (JsonGenerator json = Json.generator(out)) {
      json.writeStartObject();
      json.writeStringField("outcome", result.passes() ? "pass" : "fail");
      Json.nullableNumber(json, "parent-snapshot-id", result.parentSnapshotId());
      Json.nullableNumber(json, "last-committable-snapshot-id", result.lastCommittableSnapshotId());
      json.writeArrayFieldStart("failures");
      for (ReplayResult.Failure failure : result.failures()) {
        json.writeStartObject();
        json.writeStringField("check", failure.check());
        json.writeStringField("exception", failure.exception());
        json.writeStringField("message", failure.message());
        Json.nullableNumber(json, "snapshot-id", failure.snapshotId());
        json.writeStringField("operation", failure.operation());
        Json.nullableNumber(json, "timestamp-ms", failure.timestampMillis());
        json.writeStringField("writer", failure.writer());
        json.writeArrayFieldStart("files");
        for (String file : failure.files()) {
          json.writeString(file);
        }
        json.writeEndArray();
        json.writeStringField("explanation", failure.explanation());
        json.writeEndObject();
      }
      json.writeEndArray();
      json.writeArrayFieldStart("checks");
      for (ReplayResult.CheckResult check : result.checks()) {
        json.writeStartObject();
        json.writeStringField("check", check.check());
        json.writeBooleanField("passed", check.passed());
        json.writeStringField("examined", check.examined());
        json.writeEndObject();
      }
      json.writeEndArray();
      json.writeEndObject();
    }
    out.println();
  }

  private static void writeText(Proposal proposal, ReplayResult result, PrintWriter out) {
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
          (check.passed() ? "  pass  " : "  FAIL  ") + check.check() + ": " + check.examined());
    }
    out.println();
    if (result.passes()) {
      out.println("Would commit.");
      return;
    }
    ReplayResult.Failure first = result.failures().get(0);
    out.println("Would fail: " + first.exception() + ": " + first.message());
    if (first.snapshotId() != null) {
      out.println(
          "  caused by snapshot "
              + first.snapshotId()
              + " ("
              + first.operation()
              + ", "
              + Instant.ofEpochMilli(first.timestampMillis())
              + ")"
              + (first.writer() == null ? "" : " written by " + first.writer()));
    }
    out.println("  why: " + first.explanation());
    for (int i = 1; i < result.failures().size(); i++) {
      ReplayResult.Failure more = result.failures().get(i);
      out.println("  also: " + more.check() + ": " + more.message());
    }
    out.println(
        result.lastCommittableSnapshotId() == null
            ? "It could not have committed on top of any snapshot since the one it read."
            : "It would still have committed on top of snapshot "
                + result.lastCommittableSnapshotId()
                + ".");
  }
}
