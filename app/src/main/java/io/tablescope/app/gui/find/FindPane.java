package io.tablescope.app.gui.find;

import io.tablescope.app.gui.common.Clipped;
import java.util.List;
import java.util.function.Function;
import javafx.beans.value.ObservableValue;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.layout.BorderPane;

/**
 * What every format's Find view shares: the bar on top, the results table whose file rows show
 * their history, the history table, and "History of this file" for a tree's selection. Enter or a
 * double-click on any row leads where the view model says.
 *
 * @param <H> a result
 * @param <E> a row of a file's history
 */
public abstract class FindPane<H, E> extends BorderPane {
  private final FindResults<?, ?, H, E> viewModel;
  private final TextField field = new TextField();

  /**
   * @param prompt what the field says it finds
   * @param withProgress whether the bar shows the reader's progress
   */
  protected FindPane(FindResults<?, ?, H, E> viewModel, String prompt, boolean withProgress) {
    this.viewModel = viewModel;
    FindLayout.field(field, prompt, viewModel.queryProperty(), viewModel::find);
    setTop(
        FindLayout.bar(
            field, viewModel.search(), viewModel::find, viewModel::cancel, withProgress));
  }

  /**
   * "History of this file" for another view's selection, enabled while {@code fileOf} names a file
   * for it; it shows the file's history here and then runs {@code shown}.
   */
  protected <N> FileHistoryActions historyOf(
      ObservableValue<N> selected, Function<N, String> fileOf, Runnable shown) {
    return new FileHistoryActions(selected.map(fileOf), viewModel::showHistory, shown);
  }

  /** Puts the caret in the find field, for Ctrl+F. */
  public void focusField() {
    field.requestFocus();
    field.selectAll();
  }

  /**
   * The results in these columns; selecting one shows the history of the file {@code fileOf} names,
   * if it names one.
   */
  protected TableView<H> results(Function<H, String> fileOf, List<TableColumn<H, String>> columns) {
    TableView<H> table =
        filled(
            FindLayout.table(
                viewModel.results(), "findResults", "Type what to find and press Enter."),
            columns);
    FindLayout.leads(table, viewModel::openResult);
    table
        .getSelectionModel()
        .selectedItemProperty()
        .addListener(
            (observable, old, hit) -> {
              String path = hit == null ? null : fileOf.apply(hit);
              if (path != null) {
                viewModel.showHistory(path);
              }
            });
    return table;
  }

  /** A file's history in these columns, saying {@code placeholder} while none is shown. */
  protected TableView<E> fileHistory(String placeholder, List<TableColumn<E, String>> columns) {
    TableView<E> table =
        filled(FindLayout.table(viewModel.history(), "fileHistory", placeholder), columns);
    FindLayout.leads(table, viewModel::openEvent);
    return table;
  }

  private static <S> TableView<S> filled(TableView<S> table, List<TableColumn<S, String>> columns) {
    table.getColumns().addAll(columns);
    Clipped.fills(table, table.getColumns());
    return table;
  }
}
