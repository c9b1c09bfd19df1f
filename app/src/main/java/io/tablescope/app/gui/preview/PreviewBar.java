package io.tablescope.app.gui.preview;

import io.tablescope.app.gui.common.Clipped;
import io.tablescope.app.gui.common.Styles;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.value.ObservableValue;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.TableColumn;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;

/**
 * The controls every maintenance preview has: its inputs, a Preview button, a Cancel button and a
 * progress bar while it runs, and its error; ids are the section's prefix followed by {@code
 * Preview}, {@code Cancel}, {@code Progress}, {@code Message} and {@code Error}.
 */
public final class PreviewBar {
  private PreviewBar() {}

  public static VBox of(String prefix, PreviewRun run, Runnable preview, Node... inputs) {
    Button start = new Button("Preview");
    start.setId(prefix + "Preview");
    start.setDefaultButton(true);
    start.setOnAction(event -> preview.run());
    start.disableProperty().bind(run.runningProperty());
    Button cancel = new Button("Cancel");
    cancel.setId(prefix + "Cancel");
    cancel.setOnAction(event -> run.cancel());
    cancel.disableProperty().bind(run.runningProperty().not());
    ProgressBar progress = new ProgressBar();
    progress.setId(prefix + "Progress");
    progress.progressProperty().bind(run.progressProperty());
    progress.visibleProperty().bind(run.runningProperty());
    Label message = new Label();
    message.setId(prefix + "Message");
    message.getStyleClass().add(Styles.MUTED);
    message.textProperty().bind(run.messageProperty());
    HBox bar = new HBox(8);
    bar.setAlignment(Pos.CENTER_LEFT);
    bar.getChildren().addAll(inputs);
    bar.getChildren().addAll(start, cancel, progress, message);
    Label error = new Label();
    error.setId(prefix + "Error");
    error.getStyleClass().add(Styles.PROBLEM);
    error.setWrapText(true);
    error.textProperty().bind(run.errorProperty());
    error.managedProperty().bind(error.textProperty().isNotEmpty());
    error.visibleProperty().bind(error.textProperty().isNotEmpty());
    VBox top = new VBox(6, bar, error);
    top.setPadding(new Insets(8));
    return top;
  }

  /** The line that says what Preview would list, shown until a preview has a result. */
  public static Label plan(String prefix, ObservableValue<String> text, ObservableValue<?> result) {
    Label plan = new Label();
    plan.setId(prefix + "Plan");
    plan.setWrapText(true);
    plan.getStyleClass().add(Styles.MUTED);
    plan.textProperty().bind(text);
    plan.visibleProperty().bind(result.map(shown -> false).orElse(true));
    plan.managedProperty().bind(plan.visibleProperty());
    return plan;
  }

  /** A table's placeholder: nothing until a preview ran, then {@code none}. */
  public static Label placeholder(ObservableValue<?> result, String none) {
    Label placeholder = new Label();
    placeholder.textProperty().bind(result.map(shown -> none).orElse("Not previewed yet."));
    return placeholder;
  }

  /** A sortable column of a value of each row, an id, a count or a time, shown whole. */
  public static <S, T> TableColumn<S, T> column(String title, double width, Function<S, T> value) {
    TableColumn<S, T> column = new TableColumn<>(title);
    column.setPrefWidth(width);
    column.setCellValueFactory(cell -> new ReadOnlyObjectWrapper<>(value.apply(cell.getValue())));
    column.setCellFactory(Clipped.wholeCells());
    return column;
  }

  /** A column of sizes in bytes, in binary units, the exact bytes in their tooltip. */
  public static <S> TableColumn<S, Long> size(String title, double width, Function<S, Long> value) {
    TableColumn<S, Long> column = column(title, width, value);
    column.setCellFactory(Clipped.sizeCells());
    return column;
  }

  /** A column of paths, cut in the middle, taking the width the others leave. */
  public static <S> TableColumn<S, String> path(
      String title, double width, Function<S, String> value) {
    TableColumn<S, String> column = column(title, width, value);
    column.setCellFactory(Clipped.middleCells());
    return Clipped.filling(column);
  }

  /** A column of prose, cut at its end. */
  public static <S> TableColumn<S, String> prose(
      String title, double width, Function<S, String> value) {
    TableColumn<S, String> column = column(title, width, value);
    column.setCellFactory(Clipped.endCells());
    return column;
  }
}
