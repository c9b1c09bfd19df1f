package io.tablescope.app.cli;

import io.tablescope.inspector.iceberg.IcebergTable;
import io.tablescope.inspector.iceberg.definition.MetadataHistory;
import io.tablescope.inspector.iceberg.definition.TableDefinition;
import io.tablescope.inspector.table.AnalysisProgress;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code tablescope definition TABLE [--history] [--json]}: what the app's Definition tab shows.
 */
@Command(
    name = "definition",
    description =
        "An Iceberg table's schemas (each compared with the one before, by field id), partition"
            + " specs and their evolution, sort orders, properties, snapshot and metadata logs,"
            + " refs with retention and statistics files; with --history, how properties and refs"
            + " changed along the metadata log.")
final class DefinitionCommand implements Callable<Integer> {
  @Mixin TableOptions options;

  @Option(names = "--json", description = "Print JSON instead of text.")
  boolean json;

  @Option(
      names = "--history",
      description = "Read every earlier metadata file of the metadata log and compare them.")
  boolean history;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws Exception {
    return options.withIcebergTable("definition", this::iceberg);
  }

  private int iceberg(IcebergTable table) throws Exception {
    TableDefinition definition = TableDefinition.of(table.metadata());
    MetadataHistory read = history ? MetadataHistory.read(table, AnalysisProgress.NONE) : null;
    if (json) {
      DefinitionJson.write(table.metadata(), definition, read, spec.commandLine().getOut());
    } else {
      DefinitionText.write(table.metadata(), definition, read, spec.commandLine().getOut());
    }
    return TablescopeCommand.OK;
  }
}
