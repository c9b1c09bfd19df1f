package io.tablescope.app.cli;

import io.tablescope.inspector.iceberg.Summaries;
import io.tablescope.inspector.iceberg.TableSummary;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code tablescope summary TABLE [--json]}. */
@Command(
    name = "summary",
    description =
        "Snapshots, refs, and the current snapshot's manifests and entries by status and content.")
final class SummaryCommand implements Callable<Integer> {
  @Mixin TableOptions options;

  @Option(names = "--json", description = "Print JSON instead of text.")
  boolean json;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws Exception {
    TableSummary summary = options.withIcebergTable("summary", Summaries::summarize);
    if (json) {
      SummaryJson.write(summary, spec.commandLine().getOut());
    } else {
      SummaryText.write(summary, spec.commandLine().getOut());
    }
    return TablescopeCommand.OK;
  }
}
