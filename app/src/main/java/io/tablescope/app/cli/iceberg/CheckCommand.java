package io.tablescope.app.cli.iceberg;

import com.fasterxml.jackson.core.JsonGenerator;
import io.tablescope.app.cli.common.ExitCodes;
import io.tablescope.app.cli.common.Json;
import io.tablescope.app.cli.common.TableOptions;
import io.tablescope.inspector.iceberg.IcebergTable;
import io.tablescope.inspector.iceberg.check.CheckProgress;
import io.tablescope.inspector.iceberg.check.Finding;
import io.tablescope.inspector.iceberg.check.IntegrityCheck;
import io.tablescope.inspector.iceberg.check.IntegrityReport;
import io.tablescope.inspector.table.Capability;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code tablescope check TABLE [--json]}: exit 0 when the metadata is sound, 1 with the findings,
 * 2 when nothing could be read (the metadata file, or not one manifest list of its snapshots).
 */
@Command(
    name = "check",
    description =
        "The integrity of an Iceberg table: every snapshot's summary, manifest list counts and"
            + " partition summaries against its manifests, lineage, refs, logs and the table's last"
            + " ids. Exit 0 sound, 1 findings, 2 nothing could be read.")
public final class CheckCommand implements Callable<Integer> {
  @Mixin TableOptions options;

  @Option(names = "--json", description = "Print JSON instead of text.")
  boolean json;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws Exception {
    return options.withTable(Capability.INTEGRITY_CHECK, table -> iceberg((IcebergTable) table));
  }

  private int iceberg(IcebergTable table) throws IOException {
    IntegrityReport report = IntegrityCheck.run(table, CheckProgress.NONE);
    PrintWriter out = spec.commandLine().getOut();
    if (json) {
      writeJson(report, out);
    } else {
      writeText(report, out);
    }
    if (report.readNothing()) {
      spec.commandLine()
          .getErr()
          .println("tablescope: " + options.table() + ": not one manifest list could be read");
      return ExitCodes.BAD_INPUT;
    }
    return report.sound() ? ExitCodes.OK : ExitCodes.FINDINGS;
  }

  /** One line per finding (check, snapshot, path, message, tab-separated), then what was read. */
  static void writeText(IntegrityReport report, PrintWriter out) {
    for (Finding finding : report.findings()) {
      out.println(
          finding.check()
              + "\t"
              + (finding.snapshotId() == null ? "-" : finding.snapshotId())
              + "\t"
              + (finding.path() == null ? "-" : finding.path())
              + "\t"
              + finding.message());
    }
    out.println(report.verdict());
  }

  static void writeJson(IntegrityReport report, PrintWriter out) throws IOException {
    try (JsonGenerator json = Json.generator(out)) {
      json.writeStartObject();
      json.writeBooleanField("sound", report.sound());
      json.writeNumberField("snapshots", report.snapshots());
      json.writeNumberField("manifests", report.manifests());
      json.writeNumberField("entries", report.entries());
      json.writeArrayFieldStart("findings");
      for (Finding finding : report.findings()) {
        json.writeStartObject();
        json.writeStringField("check", finding.check());
        Json.nullableNumber(json, "snapshot-id", finding.snapshotId());
        json.writeStringField("path", finding.path());
        json.writeStringField("message", finding.message());
        json.writeEndObject();
      }
      json.writeEndArray();
      json.writeEndObject();
    }
    out.println();
  }
}
