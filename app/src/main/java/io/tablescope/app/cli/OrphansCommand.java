package io.tablescope.app.cli;

import io.tablescope.app.cli.common.TableOptions;
import io.tablescope.app.cli.common.Timestamps;
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
 * remove-orphan-files would delete; on Hudi, the data files no completed instant reaches; each with
 * why. Nothing is deleted. Exit 1 when Iceberg would refuse (garbage collection disabled), with its
 * message.
 */
@Command(
    name = "orphans",
    description =
        "Files under the table's location that no metadata file, snapshot, manifest list, manifest"
            + " or statistics file references, older than the threshold remove-orphan-files uses;"
            + " for Hudi, the base and log files no completed instant reaches (failed, pending or"
            + " rolled-back writes). Nothing is deleted.")
public final class OrphansCommand implements Callable<Integer> {
  @Mixin TableOptions options;

  @Option(
      names = "--older-than",
      paramLabel = "TIMESTAMP",
      description =
          "Iceberg: only files modified before this are orphans: epoch milliseconds or ISO-8601"
              + " (default: 3 days ago, as remove-orphan-files).")
  String olderThan;

  @Option(names = "--json", description = "Print JSON instead of text.")
  boolean json;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws Exception {
    Long threshold = olderThan == null ? null : Timestamps.parseMillis(olderThan);
    Output output = new Output(spec.commandLine().getOut(), json);
    return options.withTable(
        Capability.MAINTENANCE,
        table ->
            FormatRefusal.exitCode(
                spec.commandLine().getErr(),
                () -> StandardFormats.of(table).orphans(table, threshold, output)));
  }
}
