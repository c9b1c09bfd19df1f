package io.tablescope.app.cli;

import io.tablescope.app.cli.common.TableOptions;
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
 * {@code tablescope find TABLE TEXT [--json]}: what the app's Find tab lists, across every snapshot
 * or instant of the table. Finding nothing is an answer, not an error (exit 0).
 */
@Command(
    name = "find",
    description =
        "Search every snapshot (Iceberg), instant (Hudi) or version (Delta) for a file path or"
            + " part of one, a partition value (region=EU), a snapshot id or manifest name, a Hudi"
            + " file id or instant, or a Delta version; each result says what it is and which"
            + " snapshots, instants or versions hold it.")
final class FindCommand implements Callable<Integer> {
  @Mixin TableOptions options;

  @Parameters(index = "1", paramLabel = "TEXT", description = "What to look for; case is ignored.")
  String text;

  @Option(names = "--json", description = "Print JSON instead of text.")
  boolean json;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws Exception {
    Output output = new Output(spec.commandLine().getOut(), json);
    return options.withTable(
        Capability.FIND, table -> StandardFormats.of(table).find(table, text, output));
  }
}
