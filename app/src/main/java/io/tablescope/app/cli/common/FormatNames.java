package io.tablescope.app.cli.common;

import io.tablescope.inspector.table.TableFormat;
import java.util.List;

/** A format's name in the CLI's sentences: {@code an Iceberg table}, {@code Iceberg tables}. */
public final class FormatNames {
  private FormatNames() {}

  /** One table of the format, with its article: {@code a Delta table}, {@code an Iceberg table}. */
  public static String aTable(TableFormat format) {
    String name = format.shortName();
    return ("AEIOU".indexOf(name.charAt(0)) >= 0 ? "an " : "a ") + name + " table";
  }

  /** Tables of the formats: {@code Iceberg tables}, {@code Iceberg and Delta tables}. */
  public static String tables(List<TableFormat> formats) {
    List<String> names = formats.stream().map(TableFormat::shortName).toList();
    if (names.size() < 2) {
      return String.join("", names) + " tables";
    }
    return String.join(", ", names.subList(0, names.size() - 1))
        + " and "
        + names.get(names.size() - 1)
        + " tables";
  }
}
