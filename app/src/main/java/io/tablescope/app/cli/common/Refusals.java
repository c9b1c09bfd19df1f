package io.tablescope.app.cli.common;

import io.tablescope.inspector.TableFormats;
import io.tablescope.inspector.table.Capability;
import io.tablescope.inspector.table.Table;
import java.util.ArrayList;
import java.util.List;

/**
 * What a command says of a table that lacks what it reads: one line naming the command, the formats
 * that read it, the table and what the table does offer, so the user learns where to go next.
 */
public final class Refusals {
  /** The commands every table answers, whatever it offers beyond the common face. */
  private static final List<String> EVERY_TABLE = List.of("summary", "files", "diff");

  private Refusals() {}

  /**
   * Fails, as bad input, unless the table offers the capability.
   *
   * @param what the command, or the command and option, that needs it: {@code check}, {@code
   *     definition --history}
   * @throws IllegalArgumentException e.g. {@code check reads Iceberg tables; /x/orders is a Delta
   *     table, which offers summary, files, diff, tree, ...}
   */
  public static void requireOffers(Table table, Capability needed, String what) {
    if (!table.offers(needed)) {
      TableFormats formats = TableFormats.standard();
      boolean formatOffers = formats.of(table.format()).capabilities().contains(needed);
      throw new IllegalArgumentException(
          what
              + " reads "
              + FormatNames.tables(formats.offering(needed))
              + (needed.needs() == null ? "" : " with " + needed.needs())
              + "; "
              + table.location()
              + " is "
              + FormatNames.aTable(table.format())
              + (formatOffers ? " without " + needed.needs() : "")
              + ", which offers "
              + String.join(", ", offered(table)));
    }
  }

  /** The commands the table answers: every table's, then those of each capability it offers. */
  private static List<String> offered(Table table) {
    List<String> commands = new ArrayList<>(EVERY_TABLE);
    for (Capability capability : Capability.values()) {
      if (table.offers(capability)) {
        commands.addAll(capability.commands());
      }
    }
    return commands;
  }
}
