package io.tablescope.app.gui.shell;

import io.tablescope.app.gui.catalog.CatalogBrowserView;
import io.tablescope.app.gui.catalog.CatalogBrowserViewModel;
import io.tablescope.app.gui.common.Icons;
import io.tablescope.app.gui.common.Styles;
import io.tablescope.app.gui.definition.DefinitionView;
import io.tablescope.app.gui.definition.DefinitionViewModel;
import io.tablescope.app.gui.deltatree.DeltaTreeView;
import io.tablescope.app.gui.deltatree.DeltaTreeViewModel;
import io.tablescope.app.gui.details.DetailsView;
import io.tablescope.app.gui.details.DetailsViewModel;
import io.tablescope.app.gui.diff.DiffView;
import io.tablescope.app.gui.diff.DiffViewModel;
import io.tablescope.app.gui.health.HealthNavigation;
import io.tablescope.app.gui.health.HealthView;
import io.tablescope.app.gui.history.HistoryView;
import io.tablescope.app.gui.history.HistoryViewModel;
import io.tablescope.app.gui.replay.DeltaReplayView;
import io.tablescope.app.gui.replay.DeltaReplayViewModel;
import io.tablescope.app.gui.replay.ReplayView;
import io.tablescope.app.gui.replay.ReplayViewModel;
import io.tablescope.app.gui.session.MainViewModel;
import io.tablescope.app.gui.tree.SnapshotTreeView;
import io.tablescope.app.gui.tree.TreeViewModel;
import io.tablescope.format.iceberg.location.MetadataFileNames;
import io.tablescope.format.io.FileAccess;
import io.tablescope.inspector.table.TableFormat;
import java.io.File;
import java.util.List;
import javafx.beans.binding.Bindings;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Alert;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.MenuButton;
import javafx.scene.control.MenuItem;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleButton;
import javafx.scene.input.DragEvent;
import javafx.scene.input.TransferMode;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.DirectoryChooser;
import javafx.stage.FileChooser;
import javafx.stage.Window;

/**
 * The main window's content: the open bar (folder, metadata file, recent tables, the warehouse's
 * tables), the History, Tree, Diff, Replay and Health tabs with the details pane beside the tree,
 * and the status bar with progress and cancel. Accepts a dropped folder or metadata file.
 */
public final class MainView extends BorderPane {
  private final MainViewModel viewModel;
  private final TabPane tabs = new TabPane();
  private final Tab treeTab;
  private final HistoryViewModel historyViewModel;
  private final TreeViewModel treeViewModel;
  private final FindingNavigation navigation;
  private final BooleanProperty catalogsShown = new SimpleBooleanProperty();

  /** The main window without a catalog browser. */
  public MainView(MainViewModel viewModel) {
    this(viewModel, null);
  }

  /**
   * The main window with a catalog browser beside the views, shown and hidden from the open bar.
   *
   * @param catalogs the browser's state; null for a window without one
   */
  public MainView(MainViewModel viewModel, CatalogBrowserViewModel catalogs) {
    this.viewModel = viewModel;
    Icons icons = new Icons();
    treeViewModel = new TreeViewModel(viewModel);
    navigation = new FindingNavigation(viewModel, treeViewModel, this::selectTab);
    historyViewModel = new HistoryViewModel(viewModel);
    DiffViewModel diffViewModel = new DiffViewModel(viewModel);
    DeltaTreeViewModel deltaTreeViewModel = new DeltaTreeViewModel(viewModel);
    DetailsViewModel detailsViewModel =
        new DetailsViewModel(
            viewModel, treeViewModel.selectedProperty(), deltaTreeViewModel.selectedProperty());

    // The tree is the format's own: Iceberg's snapshot tree, or a Delta version's log tree.
    SnapshotTreeView snapshotTree = new SnapshotTreeView(treeViewModel, icons);
    DeltaTreeView deltaTree = new DeltaTreeView(deltaTreeViewModel, icons);
    SplitPane treeAndDetails = new SplitPane(snapshotTree, new DetailsView(detailsViewModel));
    deltaTreeViewModel
        .activeProperty()
        .addListener(
            (observable, was, delta) -> {
              double divider = treeAndDetails.getDividerPositions()[0];
              treeAndDetails.getItems().set(0, delta ? deltaTree : snapshotTree);
              treeAndDetails.setDividerPositions(divider);
            });
    treeAndDetails.setDividerPositions(0.68);
    treeTab = tab("treeTab", "Tree", treeAndDetails);
    tabs.setId("mainTabs");
    tabs.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
    tabs.getTabs()
        .addAll(
            tab("historyTab", "History", new HistoryView(historyViewModel, this::showTree)),
            treeTab,
            tab("diffTab", "Diff", new DiffView(diffViewModel, icons)),
            replayTab(),
            tab("healthTab", "Health", new HealthView(viewModel, navigation)),
            DefinitionView.tab(new DefinitionViewModel(viewModel)));

    setTop(new VBox(openBar(catalogs), tableProblems()));
    setCenter(catalogs == null ? tabs : withCatalogBrowser(catalogs));
    setBottom(statusBar());
    acceptDrops();
    viewModel
        .errorProperty()
        .addListener(
            (observable, old, message) -> {
              if (message != null) {
                viewModel.errorProperty().set(null);
                showError(message);
              }
            });
  }

  /** The Replay tab runs the opened table's own format's checks: Iceberg's or Delta's. */
  private Tab replayTab() {
    ReplayView iceberg = new ReplayView(new ReplayViewModel(viewModel));
    DeltaReplayView delta = new DeltaReplayView(new DeltaReplayViewModel(viewModel));
    Tab tab = tab("replayTab", "Replay", iceberg);
    viewModel
        .tableProperty()
        .addListener(
            (observable, old, table) ->
                tab.setContent(
                    table != null && table.format() == TableFormat.DELTA ? delta : iceberg));
    return tab;
  }

  private static Tab tab(String id, String title, Node content) {
    Tab tab = new Tab(title, content);
    tab.setId(id);
    return tab;
  }

  private void showTree() {
    tabs.getSelectionModel().select(treeTab);
  }

  /** The history's view model, for tests that check what a click selected. */
  HistoryViewModel historyViewModel() {
    return historyViewModel;
  }

  /** Where health findings lead, for tests that follow one without a section to click. */
  HealthNavigation navigation() {
    return navigation;
  }

  /** Selects a tab by its id, e.g. {@code diffTab}. */
  public void selectTab(String id) {
    tabs.getTabs().stream()
        .filter(tab -> id.equals(tab.getId()))
        .findFirst()
        .ifPresent(tab -> tabs.getSelectionModel().select(tab));
  }

  /**
   * The tabs with the catalog browser to their left, shown while the open bar's Catalogs button is
   * pressed; it starts shown when a catalog is configured or remembered.
   */
  private SplitPane withCatalogBrowser(CatalogBrowserViewModel catalogs) {
    CatalogBrowserView browser = new CatalogBrowserView(catalogs);
    SplitPane split = new SplitPane(tabs);
    catalogsShown.addListener(
        (observable, was, shown) -> {
          if (shown) {
            split.getItems().add(0, browser);
            split.setDividerPositions(0.22);
          } else {
            split.getItems().remove(browser);
          }
        });
    catalogsShown.set(!catalogs.catalogs().isEmpty());
    return split;
  }

  private HBox openBar(CatalogBrowserViewModel catalogs) {
    Button openFolder = new Button("Open folder…");
    openFolder.setId("openFolder");
    openFolder.setOnAction(event -> chooseFolder());
    Button openFile = new Button("Open metadata file…");
    openFile.setId("openFile");
    openFile.setOnAction(event -> chooseFile());
    TextField uri = new TextField();
    uri.setId("openUri");
    uri.setPromptText("s3://bucket/table, hdfs://…, or a path; Enter opens");
    uri.setPrefColumnCount(24);
    uri.setOnAction(
        event -> {
          String location = uri.getText().strip();
          if (!location.isEmpty()) {
            viewModel.open(location);
          }
        });
    MenuButton recent = new MenuButton("Recent");
    recent.setId("recent");
    recent.setOnShowing(event -> fillRecent(recent));

    ComboBox<String> tables = new ComboBox<>(viewModel.warehouseTables());
    tables.setId("tableChoice");
    tables.setPromptText("Tables in this warehouse");
    tables.setPrefWidth(260);
    tables.visibleProperty().bind(Bindings.isNotEmpty(viewModel.warehouseTables()));
    tables.managedProperty().bind(tables.visibleProperty());
    tables.setButtonCell(new TableNameCell());
    tables.setCellFactory(list -> new TableNameCell());
    viewModel
        .tableLocationProperty()
        .addListener((observable, old, location) -> tables.setValue(location));
    tables.setOnAction(
        event -> {
          String chosen = tables.getValue();
          if (chosen != null && !chosen.equals(viewModel.tableLocationProperty().get())) {
            viewModel.openTable(chosen);
          }
        });

    ComboBox<String> versions = new ComboBox<>(viewModel.metadataFiles());
    versions.setId("metadataChoice");
    versions.setPromptText("Metadata version");
    versions.setPrefWidth(300);
    versions.visibleProperty().bind(Bindings.isNotEmpty(viewModel.metadataFiles()));
    versions.managedProperty().bind(versions.visibleProperty());
    versions.setButtonCell(new MetadataFileCell());
    versions.setCellFactory(list -> new MetadataFileCell());
    viewModel
        .metadataFileProperty()
        .addListener((observable, old, file) -> versions.setValue(file));
    versions.setOnAction(
        event -> {
          String chosen = versions.getValue();
          if (chosen != null && !chosen.equals(viewModel.metadataFileProperty().get())) {
            viewModel.openMetadata(chosen);
          }
        });

    ToggleButton catalogsButton = new ToggleButton("Catalogs");
    catalogsButton.setId("catalogsToggle");
    catalogsButton.selectedProperty().bindBidirectional(catalogsShown);
    catalogsButton.setVisible(catalogs != null);
    catalogsButton.setManaged(catalogs != null);

    Label location = new Label();
    location.setId("tableLocation");
    location.getStyleClass().add(Styles.MUTED);
    location.textProperty().bind(viewModel.tableLocationProperty());
    Region spacer = new Region();
    HBox.setHgrow(spacer, Priority.ALWAYS);
    HBox bar =
        new HBox(
            8,
            openFolder,
            openFile,
            uri,
            recent,
            catalogsButton,
            tables,
            versions,
            spacer,
            location);
    // The buttons keep their labels; the location field and the table's location give way.
    for (Region control : List.of(openFolder, openFile, recent, catalogsButton)) {
      control.setMinWidth(Region.USE_PREF_SIZE);
    }
    uri.setMinWidth(120);
    location.setMinWidth(0);
    HBox.setHgrow(uri, Priority.SOMETIMES);
    bar.setAlignment(Pos.CENTER_LEFT);
    bar.setPadding(new Insets(8, 10, 8, 10));
    bar.getStyleClass().add("open-bar");
    return bar;
  }

  /** The problems of the opened table's metadata and how it was found, shown until the next. */
  private Label tableProblems() {
    Label problems = new Label();
    problems.setId("tableProblems");
    problems.getStyleClass().add(Styles.FLAGGED);
    problems.setWrapText(true);
    problems.setPadding(new Insets(4, 10, 4, 10));
    problems.textProperty().bind(viewModel.tableProblemsProperty());
    problems.visibleProperty().bind(viewModel.tableProblemsProperty().isNotEmpty());
    problems.managedProperty().bind(problems.visibleProperty());
    return problems;
  }

  private void fillRecent(MenuButton recent) {
    recent.getItems().clear();
    for (String location : viewModel.recent()) {
      MenuItem item = new MenuItem(location);
      item.setOnAction(event -> viewModel.open(location));
      recent.getItems().add(item);
    }
    if (recent.getItems().isEmpty()) {
      MenuItem none = new MenuItem("No recent tables");
      none.setDisable(true);
      recent.getItems().add(none);
    }
  }

  private HBox statusBar() {
    Label status = new Label();
    status.setId("status");
    status.textProperty().bind(viewModel.statusProperty());
    ProgressBar progress = new ProgressBar();
    progress.setId("progress");
    progress.setPrefWidth(180);
    progress.progressProperty().bind(viewModel.progressProperty());
    progress.visibleProperty().bind(viewModel.loadingProperty());
    Button cancel = new Button("Cancel");
    cancel.setId("cancel");
    cancel.visibleProperty().bind(viewModel.loadingProperty());
    cancel.setOnAction(event -> viewModel.cancel());
    Region spacer = new Region();
    HBox.setHgrow(spacer, Priority.ALWAYS);
    HBox bar = new HBox(10, status, spacer, progress, cancel);
    bar.setAlignment(Pos.CENTER_LEFT);
    bar.setPadding(new Insets(4, 10, 4, 10));
    bar.getStyleClass().add(Styles.STATUS_BAR);
    return bar;
  }

  private void acceptDrops() {
    setOnDragOver(
        event -> {
          if (event.getDragboard().hasFiles()) {
            event.acceptTransferModes(TransferMode.COPY);
          }
          event.consume();
        });
    setOnDragDropped(this::dropped);
  }

  private void dropped(DragEvent event) {
    List<File> files = event.getDragboard().getFiles();
    boolean accepted = files != null && !files.isEmpty();
    if (accepted) {
      viewModel.open(files.get(0).getAbsolutePath());
    }
    event.setDropCompleted(accepted);
    event.consume();
  }

  private void chooseFolder() {
    DirectoryChooser chooser = new DirectoryChooser();
    chooser.setTitle("Open a table or warehouse folder");
    File folder = chooser.showDialog(window());
    if (folder != null) {
      viewModel.open(folder.getAbsolutePath());
    }
  }

  private void chooseFile() {
    FileChooser chooser = new FileChooser();
    chooser.setTitle("Open a table metadata file");
    chooser
        .getExtensionFilters()
        .add(
            new FileChooser.ExtensionFilter(
                "Iceberg metadata", "*.metadata.json", "*.json", "*.json.gz"));
    File file = chooser.showOpenDialog(window());
    if (file != null) {
      viewModel.open(file.getAbsolutePath());
    }
  }

  private Window window() {
    return getScene() == null ? null : getScene().getWindow();
  }

  private void showError(String message) {
    Alert alert = new Alert(Alert.AlertType.ERROR, message);
    alert.setHeaderText("Tablescope could not do that");
    alert.initOwner(window());
    alert.show();
  }

  /** Shows a metadata file by its name and the version Iceberg reads in it. */
  private static final class MetadataFileCell extends ListCell<String> {
    @Override
    protected void updateItem(String file, boolean empty) {
      super.updateItem(file, empty);
      setText(empty || file == null ? null : label(file));
    }

    static String label(String file) {
      int version = MetadataFileNames.version(file);
      return (version == MetadataFileNames.NONE ? "no version" : "v" + version)
          + " · "
          + FileAccess.fileName(file);
    }
  }

  /** Shows a warehouse table by its last two path elements, e.g. {@code sales/orders}. */
  private static final class TableNameCell extends ListCell<String> {
    @Override
    protected void updateItem(String location, boolean empty) {
      super.updateItem(location, empty);
      setText(empty || location == null ? null : shortName(location));
    }

    private static String shortName(String location) {
      return FileAccess.fileName(FileAccess.parent(location)) + "/" + FileAccess.fileName(location);
    }
  }
}
