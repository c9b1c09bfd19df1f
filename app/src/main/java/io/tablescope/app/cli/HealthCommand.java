package io.tablescope.app.cli.iceberg;

import io.tablescope.app.cli.common.ExitCodes;
import io.tablescope.app.cli.common.TableOptions;
import io.tablescope.inspector.iceberg.IcebergTable;
import io.tablescope.inspector.iceberg.health.FileHealth;
import io.tablescope.inspector.iceberg.health.FileHealthAnalysis;
import io.tablescope.inspector.iceberg.health.HealthReport;
import io.tablescope.inspector.table.AnalysisProgress;
import io.tablescope.inspector.table.Capability;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code tablescope health TABLE [--json]}: why an Iceberg table is slow or huge, from its metadata
 * and the current snapshot's manifests; a table without a snapshot has no file part.
 */
@Command(
    name = "health",
    description =
        "Why an Iceberg table is slow or huge: its metadata file's growth and what bounds it, the"
            + " commits that rewrite it (per hour, per writer, bursts, contention), and the current"
            + " snapshot's files: small files, delete build-up, dangling deletes, missing files,"
            + " manifests and live rows.")
public final class HealthCommand implements Callable<Integer> {
  @Mixin TableOptions options;

  @Option(names = "--json", description = "Print JSON instead of text.")
  boolean json;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws Exception {
    return options.withTable(Capability.HEALTH, table -> iceberg((IcebergTable) table));
  }

  private int iceberg(IcebergTable table) throws Exception {
    HealthReport report = HealthReport.of(table, System.currentTimeMillis());
    Optional<FileHealth> files = FileHealthAnalysis.ofCurrent(table, AnalysisProgress.NONE);
    if (json) {
      HealthJson.write(report, files, spec.commandLine().getOut());
    } else {
      HealthText.write(report, files, spec.commandLine().getOut());
    }
    return ExitCodes.OK;
  }
}
