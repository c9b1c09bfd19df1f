package io.tablescope.app.gui.iceberg.scan;

import io.tablescope.app.gui.common.ColumnHeaders;
import io.tablescope.app.gui.common.CommitChoice;
import io.tablescope.app.gui.common.Styles;
import io.tablescope.app.gui.common.TableActions;
import io.tablescope.app.gui.common.VerdictLabel;
import io.tablescope.inspector.iceberg.health.ByteSize;
import io.tablescope.inspector.iceberg.scan.ManifestStep;
import io.tablescope.inspector.iceberg.scan.PlannedDelete;
import io.tablescope.inspector.iceberg.scan.PlannedFile;
import io.tablescope.inspector.iceberg.scan.PrunedFile;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.collections.ObservableList;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/**
 * The Scan tab: why a query reads so many files. Pick a snapshot, write the query's filter and
 * plan; read the manifests kept or pruned by their partition summaries, the files read with why
 * each was kept and the delete files applied to the one selected, and the entries pruned and why.
 */
public final class ScanView extends BorderPane {

  public ScanView(ScanViewModel viewModel) {
    setId("scan");
    ComboBox<CommitChoice> snapshot = new ComboBox<>(viewModel.snapshots());
    snapshot.setId("scanSnapshot");
    snapshot.setPrefWidth(340);
    snapshot.valueProperty().bindBidirectional(viewModel.snapshotProperty());
    TextField filter = new TextField();
    filter.setId("scanFilter");
    filter.setPromptText("the query's filter, e.g. region = 'EU' and id < 50 (empty: true)");
    filter.textProperty().bindBidirectional(viewModel.filterProperty());
    filter.setOnAction(event -> viewModel.run());
    HBox.setHgrow(filter, Priority.ALWAYS);
    CheckBox ignoreCase = new CheckBox("Ignore case");
    ignoreCase.setId("scanIgnoreCase");
    ignoreCase.selectedProperty().set(!viewModel.caseSensitiveProperty().get());
    ignoreCase
        .selectedProperty()
        .addListener(
            (observable, old, selected) -> viewModel.caseSensitiveProperty().set(!selected));
    Button plan = new Button("Plan");
    plan.setId("scanRun");
    plan.setDefaultButton(true);
    plan.disableProperty().bind(viewModel.runningProperty());
    plan.setOnAction(event -> viewModel.run());
    Button cancel = new Button("Cancel");
    cancel.setId("scanCancel");
    cancel.visibleProperty().bind(viewModel.runningProperty());
    cancel.managedProperty().bind(cancel.visibleProperty());
    cancel.setOnAction(event -> viewModel.cancel());
    HBox form =
        new HBox(
            8,
            new Label("Snapshot"),
            snapshot,
            new Label("Filter"),
            filter,
            ignoreCase,
            plan,
            cancel);
    form.setAlignment(Pos.CENTER_LEFT);

    ProgressBar progress = new ProgressBar();
    progress.setId("scanProgress");
    progress.progressProperty().bind(viewModel.progressProperty());
    progress.visibleProperty().bind(viewModel.runningProperty());
    progress.managedProperty().bind(progress.visibleProperty());
    Label status =
        VerdictLabel.of(
            "scanStatus",
            viewModel.statusProperty(),
            viewModel.failedProperty().map(failed -> failed ? false : null));
    HBox statusRow = new HBox(8, progress, status);
    statusRow.setAlignment(Pos.CENTER_LEFT);
    VBox top = new VBox(8, form, statusRow);
    top.setPadding(new Insets(8));
    setTop(top);

    TabPane entries = new TabPane(filesTab(viewModel), prunedTab(viewModel.pruned()));
    entries.setId("scanEntries");
    entries.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
    SplitPane results =
        new SplitPane(titled("Manifests", manifests(viewModel.manifests())), entries);
    results.setOrientation(Orientation.VERTICAL);
    results.setDividerPositions(0.35);
    setCenter(results);
  }

  private static TableView<ManifestStep> manifests(ObservableList<ManifestStep> steps) {
    TableView<ManifestStep> table = table("scanManifests", steps, "Plan to see the manifests.");
    table.getColumns().add(column("Verdict", 100, step -> step.verdict().jsonName()));
    table.getColumns().add(column("Content", 70, step -> step.content().name().toLowerCase()));
    table.getColumns().add(column("Spec", 50, step -> String.valueOf(step.specId())));
    table.getColumns().add(column("Kept", 60, step -> String.valueOf(step.kept())));
    table.getColumns().add(column("Pruned", 60, step -> String.valueOf(step.pruned())));
    table.getColumns().add(column("Why", 560, ManifestStep::reason));
    table.getColumns().add(column("Manifest", 420, ManifestStep::path));
    return table;
  }

  private static Tab filesTab(ScanViewModel viewModel) {
    TableView<PlannedFile> files =
        table("scanFiles", viewModel.files(), "Plan to see the files the scan reads.");
    files.getColumns().add(column("Data file", 420, PlannedFile::path));
    files.getColumns().add(column("Partition", 180, PlannedFile::partition));
    files.getColumns().add(column("Rows", 80, file -> String.format("%,d", file.recordCount())));
    files.getColumns().add(column("Size", 80, file -> ByteSize.text(file.fileSizeInBytes())));
    files.getColumns().add(column("Deletes", 70, file -> String.valueOf(file.deletes().size())));
    files.getColumns().add(column("Why it is read", 560, PlannedFile::reason));
    files.getSelectionModel().selectedItemProperty().subscribe(viewModel::select);

    TableView<PlannedDelete> deletes =
        table(
            "scanDeletes",
            viewModel.deletes(),
            "Select a file to see the delete files that apply to it.");
    deletes.getColumns().add(column("Kind", 130, delete -> delete.kind().jsonName()));
    deletes.getColumns().add(column("Delete file", 380, PlannedDelete::path));
    deletes
        .getColumns()
        .add(column("Rows", 70, delete -> String.format("%,d", delete.recordCount())));
    deletes.getColumns().add(column("Why it applies", 460, PlannedDelete::reason));

    SplitPane split = new SplitPane(files, titled("Delete files applied", deletes));
    split.setOrientation(Orientation.VERTICAL);
    split.setDividerPositions(0.65);
    Tab tab = new Tab("Files read", split);
    tab.setId("scanFilesTab");
    return tab;
  }

  private static Tab prunedTab(ObservableList<PrunedFile> pruned) {
    TableView<PrunedFile> table =
        table("scanPruned", pruned, "Plan to see the entries the filter prunes.");
    table.getColumns().add(column("File", 420, PrunedFile::path));
    table.getColumns().add(column("Content", 120, file -> file.content().jsonName()));
    table.getColumns().add(column("Why it is pruned", 620, PrunedFile::reason));
    Tab tab = new Tab("Pruned", table);
    tab.setId("scanPrunedTab");
    return tab;
  }

  private static VBox titled(String title, TableView<?> table) {
    Label label = new Label(title);
    label.getStyleClass().add(Styles.SECTION_TITLE);
    VBox box = new VBox(6, label, table);
    box.setPadding(new Insets(4, 0, 0, 0));
    VBox.setVgrow(table, Priority.ALWAYS);
    return box;
  }

  private static <T> TableView<T> table(String id, ObservableList<T> items, String placeholder) {
    TableView<T> table = new TableView<>(items);
    table.setId(id);
    ColumnHeaders.keepWhole(table);
    TableActions.install(table);
    table.setPlaceholder(new Label(placeholder));
    return table;
  }

  private static <T> TableColumn<T, String> column(
      String title, double width, Function<T, String> value) {
    TableColumn<T, String> column = new TableColumn<>(title);
    column.setPrefWidth(width);
    column.setCellValueFactory(cell -> new ReadOnlyObjectWrapper<>(value.apply(cell.getValue())));
    return column;
  }
}
