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
import io.tablescope.app.gui.find.FindView;
import io.tablescope.app.gui.find.FindViewModel;
import io.tablescope.app.gui.graph.GraphView;
import io.tablescope.app.gui.graph.GraphViewModel;
import io.tablescope.app.gui.health.HealthNavigation;
import io.tablescope.app.gui.health.HealthView;
import io.tablescope.app.gui.history.HistoryView;
import io.tablescope.app.gui.history.HistoryViewModel;
import io.tablescope.app.gui.replay.DeltaReplayView;
import io.tablescope.app.gui.replay.DeltaReplayViewModel;
import io.tablescope.app.gui.replay.ReplayView;
import io.tablescope.app.gui.replay.ReplayViewModel;
import io.tablescope.app.gui.session.MainViewModel;
import io.tablescope.app.gui.session.TableWatch;
import io.tablescope.app.gui.tree.SnapshotTreeView;
import io.tablescope.app.gui.tree.TreeViewModel;
import io.tablescope.inspector.table.TableFormat;
import java.io.File;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.control.Alert;
import javafx.scene.control.Label;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.input.DragEvent;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.TransferMode;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.VBox;
import javafx.stage.Window;

/**
 * The main window's content: the open bar (folder, metadata file, recent tables, the warehouse's
 * tables), the History, Tree, Graph, Diff, Replay, Health, Definition and Find tabs with the
 * details pane beside the tree, and the status bar with progress and cancel. Accepts a dropped
 * folder or metadata file.
 */
public final class MainView extends BorderPane {
  private static final KeyCombination FIND_KEYS =
      new KeyCodeCombination(KeyCode.F, KeyCombination.SHORTCUT_DOWN);
  private final MainViewModel viewModel;
  private final TabPane tabs = new TabPane();
  private final OpenBar openBar;
  private final Tab treeTab;
  private final Map<Tab, Supplier<? extends Node>> builders = new HashMap<>();
  private final Memo<Icons> icons = new Memo<>(Icons::new);
  private final Memo<FindView> find;
  private final HistoryViewModel historyViewModel;
  private final TreeViewModel treeViewModel;
  private DetailsViewModel detailsViewModel;
  private GraphViewModel graphViewModel;
  private final FindingNavigation navigation;
  private final BooleanProperty catalogsShown = new SimpleBooleanProperty();
  private final BooleanProperty active = new SimpleBooleanProperty(true);

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
    this(viewModel, catalogs, null);
  }

  /**
   * The main window with a catalog browser and a dark mode button in the open bar.
   *
   * @param catalogs the browser's state; null for a window without one
   * @param darkMode the theme the button switches; null for a window without the button
   */
  public MainView(MainViewModel viewModel, CatalogBrowserViewModel catalogs, DarkMode darkMode) {
    this.viewModel = viewModel;
    treeViewModel = new TreeViewModel(viewModel);
    navigation = new FindingNavigation(viewModel, treeViewModel, this::selectTab);
    historyViewModel = new HistoryViewModel(viewModel);
    find = new Memo<>(() -> new FindView(new FindViewModel(viewModel, navigation)));
    treeTab = tab("treeTab", "Tree", this::treeAndDetails);
    tabs.setId("mainTabs");
    tabs.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
    tabs.getTabs()
        .addAll(
            tab("historyTab", "History", () -> new HistoryView(historyViewModel, this::showTree)),
            treeTab,
            tab("graphTab", "Graph", this::graph),
            tab("diffTab", "Diff", () -> new DiffView(new DiffViewModel(viewModel), icons.get())),
            tab("replayTab", "Replay", this::replay),
            tab("healthTab", "Health", () -> new HealthView(viewModel, navigation)),
            tab("definitionTab", "Definition", this::definition),
            tab("findTab", "Find", find));
    addEventFilter(KeyEvent.KEY_PRESSED, this::showFind);

    openBar = new OpenBar(viewModel, catalogsShown, catalogs != null, darkMode);
    setTop(
        new VBox(
            openBar,
            new ReloadBanner(new TableWatch(viewModel), ReloadBanner.POLL_INTERVAL),
            tableProblems()));
    setCenter(catalogs == null ? tabs : withCatalogBrowser(catalogs));
    setBottom(new StatusBar(viewModel));
    acceptDrops();
    Shortcuts.install(this, active, viewModel, tabs, openBar::chooseFolder, openBar::chooseFile);
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

  /**
   * A main tab whose view is built the first time the tab is selected (by a click, a shortcut or a
   * navigation), not before: building every tab's views and view models delayed the window's first
   * paint. A view built late starts from the opened table as it is then.
   */
  private Tab tab(String id, String title, Supplier<? extends Node> content) {
    Tab tab = new Tab(title);
    tab.setId(id);
    builders.put(tab, content);
    tab.selectedProperty()
        .subscribe(
            selected -> {
              if (selected) {
                built(tab);
              }
            });
    return tab;
  }

  /** The tab's view, built now if it was not yet. */
  private Node built(Tab tab) {
    if (tab.getContent() == null) {
      tab.setContent(builders.get(tab).get());
    }
    return tab.getContent();
  }

  /**
   * The Tree tab: the tree is the format's own (Iceberg's snapshot tree, or a Delta version's log
   * tree), beside the details of its selected node.
   */
  private Node treeAndDetails() {
    DeltaTreeViewModel deltaTreeViewModel = new DeltaTreeViewModel(viewModel);
    detailsViewModel =
        new DetailsViewModel(
            viewModel, treeViewModel.selectedProperty(), deltaTreeViewModel.selectedProperty());
    SnapshotTreeView snapshotTree = new SnapshotTreeView(treeViewModel, icons.get());
    DeltaTreeView deltaTree = new DeltaTreeView(deltaTreeViewModel, icons.get());
    Runnable showFind = () -> selectTab("findTab");
    snapshotTree
        .table()
        .getContextMenu()
        .getItems()
        .addAll(
            new SeparatorMenuItem(),
            find.get().historyItem(treeViewModel.selectedProperty(), showFind));
    BorderPane details = new BorderPane(new DetailsView(detailsViewModel));
    details.setTop(find.get().historyButton(treeViewModel.selectedProperty(), showFind));
    SplitPane treeAndDetails = new SplitPane(snapshotTree, details);
    deltaTreeViewModel
        .activeProperty()
        .subscribe(
            delta -> {
              double[] dividers = treeAndDetails.getDividerPositions();
              treeAndDetails.getItems().set(0, delta ? deltaTree : snapshotTree);
              treeAndDetails.setDividerPositions(dividers);
            });
    treeAndDetails.setDividerPositions(0.68);
    return treeAndDetails;
  }

  /**
   * The tree graph beside a second details pane; a click on a card selects its node in the Tree,
   * which both details panes describe, without leaving the graph. So the Tree is built with it.
   */
  private Node graph() {
    built(treeTab);
    DetailsView details = new DetailsView(detailsViewModel);
    details.setId("graphDetails");
    FindingNavigation inPlace = new FindingNavigation(viewModel, treeViewModel, id -> {});
    graphViewModel = new GraphViewModel(viewModel, inPlace, treeViewModel.selectedProperty());
    graphViewModel.activeProperty().bind(selected("graphTab"));
    SplitPane split = new SplitPane(new GraphView(graphViewModel), details);
    split.setDividerPositions(0.72);
    return split;
  }

  /** The Replay tab runs the opened table's own format's checks: Iceberg's or Delta's. */
  private Node replay() {
    ReplayView iceberg = new ReplayView(new ReplayViewModel(viewModel));
    DeltaReplayView delta = new DeltaReplayView(new DeltaReplayViewModel(viewModel));
    BorderPane replay = new BorderPane();
    viewModel
        .tableProperty()
        .subscribe(
            table ->
                replay.setCenter(
                    table != null && table.format() == TableFormat.DELTA ? delta : iceberg));
    return replay;
  }

  /** The Definition tab, which reads the table only while it is selected. */
  private Node definition() {
    DefinitionViewModel definition = new DefinitionViewModel(viewModel);
    DefinitionView view = new DefinitionView(definition);
    definition.activeProperty().bind(selected("definitionTab"));
    return view;
  }

  private ReadOnlyBooleanProperty selected(String id) {
    return tabs.getTabs().stream()
        .filter(tab -> id.equals(tab.getId()))
        .findFirst()
        .orElseThrow()
        .selectedProperty();
  }

  /** Ctrl+F (Cmd+F on a Mac) opens Find with its field ready to type in. */
  private void showFind(KeyEvent event) {
    if (FIND_KEYS.match(event)) {
      selectTab("findTab");
      find.get().focusField();
      event.consume();
    }
  }

  private void showTree() {
    tabs.getSelectionModel().select(treeTab);
  }

  /**
   * The history's view model, for tests that check what a click selected and benchmarks that wait
   * for the history to be laid out.
   */
  public HistoryViewModel historyViewModel() {
    return historyViewModel;
  }

  /**
   * The tree graph's view model, for tests that compare the cards with the table; null until the
   * Graph tab is first opened.
   */
  GraphViewModel graphViewModel() {
    return graphViewModel;
  }

  /** Where health findings lead, for tests that follow one without a section to click. */
  HealthNavigation navigation() {
    return navigation;
  }

  /** The opened table's state, for the table tab that holds this view. */
  MainViewModel viewModel() {
    return viewModel;
  }

  /**
   * Whether the window's keyboard accelerators act on this view: true unless it is in a table tab
   * that is not selected.
   */
  BooleanProperty activeProperty() {
    return active;
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
    // Built when first shown: most windows never show it.
    Memo<CatalogBrowserView> browser = new Memo<>(() -> new CatalogBrowserView(catalogs));
    SplitPane split = new SplitPane(tabs);
    catalogsShown.addListener(
        (observable, was, shown) -> {
          if (shown) {
            split.getItems().add(0, browser.get());
            split.setDividerPositions(0.22);
          } else {
            split.getItems().remove(browser.get());
          }
        });
    catalogsShown.set(!catalogs.catalogs().isEmpty());
    return split;
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

  /** Asks with these dialogs instead of the native ones (tests answer without a dialog). */
  void useDialogs(OpenDialogs dialogs) {
    openBar.useDialogs(dialogs);
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
}
