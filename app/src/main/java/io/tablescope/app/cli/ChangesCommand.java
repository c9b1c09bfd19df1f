package io.tablescope.app.cli;

import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.inspector.iceberg.IncrementalChanges;
import io.tablescope.inspector.iceberg.IncrementalScans;
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
            + " included or skipped and why, the files, and where the legacy scan and Spark streaming stop.")
final class ChangesCommand implements Callable<Integer> {
  /**
   * Some manifest list or manifest of an included snapshot could not be read: files are missing.
   */
  static final int INCOMPLETE = 1;

  @Mixin TableOptions options;

  @Option(
      names = "--from",
      paramLabel = "ID",
      description = "Start snapshot, exclusive (default: from the oldest ancestor).")
  Long from;

  @Option(names = "--inclusive", description = "Treat --from as inclusive (fromSnapshotInclusive).")
  boolean inclusive;

  @Option(
      names = "--to",
      paramLabel = "ID",
      description = "End snapshot, inclusive (default: the current snapshot).")
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

  @Option(names = "--json", description = "Print JSON instead of text.")
  boolean json;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws Exception {
    Long startMillis = startTimestamp == null ? null : Timestamps.parseMillis(startTimestamp);
    return options.withIcebergTable(
        "changes",
        table -> {
          IncrementalScans scans = new IncrementalScans(table);
          IncrementalScans.SparkOptions spark =
              new IncrementalScans.SparkOptions(skipOverwrites, skipDeletes);
          Snapshot end = scans.end(to, branch);
          IncrementalChanges changes =
              flinkStart == null
                  ? scans.appendScan(from, inclusive, end, spark)
                  : scans.flink(flinkStart, from, startMillis, end, spark);
          if (json) {
            ChangesJson.write(changes, spec.commandLine().getOut());
          } else {
            ChangesText.write(changes, spec.commandLine().getOut());
          }
          return changes.complete() ? TablescopeCommand.OK : INCOMPLETE;
        });
  }
}
