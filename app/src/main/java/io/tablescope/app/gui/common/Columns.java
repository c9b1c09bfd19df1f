package io.tablescope.app.gui.common;

import java.util.function.Function;
import java.util.function.Supplier;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.scene.control.TreeTableCell;
import javafx.scene.control.TreeTableColumn;

/** Builds the tree table columns the views share: plain text, and cells drawn from the row. */
public final class Columns {
  private Columns() {}

  /** A column of text worked out from the row's value. */
  public static <S> TreeTableColumn<S, String> text(
      String id, String title, double width, Function<S, String> value) {
    TreeTableColumn<S, String> column = new TreeTableColumn<>(title);
    column.setId(id);
    column.setPrefWidth(width);
    column.setCellValueFactory(
        cell -> new ReadOnlyObjectWrapper<>(value.apply(cell.getValue().getValue())));
    return column;
  }

  /** A column whose cells get the row's value itself and draw it as they like. */
  public static <S> TreeTableColumn<S, S> drawn(
      String id, String title, double width, Supplier<TreeTableCell<S, S>> cell) {
    TreeTableColumn<S, S> column = new TreeTableColumn<>(title);
    column.setId(id);
    column.setPrefWidth(width);
    column.setCellValueFactory(row -> new ReadOnlyObjectWrapper<>(row.getValue().getValue()));
    column.setCellFactory(view -> cell.get());
    return column;
  }
}
