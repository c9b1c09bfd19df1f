package io.tablescope.app.gui.common;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import javafx.scene.control.IndexedCell;
import javafx.scene.control.Labeled;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TreeCell;
import javafx.scene.control.TreeTableCell;
import javafx.scene.control.TreeTableColumn;
import javafx.scene.control.TreeTableView;
import javafx.scene.control.TreeView;

/**
 * Reads what a table, tree table, list or tree shows: each visible column's text for each row, as
 * its own cells draw it (a size in KiB, a sequence number marked inherited), so what is copied or
 * exported is what the user sees. Rows are the ones shown, in the order shown (a tree's expanded
 * rows). Call on the UI thread.
 */
final class ShownRows {
  private final List<String> headers;
  private final List<IndexedCell<?>> cells;
  private final int rowCount;
  private final Supplier<List<Integer>> selected;

  private ShownRows(
      List<String> headers,
      List<IndexedCell<?>> cells,
      int rowCount,
      Supplier<List<Integer>> selected) {
    this.headers = headers;
    this.cells = cells;
    this.rowCount = rowCount;
    this.selected = selected;
  }

  static <S> ShownRows of(TableView<S> table) {
    List<String> headers = new ArrayList<>();
    List<IndexedCell<?>> cells = new ArrayList<>();
    for (TableColumn<S, ?> column : table.getVisibleLeafColumns()) {
      headers.add(column.getText());
      cells.add(cell(table, column));
    }
    return new ShownRows(
        headers,
        cells,
        table.getItems().size(),
        () -> List.copyOf(table.getSelectionModel().getSelectedIndices()));
  }

  private static <S, T> TableCell<S, T> cell(TableView<S> table, TableColumn<S, T> column) {
    TableCell<S, T> cell = column.getCellFactory().call(column);
    cell.updateTableView(table);
    cell.updateTableColumn(column);
    return cell;
  }

  static <S> ShownRows of(TreeTableView<S> table) {
    List<String> headers = new ArrayList<>();
    List<IndexedCell<?>> cells = new ArrayList<>();
    for (TreeTableColumn<S, ?> column : table.getVisibleLeafColumns()) {
      headers.add(column.getText());
      cells.add(cell(table, column));
    }
    return new ShownRows(
        headers,
        cells,
        table.getExpandedItemCount(),
        () -> List.copyOf(table.getSelectionModel().getSelectedIndices()));
  }

  private static <S, T> TreeTableCell<S, T> cell(
      TreeTableView<S> table, TreeTableColumn<S, T> column) {
    TreeTableCell<S, T> cell = column.getCellFactory().call(column);
    cell.updateTreeTableView(table);
    cell.updateTableColumn(column);
    return cell;
  }

  static <S> ShownRows of(ListView<S> list, String header) {
    ListCell<S> cell =
        list.getCellFactory() == null ? new PlainListCell<>() : list.getCellFactory().call(list);
    cell.updateListView(list);
    return new ShownRows(
        List.of(header),
        List.of(cell),
        list.getItems().size(),
        () -> List.copyOf(list.getSelectionModel().getSelectedIndices()));
  }

  static <S> ShownRows of(TreeView<S> tree, String header) {
    TreeCell<S> cell =
        tree.getCellFactory() == null ? new PlainTreeCell<>() : tree.getCellFactory().call(tree);
    cell.updateTreeView(tree);
    return new ShownRows(
        List.of(header),
        List.of(cell),
        tree.getExpandedItemCount(),
        () -> List.copyOf(tree.getSelectionModel().getSelectedIndices()));
  }

  /** Every row shown. */
  ShownTable all() {
    List<List<String>> rows = new ArrayList<>();
    for (int index = 0; index < rowCount; index++) {
      rows.add(row(index));
    }
    return new ShownTable(headers, rows);
  }

  /** The selected rows, in the order shown. */
  ShownTable selected() {
    List<List<String>> rows = new ArrayList<>();
    selected.get().stream()
        .filter(index -> index >= 0 && index < rowCount)
        .sorted()
        .distinct()
        .forEach(index -> rows.add(row(index)));
    return new ShownTable(headers, rows);
  }

  private List<String> row(int index) {
    List<String> texts = new ArrayList<>();
    for (IndexedCell<?> cell : cells) {
      cell.updateIndex(index);
      texts.add(text(cell));
    }
    return texts;
  }

  /** A cell's whole text (a path before it is cut to fit), or the text of its graphic's label. */
  private static String text(IndexedCell<?> cell) {
    if (cell.getText() != null) {
      return Clipped.wholeText(cell);
    }
    return cell.getGraphic() instanceof Labeled label && label.getText() != null
        ? label.getText()
        : "";
  }

  /** Shows an item as a list without a cell factory does: its text. */
  private static final class PlainListCell<S> extends ListCell<S> {
    @Override
    protected void updateItem(S item, boolean empty) {
      super.updateItem(item, empty);
      setText(empty || item == null ? null : item.toString());
    }
  }

  /** Shows an item as a tree without a cell factory does: its value's text. */
  private static final class PlainTreeCell<S> extends TreeCell<S> {
    @Override
    protected void updateItem(S item, boolean empty) {
      super.updateItem(item, empty);
      setText(empty || item == null ? null : item.toString());
    }
  }
}
