package io.tablescope.app.cli.iceberg;

import com.fasterxml.jackson.core.JsonGenerator;
import io.tablescope.app.cli.common.CheckOutput;
import io.tablescope.app.cli.common.Json;
import io.tablescope.inspector.iceberg.check.Finding;
import io.tablescope.inspector.iceberg.check.IntegrityReport;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.Arrays;

/** Prints an Iceberg {@link IntegrityReport} as the text or the JSON of {@code check}. */
final class IcebergCheckOutput {
  private IcebergCheckOutput() {}

  /** One line per finding (check, snapshot, path, message, tab-separated), then what was read. */
  static void text(IntegrityReport report, PrintWriter out) {
    CheckOutput.text(
        out,
        report.findings(),
        finding ->
            Arrays.asList(finding.check(), finding.snapshotId(), finding.path(), finding.message()),
        report.verdict());
  }

  static void json(IntegrityReport report, PrintWriter out) throws IOException {
    CheckOutput.json(
        out,
        null,
        report.sound(),
        report,
        IcebergCheckOutput::counts,
        report.findings(),
        IcebergCheckOutput::finding);
  }

  private static void counts(JsonGenerator json, IntegrityReport report) throws IOException {
    json.writeNumberField("snapshots", report.snapshots());
    json.writeNumberField("manifests", report.manifests());
    json.writeNumberField("entries", report.entries());
  }

  private static void finding(JsonGenerator json, Finding finding) throws IOException {
    json.writeStringField("check", finding.check());
    Json.nullableNumber(json, "snapshot-id", finding.snapshotId());
    json.writeStringField("path", finding.path());
    json.writeStringField("message", finding.message());
  }
}
