package io.tablescope.app.cli;

import io.tablescope.app.cli.common.TableOptions;
import io.tablescope.app.cli.common.Timestamps;
import io.tablescope.app.cli.format.AsOfRequest;
import io.tablescope.app.cli.format.Output;
import io.tablescope.inspector.table.Capability;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code tablescope as-of TABLE TIMESTAMP [--ref NAME] [--json]}: the snapshot (Iceberg) or version
 * (Delta) a time-travel read lands on. Exit 1 when the format would find none, with its message.
 */
@Command(
    name = "as-of",
    description =
        "The snapshot a read \"as of\" TIMESTAMP lands on, by Iceberg's rule over the snapshot log;"
            + " for a Delta table the version, by Delta's rule over commit times.")
final class AsOfCommand implements Callable<Integer> {
  @Mixin TableOptions options;

  @Parameters(
      index = "1",
      paramLabel = "TIMESTAMP",
      description = "Epoch milliseconds, or ISO-8601 (UTC unless an offset is given).")
  String timestamp;

  @Option(names = "--ref", paramLabel = "NAME", description = "A branch or tag (default: main).")
  String ref;

  @Option(names = "--json", description = "Print JSON instead of text.")
  boolean json;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws Exception {
    AsOfRequest request = new AsOfRequest(options.table(), Timestamps.parseMillis(timestamp), ref);
    Output output = new Output(spec.commandLine().getOut(), json);
    return options.withTable(
        Capability.INCREMENTAL_READS,
        table -> StandardFormats.of(table).asOf(table, request, output));
  }
}
