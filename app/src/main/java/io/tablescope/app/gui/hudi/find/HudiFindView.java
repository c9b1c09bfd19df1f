package io.tablescope.app.gui.hudi.find;

import io.tablescope.app.gui.common.Clipped;
import io.tablescope.app.gui.common.ColumnHeaders;
import io.tablescope.app.gui.common.Styles;
import io.tablescope.inspector.hudi.find.HudiFileEvent;
import io.tablescope.inspector.hudi.find.HudiFindHit;
import java.util.function.Consumer;
import java.util.function.Function;
import javafx.beans.property.SimpleStringProperty;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.util.Callback;

/**
 * Find across a whole Hudi table: a field, the results (what, which instants hold it, which wrote
 * and which superseded or deleted it) and, for a file, its history. Enter or a double-click on a
 * result goes there; on a history row, to its instant.
 */
public final class HudiFindView extends BorderPane {
  private final HudiFindViewModel viewModel;
  private final TextField field = new TextField();

  public HudiFindView(HudiFindViewModel viewModel) {
    this.viewModel = viewModel;
    field.setId("findField");
    field.setPromptText("A file path or part of one, a file id, a partition, an instant");
    field.textProperty().bindBidirectional(viewModel.queryProperty());
    field.setOnAction(event -> viewModel.find());
    HBox.setHgrow(field, Priority.ALWAYS);
    Button find = new Button("Find");
    find.setId("findButton");
    find.setOnAction(event -> viewModel.find());
    Button cancel = new Button("Cancel");
    cancel.setId("findCancel");
    cancel.disableProperty().bind(viewModel.runningProperty().not());
    cancel.setOnAction(event -> viewModel.cancel());
    Label status = new Label();
    status.setId("findStatus");
    status.textProperty().bind(viewModel.statusProperty());
    HBox bar = new HBox(8, field, find, cancel, status);
    bar.setPadding(new Insets(8));

    Label title = new Label();
    title.setId("fileHistoryTitle");
    title.getStyleClass().add(Styles.SECTION_TITLE);
    title.textProperty().bind(viewModel.historyTitleProperty());
    title.setMinWidth(0);
    VBox lower = new VBox(4, title, fileHistory());
    VBox.setVgrow(lower.getChildren().get(1), Priority.ALWAYS);
    lower.setPadding(new Insets(4, 8, 8, 8));
    SplitPane split = new SplitPane(results(), lower);
    split.setOrientation(Orientation.VERTICAL);
    split.setDividerPositions(0.55);
    setTop(bar);
    setCenter(split);
  }

  /** Puts the caret in the find field, for Ctrl+F. */
  public void focusField() {
    field.requestFocus();
    field.selectAll();
  }

  private TableView<HudiFindHit> results() {
    TableView<HudiFindHit> table = new TableView<>(viewModel.results());
    ColumnHeaders.keepWhole(table);
    table.setId("findResults");
    table.setPlaceholder(new Label("Type what to find and press Enter."));
    table
        .getColumns()
        .addAll(
            column("What", 80, hit -> hit.kind().word(), Clipped.wholeCells()),
            Clipped.filling(column("Name", 420, HudiFindHit::name, Clipped.middleCells())),
            column("Detail", 200, HudiFindHit::detail, Clipped.endCells()),
            column(
                "Instants",
                220,
                hit -> HudiFindViewModel.instantsText(hit.instants()),
                Clipped.wholeCells()),
            column(
                "Written by",
                160,
                hit -> HudiFindViewModel.instantsText(hit.addedBy()),
                Clipped.wholeCells()),
            column(
                "Removed by",
                160,
                hit -> HudiFindViewModel.instantsText(hit.removedBy()),
                Clipped.wholeCells()));
    Clipped.fills(table, table.getColumns());
    leads(table, viewModel::open);
    table
        .getSelectionModel()
        .selectedItemProperty()
        .addListener(
            (observable, old, hit) -> {
              if (hit != null && hit.kind() == HudiFindHit.Kind.FILE) {
                viewModel.showHistory(hit.name());
              }
            });
    return table;
  }

  private TableView<HudiFileEvent> fileHistory() {
    TableView<HudiFileEvent> table = new TableView<>(viewModel.history());
    ColumnHeaders.keepWhole(table);
    table.setId("fileHistory");
    table.setPlaceholder(
        new Label("Select a file to see the write that created it and every instant since."));
    table
        .getColumns()
        .addAll(
            column("Instant", 170, HudiFileEvent::instant, Clipped.wholeCells()),
            column("Action", 110, HudiFileEvent::action, Clipped.wholeCells()),
            column("Change", 90, event -> event.change().word(), Clipped.wholeCells()),
            column(
                "Records",
                80,
                event -> event.stat() == null ? "" : String.valueOf(event.stat().numWrites()),
                Clipped.wholeCells()),
            column(
                "Bytes",
                80,
                event -> event.stat() == null ? "" : String.valueOf(event.stat().totalWriteBytes()),
                Clipped.wholeCells()),
            Clipped.filling(column("Detail", 360, HudiFileEvent::detail, Clipped.endCells())));
    Clipped.fills(table, table.getColumns());
    leads(table, viewModel::open);
    return table;
  }

  /** Enter or a double-click on a row leads where the row says. */
  private static <S> void leads(TableView<S> table, Consumer<S> open) {
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

  private static <S> TableColumn<S, String> column(
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
