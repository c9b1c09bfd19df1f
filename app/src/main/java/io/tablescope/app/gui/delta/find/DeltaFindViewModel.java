package io.tablescope.app.gui.delta.find;

import io.tablescope.app.cli.common.Numbers;
import io.tablescope.app.gui.find.FindResults;
import io.tablescope.app.gui.session.MainViewModel;
import io.tablescope.inspector.delta.DeltaNode;
import io.tablescope.inspector.delta.DeltaTable;
import io.tablescope.inspector.delta.find.DeltaFileEvent;
import io.tablescope.inspector.delta.find.DeltaFindHit;
import io.tablescope.inspector.delta.find.DeltaFindResult;
import io.tablescope.inspector.delta.find.DeltaSearch;
import java.util.function.LongConsumer;

/**
 * Find across the whole opened Delta log, and the history of one file: each reads every commit file
 * once, off the UI thread, with cancel. A new run replaces the old one, whose result is dropped.
 */
public final class DeltaFindViewModel
    extends FindResults<DeltaTable, DeltaTable, DeltaFindHit, DeltaFileEvent> {
  private final LongConsumer showVersion;

  /**
   * @param showVersion shows a version in the History, where a result or a history row leads
   */
  public DeltaFindViewModel(MainViewModel main, LongConsumer showVersion) {
    // The log is read again by each search: keeping every version's actions would not fit a big
    // table's memory, and each search reads each commit file once.
    super(
        main,
        table -> table instanceof DeltaTable delta ? delta : null,
        (table, task) -> table,
        "Open a Delta table first.",
        "Reading every version of the log…");
    this.showVersion = showVersion;
  }

  /** Finds the query in every version of the log. */
  @Override
  public void find() {
    String text = startFind();
    search()
        .run(
            table -> DeltaSearch.find(table, text, DeltaSearch.LIMIT),
            found -> showResults(found.hits(), status(found, text)));
  }

  @Override
  public void showHistory(String path) {
    search()
        .run(
            table -> DeltaSearch.file(table, path),
            file ->
                showHistory(
                    file.events(),
                    "History of "
                        + file.path()
                        + ": "
                        + (file.live() ? "live" : "not live")
                        + " at version "
                        + file.latestVersion(),
                    ""));
  }

  static String status(DeltaFindResult found, String text) {
    return Numbers.count(found.total(), "result")
        + " for "
        + text
        + (found.more() > 0
            ? " (the first " + Numbers.grouped(found.hits().size()) + " shown)"
            : "");
  }

  /** The path of the data file an action node of a version's tree names, else null. */
  public static String fileOf(Object node) {
    return node instanceof DeltaNode delta ? DeltaSearch.fileOf(delta.action()) : null;
  }

  /** Leads to a result's version in the History. */
  @Override
  public void openResult(DeltaFindHit hit) {
    showVersion.accept(hit.version());
  }

  /** Leads from a history row to its version in the History. */
  @Override
  public void openEvent(DeltaFileEvent event) {
    showVersion.accept(event.version());
  }
}
