package io.tablescope.app.cli.iceberg;

import com.fasterxml.jackson.core.JsonGenerator;
import io.tablescope.app.cli.common.ExitCodes;
import io.tablescope.app.cli.common.Json;
import io.tablescope.app.cli.common.Numbers;
import io.tablescope.app.cli.common.TableOptions;
import io.tablescope.app.cli.common.Timestamps;
import io.tablescope.inspector.iceberg.IcebergRuleException;
import io.tablescope.inspector.iceberg.IcebergTable;
import io.tablescope.inspector.iceberg.maintenance.DeletedFile;
import io.tablescope.inspector.iceberg.maintenance.ExpirePreview;
import io.tablescope.inspector.iceberg.maintenance.ExpireSettings;
import io.tablescope.inspector.iceberg.maintenance.RefRetention;
import io.tablescope.inspector.table.AnalysisProgress;
import io.tablescope.inspector.table.Capability;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code tablescope expire TABLE [--older-than TIMESTAMP] [--retain-last N] [--json]}: what
 * Iceberg's expire-snapshots would remove and delete. Nothing is deleted. Exit 1 when Iceberg would
 * refuse to expire (garbage collection disabled), with its message.
 */
@Command(
    name = "expire",
    description =
        "The snapshots Iceberg's expire-snapshots would remove under these settings and the"
            + " table's retention properties and refs, and exactly the files it would delete;"
            + " nothing is deleted.")
public final class ExpireCommand implements Callable<Integer> {
  static final String NOTHING_DELETED = "Preview only: nothing was deleted.";

  @Mixin TableOptions options;

  @Option(
      names = "--older-than",
      paramLabel = "TIMESTAMP",
      description =
          "Expire snapshots older than this: epoch milliseconds or ISO-8601 (default: now minus"
              + " the table's history.expire.max-snapshot-age-ms, 5 days unless set).")
  String olderThan;

  @Option(
      names = "--retain-last",
      paramLabel = "N",
      description =
          "Keep at least N ancestors of each branch (default: the table's"
              + " history.expire.min-snapshots-to-keep, 1 unless set).")
  Integer retainLast;

  @Option(names = "--json", description = "Print JSON instead of text.")
  boolean json;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws Exception {
    Long threshold = olderThan == null ? null : Timestamps.parseMillis(olderThan);
    if (retainLast != null && retainLast < 1) {
      throw new IllegalArgumentException(
          "--retain-last must be at least 1 (Iceberg: Number of snapshots to retain must be at"
              + " least 1, cannot be: "
              + retainLast
              + ")");
    }
    return options.withTable(
        Capability.MAINTENANCE, table -> iceberg((IcebergTable) table, threshold));
  }

  private int iceberg(IcebergTable table, Long threshold) throws IOException {
    PrintWriter out = spec.commandLine().getOut();
    ExpirePreview preview;
    try {
      preview =
          ExpirePreview.of(
              table, threshold, retainLast, System.currentTimeMillis(), AnalysisProgress.NONE);
    } catch (IcebergRuleException e) {
      spec.commandLine().getErr().println("tablescope: " + e.getMessage());
      return ExitCodes.REFUSED;
    }
    if (json) {
      json(preview, out);
    } else {
      text(preview, out);
    }
    return ExitCodes.OK;
  }

  static void json(ExpirePreview preview, PrintWriter out) throws IOException {
    try (JsonGenerator json = Json.generator(out)) {
      json.writeStartObject();
      json.writeArrayFieldStart("expired-snapshots");
      for (long id : preview.expiredSnapshots()) {
        json.writeNumber(id);
      }
      json.writeEndArray();
      json.writeArrayFieldStart("deleted-files");
      for (DeletedFile file : preview.deletedFiles()) {
        json.writeStartObject();
        json.writeStringField("path", file.path());
        json.writeStringField("kind", file.kind().jsonName());
        Json.nullableNumber(json, "size", file.size());
        json.writeEndObject();
      }
      json.writeEndArray();
      json.writeNumberField("bytes", preview.bytes());
      ExpireSettings settings = preview.settings();
      json.writeNumberField("older-than", settings.olderThan());
      json.writeNumberField("retain-last", settings.retainLast());
      Json.strings(json, "removed-refs", preview.removedRefs());
      json.writeStringField("cleanup", preview.cleanup().name().toLowerCase());
      Json.problems(json, preview.problems());
      json.writeStringField("note", NOTHING_DELETED);
      json.writeEndObject();
    }
    out.println();
  }

  static void text(ExpirePreview preview, PrintWriter out) {
    ExpireSettings settings = preview.settings();
    out.println(NOTHING_DELETED);
    out.println(
        "Older than:  "
            + Timestamps.iso(settings.olderThan())
            + "  ("
            + settings.olderThanSource()
            + ")");
    out.println(
        "Retain last: " + settings.retainLast() + "  (" + settings.retainLastSource() + ")");
    out.println("Max ref age: " + settings.maxRefAgeSource());
    for (RefRetention ref : settings.refs()) {
      out.println(
          "  "
              + ref.type().jsonName()
              + " "
              + ref.name()
              + " → "
              + ref.snapshotId()
              + ": "
              + (ref.kept() ? "kept" : "removed")
              + " ("
              + ref.why()
              + ")");
    }
    out.println(
        "Expired snapshots ("
            + preview.expiredSnapshots().size()
            + "): "
            + (preview.expiredSnapshots().isEmpty()
                ? "none"
                : preview.expiredSnapshots().stream()
                    .map(String::valueOf)
                    .collect(Collectors.joining(", "))));
    out.println(
        "Files it would delete ("
            + Numbers.grouped(preview.deletedFiles().size())
            + ", "
            + Numbers.bytes(preview.bytes())
            + "; "
            + preview.cleanup().name().toLowerCase()
            + " clean-up):");
    for (DeletedFile file : preview.deletedFiles()) {
      out.println(
          "  "
              + String.format("%-20s %12s  ", file.kind().jsonName(), size(file.size()))
              + file.path());
    }
    preview.problems().forEach(problem -> out.println("⚠ " + problem));
  }

  private static String size(Long size) {
    return size == null ? "?" : size.toString();
  }
}
