package io.tablescope.app.cli;

import io.tablescope.app.cli.common.ExitCodes;
import io.tablescope.app.cli.common.TableOptions;
import io.tablescope.inspector.diff.CommitDiff;
import io.tablescope.inspector.diff.Diffs;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code tablescope diff TABLE FROM TO [--json]}. */
@Command(
    name = "diff",
    description =
        "The live files of TO that FROM lacks and the reverse, each with the commit that added or removed it;"
            + " FROM and TO are snapshot ids, branches or tags (Iceberg) or versions (Delta).")
final class DiffCommand implements Callable<Integer> {
  @Mixin TableOptions options;

  @Parameters(
      index = "1",
      paramLabel = "FROM",
      description = "Snapshot id, branch or tag; or version.")
  String from;

  @Parameters(
      index = "2",
      paramLabel = "TO",
      description = "Snapshot id, branch or tag; or version.")
  String to;

  @Option(names = "--json", description = "Print JSON instead of text.")
  boolean json;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws Exception {
    return options.withTable(
        table -> {
          CommitDiff diff = Diffs.diff(table, table.resolveCommit(from), table.resolveCommit(to));
          if (json) {
            DiffJson.write(diff, spec.commandLine().getOut());
          } else {
            DiffText.write(diff, spec.commandLine().getOut());
          }
          return diff.problems().isEmpty() ? ExitCodes.OK : ExitCodes.PROBLEMS;
        });
  }
}
