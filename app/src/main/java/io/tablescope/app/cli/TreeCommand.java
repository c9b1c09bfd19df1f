package io.tablescope.app.cli;

import io.tablescope.app.cli.common.CommitOptions;
import io.tablescope.app.cli.common.HelpOption;
import io.tablescope.app.cli.common.TableOptions;
import io.tablescope.app.cli.format.CommitRequest;
import io.tablescope.app.cli.format.Output;
import io.tablescope.inspector.table.Capability;
import java.util.concurrent.Callable;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code tablescope tree TABLE [--snapshot ID | --ref NAME | --version N] [--json]}. */
@Command(
    name = "tree",
    description =
        "A snapshot with its manifest list, manifests and every entry (default: the current"
            + " snapshot); a Delta version with its checkpoint, commit files and every action.")
final class TreeCommand implements Callable<Integer> {
  @Mixin TableOptions options;

  @ArgGroup(exclusive = true)
  CommitOptions commit = new CommitOptions();

  @Option(names = "--json", description = "Print JSON instead of text.")
  boolean json;

  // Delta's --version takes the name of the inherited version option, and picocli then drops the
  // inherited help options with it: help is declared here.
  @Mixin HelpOption help;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws Exception {
    Output output = new Output(spec.commandLine().getOut(), json);
    CommitRequest request = new CommitRequest(options.table(), commit);
    return options.withTable(
        Capability.TREE, table -> StandardFormats.of(table).tree(table, request, output));
  }
}
