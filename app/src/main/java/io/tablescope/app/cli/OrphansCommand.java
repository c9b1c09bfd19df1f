package io.tablescope.app.cli;

import io.tablescope.app.cli.common.TableOptions;
import io.tablescope.app.cli.common.Timestamps;
import io.tablescope.app.cli.format.OrphansRequest;
import io.tablescope.app.cli.format.Output;
import io.tablescope.inspector.table.Capability;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code tablescope orphans TABLE [--older-than TIMESTAMP] [--json]}: on Iceberg, the files
 * remove-orphan-files would delete; on Hudi, the data files no completed instant reaches; on Delta
 * ({@code [--retain-hours H] [--disable-retention-check]}), the files VACUUM would delete; each
 * with why. Nothing is deleted. Exit 1 when the format would refuse (Iceberg with garbage
 * collection disabled, Delta below the table's retention), with its message.
 */
@Command(
    name = "orphans",
    description =
        "Files under the table's location that no metadata file, snapshot, manifest list, manifest"
            + " or statistics file references, older than the threshold remove-orphan-files uses;"
            + " for Hudi, the base and log files no completed instant reaches (failed, pending or"
            + " rolled-back writes); for Delta, the files and folders VACUUM would delete. Nothing is"
            + " deleted.")
public final class OrphansCommand implements Callable<Integer> {
  @Mixin TableOptions options;

  @Option(
      names = "--older-than",
      paramLabel = "TIMESTAMP",
      description =
          "Iceberg: only files modified before this are orphans: epoch milliseconds or ISO-8601"
              + " (default: 3 days ago, as remove-orphan-files).")
  String olderThan;

  @Option(
      names = "--retain-hours",
      paramLabel = "HOURS",
      description =
          "Delta: VACUUM ... RETAIN HOURS HOURS (default: the table's"
              + " delta.deletedFileRetentionDuration, 1 week unless set); shorter than the table's"
              + " is refused, as Delta refuses it.")
  Double retainHours;

  @Option(
      names = "--disable-retention-check",
      description =
          "Delta: preview as with spark.databricks.delta.retentionDurationCheck.enabled = false,"
              + " so a retention shorter than the table's is not refused.")
  boolean disableRetentionCheck;

  @Option(names = "--json", description = "Print JSON instead of text.")
  boolean json;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws Exception {
    Long threshold = olderThan == null ? null : Timestamps.parseMillis(olderThan);
    OrphansRequest request =
        new OrphansRequest(
            options.table(),
            threshold,
            new OrphansRequest.DeltaVacuum(retainHours, disableRetentionCheck));
    Output output = new Output(spec.commandLine().getOut(), json);
    return options.withTable(
        Capability.MAINTENANCE,
        table ->
            FormatRefusal.exitCode(
                spec.commandLine().getErr(),
                () -> StandardFormats.of(table).orphans(table, request, output)));
  }
}
