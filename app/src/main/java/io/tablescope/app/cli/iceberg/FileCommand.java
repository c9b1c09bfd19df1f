package io.tablescope.app.cli.iceberg;

import io.tablescope.app.cli.common.ExitCodes;
import io.tablescope.app.cli.common.TableOptions;
import io.tablescope.inspector.iceberg.IcebergTable;
import io.tablescope.inspector.iceberg.find.FileReport;
import io.tablescope.inspector.iceberg.find.TableSearch;
import io.tablescope.inspector.iceberg.find.WholeTable;
import io.tablescope.inspector.table.AnalysisProgress;
import io.tablescope.inspector.table.Capability;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code tablescope file TABLE PATH [--json]}: one file's history across every snapshot, and what
 * the app's details pane says of it. Iceberg only; a path that names no file, or several, is bad
 * input (exit 2).
 */
@Command(
    name = "file",
    description =
        "One data or delete file of an Iceberg table: every snapshot that added, kept or removed"
            + " it, the snapshots it is live in, the delete files that apply to it and why, and a"
            + " Parquet file's footer beside its manifest's statistics.")
public final class FileCommand implements Callable<Integer> {
  @Mixin TableOptions options;

  @Parameters(
      index = "1",
      paramLabel = "PATH",
      description = "The file's path as the manifests record it, or an ending of it only it has.")
  String path;

  @Option(names = "--json", description = "Print JSON instead of text.")
  boolean json;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws Exception {
    return options.withTable(Capability.FIND, table -> iceberg((IcebergTable) table));
  }

  private int iceberg(IcebergTable table) throws Exception {
    WholeTable whole = WholeTable.readNaming(table, path, AnalysisProgress.NONE);
    FileReport report = FileReport.of(whole, TableSearch.filePath(whole, path));
    if (json) {
      FileOutput.json(report, spec.commandLine().getOut());
    } else {
      FileOutput.text(report, spec.commandLine().getOut());
    }
    return ExitCodes.OK;
  }
}
