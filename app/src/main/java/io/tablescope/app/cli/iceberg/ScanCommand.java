package io.tablescope.app.cli.iceberg;

import io.tablescope.app.cli.common.CommitOptions;
import io.tablescope.app.cli.common.ExitCodes;
import io.tablescope.app.cli.common.HelpOption;
import io.tablescope.app.cli.common.TableOptions;
import io.tablescope.inspector.iceberg.IcebergTable;
import io.tablescope.inspector.iceberg.scan.ScanPlan;
import io.tablescope.inspector.iceberg.scan.ScanPlanner;
import io.tablescope.inspector.table.AnalysisProgress;
import io.tablescope.inspector.table.Capability;
import io.tablescope.inspector.table.Commit;
import io.tablescope.inspector.table.CommitNotFoundException;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code tablescope scan TABLE --filter EXPR [--snapshot ID | --ref NAME] [--case-insensitive]
 * [--json]}: the read Iceberg plans for a filter, step by step, as iceberg-core's {@code
 * planFiles()} plans it. Exit 0 with a plan (problems met on the way are listed), 2 on bad input.
 */
@Command(
    name = "scan",
    description =
        "Why a query reads so many files: the read Iceberg plans for a filter (default: the"
            + " current snapshot), with the manifests pruned by partition summaries, the files"
            + " pruned by partition and column bounds, and the delete files applied to each file"
            + " read.")
public final class ScanCommand implements Callable<Integer> {
  @Mixin TableOptions options;

  @Option(
      names = "--filter",
      required = true,
      paramLabel = "EXPR",
      description =
          "The query's filter, as in the operation file: e.g. \"region = 'EU' and ts >="
              + " '2026-01-01T00:00:00+00:00'\"; 'true' reads everything.")
  String filter;

  @ArgGroup(exclusive = true)
  CommitOptions commit = new CommitOptions();

  @Option(
      names = "--case-insensitive",
      description = "Bind column names ignoring case, as a scan's caseSensitive(false) does.")
  boolean caseInsensitive;

  @Option(names = "--json", description = "Print JSON instead of text.")
  boolean json;

  @Mixin HelpOption help;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws Exception {
    PrintWriter out = spec.commandLine().getOut();
    return options.withTable(Capability.SCAN, table -> scan((IcebergTable) table, out));
  }

  private int scan(IcebergTable table, PrintWriter out)
      throws IOException, CommitNotFoundException {
    Commit at =
        commit
            .resolve(options.table(), table)
            .orElseThrow(
                () -> new IllegalArgumentException(options.table() + " has no snapshot to scan"));
    ScanPlan plan =
        new ScanPlanner(table, AnalysisProgress.NONE)
            .plan(table.snapshotOf(at), filter, !caseInsensitive);
    if (json) {
      ScanJson.write(plan, out);
    } else {
      ScanText.write(plan, out);
    }
    return ExitCodes.OK;
  }
}
