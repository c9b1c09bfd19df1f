package io.tablescope.app.cli.iceberg;

import com.fasterxml.jackson.core.JsonGenerator;
import io.tablescope.app.cli.common.CommitOptions;
import io.tablescope.app.cli.common.ExitCodes;
import io.tablescope.app.cli.common.Json;
import io.tablescope.app.cli.format.AsOfRequest;
import io.tablescope.app.cli.format.ChangesRequest;
import io.tablescope.app.cli.format.CommitRequest;
import io.tablescope.app.cli.format.DefinitionRequest;
import io.tablescope.app.cli.format.ExpireRequest;
import io.tablescope.app.cli.format.FormatCommands;
import io.tablescope.app.cli.format.OrphansRequest;
import io.tablescope.app.cli.format.Output;
import io.tablescope.app.cli.format.RefusedException;
import io.tablescope.format.Problem;
import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.inspector.iceberg.AsOf;
import io.tablescope.inspector.iceberg.IcebergRuleException;
import io.tablescope.inspector.iceberg.IcebergTable;
import io.tablescope.inspector.iceberg.IncrementalChanges;
import io.tablescope.inspector.iceberg.IncrementalScans;
import io.tablescope.inspector.iceberg.SnapshotNotFoundException;
import io.tablescope.inspector.iceberg.Summaries;
import io.tablescope.inspector.iceberg.TableSummary;
import io.tablescope.inspector.iceberg.check.CheckProgress;
import io.tablescope.inspector.iceberg.check.IntegrityCheck;
import io.tablescope.inspector.iceberg.check.IntegrityReport;
import io.tablescope.inspector.iceberg.definition.ColumnNdvs;
import io.tablescope.inspector.iceberg.definition.MetadataHistory;
import io.tablescope.inspector.iceberg.definition.TableDefinition;
import io.tablescope.inspector.iceberg.find.FileReport;
import io.tablescope.inspector.iceberg.find.FindHit;
import io.tablescope.inspector.iceberg.find.TableSearch;
import io.tablescope.inspector.iceberg.find.WholeTable;
import io.tablescope.inspector.iceberg.health.FileHealth;
import io.tablescope.inspector.iceberg.health.FileHealthAnalysis;
import io.tablescope.inspector.iceberg.health.HealthReport;
import io.tablescope.inspector.iceberg.maintenance.ExpirePreview;
import io.tablescope.inspector.iceberg.maintenance.OrphanPreview;
import io.tablescope.inspector.iceberg.replay.OperationFile;
import io.tablescope.inspector.iceberg.replay.Proposal;
import io.tablescope.inspector.iceberg.replay.ReplayResult;
import io.tablescope.inspector.iceberg.replay.Replayer;
import io.tablescope.inspector.iceberg.tree.SnapshotTreeHead;
import io.tablescope.inspector.iceberg.tree.SnapshotTrees;
import io.tablescope.inspector.table.AnalysisProgress;
import io.tablescope.inspector.table.Table;
import io.tablescope.inspector.table.TableFormat;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Iceberg's answers to the commands every format answers, read from its metadata, manifest lists
 * and manifests. The command has checked the table offers what it reads; the table is Iceberg's.
 */
public final class IcebergCommands implements FormatCommands {
  @Override
  public TableFormat format() {
    return TableFormat.ICEBERG;
  }

  /** The metadata file's growth and commits, and the current snapshot's files. */
  @Override
  public int health(Table opened, Output output) throws Exception {
    IcebergTable table = (IcebergTable) opened;
    HealthReport report = HealthReport.of(table, System.currentTimeMillis());
    Optional<FileHealth> files = FileHealthAnalysis.ofCurrent(table, AnalysisProgress.NONE);
    if (output.json()) {
      HealthJson.write(report, files, output.out());
    } else {
      HealthText.write(report, files, output.out());
    }
    return ExitCodes.OK;
  }

  @Override
  public int summary(Table table, Output output) throws Exception {
    TableSummary summary = Summaries.summarize((IcebergTable) table);
    if (output.json()) {
      SummaryJson.write(summary, output.out());
    } else {
      SummaryText.write(summary, output.out());
    }
    return ExitCodes.OK;
  }

  @Override
  public int tree(Table opened, CommitRequest request, Output output) throws Exception {
    IcebergTable table = (IcebergTable) opened;
    request.commit().takenBy(request.table(), table.format());
    Snapshot snapshot = chosen(table, request.commit());
    PrintWriter out = output.out();
    if (snapshot == null) {
      String message =
          "The table has no current snapshot; it was created but nothing was committed.";
      if (output.json()) {
        noSnapshotJson(table, message, out);
      } else {
        out.println(message);
        tableProblems(table, out);
      }
      return ExitCodes.OK;
    }
    SnapshotTreeHead tree = SnapshotTrees.head(table, snapshot);
    if (output.json()) {
      TreeJson.write(table, tree, out);
    } else {
      TreeText.write(table, tree, out);
      tableProblems(table, out);
    }
    return ExitCodes.OK;
  }

  /** The snapshot named, in words that say where it was looked for; null when there is none. */
  private static Snapshot chosen(IcebergTable table, CommitOptions commit)
      throws SnapshotNotFoundException {
    if (commit.snapshot() != null) {
      return table
          .snapshot(commit.snapshot())
          .orElseThrow(
              () ->
                  new SnapshotNotFoundException(
                      "snapshot "
                          + commit.snapshot()
                          + " is not in "
                          + table.metadata().metadataFile()
                          + " (expired, or from another table?)"));
    }
    if (commit.ref() != null) {
      if (!table.metadata().refs().containsKey(commit.ref())) {
        throw new SnapshotNotFoundException(
            "no branch or tag named '"
                + commit.ref()
                + "' in "
                + table.metadata().metadataFile()
                + "; refs are "
                + table.metadata().refs().keySet());
      }
      return table.resolve(commit.ref());
    }
    Long current = table.metadata().currentSnapshotId();
    return current == null ? null : table.resolve(String.valueOf(current));
  }

  /** The problems of the table's metadata and how it was found, as {@code summary} lists them. */
  private static void tableProblems(IcebergTable table, PrintWriter out) {
    List<Problem> problems = table.problems();
    if (!problems.isEmpty()) {
      out.println();
      out.println("Problems of the table (" + problems.size() + "):");
      for (Problem problem : problems) {
        out.println("  ! " + problem.kind().name().toLowerCase(Locale.ROOT) + ": " + problem);
      }
    }
  }

  private static void noSnapshotJson(IcebergTable table, String message, PrintWriter out)
      throws IOException {
    try (JsonGenerator json = Json.generator(out)) {
      json.writeStartObject();
      json.writeNullField("snapshot-id");
      json.writeArrayFieldStart("manifests");
      json.writeEndArray();
      json.writeStringField("message", message);
      Json.problems(json, "table-problems", table.problems());
      json.writeEndObject();
    }
    out.println();
  }

  @Override
  public int replay(Table opened, Path operationFile, String operationText, Output output)
      throws IOException {
    IcebergTable table = (IcebergTable) opened;
    Proposal proposal;
    try {
      proposal = OperationFile.parse(table, operationText);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(operationFile + ": " + e.getMessage(), e);
    }
    ReplayResult result = Replayer.replay(table, proposal);
    if (output.json()) {
      IcebergReplayOutput.writeJson(result, output.out());
    } else {
      IcebergReplayOutput.writeText(proposal, result, output.out());
    }
    return result.passes() ? ExitCodes.OK : ExitCodes.FAILS;
  }

  @Override
  public int asOf(Table table, AsOfRequest request, Output output) throws Exception {
    try {
      AsOf.Result result = AsOf.resolve((IcebergTable) table, request.millis(), request.ref());
      IcebergAsOfOutput.print(output, request.millis(), request.ref(), result, null);
      return ExitCodes.OK;
    } catch (IcebergRuleException e) {
      IcebergAsOfOutput.print(output, request.millis(), request.ref(), null, e.getMessage());
      return ExitCodes.NO_SNAPSHOT;
    }
  }

  @Override
  public int changes(Table table, ChangesRequest request, Output output) throws Exception {
    if (request.delta().given()) {
      throw new SnapshotNotFoundException(
          request.table()
              + " is an Iceberg table: --ignore-deletes, --ignore-changes and"
              + " --skip-change-commits are Delta's; use --skip-deletes or --skip-overwrites");
    }
    ChangesRequest.IcebergReads reads = request.iceberg();
    IncrementalScans scans = new IncrementalScans((IcebergTable) table);
    IncrementalScans.SparkOptions spark =
        new IncrementalScans.SparkOptions(reads.skipOverwrites(), reads.skipDeletes());
    Snapshot end = scans.end(request.to(), reads.branch());
    IncrementalChanges changes =
        reads.flinkStart() == null
            ? scans.appendScan(request.from(), reads.inclusive(), end, spark)
            : scans.flink(reads.flinkStart(), request.from(), reads.startMillis(), end, spark);
    if (output.json()) {
      ChangesJson.write(changes, output.out());
    } else {
      ChangesText.write(changes, output.out());
    }
    return changes.complete() ? ExitCodes.OK : ExitCodes.INCOMPLETE;
  }

  /** The metadata file's definition: it holds every schema and spec, so no snapshot is named. */
  @Override
  public int definition(Table opened, DefinitionRequest request, Output output) throws Exception {
    IcebergTable table = (IcebergTable) opened;
    CommitRequest at = request.at();
    if (at.commit().selector().isPresent()) {
      throw new IllegalArgumentException(
          at.table()
              + " is an Iceberg table: definition reads a metadata file, which holds every"
              + " snapshot's schema; read an older one with --metadata");
    }
    TableDefinition definition = TableDefinition.of(table.metadata());
    MetadataHistory read =
        request.history() ? MetadataHistory.read(table, AnalysisProgress.NONE) : null;
    ColumnNdvs ndvs = ColumnNdvs.read(table);
    if (output.json()) {
      DefinitionJson.write(table.metadata(), definition, ndvs, read, output.out());
    } else {
      DefinitionText.write(table.metadata(), definition, ndvs, read, output.out());
    }
    return ExitCodes.OK;
  }

  @Override
  public int check(Table table, String name, Output output, PrintWriter err) throws IOException {
    IntegrityReport report = IntegrityCheck.run((IcebergTable) table, CheckProgress.NONE);
    if (output.json()) {
      IcebergCheckOutput.json(report, output.out());
    } else {
      IcebergCheckOutput.text(report, output.out());
    }
    if (report.readNothing()) {
      err.println("tablescope: " + name + ": not one manifest list could be read");
      return ExitCodes.BAD_INPUT;
    }
    return report.sound() ? ExitCodes.OK : ExitCodes.FINDINGS;
  }

  @Override
  public int find(Table table, String text, Output output) throws IOException {
    List<FindHit> hits =
        TableSearch.find(WholeTable.read((IcebergTable) table, AnalysisProgress.NONE), text);
    if (output.json()) {
      IcebergFindOutput.json(hits, output.out());
    } else {
      IcebergFindOutput.text(hits, text, output.out());
    }
    return ExitCodes.OK;
  }

  /** What expire-snapshots would remove and delete; exit 1 when Iceberg would refuse. */
  @Override
  public int expire(Table table, ExpireRequest request, Output output) throws Exception {
    if (request.hudi().given()) {
      throw new IllegalArgumentException(
          request.table()
              + " is an Iceberg table: expire takes --older-than and --retain-last; --policy,"
              + " --retain, --keep-min and --keep-max are Hudi's");
    }
    ExpirePreview preview;
    try {
      preview =
          ExpirePreview.of(
              (IcebergTable) table,
              request.iceberg().olderThan(),
              request.iceberg().retainLast(),
              System.currentTimeMillis(),
              AnalysisProgress.NONE);
    } catch (IcebergRuleException e) {
      throw new RefusedException(e.getMessage());
    }
    if (output.json()) {
      IcebergMaintenanceOutput.expireJson(preview, output.out());
    } else {
      IcebergMaintenanceOutput.expireText(preview, output.out());
    }
    return ExitCodes.OK;
  }

  @Override
  public int file(Table table, String path, Output output) throws Exception {
    WholeTable whole = WholeTable.readNaming((IcebergTable) table, path, AnalysisProgress.NONE);
    FileReport report = FileReport.of(whole, TableSearch.filePath(whole, path));
    if (output.json()) {
      FileOutput.json(report, output.out());
    } else {
      FileOutput.text(report, output.out());
    }
    return ExitCodes.OK;
  }

  /** What remove-orphan-files would delete; exit 1 when Iceberg would refuse. */
  @Override
  public int orphans(Table table, OrphansRequest request, Output output) throws Exception {
    if (request.delta().given()) {
      throw new IllegalArgumentException(
          request.table()
              + " is an Iceberg table: orphans takes --older-than; --retain-hours and"
              + " --disable-retention-check are Delta's");
    }
    OrphanPreview preview;
    try {
      preview =
          OrphanPreview.of(
              (IcebergTable) table,
              request.olderThan(),
              System.currentTimeMillis(),
              AnalysisProgress.NONE);
    } catch (IcebergRuleException e) {
      throw new RefusedException(e.getMessage());
    }
    if (output.json()) {
      IcebergMaintenanceOutput.orphansJson(preview, output.out());
    } else {
      IcebergMaintenanceOutput.orphansText(preview, output.out());
    }
    return ExitCodes.OK;
  }
}
