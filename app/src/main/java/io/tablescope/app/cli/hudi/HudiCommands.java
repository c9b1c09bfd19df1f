package io.tablescope.app.cli.hudi;

import com.fasterxml.jackson.core.JsonGenerator;
import io.tablescope.app.cli.common.ExitCodes;
import io.tablescope.app.cli.common.HealthReport;
import io.tablescope.app.cli.common.Json;
import io.tablescope.app.cli.common.Timestamps;
import io.tablescope.app.cli.format.AsOfRequest;
import io.tablescope.app.cli.format.ChangesRequest;
import io.tablescope.app.cli.format.CommitRequest;
import io.tablescope.app.cli.format.DefinitionRequest;
import io.tablescope.app.cli.format.ExpireRequest;
import io.tablescope.app.cli.format.FormatCommands;
import io.tablescope.app.cli.format.OrphansRequest;
import io.tablescope.app.cli.format.Output;
import io.tablescope.format.Problem;
import io.tablescope.format.hudi.HoodieTableConfig;
import io.tablescope.format.hudi.timeline.HoodieInstant;
import io.tablescope.inspector.hudi.HudiIncremental;
import io.tablescope.inspector.hudi.HudiTable;
import io.tablescope.inspector.hudi.check.HudiCheckReport;
import io.tablescope.inspector.hudi.check.HudiIntegrityCheck;
import io.tablescope.inspector.hudi.clean.ArchivalPreview;
import io.tablescope.inspector.hudi.clean.CleanPolicy;
import io.tablescope.inspector.hudi.clean.CleanPreview;
import io.tablescope.inspector.hudi.clean.CleanSettings;
import io.tablescope.inspector.hudi.clean.OrphanFiles;
import io.tablescope.inspector.hudi.find.HudiFileHistories;
import io.tablescope.inspector.hudi.find.HudiFileHistory;
import io.tablescope.inspector.hudi.find.HudiFindHit;
import io.tablescope.inspector.hudi.find.HudiSearch;
import io.tablescope.inspector.hudi.health.HudiHealth;
import io.tablescope.inspector.hudi.health.HudiHealthAnalysis;
import io.tablescope.inspector.hudi.replay.HudiOperationFile;
import io.tablescope.inspector.hudi.replay.HudiReplayResult;
import io.tablescope.inspector.hudi.replay.HudiReplayer;
import io.tablescope.inspector.hudi.view.FileSlice;
import io.tablescope.inspector.table.AnalysisProgress;
import io.tablescope.inspector.table.Commit;
import io.tablescope.inspector.table.CommitNotFoundException;
import io.tablescope.inspector.table.Table;
import io.tablescope.inspector.table.TableFormat;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Hudi's answers to the commands every format answers, read from its timeline and file groups, an
 * instant playing the part of a snapshot. The command has checked the table offers what it reads.
 */
public final class HudiCommands implements FormatCommands {
  @Override
  public TableFormat format() {
    return TableFormat.HUDI;
  }

  @Override
  public int summary(Table table, Output output) throws IOException {
    if (output.json()) {
      HudiSummaryOutput.json((HudiTable) table, output.out());
    } else {
      HudiSummaryOutput.text((HudiTable) table, output.out());
    }
    return ExitCodes.OK;
  }

  /** The slices a snapshot read at the instant opens, with the logs it merges. */
  @Override
  public int tree(Table opened, CommitRequest request, Output output) throws Exception {
    HudiTable table = (HudiTable) opened;
    Commit commit =
        request
            .commit()
            .resolve(request.table(), table)
            .orElseThrow(() -> noInstant(request.table()));
    HoodieInstant instant = table.instant(commit).orElseThrow();
    List<FileSlice> slices = table.snapshot(instant.requestedTime());
    if (output.json()) {
      try (JsonGenerator json = Json.generator(output.out())) {
        json.writeStartObject();
        json.writeStringField("format", "hudi");
        json.writeStringField("instant", instant.requestedTime());
        json.writeStringField("action", instant.action());
        json.writeStringField("state", instant.state().name());
        json.writeStringField("query", "snapshot");
        HudiQueryOutput.slicesJson(json, slices);
        Json.problems(json, table.problems());
        json.writeEndObject();
      }
    } else {
      output
          .out()
          .println(
              instant.action()
                  + " "
                  + instant.requestedTime()
                  + " ("
                  + instant.state()
                  + "): a snapshot read opens "
                  + slices.size()
                  + " file slices");
      HudiQueryOutput.slicesText(slices, output.out());
      table.problems().forEach(problem -> output.out().println("  problem: " + problem));
    }
    return ExitCodes.OK;
  }

  /**
   * What blocks the table: pending writes and services, logs, clean lag, order, replaced groups.
   */
  @Override
  public int health(Table table, Output output) throws IOException {
    HudiHealth health = HudiHealthAnalysis.of((HudiTable) table, AnalysisProgress.NONE);
    if (output.json()) {
      HudiHealthJson.write(health, output.out());
    } else {
      HealthReport.write(HudiHealthFindings.of(health), health.problems(), output.out());
    }
    return ExitCodes.OK;
  }

  /** The operation file's write checked as Hudi checks it at commit. */
  @Override
  public int replay(Table table, Path operationFile, String operationText, Output output)
      throws IOException {
    HudiReplayResult result;
    try {
      result = HudiReplayer.replay((HudiTable) table, HudiOperationFile.parse(operationText));
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(operationFile + ": " + e.getMessage(), e);
    }
    return replayed(result, output);
  }

  /** A write left pending on the timeline, checked as Hudi would check it if it committed now. */
  @Override
  public int replayInstant(Table table, String instant, Output output) throws IOException {
    return replayed(
        HudiReplayer.replay((HudiTable) table, HudiOperationFile.ofInstant(instant)), output);
  }

  private static int replayed(HudiReplayResult result, Output output) throws IOException {
    if (output.json()) {
      HudiReplayOutput.json(result, output.out());
    } else {
      HudiReplayOutput.text(result, output.out());
    }
    return result.passes() ? ExitCodes.OK : ExitCodes.FAILS;
  }

  /** The last completed write requested at or before the time: what {@code as.of.instant} reads. */
  @Override
  public int asOf(Table opened, AsOfRequest request, Output output) throws Exception {
    if (request.ref() != null) {
      throw new CommitNotFoundException(
          request.table() + " is a Hudi table: it has no branches or tags (--ref)");
    }
    HudiTable table = (HudiTable) opened;
    Optional<Commit> landed =
        table.commits().stream()
            .filter(commit -> commit.timestampMillis() <= request.millis())
            .filter(
                commit ->
                    table.instant(commit).map(i -> i.isCompleted() && isWrite(i)).orElse(false))
            .reduce((first, second) -> second);
    if (output.json()) {
      try (JsonGenerator json = Json.generator(output.out())) {
        json.writeStartObject();
        json.writeStringField("format", "hudi");
        json.writeNumberField("timestamp-ms", request.millis());
        json.writeStringField("timestamp", Timestamps.iso(request.millis()));
        json.writeStringField("instant", landed.map(c -> table.line(c).id()).orElse(null));
        json.writeEndObject();
      }
    } else if (landed.isPresent()) {
      output
          .out()
          .println(
              "As of "
                  + Timestamps.iso(request.millis())
                  + ", a read lands on instant "
                  + table.line(landed.get()).id()
                  + "  "
                  + landed.get().operation());
    } else {
      output.out().println("No completed write as of " + Timestamps.iso(request.millis()));
    }
    return landed.isPresent() ? ExitCodes.OK : ExitCodes.NO_SNAPSHOT;
  }

  @Override
  public int changes(Table table, ChangesRequest request, Output output) throws Exception {
    if (request.iceberg().given() || request.delta().given()) {
      throw new CommitNotFoundException(
          request.table() + " is a Hudi table: its incremental read takes --from and --to alone");
    }
    HudiIncremental read =
        HudiIncremental.read(
            (HudiTable) table, request.from() == null ? 0 : request.from(), request.to());
    if (output.json()) {
      HudiQueryOutput.incrementalJson(read, output.out());
    } else {
      HudiQueryOutput.incrementalText(read, output.out());
    }
    return ExitCodes.OK;
  }

  /** The table's properties, and the writer schema of the instant's commit. */
  @Override
  public int definition(Table opened, DefinitionRequest request, Output output) throws Exception {
    HudiTable table = (HudiTable) opened;
    Commit commit =
        request
            .at()
            .commit()
            .resolve(request.at().table(), table)
            .orElseThrow(() -> noInstant(request.at().table()));
    HoodieInstant instant = table.instant(commit).orElseThrow();
    HoodieTableConfig config = table.config();
    String schema = table.commitMetadata(instant).schema();
    if (output.json()) {
      try (JsonGenerator json = Json.generator(output.out())) {
        json.writeStartObject();
        json.writeStringField("format", "hudi");
        json.writeStringField("instant", instant.requestedTime());
        json.writeObjectFieldStart("properties");
        for (var entry : config.properties().entrySet()) {
          json.writeStringField(entry.getKey(), entry.getValue());
        }
        json.writeEndObject();
        json.writeStringField("schema", schema);
        json.writeEndObject();
      }
    } else {
      output
          .out()
          .println("Hudi table " + table.location() + " at instant " + instant.requestedTime());
      output.out().println("Properties (" + table.configFile() + "):");
      config.properties().forEach((key, value) -> output.out().println("  " + key + "=" + value));
      output.out().println("Writer schema:");
      output.out().println("  " + (schema == null ? "(none recorded by this instant)" : schema));
    }
    return ExitCodes.OK;
  }

  /** Every instant file parses, every file named is in storage, the metadata table agrees. */
  @Override
  public int check(Table table, String name, Output output, PrintWriter err) throws IOException {
    HudiCheckReport report = HudiIntegrityCheck.run((HudiTable) table);
    if (output.json()) {
      HudiCheckOutput.json(report, output.out());
    } else {
      HudiCheckOutput.text(report, output.out());
    }
    if (report.readNothing()) {
      err.println("tablescope: " + name + ": not one completed instant's file could be read");
      return ExitCodes.BAD_INPUT;
    }
    return report.sound() ? ExitCodes.OK : ExitCodes.FINDINGS;
  }

  /** Files, file groups, partitions and instants matching the text, across every instant. */
  @Override
  public int find(Table table, String text, Output output) throws IOException {
    HudiFileHistories histories = HudiFileHistories.read((HudiTable) table);
    List<HudiFindHit> hits = HudiSearch.find(histories, text);
    if (output.json()) {
      HudiFindOutput.findJson(hits, output.out());
    } else {
      HudiFindOutput.findText(hits, text, output.out());
      histories.limit().ifPresent(limit -> output.out().println("Note: " + limit));
    }
    return ExitCodes.OK;
  }

  /** What Hudi's cleaner would delete and archival would move, under the table's settings. */
  @Override
  public int expire(Table opened, ExpireRequest request, Output output) throws Exception {
    if (request.iceberg().given()) {
      throw new IllegalArgumentException(
          request.table()
              + " is a Hudi table: expire takes --policy, --retain, --keep-min and --keep-max;"
              + " --older-than and --retain-last are Iceberg's");
    }
    HudiTable table = (HudiTable) opened;
    ExpireRequest.HudiClean given = request.hudi();
    CleanSettings settings =
        CleanSettings.of(
            table.config(),
            given.policy() == null ? null : CleanPolicy.parse(given.policy()),
            given.retain());
    CleanPreview clean = CleanPreview.of(table, settings, System.currentTimeMillis());
    ArchivalPreview archival =
        ArchivalPreview.of(table, given.keepMin(), given.keepMax(), settings);
    List<Problem> problems = new ArrayList<>(clean.problems());
    problems.addAll(table.problems());
    if (output.json()) {
      HudiMaintenanceOutput.expireJson(clean, archival, problems, output.out());
    } else {
      HudiMaintenanceOutput.expireText(clean, archival, problems, output.out());
    }
    return ExitCodes.OK;
  }

  /** One file's history: its write and stat, the reads that open it, what ended it. */
  @Override
  public int file(Table table, String path, Output output) throws IOException {
    HudiFileHistories histories = HudiFileHistories.read((HudiTable) table);
    HudiFileHistory file = HudiSearch.file(histories, path);
    if (output.json()) {
      HudiFindOutput.fileJson(file, histories.limit().orElse(null), output.out());
    } else {
      HudiFindOutput.fileText(file, output.out());
      histories.limit().ifPresent(limit -> output.out().println("Note: " + limit));
    }
    return ExitCodes.OK;
  }

  /** The base and log files no completed instant reaches. */
  @Override
  public int orphans(Table opened, OrphansRequest request, Output output) throws Exception {
    if (request.olderThan() != null || request.delta().given()) {
      throw new IllegalArgumentException(
          opened.location()
              + " is a Hudi table: orphans takes no --older-than (Iceberg's), --retain-hours or"
              + " --disable-retention-check (Delta's); a Hudi file is an orphan by the instant"
              + " that wrote it, whatever its age");
    }
    HudiTable table = (HudiTable) opened;
    OrphanFiles orphans = OrphanFiles.of(table);
    if (output.json()) {
      HudiMaintenanceOutput.orphansJson(table.location(), orphans, table.problems(), output.out());
    } else {
      HudiMaintenanceOutput.orphansText(table.location(), orphans, table.problems(), output.out());
    }
    return ExitCodes.OK;
  }

  private static boolean isWrite(HoodieInstant instant) {
    return io.tablescope.format.hudi.timeline.HoodieAction.writes(instant.action());
  }

  private static CommitNotFoundException noInstant(String table) {
    return new CommitNotFoundException(table + ": no completed write on the active timeline");
  }
}
