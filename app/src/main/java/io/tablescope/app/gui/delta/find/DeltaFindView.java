package io.tablescope.app.gui.delta.find;

import io.tablescope.app.gui.common.Clipped;
import io.tablescope.app.gui.find.FileHistoryActions;
import io.tablescope.app.gui.find.FindLayout;
import io.tablescope.inspector.delta.find.DeltaFileEvent;
import io.tablescope.inspector.delta.find.DeltaFindHit;
import javafx.beans.value.ObservableValue;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.layout.BorderPane;

/**
 * Find across a whole Delta log: a field, the matching file actions (version, action, operation,
 * path, partition) and, for a file, its history. Enter or a double-click on a row goes to its
 * version in the History.
 */
public final class DeltaFindView extends BorderPane {
  private final DeltaFindViewModel viewModel;
  private final TextField field = new TextField();

  public DeltaFindView(DeltaFindViewModel viewModel) {
    this.viewModel = viewModel;
    FindLayout.field(
        field,
        "A file path or part of one, a partition (region=EU), a version",
        viewModel.queryProperty(),
        viewModel::find);
    setTop(FindLayout.bar(field, viewModel.search(), viewModel::find, viewModel::cancel, false));
    setCenter(
        FindLayout.split(
            results(), FindLayout.historyTitle(viewModel.historyTitleProperty()), fileHistory()));
  }

  /**
   * "History of this file" for a version tree's selection, enabled while a file action is selected
   * there; it shows the file's history here and then runs {@code shown}.
   */
  public FileHistoryActions historyOf(ObservableValue<Object> selected, Runnable shown) {
    return new FileHistoryActions(
        selected.map(DeltaFindViewModel::fileOf), viewModel::showHistory, shown);
  }

  /** Puts the caret in the find field, for Ctrl+F. */
  public void focusField() {
    field.requestFocus();
    field.selectAll();
  }

  private TableView<DeltaFindHit> results() {
    TableView<DeltaFindHit> table =
        FindLayout.table(viewModel.results(), "findResults", "Type what to find and press Enter.");
    table
        .getColumns()
        .addAll(
            FindLayout.column(
                "Version", 80, hit -> Long.toString(hit.version()), Clipped.wholeCells()),
            FindLayout.column("Action", 90, DeltaFindHit::action, Clipped.wholeCells()),
            FindLayout.column("Operation", 140, DeltaFindHit::operation, Clipped.endCells()),
            Clipped.filling(
                FindLayout.column("Path", 420, DeltaFindHit::path, Clipped.middleCells())),
            FindLayout.column("Partition", 160, DeltaFindHit::partition, Clipped.endCells()));
    Clipped.fills(table, table.getColumns());
    FindLayout.leads(table, viewModel::open);
    table
        .getSelectionModel()
        .selectedItemProperty()
        .addListener(
            (observable, old, hit) -> {
              if (hit != null && !hit.path().isEmpty()) {
                viewModel.showHistory(hit.path());
              }
            });
    return table;
  }

  private TableView<DeltaFileEvent> fileHistory() {
    TableView<DeltaFileEvent> table =
        FindLayout.table(
            viewModel.history(),
            "fileHistory",
            "Select a file to see every version that added or removed it.");
    table
        .getColumns()
        .addAll(
            FindLayout.column(
                "Version", 80, event -> Long.toString(event.version()), Clipped.wholeCells()),
            FindLayout.column("Action", 80, event -> event.action().word(), Clipped.wholeCells()),
            FindLayout.column("Operation", 140, DeltaFileEvent::operation, Clipped.endCells()),
            FindLayout.column(
                "Records", 80, event -> text(event.numRecords()), Clipped.wholeCells()),
            FindLayout.column("Bytes", 80, event -> text(event.size()), Clipped.wholeCells()),
            Clipped.filling(
                FindLayout.column(
                    "Deletion vector", 260, DeltaFindView::deletionVector, Clipped.middleCells())),
            FindLayout.column(
                "Data change",
                90,
                event -> event.dataChange() ? "yes" : "no",
                Clipped.wholeCells()));
    Clipped.fills(table, table.getColumns());
    FindLayout.leads(table, viewModel::open);
    return table;
  }

  private static String deletionVector(DeltaFileEvent event) {
    return event.deletionVector() == null
        ? ""
        : event.deletionVector() + " (" + text(event.deletedRows()) + " rows)";
  }

  private static String text(Long value) {
    return value == null ? "" : value.toString();
  }
}
