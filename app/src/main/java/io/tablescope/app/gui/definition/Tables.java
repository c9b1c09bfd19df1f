package io.tablescope.app.gui.definition;

import io.tablescope.app.gui.common.ColumnHeaders;
import io.tablescope.app.gui.common.Styles;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.collections.ObservableList;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.Tab;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/** Builds the plain tables of the definition's sections: text columns, one styled by the row. */
public final class Tables {
  private Tables() {}

  /** A table over a list, with an id and a note shown while the list is empty. */
  public static <S> TableView<S> of(String id, ObservableList<S> items, String placeholder) {
    TableView<S> table = new TableView<>(items);
    ColumnHeaders.keepWhole(table);
    table.setId(id);
    table.setPlaceholder(new Label(placeholder));
    table.setColumnResizePolicy(TableView.UNCONSTRAINED_RESIZE_POLICY);
    return table;
  }

  /** A column of text worked out from the row. */
  public static <S> TableColumn<S, String> text(
      String title, double width, Function<S, String> value) {
    TableColumn<S, String> column = new TableColumn<>(title);
    column.setPrefWidth(width);
    column.setCellValueFactory(cell -> new ReadOnlyObjectWrapper<>(value.apply(cell.getValue())));
    return column;
  }

  /**
   * A column of text whose cell gets a style class from the row (none when the function gives
   * null), e.g. the colour of a change.
   */
  public static <S> TableColumn<S, S> styled(
      String title, double width, Function<S, String> value, Function<S, String> style) {
    TableColumn<S, S> column = new TableColumn<>(title);
    column.setPrefWidth(width);
    column.setCellValueFactory(cell -> new ReadOnlyObjectWrapper<>(cell.getValue()));
    column.setCellFactory(
        view ->
            new TableCell<>() {
              private String applied;

              @Override
              protected void updateItem(S row, boolean empty) {
                super.updateItem(row, empty);
                if (applied != null) {
                  getStyleClass().remove(applied);
                  applied = null;
                }
                if (empty || row == null) {
                  setText(null);
                  return;
                }
                setText(value.apply(row));
                applied = style.apply(row);
                if (applied != null) {
                  getStyleClass().add(applied);
                }
              }
            });
    return column;
  }

  /** A table of names and values. */
  public static TableView<KeyValue> keyValues(
      String id, ObservableList<KeyValue> rows, String placeholder) {
    TableView<KeyValue> table = of(id, rows, placeholder);
    table.getColumns().add(text("Name", 260, KeyValue::key));
    table.getColumns().add(text("Value", 760, KeyValue::value));
    return table;
  }

  /** Content under a section title. */
  public static Node titled(String title, Node content) {
    Label label = new Label(title);
    label.getStyleClass().add(Styles.SECTION_TITLE);
    label.setPadding(new Insets(4, 8, 4, 8));
    VBox.setVgrow(content, Priority.ALWAYS);
    return new VBox(label, content);
  }

  /** One section of a definition: a tab with its id, for tests and shortcuts to find. */
  public static Tab section(String id, String title, Node content) {
    Tab tab = new Tab(title, content);
    tab.setId(id);
    return tab;
  }
}
