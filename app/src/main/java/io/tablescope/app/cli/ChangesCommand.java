package io.tablescope.app.cli;

import io.tablescope.app.cli.common.TableOptions;
import io.tablescope.app.cli.common.Timestamps;
import io.tablescope.app.cli.format.ChangesRequest;
import io.tablescope.app.cli.format.Output;
import io.tablescope.inspector.iceberg.IncrementalScans;
import io.tablescope.inspector.table.Capability;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code tablescope changes TABLE --from ID [--to ID] [--json]}: what an incremental reader
 * receives, and where the older or streaming readers stop.
 */
@Command(
    name = "changes",
    description =
        "What an incremental append scan over (FROM, TO] returns, walking TO's parents: the snapshots"
            + " included or skipped and why, the files, and where the legacy scan and Spark streaming stop."
            + " For a Delta table: what a streaming source from startingVersion FROM reads of each"
            + " version, where it fails, and what the change data feed returns.")
final class ChangesCommand implements Callable<Integer> {
  @Mixin TableOptions options;

  @Option(
      names = "--from",
      paramLabel = "ID",
      description =
          "Start snapshot, exclusive (default: from the oldest ancestor); for a Delta table the"
              + " startingVersion, inclusive (required).")
  Long from;

  @Option(names = "--inclusive", description = "Treat --from as inclusive (fromSnapshotInclusive).")
  boolean inclusive;

  @Option(
      names = "--to",
      paramLabel = "ID",
      description =
          "End snapshot or Delta version, inclusive (default: the current snapshot, the latest"
              + " version).")
  Long to;

  @Option(
      names = "--branch",
      paramLabel = "NAME",
      description = "Read the branch's lineage (useBranch).")
  String branch;

  @Option(
      names = "--skip-overwrites",
      description = "Spark: streaming-skip-overwrite-snapshots=true.")
  boolean skipOverwrites;

  @Option(names = "--skip-deletes", description = "Spark: streaming-skip-delete-snapshots=true.")
  boolean skipDeletes;

  @Option(
      names = "--flink-start",
      paramLabel = "STRATEGY",
      description =
          "Flink starting-strategy, one of: ${COMPLETION-CANDIDATES}. With INCREMENTAL_FROM_SNAPSHOT_ID, --from is the start-snapshot-id.")
  IncrementalScans.FlinkStart flinkStart;

  @Option(
      names = "--start-timestamp",
      paramLabel = "TIME",
      description = "Flink start-snapshot-timestamp (ISO-8601 or epoch milliseconds).")
  String startTimestamp;

  @Option(
      names = "--ignore-deletes",
      description =
          "Delta streaming source: ignoreDeletes=true (commits that only remove data pass).")
  boolean ignoreDeletes;

  @Option(
      names = "--ignore-changes",
      description =
          "Delta streaming source: ignoreChanges=true (rewriting commits re-read their adds).")
  boolean ignoreChanges;

  @Option(
      names = "--skip-change-commits",
      description =
          "Delta streaming source: skipChangeCommits=true (commits removing data are skipped).")
  boolean skipChangeCommits;

  @Option(names = "--json", description = "Print JSON instead of text.")
  boolean json;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws Exception {
    Long startMillis = startTimestamp == null ? null : Timestamps.parseMillis(startTimestamp);
    ChangesRequest request =
        new ChangesRequest(
            options.table(),
            from,
            to,
            new ChangesRequest.IcebergReads(
                inclusive, branch, skipOverwrites, skipDeletes, flinkStart, startMillis),
            new ChangesRequest.DeltaReads(ignoreDeletes, ignoreChanges, skipChangeCommits));
    Output output = new Output(spec.commandLine().getOut(), json);
    return options.withTable(
        Capability.INCREMENTAL_READS,
        table -> StandardFormats.of(table).changes(table, request, output));
  }
}
