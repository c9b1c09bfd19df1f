package io.tablescope.app.cli;

import io.tablescope.app.cli.delta.DeltaCommands;
import io.tablescope.app.cli.format.FormatCommands;
import io.tablescope.app.cli.hudi.HudiCommands;
import io.tablescope.app.cli.iceberg.IcebergCommands;
import io.tablescope.inspector.table.Table;
import java.util.List;

/**
 * The formats the command line answers in their own words, beside the inspector's registry of the
 * formats it reads: a command that every format answers asks the table's format here for its
 * answer. A new format is one more entry.
 */
final class StandardFormats {
  private static final List<FormatCommands> COMMANDS =
      List.of(new IcebergCommands(), new DeltaCommands(), new HudiCommands());

  private StandardFormats() {}

  /** The answers of the table's format; a format the command line has none of is bad input. */
  static FormatCommands of(Table table) {
    return COMMANDS.stream()
        .filter(commands -> commands.format().equals(table.format()))
        .findFirst()
        .orElseThrow(
            () ->
                new IllegalArgumentException(
                    table.location()
                        + ": a "
                        + table.format().displayName()
                        + " table, which the command line does not read"));
  }
}
