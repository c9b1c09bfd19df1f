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
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javafx.application.Platform;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.Scene;
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
  private final HistoryViewModel historyViewModel;
  private GraphViewModel graphViewModel;
  private final TreeViewModel treeViewModel;
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
    FindView find = new FindView(new FindViewModel(viewModel, navigation));
    Runnable showFind = () -> selectTab("findTab");
    snapshotTree
        .table()
        .getContextMenu()
        .getItems()
        .addAll(
            new SeparatorMenuItem(), find.historyItem(treeViewModel.selectedProperty(), showFind));
    BorderPane details = new BorderPane(new DetailsView(detailsViewModel));
    details.setTop(find.historyButton(treeViewModel.selectedProperty(), showFind));
    SplitPane treeAndDetails = new SplitPane(snapshotTree, details);
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
            graphTab(new DetailsView(detailsViewModel)),
            tab("diffTab", "Diff", new DiffView(diffViewModel, icons)),
            replayTab(),
            tab("healthTab", "Health", new HealthView(viewModel, navigation)),
            DefinitionView.tab(new DefinitionViewModel(viewModel)),
            tab("findTab", "Find", find));
    deferHiddenTabs();
    addEventFilter(KeyEvent.KEY_PRESSED, event -> showFind(event, find));

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

  /** The Replay tab runs the opened table's own format's checks: Iceberg's or Delta's. */
  private Tab replayTab() {
    ReplayView iceberg = new ReplayView(new ReplayViewModel(viewModel));
    DeltaReplayView delta = new DeltaReplayView(new DeltaReplayViewModel(viewModel));
    BorderPane replay = new BorderPane(iceberg);
    viewModel
        .tableProperty()
        .addListener(
            (observable, old, table) ->
                replay.setCenter(
                    table != null && table.format() == TableFormat.DELTA ? delta : iceberg));
    return tab("replayTab", "Replay", replay);
  }

  /**
   * Puts the hidden tabs' content in the scene only after the History is first drawn, or when a tab
   * is selected before that: styling and laying out every tab's views delayed the window's first
   * paint by seconds. The views and their view models exist from the start and follow the opened
   * table either way.
   */
  private void deferHiddenTabs() {
    Map<Tab, Node> deferred = new LinkedHashMap<>();
    for (Tab tab : tabs.getTabs()) {
      if (!tab.isSelected()) {
        deferred.put(tab, tab.getContent());
        tab.setContent(null);
      }
    }
    Runnable showAll = () -> deferred.forEach(MainView::show);
    for (Tab tab : deferred.keySet()) {
      tab.selectedProperty()
          .subscribe(
              selected -> {
                if (selected) {
                  show(tab, deferred.get(tab));
                }
              });
    }
    historyViewModel
        .graphProperty()
        .subscribe(
            graph -> {
              if (graph != null) {
                afterNextPulse(showAll);
              }
            });
  }

  private static void show(Tab tab, Node content) {
    if (tab.getContent() == null) {
      tab.setContent(content);
    }
  }

  /** Runs once the next pulse has laid the scene out and handed its frame to be drawn. */
  private void afterNextPulse(Runnable work) {
    Scene scene = getScene();
    if (scene == null) {
      work.run();
      return;
    }
    Runnable[] once = new Runnable[1];
    once[0] =
        () -> {
          scene.removePostLayoutPulseListener(once[0]);
          Platform.runLater(work);
        };
    scene.addPostLayoutPulseListener(once[0]);
    Platform.requestNextPulse();
  }

  /**
   * The tree graph beside a second details pane; a click on a card selects its node in the Tree,
   * which both details panes describe, without leaving the graph.
   */
  private Tab graphTab(DetailsView details) {
    details.setId("graphDetails");
    FindingNavigation inPlace = new FindingNavigation(viewModel, treeViewModel, id -> {});
    graphViewModel = new GraphViewModel(viewModel, inPlace, treeViewModel.selectedProperty());
    SplitPane split = new SplitPane(new GraphView(graphViewModel), details);
    split.setDividerPositions(0.72);
    Tab tab = tab("graphTab", "Graph", split);
    graphViewModel.activeProperty().bind(tab.selectedProperty());
    return tab;
  }

  private static Tab tab(String id, String title, Node content) {
    Tab tab = new Tab(title, content);
    tab.setId(id);
    return tab;
  }

  /** Ctrl+F (Cmd+F on a Mac) opens Find with its field ready to type in. */
  private void showFind(KeyEvent event, FindView find) {
    if (FIND_KEYS.match(event)) {
      selectTab("findTab");
      find.focusField();
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

  /** The tree graph's view model, for tests that compare the cards with the table. */
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
