package io.tablescope.app.cli.delta;

import com.fasterxml.jackson.core.JsonGenerator;
import io.tablescope.app.cli.common.CheckOutput;
import io.tablescope.app.cli.common.Json;
import io.tablescope.app.cli.common.Numbers;
import io.tablescope.inspector.delta.check.DeltaCheckReport;
import io.tablescope.inspector.delta.check.DeltaFinding;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.Arrays;

/** Prints a Delta {@link DeltaCheckReport} as {@code check} prints Iceberg's and Hudi's. */
public final class DeltaCheckOutput {
  private DeltaCheckOutput() {}

  /**
   * One line per finding (check, severity, version, path, message, tab-separated), then a verdict.
   */
  static void text(DeltaCheckReport report, PrintWriter out) {
    CheckOutput.text(
        out,
        report.findings(),
        finding ->
            Arrays.asList(
                finding.check(),
                finding.severity().word(),
                finding.version(),
                finding.path(),
                finding.message()),
        verdict(report));
  }

  /**
   * {@code sound: 11 versions, 11 commits, 3 checkpoints replayed, 1 checksum, 20 live files and 2
   * deletion vector files examined}, the findings' count first when there are any, and the
   * checkpoints nothing older could be replayed against.
   */
  public static String verdict(DeltaCheckReport report) {
    return CheckOutput.verdictOpening(report.sound(), report.findings().size())
        + Numbers.count(report.versions(), "version")
        + ", "
        + Numbers.count(report.commitsRead(), "commit")
        + ", "
        + Numbers.count(report.checkpointsCompared(), "checkpoint")
        + " replayed"
        + (report.checkpointsUnverified() == 0
            ? ""
            : " (" + Numbers.grouped(report.checkpointsUnverified()) + " with nothing to replay)")
        + ", "
        + Numbers.count(report.checksumsCompared(), "checksum")
        + ", "
        + Numbers.count(report.filesLookedFor(), "live file")
        + " and "
        + Numbers.count(report.deletionVectorsLookedFor(), "deletion vector file")
        + " examined";
  }

  static void json(DeltaCheckReport report, PrintWriter out) throws IOException {
    CheckOutput.json(
        out,
        "delta",
        report.sound(),
        report,
        DeltaCheckOutput::counts,
        report.findings(),
        DeltaCheckOutput::finding);
  }

  private static void counts(JsonGenerator json, DeltaCheckReport report) throws IOException {
    json.writeNumberField("versions", report.versions());
    json.writeNumberField("commits-read", report.commitsRead());
    json.writeNumberField("checkpoints-replayed", report.checkpointsCompared());
    json.writeNumberField("checkpoints-unverified", report.checkpointsUnverified());
    json.writeNumberField("checksums-compared", report.checksumsCompared());
    json.writeNumberField("live-files", report.filesLookedFor());
    json.writeNumberField("deletion-vector-files", report.deletionVectorsLookedFor());
  }

  private static void finding(JsonGenerator json, DeltaFinding finding) throws IOException {
    json.writeStringField("check", finding.check());
    json.writeStringField("severity", finding.severity().word());
    Json.nullableNumber(json, "version", finding.version());
    json.writeStringField("path", finding.path());
    json.writeStringField("message", finding.message());
  }
}
