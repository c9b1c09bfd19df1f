package io.tablescope.app.cli;

import io.tablescope.inspector.delta.DeltaSummaries;
import io.tablescope.inspector.delta.DeltaSummary;
import io.tablescope.inspector.delta.DeltaTable;
import io.tablescope.inspector.iceberg.IcebergTable;
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
        "Snapshots, refs, and the current snapshot's manifests and entries by status and content;"
            + " for a Delta table its latest version, checkpoint, protocol, metadata and files.")
final class SummaryCommand implements Callable<Integer> {
  @Mixin TableOptions options;

  @Option(names = "--json", description = "Print JSON instead of text.")
  boolean json;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws Exception {
    return options.withFormat("summary", this::iceberg, this::delta);
  }

  private int iceberg(IcebergTable table) throws Exception {
    TableSummary summary = Summaries.summarize(table);
    if (json) {
      SummaryJson.write(summary, spec.commandLine().getOut());
    } else {
      SummaryText.write(summary, spec.commandLine().getOut());
    }
    return TablescopeCommand.OK;
  }

  /** Problems are listed and, as for Iceberg, do not change the exit code. */
  private int delta(DeltaTable table) throws Exception {
    DeltaSummary summary = DeltaSummaries.summarize(table);
    if (json) {
      DeltaSummaryJson.write(summary, spec.commandLine().getOut());
    } else {
      DeltaSummaryText.write(summary, spec.commandLine().getOut());
    }
    return TablescopeCommand.OK;
  }
}
