package io.tablescope.app.gui.delta.find;

import io.tablescope.app.cli.common.Numbers;
import io.tablescope.app.gui.find.WholeTableSearch;
import io.tablescope.app.gui.session.MainViewModel;
import io.tablescope.inspector.delta.DeltaNode;
import io.tablescope.inspector.delta.DeltaTable;
import io.tablescope.inspector.delta.find.DeltaFileEvent;
import io.tablescope.inspector.delta.find.DeltaFindHit;
import io.tablescope.inspector.delta.find.DeltaFindResult;
import io.tablescope.inspector.delta.find.DeltaSearch;
import java.util.function.LongConsumer;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * Find across the whole opened Delta log, and the history of one file: each reads every commit file
 * once, off the UI thread, with cancel. A new run replaces the old one, whose result is dropped.
 */
public final class DeltaFindViewModel {
  private final LongConsumer showVersion;
  private final StringProperty query = new SimpleStringProperty("");
  private final ObservableList<DeltaFindHit> results = FXCollections.observableArrayList();
  private final ObservableList<DeltaFileEvent> history = FXCollections.observableArrayList();
  private final StringProperty historyTitle = new SimpleStringProperty("");
  private final WholeTableSearch<DeltaTable, DeltaTable> search;

  /**
   * @param showVersion shows a version in the History, where a result or a history row leads
   */
  public DeltaFindViewModel(MainViewModel main, LongConsumer showVersion) {
    this.showVersion = showVersion;
    // The log is read again by each search: keeping every version's actions would not fit a big
    // table's memory, and each search reads each commit file once.
    this.search =
        new WholeTableSearch<>(
            main,
            table -> table instanceof DeltaTable delta ? delta : null,
            (table, task) -> table,
            "Open a Delta table first.",
            "Reading every version of the log…");
    main.tableProperty()
        .addListener(
            (observable, old, table) -> {
              search.forget();
              results.clear();
              history.clear();
              historyTitle.set("");
            });
  }

  /** Finds the query in every version of the log. */
  public void find() {
    String text = query.get() == null ? "" : query.get();
    history.clear();
    historyTitle.set("");
    search.run(
        table -> DeltaSearch.find(table, text, DeltaSearch.LIMIT),
        found -> {
          results.setAll(found.hits());
          search.statusProperty().set(status(found, text));
        });
  }

  /** Shows the history of the file with this path. */
  public void showHistory(String path) {
    search.run(
        table -> DeltaSearch.file(table, path),
        file -> {
          history.setAll(file.events());
          historyTitle.set(
              "History of "
                  + file.path()
                  + ": "
                  + (file.live() ? "live" : "not live")
                  + " at version "
                  + file.latestVersion());
          search.statusProperty().set("");
        });
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
  public void open(DeltaFindHit hit) {
    showVersion.accept(hit.version());
  }

  /** Leads from a history row to its version in the History. */
  public void open(DeltaFileEvent event) {
    showVersion.accept(event.version());
  }

  /** Stops the running search or history; what was shown stays. */
  public void cancel() {
    search.cancel();
  }

  public StringProperty queryProperty() {
    return query;
  }

  public ObservableList<DeltaFindHit> results() {
    return results;
  }

  public ObservableList<DeltaFileEvent> history() {
    return history;
  }

  public StringProperty historyTitleProperty() {
    return historyTitle;
  }

  public StringProperty statusProperty() {
    return search.statusProperty();
  }

  WholeTableSearch<DeltaTable, DeltaTable> search() {
    return search;
  }
}
