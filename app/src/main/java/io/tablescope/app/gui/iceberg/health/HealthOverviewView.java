package io.tablescope.app.gui.iceberg.health;

import io.tablescope.app.gui.common.Clipped;
import io.tablescope.app.gui.common.ColumnHeaders;
import io.tablescope.app.gui.common.Styles;
import io.tablescope.app.gui.common.TableActions;
import io.tablescope.app.gui.session.MainViewModel;
import io.tablescope.inspector.iceberg.health.CommitConflict;
import io.tablescope.inspector.iceberg.health.CommitWriter;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/**
 * The Health overview: the metadata file's growth along its log and the commits per hour (bursts
 * marked) as charts, the advice, the writers (sortable) and the commits that show contention
 * (double-click or Enter shows the snapshot in the History). The report is computed when the
 * overview is shown for a table.
 */
public final class HealthOverviewView extends VBox {
  private final HealthOverviewViewModel viewModel;
  private final HealthCharts charts = new HealthCharts();
  private final VBox advice = new VBox(4);
  private final List<Tab> watchedTabs = new ArrayList<>();

  public HealthOverviewView(MainViewModel main, HealthNavigation navigation) {
    this.viewModel = new HealthOverviewViewModel(main);
    setId("healthOverviewContent");
    advice.setId("healthAdvice");
    viewModel.advice().addListener((ListChangeListener<String>) change -> showAdvice());
    viewModel.reportProperty().addListener((observable, old, report) -> charts.show(report));

    ScrollPane adviceScroll = new ScrollPane(advice);
    adviceScroll.setFitToWidth(true);
    HBox charts =
        new HBox(
            12,
            titled("Metadata file size along the metadata log", this.charts.growth()),
            titled("Commits per hour", this.charts.timeline()));
    HBox middle = new HBox(12, titled("Writers", writersTable()), titled("Advice", adviceScroll));
    VBox contention = titled("Contention", conflictsList(navigation));
    getChildren().setAll(progressBar(), charts, middle, contention);
    setSpacing(10);
    setPadding(new Insets(10));
    VBox.setVgrow(contention, Priority.ALWAYS);

    main.tableProperty().addListener((observable, old, table) -> showIfShown());
    sceneProperty()
        .addListener(
            (observable, old, scene) -> {
              watchEnclosingTabs();
              showIfShown();
            });
  }

  private HBox progressBar() {
    ProgressBar bar = new ProgressBar();
    bar.setId("healthProgress");
    bar.progressProperty().bind(viewModel.progressProperty());
    Label status = new Label();
    status.textProperty().bind(viewModel.statusProperty());
    Button cancel = new Button("Cancel");
    cancel.setId("healthCancel");
    cancel.setOnAction(event -> viewModel.cancel());
    HBox box = new HBox(8, bar, status, cancel);
    box.visibleProperty().bind(viewModel.runningProperty());
    box.managedProperty().bind(box.visibleProperty());
    return box;
  }

  private TableView<CommitWriter> writersTable() {
    TableView<CommitWriter> table = new TableView<>(viewModel.writers());
    ColumnHeaders.keepWhole(table);
    table.setId("healthWriters");
    TableActions.install(table);
    table.setPrefHeight(180);
    table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
    TableColumn<CommitWriter, String> writer = new TableColumn<>("Writer");
    writer.setCellValueFactory(row -> new ReadOnlyObjectWrapper<>(row.getValue().writer()));
    TableColumn<CommitWriter, String> engine = new TableColumn<>("Engine");
    engine.setCellValueFactory(row -> new ReadOnlyObjectWrapper<>(row.getValue().engine()));
    TableColumn<CommitWriter, Integer> commits = new TableColumn<>("Commits");
    commits.setCellValueFactory(row -> new ReadOnlyObjectWrapper<>(row.getValue().commits()));
    TableColumn<CommitWriter, Long> first = time("First commit", true);
    TableColumn<CommitWriter, Long> last = time("Last commit", false);
    // Writers' ids and times show whole; the engine, last, takes the width left.
    writer.setCellFactory(Clipped.wholeCells());
    engine.setCellFactory(Clipped.wholeCells());
    commits.setCellFactory(Clipped.countCells());
    table.getColumns().addAll(List.of(writer, commits, first, last, engine));
    return table;
  }

  /** A time column sorted by the time itself, drawn as ISO-8601. */
  private static TableColumn<CommitWriter, Long> time(String title, boolean first) {
    TableColumn<CommitWriter, Long> column = new TableColumn<>(title);
    column.setCellValueFactory(
        row ->
            new ReadOnlyObjectWrapper<>(
                first ? row.getValue().firstMillis() : row.getValue().lastMillis()));
    column.setCellFactory(
        ignored ->
            new TableCell<>() {
              @Override
              protected void updateItem(Long millis, boolean empty) {
                super.updateItem(millis, empty);
                Clipped.whole(
                    this,
                    getTableColumn(),
                    empty || millis == null ? null : Instant.ofEpochMilli(millis).toString());
              }
            });
    return column;
  }

  private ListView<CommitConflict> conflictsList(HealthNavigation navigation) {
    ListView<CommitConflict> list = new ListView<>(viewModel.conflicts());
    TableActions.install(list, "Conflict");
    list.setId("healthConflicts");
    list.setPrefHeight(140);
    list.setCellFactory(
        ignored ->
            new ListCell<>() {
              @Override
              protected void updateItem(CommitConflict conflict, boolean empty) {
                super.updateItem(conflict, empty);
                setText(
                    empty || conflict == null
                        ? null
                        : "[" + conflict.kind().jsonName() + "] " + conflict.detail());
              }
            });
    Runnable open =
        () -> {
          CommitConflict selected = list.getSelectionModel().getSelectedItem();
          if (selected != null) {
            navigation.showSnapshot(selected.snapshotIds().get(0));
          }
        };
    list.setOnMouseClicked(
        event -> {
          if (event.getClickCount() == 2) {
            open.run();
          }
        });
    list.setOnKeyPressed(
        event -> {
          if (event.getCode() == KeyCode.ENTER) {
            open.run();
          }
        });
    return list;
  }

  private void showAdvice() {
    List<Label> lines = new ArrayList<>();
    for (String line : viewModel.advice()) {
      Label label = new Label("• " + line);
      label.setWrapText(true);
      lines.add(label);
    }
    if (lines.isEmpty() && viewModel.reportProperty().get() != null) {
      Label none = new Label("Nothing stands out.");
      none.getStyleClass().add(Styles.MUTED);
      lines.add(none);
    }
    advice.getChildren().setAll(lines);
  }

  /** A titled part of the overview that takes its share of the row's width. */
  private static VBox titled(String text, Node content) {
    Label label = new Label(text);
    label.getStyleClass().add(Styles.SECTION_TITLE);
    VBox box = new VBox(4, label, content);
    HBox.setHgrow(box, Priority.ALWAYS);
    VBox.setVgrow(content, Priority.ALWAYS);
    box.setPrefWidth(0);
    box.setMinWidth(0);
    return box;
  }

  /**
   * Follows the selection of every tab around this view (the Health tab and this section's), so
   * that the report is computed only when the overview is in sight.
   */
  private void watchEnclosingTabs() {
    for (Tab tab : enclosingTabs()) {
      if (!watchedTabs.contains(tab)) {
        watchedTabs.add(tab);
        tab.selectedProperty().addListener((observable, was, selected) -> showIfShown());
      }
    }
  }

  private List<Tab> enclosingTabs() {
    List<Tab> tabs = new ArrayList<>();
    for (Parent parent = getParent(); parent != null; parent = parent.getParent()) {
      if (parent instanceof TabPane pane) {
        for (Tab tab : pane.getTabs()) {
          if (tab.getContent() != null && isWithin(tab.getContent())) {
            tabs.add(tab);
          }
        }
      }
    }
    return tabs;
  }

  private boolean isWithin(Node ancestor) {
    for (Node node = this; node != null; node = node.getParent()) {
      if (node == ancestor) {
        return true;
      }
    }
    return false;
  }

  private void showIfShown() {
    if (getScene() != null && enclosingTabs().stream().allMatch(Tab::isSelected)) {
      viewModel.show();
    }
  }
}
