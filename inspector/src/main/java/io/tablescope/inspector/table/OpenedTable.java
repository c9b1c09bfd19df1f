package io.tablescope.inspector.table;

import java.util.List;
import java.util.Objects;

/**
 * A table opened for browsing, with what a browser says about it before any view is drawn.
 *
 * @param problems what is wrong with the table or how it was found, one sentence each; empty when
 *     nothing is
 * @param status one line describing the table as read: its format, commits and the file read
 * @param versionFiles the format's own files the table can be read at instead, newest first; empty
 *     for a format without such files
 * @param versionFile the one of them read, or null
 */
public record OpenedTable(
    Table table,
    List<String> problems,
    String status,
    List<String> versionFiles,
    String versionFile) {
  public OpenedTable {
    Objects.requireNonNull(table, "table");
    problems = List.copyOf(problems);
    Objects.requireNonNull(status, "status");
    versionFiles = List.copyOf(versionFiles);
  }

  /**
   * A table read whole, with its problems one sentence each, for a format without version files of
   * its own to pick from.
   */
  public static OpenedTable of(Table table, String status) {
    return new OpenedTable(
        table, table.problems().stream().map(Object::toString).toList(), status, List.of(), null);
  }
}
