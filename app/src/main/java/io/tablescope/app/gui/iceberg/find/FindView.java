package io.tablescope.app.gui.iceberg.find;

import io.tablescope.app.gui.common.Clipped;
import io.tablescope.app.gui.common.ColumnHeaders;
import io.tablescope.app.gui.common.Styles;
import io.tablescope.inspector.iceberg.find.FileHistory.FileEvent;
import io.tablescope.inspector.iceberg.find.FindHit;
import io.tablescope.inspector.iceberg.tree.TreeNode;
import io.tablescope.inspector.iceberg.tree.TreeNode.EntryNode;
import java.time.Instant;
import java.util.function.Function;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.value.ObservableValue;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.MenuItem;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.util.Callback;

/**
 * Find across the whole table: a field, the results (what, where: snapshots and manifests) and, for
 * a file, its history. Enter or a double-click on a result goes there; on a history row, to its
 * snapshot.
 */
public final class FindView extends BorderPane {
  private static final String HISTORY_OF_THIS_FILE = "History of this file";
  private final FindViewModel viewModel;
  private final TextField field = new TextField();

  public FindView(FindViewModel viewModel) {
    this.viewModel = viewModel;
    field.setId("findField");
    field.setPromptText("A file path or part of one, a partition value, a snapshot id, a manifest");
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
    ProgressBar progress = new ProgressBar();
    progress.progressProperty().bind(viewModel.progressProperty());
    progress.visibleProperty().bind(viewModel.runningProperty());
    Label status = new Label();
    status.setId("findStatus");
    status.textProperty().bind(viewModel.statusProperty());
    HBox bar = new HBox(8, field, find, cancel, progress, status);
    bar.setPadding(new Insets(8));

    TableView<FindHit> results = results();
    Button history = new Button(HISTORY_OF_THIS_FILE);
    history.setId("fileHistoryButton");
    // The button keeps its words; the title beside it gives way.
    history.setMinWidth(Region.USE_PREF_SIZE);
    history
        .disableProperty()
        .bind(
            results
                .getSelectionModel()
                .selectedItemProperty()
                .map(FindView::isFile)
                .orElse(false)
                .map(file -> !file));
    history.setOnAction(
        event -> viewModel.showHistory(results.getSelectionModel().getSelectedItem().name()));
    Label title = new Label();
    title.setId("fileHistoryTitle");
    title.getStyleClass().add(Styles.SECTION_TITLE);
    title.textProperty().bind(viewModel.historyTitleProperty());
    title.setMinWidth(0);
    VBox lower = new VBox(4, new HBox(8, history, title), fileHistory());
    VBox.setVgrow(lower.getChildren().get(1), Priority.ALWAYS);
    lower.setPadding(new Insets(4, 8, 8, 8));
    SplitPane split = new SplitPane(results, lower);
    split.setOrientation(javafx.geometry.Orientation.VERTICAL);
    split.setDividerPositions(0.55);
    setTop(bar);
    setCenter(split);
  }

  /**
   * A "History of this file" button for another view's selection, enabled while a file's entry is
   * selected there; it shows the file's history here and then runs {@code shown}.
   */
  public Button historyButton(ObservableValue<TreeNode> selected, Runnable shown) {
    Button button = new Button(HISTORY_OF_THIS_FILE);
    button.setId("treeFileHistory");
    button.setMinWidth(Region.USE_PREF_SIZE);
    button.disableProperty().bind(selected.map(node -> !(node instanceof EntryNode)).orElse(true));
    button.setOnAction(event -> showHistoryOf(selected.getValue(), shown));
    return button;
  }

  /** The same as {@link #historyButton} as a context menu item. */
  public MenuItem historyItem(ObservableValue<TreeNode> selected, Runnable shown) {
    MenuItem item = new MenuItem(HISTORY_OF_THIS_FILE);
    item.setId("treeFileHistoryItem");
    item.disableProperty().bind(selected.map(node -> !(node instanceof EntryNode)).orElse(true));
    item.setOnAction(event -> showHistoryOf(selected.getValue(), shown));
    return item;
  }

  private void showHistoryOf(TreeNode node, Runnable shown) {
    if (node instanceof EntryNode entry) {
      viewModel.showHistory(entry.entry().file().path());
      shown.run();
    }
  }

  /** Puts the caret in the find field, for Ctrl+F. */
  public void focusField() {
    field.requestFocus();
    field.selectAll();
  }

  private TableView<FindHit> results() {
    TableView<FindHit> table = new TableView<>(viewModel.results());
    ColumnHeaders.keepWhole(table);
    table.setId("findResults");
    table.setPlaceholder(new Label("Type what to find and press Enter."));
    table
        .getColumns()
        .addAll(
            column("What", 70, hit -> hit.kind().word(), Clipped.wholeCells()),
            Clipped.filling(column("Name", 420, FindHit::name, Clipped.middleCells())),
            column("Detail", 100, FindHit::detail, Clipped.endCells()),
            column(
                "Snapshots",
                220,
                hit -> FindViewModel.snapshotsText(hit.snapshotIds()),
                Clipped.wholeCells()),
            column(
                "Manifests",
                80,
                hit -> Integer.toString(hit.manifests().size()),
                Clipped.wholeCells()));
    Clipped.fills(table, table.getColumns());
    table.setOnMouseClicked(
        event -> {
          FindHit hit = table.getSelectionModel().getSelectedItem();
          if (event.getClickCount() == 2 && hit != null) {
            viewModel.open(hit);
          }
        });
    table.setOnKeyPressed(
        event -> {
          FindHit hit = table.getSelectionModel().getSelectedItem();
          if (event.getCode() == KeyCode.ENTER && hit != null) {
            viewModel.open(hit);
            event.consume();
          }
        });
    table
        .getSelectionModel()
        .selectedItemProperty()
        .addListener(
            (observable, old, hit) -> {
              if (isFile(hit)) {
                viewModel.showHistory(hit.name());
              }
            });
    return table;
  }

  private TableView<FileEvent> fileHistory() {
    TableView<FileEvent> table = new TableView<>(viewModel.history());
    ColumnHeaders.keepWhole(table);
    table.setId("fileHistory");
    table.setPlaceholder(
        new Label("Select a file to see every snapshot that added, kept or removed it."));
    table
        .getColumns()
        .addAll(
            column(
                "Snapshot", 170, event -> Long.toString(event.snapshotId()), Clipped.wholeCells()),
            column(
                "Committed",
                190,
                event -> Instant.ofEpochMilli(event.timestampMillis()).toString(),
                Clipped.wholeCells()),
            column(
                "Operation", 90, event -> String.valueOf(event.operation()), Clipped.wholeCells()),
            column("Change", 80, event -> event.change().word(), Clipped.wholeCells()),
            column("Status", 80, event -> event.status().name(), Clipped.wholeCells()),
            column(
                "Seq", 50, event -> String.valueOf(event.sequenceNumber()), Clipped.wholeCells()),
            column(
                "File seq",
                60,
                event -> String.valueOf(event.fileSequenceNumber()),
                Clipped.wholeCells()),
            column("Writer", 200, FileEvent::writer, Clipped.endCells()),
            Clipped.filling(column("Manifest", 360, FileEvent::manifest, Clipped.middleCells())));
    Clipped.fills(table, table.getColumns());
    table.setOnMouseClicked(
        event -> {
          FileEvent row = table.getSelectionModel().getSelectedItem();
          if (event.getClickCount() == 2 && row != null) {
            viewModel.open(row);
          }
        });
    table.setOnKeyPressed(
        event -> {
          FileEvent row = table.getSelectionModel().getSelectedItem();
          if (event.getCode() == KeyCode.ENTER && row != null) {
            viewModel.open(row);
            event.consume();
          }
        });
    return table;
  }

  private static boolean isFile(FindHit hit) {
    return hit != null
        && (hit.kind() == FindHit.Kind.DATA_FILE || hit.kind() == FindHit.Kind.DELETE_FILE);
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
