package io.tablescope.app.gui.hudi;

import io.tablescope.app.gui.common.Clipped;
import io.tablescope.app.gui.common.ColumnHeaders;
import io.tablescope.app.gui.common.Styles;
import io.tablescope.app.gui.common.TableActions;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.css.PseudoClass;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import javafx.util.Callback;

/**
 * A Hudi table's metadata table beside storage: what its files partition lists, then every file or
 * partition the two tell differently, a fault drawn red, one a pending write explains not.
 */
final class MetadataTableView extends BorderPane {
  private static final PseudoClass FAULT = PseudoClass.getPseudoClass(Styles.PROBLEM);

  MetadataTableView(MetadataTableViewModel viewModel) {
    setId("metadataTable");
    Button check = new Button("Check again");
    check.setId("metadataTableCheck");
    check.disableProperty().bind(viewModel.runningProperty());
    check.setOnAction(event -> viewModel.check());
    ProgressIndicator progress = new ProgressIndicator();
    progress.setPrefSize(18, 18);
    progress.visibleProperty().bind(viewModel.runningProperty());
    Button cancel = new Button("Cancel");
    cancel.setId("metadataTableCancel");
    cancel.visibleProperty().bind(viewModel.runningProperty());
    cancel.setOnAction(event -> viewModel.cancel());
    Label listed = new Label();
    listed.setId("metadataTableListed");
    listed.textProperty().bind(viewModel.listedProperty());
    HBox bar = new HBox(8, check, progress, cancel, listed);
    bar.setAlignment(Pos.CENTER_LEFT);
    bar.setPadding(new Insets(8));
    setTop(bar);

    TableView<MetadataTableRow> table = new TableView<>(viewModel.rows());
    ColumnHeaders.keepWhole(table);
    table.setId("metadataTableRows");
    TableActions.install(table);
    table.setPlaceholder(new Label("The metadata table and storage list the same files."));
    table.getColumns().add(column("Difference", 160, MetadataTableRow::kind, Clipped.wholeCells()));
    table
        .getColumns()
        .add(Clipped.filling(column("File", 340, MetadataTableRow::path, Clipped.middleCells())));
    table
        .getColumns()
        .add(column("Listed size", 125, MetadataTableRow::metadataSize, Clipped.sizeCells()));
    table
        .getColumns()
        .add(column("Stored size", 125, MetadataTableRow::storageSize, Clipped.sizeCells()));
    table
        .getColumns()
        .add(column("Written by", 170, MetadataTableRow::writtenBy, Clipped.wholeCells()));
    table
        .getColumns()
        .add(column("What it means", 560, MetadataTableRow::verdict, Clipped.endCells()));
    Clipped.fills(table, table.getColumns());
    table.setRowFactory(
        view ->
            new TableRow<>() {
              @Override
              protected void updateItem(MetadataTableRow row, boolean empty) {
                super.updateItem(row, empty);
                pseudoClassStateChanged(FAULT, !empty && row != null && row.fault());
              }
            });
    setCenter(table);

    Label status = new Label();
    status.setId("metadataTableStatus");
    status.getStyleClass().add(Styles.MUTED);
    status.textProperty().bind(viewModel.statusProperty());
    setBottom(new VBox(status));
    BorderPane.setMargin(getBottom(), new Insets(6, 8, 6, 8));
  }

  private static <T> TableColumn<MetadataTableRow, T> column(
      String title,
      double width,
      Function<MetadataTableRow, T> value,
      Callback<TableColumn<MetadataTableRow, T>, TableCell<MetadataTableRow, T>> cells) {
    TableColumn<MetadataTableRow, T> column = new TableColumn<>(title);
    column.setPrefWidth(width);
    column.setCellValueFactory(cell -> new ReadOnlyObjectWrapper<>(value.apply(cell.getValue())));
    column.setCellFactory(cells);
    return column;
  }
}
