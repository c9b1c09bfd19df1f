package io.tablescope.app.cli;

import io.tablescope.app.cli.common.CommitOptions;
import io.tablescope.app.cli.common.HelpOption;
import io.tablescope.app.cli.common.Refusals;
import io.tablescope.app.cli.common.TableOptions;
import io.tablescope.app.cli.format.CommitRequest;
import io.tablescope.app.cli.format.DefinitionRequest;
import io.tablescope.app.cli.format.Output;
import io.tablescope.inspector.table.Capability;
import java.util.concurrent.Callable;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code tablescope definition TABLE [--version N] [--history] [--json]}: what the app's Definition
 * tab shows.
 */
@Command(
    name = "definition",
    description =
        "An Iceberg table's schemas (each compared with the one before, by field id), partition"
            + " specs and their evolution, sort orders, properties, snapshot and metadata logs,"
            + " refs with retention and statistics files; with --history, how properties and refs"
            + " changed along the metadata log. For a Delta table what a version (default: the"
            + " latest) declares: schema, partition columns, configuration, protocol and the"
            + " table's id, name, description and creation time; with --history, the schema,"
            + " partition columns, configuration and protocol changes of every version.")
final class DefinitionCommand implements Callable<Integer> {
  @Mixin TableOptions options;

  @ArgGroup(exclusive = true)
  CommitOptions commit = new CommitOptions();

  @Option(names = "--json", description = "Print JSON instead of text.")
  boolean json;

  @Option(
      names = "--history",
      description =
          "Read every earlier metadata file of the metadata log (Iceberg) or every version of"
              + " the log (Delta) and compare them.")
  boolean history;

  // Delta's --version takes the name of the inherited version option, and picocli then drops the
  // inherited help options with it: help is declared here.
  @Mixin HelpOption help;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws Exception {
    Output output = new Output(spec.commandLine().getOut(), json);
    DefinitionRequest request =
        new DefinitionRequest(new CommitRequest(options.table(), commit), history);
    return options.withTable(
        Capability.DEFINITION,
        table -> {
          if (history) {
            // The history compares the table's metadata files, which not every format has.
            Refusals.requireOffers(table, Capability.METADATA_FILES, "definition --history");
          }
          return StandardFormats.of(table).definition(table, request, output);
        });
  }
}
