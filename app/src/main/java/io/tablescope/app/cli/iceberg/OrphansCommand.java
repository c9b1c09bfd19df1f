package io.tablescope.app.cli.iceberg;

import com.fasterxml.jackson.core.JsonGenerator;
import io.tablescope.app.cli.common.ExitCodes;
import io.tablescope.app.cli.common.Json;
import io.tablescope.app.cli.common.Numbers;
import io.tablescope.app.cli.common.TableOptions;
import io.tablescope.app.cli.common.Timestamps;
import io.tablescope.inspector.iceberg.IcebergRuleException;
import io.tablescope.inspector.iceberg.IcebergTable;
import io.tablescope.inspector.iceberg.maintenance.OrphanFile;
import io.tablescope.inspector.iceberg.maintenance.OrphanPreview;
import io.tablescope.inspector.table.AnalysisProgress;
import io.tablescope.inspector.table.Capability;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code tablescope orphans TABLE [--older-than TIMESTAMP] [--json]}: the files Iceberg's
 * remove-orphan-files would delete, and why each is an orphan. Nothing is deleted. Exit 1 when
 * Iceberg would refuse (garbage collection disabled), with its message.
 */
@Command(
    name = "orphans",
    description =
        "Files under the table's location that no metadata file, snapshot, manifest list, manifest"
            + " or statistics file references, older than the threshold remove-orphan-files uses;"
            + " nothing is deleted.")
public final class OrphansCommand implements Callable<Integer> {
  @Mixin TableOptions options;

  @Option(
      names = "--older-than",
      paramLabel = "TIMESTAMP",
      description =
          "Only files modified before this are orphans: epoch milliseconds or ISO-8601 (default:"
              + " 3 days ago, as remove-orphan-files).")
  String olderThan;

  @Option(names = "--json", description = "Print JSON instead of text.")
  boolean json;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws Exception {
    Long threshold = olderThan == null ? null : Timestamps.parseMillis(olderThan);
    return options.withTable(
        Capability.MAINTENANCE, table -> iceberg((IcebergTable) table, threshold));
  }

  private int iceberg(IcebergTable table, Long threshold) throws IOException {
    OrphanPreview preview;
    try {
      preview =
          OrphanPreview.of(table, threshold, System.currentTimeMillis(), AnalysisProgress.NONE);
    } catch (IcebergRuleException e) {
      spec.commandLine().getErr().println("tablescope: " + e.getMessage());
      return ExitCodes.REFUSED;
    }
    PrintWriter out = spec.commandLine().getOut();
    if (json) {
      json(preview, out);
    } else {
      text(preview, out);
    }
    return ExitCodes.OK;
  }

  static void json(OrphanPreview preview, PrintWriter out) throws IOException {
    try (JsonGenerator json = Json.generator(out)) {
      json.writeStartObject();
      json.writeNumberField("older-than", preview.olderThan());
      files(json, "orphans", preview.orphans());
      json.writeNumberField("bytes", preview.bytes());
      files(json, "too-young", preview.tooYoung());
      Json.problems(json, preview.problems());
      json.writeStringField("note", ExpireCommand.NOTHING_DELETED);
      json.writeEndObject();
    }
    out.println();
  }

  private static void files(JsonGenerator json, String name, List<OrphanFile> files)
      throws IOException {
    json.writeArrayFieldStart(name);
    for (OrphanFile file : files) {
      json.writeStartObject();
      json.writeStringField("path", file.path());
      json.writeNumberField("size", file.size());
      json.writeNumberField("modified", file.modified());
      json.writeStringField("reason", file.reason());
      json.writeEndObject();
    }
    json.writeEndArray();
  }

  static void text(OrphanPreview preview, PrintWriter out) {
    out.println(ExpireCommand.NOTHING_DELETED);
    out.println("Location:   " + preview.location());
    out.println(
        "Older than: "
            + Timestamps.iso(preview.olderThan())
            + "  ("
            + preview.olderThanSource()
            + ")");
    out.println(
        "Orphans ("
            + Numbers.grouped(preview.orphans().size())
            + ", "
            + Numbers.bytes(preview.bytes())
            + ")"
            + (preview.orphans().isEmpty() ? ": none" : ":"));
    preview.orphans().forEach(file -> line(out, file));
    if (!preview.tooYoung().isEmpty()) {
      out.println("Kept: too young (" + preview.tooYoung().size() + "):");
      preview.tooYoung().forEach(file -> line(out, file));
    }
    preview.problems().forEach(problem -> out.println("⚠ " + problem));
  }

  private static void line(PrintWriter out, OrphanFile file) {
    out.println(
        "  "
            + String.format("%12d  %s  ", file.size(), Timestamps.iso(file.modified()))
            + file.path());
    out.println("      " + file.reason());
  }
}
