package io.tablescope.app.cli;

import io.tablescope.app.cli.common.TableOptions;
import io.tablescope.app.cli.format.Output;
import io.tablescope.inspector.table.Capability;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code tablescope health TABLE [--json]}: why a table is slow, huge or stuck, in its format's
 * words: an Iceberg table's metadata and current snapshot's manifests; a Hudi table's timeline and
 * file groups.
 */
@Command(
    name = "health",
    description =
        "Why an Iceberg table is slow or huge: its metadata file's growth and what bounds it, the"
            + " commits that rewrite it (per hour, per writer, bursts, contention), and the current"
            + " snapshot's files: small files, delete build-up, dangling deletes, missing files,"
            + " manifests and live rows. For Hudi, what blocks the table: writers that died and the"
            + " order to roll them back, pending compaction and clustering, log pile-up, clean lag,"
            + " hollow commits and completion-order inversions, replaced file groups still on disk"
            + " and a metadata table behind the data timeline.")
final class HealthCommand implements Callable<Integer> {
  @Mixin TableOptions options;

  @Option(names = "--json", description = "Print JSON instead of text.")
  boolean json;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws Exception {
    Output output = new Output(spec.commandLine().getOut(), json);
    return options.withTable(
        Capability.HEALTH, table -> StandardFormats.of(table).health(table, output));
  }
}
