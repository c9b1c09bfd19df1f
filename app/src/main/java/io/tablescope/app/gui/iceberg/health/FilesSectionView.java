package io.tablescope.app.gui.iceberg.health;

import io.tablescope.app.gui.common.ColumnHeaders;
import io.tablescope.app.gui.common.Styles;
import io.tablescope.app.gui.common.TableActions;
import io.tablescope.app.gui.session.MainViewModel;
import io.tablescope.inspector.iceberg.health.ByteSize;
import io.tablescope.inspector.iceberg.health.DanglingDelete;
import io.tablescope.inspector.iceberg.health.DataFileDeletes;
import io.tablescope.inspector.iceberg.health.ManifestSize;
import io.tablescope.inspector.iceberg.health.MissingFile;
import io.tablescope.inspector.iceberg.health.PartitionDeletes;
import io.tablescope.inspector.iceberg.health.PartitionFiles;
import java.util.function.Consumer;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.collections.ObservableList;
import javafx.collections.transformation.SortedList;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;

/**
 * The Files section of the Health tab: small files and deletes per partition, the partitions where
 * deletes have built up (their kinds' files and bytes, the snapshot that last added one), the data
 * files with the most deletes, dangling deletes, missing files and manifests, in sortable tables,
 * with the live rows above. Double-clicking (or Enter on) a file shows it in the Tree, a manifest
 * likewise.
 */
public final class FilesSectionView extends BorderPane {
  private final FilesSectionViewModel viewModel;
  private final HealthNavigation navigation;

  public FilesSectionView(MainViewModel main, HealthNavigation navigation) {
    this(new FilesSectionViewModel(main), navigation);
  }

  FilesSectionView(FilesSectionViewModel viewModel, HealthNavigation navigation) {
    this.viewModel = viewModel;
    this.navigation = navigation;
    setTop(header());
    TabPane tables =
        new TabPane(
            tab("filesPartitionsTab", "Partitions", partitionTable()),
            tab("filesBuildUpTab", "Delete build-up", buildUpTable()),
            tab("filesMostDeletesTab", "Most deletes", mostDeletesTable()),
            tab("filesDanglingTab", "Dangling deletes", danglingTable()),
            tab("filesMissingTab", "Missing files", missingTable()),
            tab("filesManifestsTab", "Manifests", manifestTable()));
    tables.setId("filesTables");
    tables.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
    setCenter(tables);
    ShownInTabs.watch(this, viewModel::setShown);
  }

  FilesSectionViewModel viewModel() {
    return viewModel;
  }

  private VBox header() {
    ProgressBar progress = new ProgressBar();
    progress.setId("filesProgress");
    progress.progressProperty().bind(viewModel.progressProperty());
    Button cancel = new Button("Cancel");
    cancel.setId("filesCancel");
    cancel.setOnAction(event -> viewModel.cancel());
    HBox running = new HBox(8, progress, cancel);
    running.setAlignment(Pos.CENTER_LEFT);
    running.visibleProperty().bind(viewModel.runningProperty());
    running.managedProperty().bind(running.visibleProperty());
    Button refresh = new Button("Analyse again");
    refresh.setId("filesRefresh");
    refresh.disableProperty().bind(viewModel.runningProperty());
    refresh.setOnAction(event -> viewModel.refresh());
    Label status = new Label();
    status.setId("filesStatus");
    status.getStyleClass().add(Styles.MUTED);
    status.textProperty().bind(viewModel.statusProperty());
    HBox actions = new HBox(8, refresh, running, status);
    actions.setAlignment(Pos.CENTER_LEFT);
    Label summary = new Label();
    summary.setId("filesSummary");
    summary.setWrapText(true);
    summary.textProperty().bind(viewModel.summaryProperty());
    Label rows = new Label();
    rows.setId("filesRows");
    rows.setWrapText(true);
    rows.textProperty().bind(viewModel.rowsProperty());
    VBox header = new VBox(6, actions, summary, rows);
    header.setPadding(new Insets(8));
    return header;
  }

  private TableView<PartitionFiles> partitionTable() {
    TableView<PartitionFiles> table = table("filesPartitionTable", viewModel.partitions(), null);
    table.getColumns().add(column("Spec", 50, PartitionFiles::specId));
    table.getColumns().add(column("Partition", 240, PartitionFiles::partition));
    table.getColumns().add(column("Data files", 90, PartitionFiles::dataFiles));
    table.getColumns().add(bytesColumn("Bytes", PartitionFiles::dataBytes));
    table.getColumns().add(column("Small files", 90, PartitionFiles::smallFiles));
    table.getColumns().add(column("Rows", 100, PartitionFiles::dataRows));
    table.getColumns().add(column("Position deletes", 120, PartitionFiles::positionDeleteFiles));
    table.getColumns().add(column("Equality deletes", 120, PartitionFiles::equalityDeleteFiles));
    table.getColumns().add(column("Deletion vectors", 120, PartitionFiles::deletionVectors));
    return table;
  }

  private TableView<PartitionDeletes> buildUpTable() {
    TableView<PartitionDeletes> table =
        table("filesBuildUpTable", viewModel.partitionDeletes(), null);
    table.getColumns().add(column("Spec", 50, PartitionDeletes::specId));
    table.getColumns().add(column("Partition", 240, PartitionDeletes::partition));
    table.getColumns().add(bytesColumn("Delete bytes", PartitionDeletes::deleteBytes));
    table.getColumns().add(column("Data files", 80, PartitionDeletes::dataFiles));
    table.getColumns().add(bytesColumn("Data bytes", PartitionDeletes::dataBytes));
    table.getColumns().add(column("Position", 70, PartitionDeletes::positionDeleteFiles));
    table.getColumns().add(bytesColumn("Position bytes", PartitionDeletes::positionDeleteBytes));
    table.getColumns().add(column("Equality", 70, PartitionDeletes::equalityDeleteFiles));
    table.getColumns().add(bytesColumn("Equality bytes", PartitionDeletes::equalityDeleteBytes));
    table.getColumns().add(column("Vectors", 70, PartitionDeletes::deletionVectors));
    table.getColumns().add(bytesColumn("Vector bytes", PartitionDeletes::deletionVectorBytes));
    table.getColumns().add(column("Last added by", 160, PartitionDeletes::lastDeleteSnapshotId));
    table.getColumns().add(column("Sequence", 80, PartitionDeletes::lastDeleteSequenceNumber));
    return table;
  }

  private TableView<DataFileDeletes> mostDeletesTable() {
    TableView<DataFileDeletes> table =
        table(
            "filesMostDeletesTable",
            viewModel.dataFilesWithDeletes(),
            file -> showFile(file.path()));
    table.getColumns().add(column("Deletes", 70, DataFileDeletes::deletes));
    table.getColumns().add(column("Position", 70, DataFileDeletes::positionDeletes));
    table.getColumns().add(column("Equality", 70, DataFileDeletes::equalityDeletes));
    table.getColumns().add(column("Vectors", 70, DataFileDeletes::deletionVectors));
    table.getColumns().add(column("Rows", 90, DataFileDeletes::recordCount));
    table.getColumns().add(column("Partition", 180, DataFileDeletes::partition));
    table.getColumns().add(column("Path", 560, DataFileDeletes::path));
    return table;
  }

  private TableView<DanglingDelete> danglingTable() {
    TableView<DanglingDelete> table =
        table("filesDanglingTable", viewModel.danglingDeletes(), delete -> showFile(delete.path()));
    table.getColumns().add(column("Content", 120, delete -> delete.kind().jsonName()));
    table.getColumns().add(column("Partition", 160, DanglingDelete::partition));
    table.getColumns().add(column("Sequence", 80, DanglingDelete::sequenceNumber));
    table.getColumns().add(column("Rows", 70, DanglingDelete::recordCount));
    table.getColumns().add(column("Path", 420, DanglingDelete::path));
    table.getColumns().add(column("Why it applies to nothing", 520, DanglingDelete::reason));
    return table;
  }

  private TableView<MissingFile> missingTable() {
    TableView<MissingFile> table =
        table("filesMissingTable", viewModel.missingFiles(), missing -> showFile(missing.path()));
    table.getColumns().add(column("Content", 120, missing -> missing.kind().jsonName()));
    table.getColumns().add(column("Path", 520, MissingFile::path));
    table.getColumns().add(column("Manifest", 420, MissingFile::manifestPath));
    return table;
  }

  private TableView<ManifestSize> manifestTable() {
    TableView<ManifestSize> table =
        table(
            "filesManifestTable",
            viewModel.manifests(),
            manifest -> {
              Long snapshotId = viewModel.snapshotId();
              if (snapshotId != null) {
                navigation.showManifest(snapshotId, manifest.path());
              }
            });
    table.getColumns().add(column("Content", 80, manifest -> manifest.content().jsonName()));
    table.getColumns().add(column("Spec", 50, ManifestSize::specId));
    table.getColumns().add(bytesColumn("Length", ManifestSize::length));
    table.getColumns().add(column("Live entries", 90, ManifestSize::liveEntries));
    table.getColumns().add(column("Partitions", 90, ManifestSize::partitions));
    table.getColumns().add(column("Small", 60, manifest -> manifest.small() ? "yes" : "no"));
    table.getColumns().add(column("Path", 560, ManifestSize::path));
    return table;
  }

  private void showFile(String path) {
    Long snapshotId = viewModel.snapshotId();
    if (snapshotId != null) {
      navigation.showFile(snapshotId, path);
    }
  }

  /** A sortable table of the rows; {@code open} (if any) runs on double-click or Enter. */
  private static <S> TableView<S> table(String id, ObservableList<S> rows, Consumer<S> open) {
    SortedList<S> sorted = new SortedList<>(rows);
    TableView<S> table = new TableView<>(sorted);
    ColumnHeaders.keepWhole(table);
    sorted.comparatorProperty().bind(table.comparatorProperty());
    table.setId(id);
    TableActions.install(table);
    table.setPlaceholder(new Label("None."));
    table.setColumnResizePolicy(TableView.UNCONSTRAINED_RESIZE_POLICY);
    if (open != null) {
      table.setRowFactory(
          view -> {
            TableRow<S> row = new TableRow<>();
            row.setOnMouseClicked(
                event -> {
                  if (event.getButton() == MouseButton.PRIMARY
                      && event.getClickCount() == 2
                      && !row.isEmpty()) {
                    open.accept(row.getItem());
                  }
                });
            return row;
          });
      table.setOnKeyPressed(
          event -> {
            S selected = table.getSelectionModel().getSelectedItem();
            if (event.getCode() == KeyCode.ENTER && selected != null) {
              open.accept(selected);
            }
          });
    }
    return table;
  }

  private static <S, T extends Comparable<T>> TableColumn<S, T> column(
      String title, double width, Function<S, T> value) {
    TableColumn<S, T> column = new TableColumn<>(title);
    column.setPrefWidth(width);
    column.setCellValueFactory(cell -> new ReadOnlyObjectWrapper<>(value.apply(cell.getValue())));
    return column;
  }

  /** A column of sizes shown in KiB, MiB, ... and sorted by bytes. */
  private static <S> TableColumn<S, Long> bytesColumn(String title, Function<S, Long> value) {
    TableColumn<S, Long> column = column(title, 90, value);
    column.setCellFactory(
        view ->
            new TableCell<>() {
              @Override
              protected void updateItem(Long bytes, boolean empty) {
                super.updateItem(bytes, empty);
                setText(empty || bytes == null ? null : ByteSize.text(bytes));
              }
            });
    return column;
  }

  private static Tab tab(String id, String title, TableView<?> table) {
    Tab tab = new Tab(title, table);
    tab.setId(id);
    return tab;
  }
}
