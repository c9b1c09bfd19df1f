package io.tablescope.app.cli.hudi;

import com.fasterxml.jackson.core.JsonGenerator;
import io.tablescope.app.cli.common.CheckOutput;
import io.tablescope.app.cli.common.Numbers;
import io.tablescope.inspector.hudi.check.HudiCheckReport;
import io.tablescope.inspector.hudi.check.HudiFinding;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.Arrays;

/** Prints a Hudi {@link HudiCheckReport} as {@code check} prints Iceberg's: text or JSON. */
public final class HudiCheckOutput {
  private HudiCheckOutput() {}

  /** One line per finding (rule, instant, path, message, tab-separated), then what was read. */
  static void text(HudiCheckReport report, PrintWriter out) {
    CheckOutput.text(
        out,
        report.findings(),
        finding ->
            Arrays.asList(finding.rule(), finding.instant(), finding.path(), finding.message()),
        verdict(report));
  }

  /**
   * {@code sound: 12 instants (3 archived), 30 instant files, 40 written files, 3 latest slices
   * examined; metadata table compared with storage}, or the findings' count first.
   */
  public static String verdict(HudiCheckReport report) {
    return CheckOutput.verdictOpening(report.sound(), report.findings().size())
        + Numbers.count(report.instants(), "instant")
        + " ("
        + Numbers.grouped(report.archivedInstants())
        + " archived), "
        + Numbers.count(report.instantFiles(), "instant file")
        + ", "
        + Numbers.count(report.writtenFiles(), "written file")
        + ", "
        + Numbers.count(report.latestSlices(), "latest slice")
        + " examined"
        + (report.metadataTableCompared() ? "; metadata table compared with storage" : "");
  }

  static void json(HudiCheckReport report, PrintWriter out) throws IOException {
    CheckOutput.json(
        out,
        "hudi",
        report.sound(),
        report,
        HudiCheckOutput::counts,
        report.findings(),
        HudiCheckOutput::finding);
  }

  private static void counts(JsonGenerator json, HudiCheckReport report) throws IOException {
    json.writeNumberField("instants", report.instants());
    json.writeNumberField("archived-instants", report.archivedInstants());
    json.writeNumberField("instant-files", report.instantFiles());
    json.writeNumberField("written-files", report.writtenFiles());
    json.writeNumberField("latest-slices", report.latestSlices());
    json.writeBooleanField("metadata-table-compared", report.metadataTableCompared());
  }

  private static void finding(JsonGenerator json, HudiFinding finding) throws IOException {
    json.writeStringField("check", finding.rule());
    json.writeStringField("instant", finding.instant());
    json.writeStringField("path", finding.path());
    json.writeStringField("message", finding.message());
  }
}
