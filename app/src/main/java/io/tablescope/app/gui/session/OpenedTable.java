package io.tablescope.app.gui.session;

import io.tablescope.inspector.history.HistoryGraph;
import io.tablescope.inspector.table.Table;
import java.util.List;
import java.util.Objects;
import java.util.stream.Collectors;

/**
 * A table just opened, with what the window says about it: the status line, the problems above the
 * views, its history laid out and the version files it can be reopened at. Worked out in the
 * background, so that the frame that first shows the table holds its history too.
 *
 * @param versionFiles the format's own files the table can be reopened at, newest first; empty for
 *     formats without them
 * @param versionFile the one of them read, or null
 * @param problems what is wrong with the table, one problem a line; empty when nothing is
 * @param status the one line of the status bar that describes the table
 * @param history the table's commits laid out as the history view draws them
 */
record OpenedTable(
    Table table,
    List<String> versionFiles,
    String versionFile,
    String problems,
    String status,
    HistoryGraph history) {
  OpenedTable {
    Objects.requireNonNull(table, "table");
    versionFiles = List.copyOf(versionFiles);
    Objects.requireNonNull(problems, "problems");
    Objects.requireNonNull(status, "status");
    Objects.requireNonNull(history, "history");
  }

  /** A table as its format opened it for browsing, with its history laid out. */
  static OpenedTable of(io.tablescope.inspector.table.OpenedTable opened) {
    return new OpenedTable(
        opened.table(),
        opened.versionFiles(),
        opened.versionFile(),
        opened.problems().stream().map(problem -> "⚠ " + problem).collect(Collectors.joining("\n")),
        opened.status(),
        HistoryGraph.of(opened.table()));
  }
}
