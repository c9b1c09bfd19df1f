package io.tablescope.app.gui.find;

import io.tablescope.app.gui.session.MainViewModel;
import io.tablescope.inspector.table.Table;
import java.util.List;
import java.util.function.Function;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * What every format's Find view model shares: the query, the results, a file's history under its
 * title, and the search over the whole table, all forgotten when another table opens. A format says
 * how it finds, reads a file's history and leads from a row.
 *
 * @param <T> the format's table
 * @param <W> what reading the whole table gives
 * @param <H> a result
 * @param <E> a row of a file's history
 */
public abstract class FindResults<T extends Table, W, H, E> {
  private final StringProperty query = new SimpleStringProperty("");
  private final ObservableList<H> results = FXCollections.observableArrayList();
  private final ObservableList<E> history = FXCollections.observableArrayList();
  private final StringProperty historyTitle = new SimpleStringProperty("");
  private final WholeTableSearch<T, W> search;

  /** See {@link WholeTableSearch#WholeTableSearch} for the arguments. */
  protected FindResults(
      MainViewModel main,
      Function<Table, T> opened,
      WholeTableSearch.Reader<T, W> reader,
      String refusal,
      String reading) {
    this.search = new WholeTableSearch<>(main, opened, reader, refusal, reading);
    main.tableProperty()
        .addListener(
            (observable, old, table) -> {
              search.forget();
              results.clear();
              clearHistory();
            });
  }

  /** Finds the query in the whole table. */
  public abstract void find();

  /** Shows the history of the file with this path. */
  public abstract void showHistory(String path);

  /** Leads to where a result is. */
  public abstract void openResult(H hit);

  /** Leads from a history row to where it happened. */
  public abstract void openEvent(E event);

  /**
   * The query as typed, clearing the history shown: the lower pane told an older search's file; it
   * would now read as one of the new results'.
   */
  protected String startFind() {
    clearHistory();
    return query.get() == null ? "" : query.get();
  }

  /** Shows these results and this status. */
  protected void showResults(List<H> hits, String status) {
    results.setAll(hits);
    search.statusProperty().set(status);
  }

  /** Shows a file's history under this title, and this status. */
  protected void showHistory(List<E> events, String title, String status) {
    history.setAll(events);
    historyTitle.set(title);
    search.statusProperty().set(status);
  }

  private void clearHistory() {
    history.clear();
    historyTitle.set("");
  }

  /** Stops the running search or history; what was shown stays. */
  public void cancel() {
    search.cancel();
  }

  public WholeTableSearch<T, W> search() {
    return search;
  }

  public StringProperty queryProperty() {
    return query;
  }

  public ObservableList<H> results() {
    return results;
  }

  public ObservableList<E> history() {
    return history;
  }

  public StringProperty historyTitleProperty() {
    return historyTitle;
  }

  public BooleanProperty runningProperty() {
    return search.runningProperty();
  }

  public DoubleProperty progressProperty() {
    return search.progressProperty();
  }

  public StringProperty statusProperty() {
    return search.statusProperty();
  }
}
