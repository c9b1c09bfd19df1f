package io.tablescope.app.cli;

import io.tablescope.app.cli.common.TableOptions;
import io.tablescope.app.cli.format.Output;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code tablescope summary TABLE [--json]}: every table has one, in its format's words. */
@Command(
    name = "summary",
    description =
        "Snapshots, refs, and the current snapshot's manifests and entries by status and content;"
            + " for a Delta table its latest version, checkpoint, protocol, metadata and files.")
final class SummaryCommand implements Callable<Integer> {
  @Mixin TableOptions options;

  @Option(names = "--json", description = "Print JSON instead of text.")
  boolean json;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws Exception {
    Output output = new Output(spec.commandLine().getOut(), json);
    return options.withTable(table -> StandardFormats.of(table).summary(table, output));
  }
}
