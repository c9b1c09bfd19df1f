package io.tablescope.app.gui.find;

import io.tablescope.app.gui.common.ColumnHeaders;
import io.tablescope.app.gui.common.Styles;
import java.util.function.Consumer;
import java.util.function.Function;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.ObservableList;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.util.Callback;

/**
 * The parts every format's Find view shares: the search bar, the results over a file's history, and
 * tables whose rows lead somewhere on Enter or a double-click.
 */
public final class FindLayout {
  private FindLayout() {}

  /** The find field, bound to the query; Enter finds. */
  public static TextField field(
      TextField field, String prompt, StringProperty query, Runnable find) {
    field.setId("findField");
    field.setPromptText(prompt);
    field.textProperty().bindBidirectional(query);
    field.setOnAction(event -> find.run());
    HBox.setHgrow(field, Priority.ALWAYS);
    return field;
  }

  /** The bar: the field, Find, Cancel while running, the progress when shown, and the status. */
  public static HBox bar(
      TextField field,
      WholeTableSearch<?, ?> search,
      Runnable find,
      Runnable cancel,
      boolean withProgress) {
    Button findButton = new Button("Find");
    findButton.setId("findButton");
    findButton.setOnAction(event -> find.run());
    Button cancelButton = new Button("Cancel");
    cancelButton.setId("findCancel");
    cancelButton.disableProperty().bind(search.runningProperty().not());
    cancelButton.setOnAction(event -> cancel.run());
    Label status = new Label();
    status.setId("findStatus");
    status.textProperty().bind(search.statusProperty());
    HBox bar = new HBox(8, field, findButton, cancelButton);
    if (withProgress) {
      ProgressBar progress = new ProgressBar();
      progress.progressProperty().bind(search.progressProperty());
      progress.visibleProperty().bind(search.runningProperty());
      bar.getChildren().add(progress);
    }
    bar.getChildren().add(status);
    bar.setPadding(new Insets(8));
    return bar;
  }

  /** The title above a file's history. */
  public static Label historyTitle(StringProperty text) {
    Label title = new Label();
    title.setId("fileHistoryTitle");
    title.getStyleClass().add(Styles.SECTION_TITLE);
    title.textProperty().bind(text);
    title.setMinWidth(0);
    return title;
  }

  /** The results above, the history under its header below. */
  public static SplitPane split(Node results, Node historyHeader, Node history) {
    VBox lower = new VBox(4, historyHeader, history);
    VBox.setVgrow(history, Priority.ALWAYS);
    lower.setPadding(new Insets(4, 8, 8, 8));
    SplitPane split = new SplitPane(results, lower);
    split.setOrientation(Orientation.VERTICAL);
    split.setDividerPositions(0.55);
    return split;
  }

  /** A table of these rows with headers kept whole. */
  public static <S> TableView<S> table(ObservableList<S> rows, String id, String placeholder) {
    TableView<S> table = new TableView<>(rows);
    ColumnHeaders.keepWhole(table);
    table.setId(id);
    table.setPlaceholder(new Label(placeholder));
    return table;
  }

  /** Enter or a double-click on a row leads where the row says. */
  public static <S> void leads(TableView<S> table, Consumer<S> open) {
    table.setOnMouseClicked(
        event -> {
          S row = table.getSelectionModel().getSelectedItem();
          if (event.getClickCount() == 2 && row != null) {
            open.accept(row);
          }
        });
    table.setOnKeyPressed(
        event -> {
          S row = table.getSelectionModel().getSelectedItem();
          if (event.getCode() == KeyCode.ENTER && row != null) {
            open.accept(row);
            event.consume();
          }
        });
  }

  /** A text column of this width, its cells made by {@code cells}. */
  public static <S> TableColumn<S, String> column(
      String title,
      double width,
      Function<S, String> value,
      Callback<TableColumn<S, String>, TableCell<S, String>> cells) {
    TableColumn<S, String> column = new TableColumn<>(title);
    column.setPrefWidth(width);
    column.setCellValueFactory(cell -> new SimpleStringProperty(value.apply(cell.getValue())));
    column.setCellFactory(cells);
    return column;
  }
}
