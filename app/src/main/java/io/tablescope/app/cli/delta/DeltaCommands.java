package io.tablescope.app.cli.delta;

import io.tablescope.app.cli.common.ExitCodes;
import io.tablescope.app.cli.common.HealthReport;
import io.tablescope.app.cli.format.AsOfRequest;
import io.tablescope.app.cli.format.ChangesRequest;
import io.tablescope.app.cli.format.CommitRequest;
import io.tablescope.app.cli.format.DefinitionRequest;
import io.tablescope.app.cli.format.ExpireRequest;
import io.tablescope.app.cli.format.FormatCommands;
import io.tablescope.app.cli.format.OrphansRequest;
import io.tablescope.app.cli.format.Output;
import io.tablescope.app.cli.format.RefusedException;
import io.tablescope.format.io.LocalFileAccess;
import io.tablescope.inspector.delta.DeltaAsOf;
import io.tablescope.inspector.delta.DeltaChanges;
import io.tablescope.inspector.delta.DeltaStreams;
import io.tablescope.inspector.delta.DeltaSummaries;
import io.tablescope.inspector.delta.DeltaSummary;
import io.tablescope.inspector.delta.DeltaTable;
import io.tablescope.inspector.delta.check.DeltaCheckReport;
import io.tablescope.inspector.delta.check.DeltaIntegrityCheck;
import io.tablescope.inspector.delta.find.DeltaFileHistory;
import io.tablescope.inspector.delta.find.DeltaFindResult;
import io.tablescope.inspector.delta.find.DeltaSearch;
import io.tablescope.inspector.delta.health.DeltaHealth;
import io.tablescope.inspector.delta.health.DeltaHealthAnalysis;
import io.tablescope.inspector.delta.history.DeltaDefinitionHistory;
import io.tablescope.inspector.delta.maintenance.LogCleanupPreview;
import io.tablescope.inspector.delta.maintenance.VacuumPreview;
import io.tablescope.inspector.delta.maintenance.VacuumRefusedException;
import io.tablescope.inspector.delta.replay.DeltaOperationFile;
import io.tablescope.inspector.delta.replay.DeltaProposal;
import io.tablescope.inspector.delta.replay.DeltaReplayResult;
import io.tablescope.inspector.delta.replay.DeltaReplayer;
import io.tablescope.inspector.table.AnalysisProgress;
import io.tablescope.inspector.table.Commit;
import io.tablescope.inspector.table.CommitNotFoundException;
import io.tablescope.inspector.table.Table;
import io.tablescope.inspector.table.TableFormat;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;

/**
 * Delta's answers to the commands every format answers, read from its log, a version playing the
 * part of a snapshot. The command has checked the table offers what it reads; the table is Delta's.
 */
public final class DeltaCommands implements FormatCommands {
  @Override
  public TableFormat format() {
    return TableFormat.DELTA;
  }

  /** Problems are listed and, as for Iceberg, do not change the exit code. */
  @Override
  public int summary(Table table, Output output) throws IOException {
    DeltaSummary summary = DeltaSummaries.summarize((DeltaTable) table);
    if (output.json()) {
      DeltaSummaryJson.write(summary, output.out());
    } else {
      DeltaSummaryText.write(summary, output.out());
    }
    return ExitCodes.OK;
  }

  @Override
  public int tree(Table table, CommitRequest request, Output output) throws Exception {
    Commit version = version(table, request);
    if (output.json()) {
      DeltaTreeOutput.json((DeltaTable) table, version, output.out());
    } else {
      DeltaTreeOutput.text((DeltaTable) table, version, output.out());
    }
    return ExitCodes.OK;
  }

  /** The version named with {@code --version}, else the latest. */
  private static Commit version(Table table, CommitRequest request) throws CommitNotFoundException {
    return request.commit().resolve(request.table(), table).orElseThrow();
  }

  /** Delta's operation file names the proposal's actions or a commit file beside it. */
  @Override
  public int replay(Table opened, Path operationFile, String operationText, Output output)
      throws IOException {
    DeltaTable table = (DeltaTable) opened;
    String location = operationFile.toString();
    DeltaProposal proposal = DeltaOperationFile.parse(new LocalFileAccess(), location);
    DeltaReplayResult result;
    try {
      result = DeltaReplayer.replay(table.files(), table.location(), proposal);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(location + ": " + e.getMessage(), e);
    }
    if (output.json()) {
      DeltaReplayOutput.writeJson(table, result, output.out());
    } else {
      DeltaReplayOutput.writeText(table, result, output.out());
    }
    return result.passes() ? ExitCodes.OK : ExitCodes.FAILS;
  }

  @Override
  public int asOf(Table table, AsOfRequest request, Output output) throws Exception {
    if (request.ref() != null) {
      throw new CommitNotFoundException(
          request.table() + " is a Delta table: it has no branches or tags (--ref)");
    }
    DeltaAsOf asOf = DeltaAsOf.resolve((DeltaTable) table, request.millis());
    String operation =
        asOf.failed() ? null : table.commit(asOf.version()).map(Commit::operation).orElse(null);
    if (output.json()) {
      DeltaAsOfOutput.json(asOf, operation, output.out());
    } else {
      DeltaAsOfOutput.text(asOf, operation, output.out());
    }
    return asOf.failed() ? ExitCodes.NO_SNAPSHOT : ExitCodes.OK;
  }

  /** What a streaming source with startingVersion FROM reads, and the change data feed. */
  @Override
  public int changes(Table table, ChangesRequest request, Output output) throws Exception {
    if (request.iceberg().given()) {
      throw new CommitNotFoundException(
          request.table()
              + " is a Delta table: --inclusive, --branch, --skip-overwrites, --skip-deletes and"
              + " --flink-start are Iceberg's; use --ignore-deletes, --ignore-changes or"
              + " --skip-change-commits");
    }
    if (request.from() == null) {
      throw new CommitNotFoundException(
          request.table() + " is a Delta table: name the starting version with --from");
    }
    ChangesRequest.DeltaReads reads = request.delta();
    DeltaChanges changes =
        DeltaStreams.read(
            (DeltaTable) table,
            request.from(),
            request.to(),
            new DeltaChanges.StreamOptions(
                reads.ignoreDeletes(), reads.ignoreChanges(), reads.skipChangeCommits()));
    if (output.json()) {
      DeltaChangesOutput.json(changes, output.out());
    } else {
      DeltaChangesOutput.text(changes, output.out());
    }
    return changes.complete() ? ExitCodes.OK : ExitCodes.INCOMPLETE;
  }

  /**
   * The log's integrity: exit 0 sound, 1 findings, 2 when not one commit and not one checkpoint
   * could be read.
   */
  @Override
  public int check(Table table, String name, Output output, PrintWriter err) throws IOException {
    DeltaCheckReport report = DeltaIntegrityCheck.run((DeltaTable) table, AnalysisProgress.NONE);
    if (output.json()) {
      DeltaCheckOutput.json(report, output.out());
    } else {
      DeltaCheckOutput.text(report, output.out());
    }
    if (report.readNothing()) {
      err.println(
          "tablescope: " + name + ": not one commit or checkpoint of the log could be read");
      return ExitCodes.BAD_INPUT;
    }
    return report.sound() ? ExitCodes.OK : ExitCodes.FINDINGS;
  }

  /** What the version's metadata and protocol declare; problems are listed, exit 0. */
  @Override
  public int definition(Table opened, DefinitionRequest request, Output output) throws Exception {
    DeltaTable table = (DeltaTable) opened;
    Commit version = version(table, request.at());
    DeltaDefinition definition = DeltaDefinition.of(table, version);
    DeltaDefinitionHistory history = request.history() ? DeltaDefinitionHistory.read(table) : null;
    if (output.json()) {
      DeltaDefinitionJson.write(definition, history, output.out());
    } else {
      DeltaDefinitionText.write(definition, output.out());
      if (history != null) {
        DeltaDefinitionHistoryOutput.text(history, output.out());
      }
    }
    return ExitCodes.OK;
  }

  /** File actions whose path or partition holds the text, or the version it names. */
  @Override
  public int find(Table table, String text, Output output) throws IOException {
    DeltaFindResult found = DeltaSearch.find((DeltaTable) table, text, DeltaSearch.LIMIT);
    if (output.json()) {
      DeltaFindOutput.findJson(found, text, output.out());
    } else {
      DeltaFindOutput.findText(found, text, output.out());
    }
    return ExitCodes.OK;
  }

  /** One file's adds and removes, version by version, and whether the latest version reads it. */
  @Override
  public int file(Table table, String path, Output output) throws IOException {
    DeltaFileHistory file = DeltaSearch.file((DeltaTable) table, path);
    if (output.json()) {
      DeltaFindOutput.fileJson(file, output.out());
    } else {
      DeltaFindOutput.fileText(file, output.out());
    }
    return ExitCodes.OK;
  }

  /**
   * What metadata clean-up would delete from the log under the table's {@code
   * delta.logRetentionDuration}; exit 0.
   */
  @Override
  public int expire(Table table, ExpireRequest request, Output output) throws IOException {
    if (request.iceberg().given() || request.hudi().given()) {
      throw new IllegalArgumentException(
          request.table()
              + " is a Delta table: expire previews the log clean-up under the table's"
              + " delta.logRetentionDuration and takes no options; --older-than and --retain-last"
              + " are Iceberg's, --policy, --retain, --keep-min and --keep-max Hudi's");
    }
    LogCleanupPreview preview =
        LogCleanupPreview.of((DeltaTable) table, System.currentTimeMillis());
    if (output.json()) {
      DeltaMaintenanceOutput.logCleanupJson(preview, output.out());
    } else {
      DeltaMaintenanceOutput.logCleanupText(preview, output.out());
    }
    return ExitCodes.OK;
  }

  /** What VACUUM would delete; exit 1 with Delta's message when Delta would refuse. */
  @Override
  public int orphans(Table table, OrphansRequest request, Output output) throws Exception {
    if (request.olderThan() != null) {
      throw new IllegalArgumentException(
          request.table()
              + " is a Delta table: orphans takes --retain-hours and --disable-retention-check;"
              + " --older-than is Iceberg's");
    }
    VacuumPreview preview;
    try {
      preview =
          VacuumPreview.of(
              (DeltaTable) table,
              request.delta().retainHours(),
              !request.delta().retentionCheckDisabled(),
              System.currentTimeMillis(),
              VacuumPreview.LISTING_CAP,
              AnalysisProgress.NONE);
    } catch (VacuumRefusedException e) {
      throw new RefusedException(
          e.getMessage()
              + System.lineSeparator()
              + "(Tablescope previews what that setting allows with --disable-retention-check.)");
    }
    if (output.json()) {
      DeltaMaintenanceOutput.vacuumJson(preview, output.out());
    } else {
      DeltaMaintenanceOutput.vacuumText(preview, output.out());
    }
    return ExitCodes.OK;
  }

  /**
   * Why the table is slow or large: the log and its checkpoint, clean-up, small files, deletion
   * vectors, tombstones, writers and contention, the protocol. Problems are listed, exit 0.
   */
  @Override
  public int health(Table table, Output output) throws IOException {
    DeltaHealth health = DeltaHealthAnalysis.of((DeltaTable) table, AnalysisProgress.NONE);
    if (output.json()) {
      DeltaHealthJson.write(health, output.out());
    } else {
      HealthReport.write(DeltaHealthFindings.of(health), health.problems(), output.out());
    }
    return ExitCodes.OK;
  }
}
