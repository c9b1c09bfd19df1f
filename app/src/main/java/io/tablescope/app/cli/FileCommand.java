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
 * {@code tablescope file TABLE PATH [--json]}: one file's history across every snapshot or instant,
 * and what the app's details pane says of it. A path that names no file, or several, is bad input
 * (exit 2).
 */
@Command(
    name = "file",
    description =
        "One file of a table. Iceberg: every snapshot that added, kept or removed it, the"
            + " snapshots it is live in, the deletes that apply to it and why, and a Parquet"
            + " file's footer beside its manifest's statistics. Hudi: the write that created it"
            + " with its write stat, the instants whose slices include it, and the instant that"
            + " deleted or superseded it. Delta: each version's add and remove of it with the"
            + " operation, stats and deletion vector changes, and whether the latest version"
            + " reads it.")
final class FileCommand implements Callable<Integer> {
  @Mixin TableOptions options;

  @Parameters(
      index = "1",
      paramLabel = "PATH",
      description = "The file's path as the metadata records it, or an ending of it only it has.")
  String path;

  @Option(names = "--json", description = "Print JSON instead of text.")
  boolean json;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws Exception {
    Output output = new Output(spec.commandLine().getOut(), json);
    return options.withTable(
        Capability.FIND, table -> StandardFormats.of(table).file(table, path, output));
  }
}
