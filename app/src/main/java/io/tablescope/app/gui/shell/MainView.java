package io.tablescope.app.gui.shell;

import io.tablescope.app.gui.catalog.CatalogBrowserView;
import io.tablescope.app.gui.catalog.CatalogBrowserViewModel;
import io.tablescope.app.gui.common.Icons;
import io.tablescope.app.gui.common.Memo;
import io.tablescope.app.gui.common.Styles;
import io.tablescope.app.gui.diff.DiffView;
import io.tablescope.app.gui.diff.DiffViewModel;
import io.tablescope.app.gui.format.FormatUi;
import io.tablescope.app.gui.format.FormatViews;
import io.tablescope.app.gui.format.MainTabs;
import io.tablescope.app.gui.history.HistoryView;
import io.tablescope.app.gui.history.HistoryViewModel;
import io.tablescope.app.gui.session.MainViewModel;
import io.tablescope.app.gui.session.TableWatch;
import io.tablescope.inspector.table.Capability;
import io.tablescope.inspector.table.Table;
import io.tablescope.inspector.table.TableFormat;
import java.io.File;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.value.ObservableBooleanValue;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.control.Alert;
import javafx.scene.control.Label;
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
 * tables), the History and Diff tabs every table has, a tab for each capability the opened table
 * offers (Tree, Graph, Replay, Health, Definition, Find) drawn by its format's views, and the
 * status bar with progress and cancel. Accepts a dropped folder or metadata file.
 */
public final class MainView extends BorderPane {
  private static final KeyCombination FIND_KEYS =
      new KeyCodeCombination(KeyCode.F, KeyCombination.SHORTCUT_DOWN);
  private final MainViewModel viewModel;
  private final TabPane tabs = new TabPane();
  private final OpenBar openBar;
  private final Tab historyTab;
  private final Tab diffTab;
  private final Map<Capability, Tab> capabilityTabs = new LinkedHashMap<>();
  private final Map<Tab, Capability> capabilityOf = new HashMap<>();
  private final Memo<Icons> icons = new Memo<>(Icons::new);
  private final List<FormatUi> formats;
  private final Map<TableFormat, FormatViews> views = new EnumMap<>(TableFormat.class);
  private final HistoryViewModel historyViewModel;
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
    formats = StandardFormats.views();
    historyViewModel = new HistoryViewModel(viewModel);
    historyTab = new Tab("History");
    historyTab.setId("historyTab");
    historyTab.setContent(new HistoryView(historyViewModel, () -> show(Capability.TREE)));
    diffTab = new Tab("Diff");
    diffTab.setId("diffTab");
    tabs.setId("mainTabs");
    tabs.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
    capabilityTab(Capability.TREE, "treeTab", "Tree");
    capabilityTab(Capability.GRAPH, "graphTab", "Graph");
    capabilityTab(Capability.REPLAY, "replayTab", "Replay");
    capabilityTab(Capability.SCAN, "scanTab", "Scan");
    capabilityTab(Capability.HEALTH, "healthTab", "Health");
    capabilityTab(Capability.DEFINITION, "definitionTab", "Definition");
    capabilityTab(Capability.FIND, "findTab", "Find");
    capabilityTab(Capability.METADATA_TABLE, "metadataTableTab", "Metadata table");
    capabilityTab(Capability.MAINTENANCE, "maintenanceTab", "Maintenance");
    TabKeys.keepInside(historyTab);
    TabKeys.keepInside(diffTab);
    capabilityTabs.values().forEach(TabKeys::keepInside);
    diffTab
        .selectedProperty()
        .subscribe(
            selected -> {
              if (selected && diffTab.getContent() == null) {
                diffTab.setContent(new DiffView(new DiffViewModel(viewModel), icons.get()));
              }
            });
    viewModel.tableProperty().subscribe(this::offer);
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
   * A tab for a capability, whose view is built the first time the tab is shown (by a click, a
   * shortcut or a navigation), not before: building every tab's views and view models delayed the
   * window's first paint. A view built late starts from the opened table as it is then.
   */
  private void capabilityTab(Capability capability, String id, String title) {
    Tab tab = new Tab(title);
    tab.setId(id);
    capabilityTabs.put(capability, tab);
    capabilityOf.put(tab, capability);
    tab.selectedProperty()
        .subscribe(
            selected -> {
              if (selected) {
                fill(tab);
              }
            });
  }

  /**
   * Shows the History and Diff tabs and a tab for each capability the table offers, in their order;
   * before a table is open every tab is shown. A tab that goes away leaves History shown.
   */
  private void offer(Table table) {
    Tab selected = tabs.getSelectionModel().getSelectedItem();
    List<Tab> shown = new ArrayList<>();
    shown.add(historyTab);
    for (Map.Entry<Capability, Tab> entry : capabilityTabs.entrySet()) {
      boolean drawn =
          table == null
              ? formatViews().draws(entry.getKey())
              : table.offers(entry.getKey()) && viewsOf(table.format()).draws(entry.getKey());
      if (drawn) {
        shown.add(entry.getValue());
      }
      if (entry.getKey() == Capability.GRAPH) {
        shown.add(diffTab);
      }
    }
    if (!tabs.getTabs().equals(shown)) {
      tabs.getTabs().setAll(shown);
    }
    tabs.getSelectionModel()
        .select(selected != null && shown.contains(selected) ? selected : historyTab);
    fill(tabs.getSelectionModel().getSelectedItem());
  }

  /**
   * Builds the selected capability tab's view from the opened table's format, then gives every
   * capability tab that format's view of it if built, else none: a view may build another it leads
   * to, and a tab keeps no view of a format no longer open.
   */
  private void fill(Tab tab) {
    Capability capability = capabilityOf.get(tab);
    if (capability != null && tab.isSelected()) {
      formatViews().view(capability);
    }
    capabilityTabs.forEach(
        (each, eachTab) -> {
          Node view = formatViews().built(each).orElse(null);
          if (eachTab.getContent() != view) {
            eachTab.setContent(view);
          }
        });
  }

  /** The views of the opened table's format; before a table is open, the first format's. */
  private FormatViews formatViews() {
    Table table = viewModel.tableProperty().get();
    TableFormat format = table == null ? formats.get(0).format() : table.format();
    return viewsOf(format);
  }

  /** This window's views of a format, made the first time they are asked for. */
  FormatViews viewsOf(TableFormat format) {
    return views.computeIfAbsent(
        format,
        wanted ->
            formats.stream()
                .filter(ui -> ui.format() == wanted)
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no views for " + wanted))
                .views()
                .apply(tabsOfThisWindow()));
  }

  private MainTabs tabsOfThisWindow() {
    return new MainTabs() {
      @Override
      public MainViewModel main() {
        return viewModel;
      }

      @Override
      public Icons icons() {
        return icons.get();
      }

      @Override
      public void show(Capability capability) {
        MainView.this.show(capability);
      }

      @Override
      public void showHistory() {
        tabs.getSelectionModel().select(historyTab);
      }

      @Override
      public ObservableBooleanValue shown(Capability capability) {
        return capabilityTabs.get(capability).selectedProperty();
      }
    };
  }

  /** Selects the tab of a capability when it is shown. */
  private void show(Capability capability) {
    Tab tab = capabilityTabs.get(capability);
    if (tabs.getTabs().contains(tab)) {
      tabs.getSelectionModel().select(tab);
    }
  }

  /** Ctrl+F (Cmd+F on a Mac) opens Find with its field ready to type in. */
  private void showFind(KeyEvent event) {
    Tab find = capabilityTabs.get(Capability.FIND);
    if (FIND_KEYS.match(event) && tabs.getTabs().contains(find)) {
      show(Capability.FIND);
      formatViews().focus(Capability.FIND);
      event.consume();
    }
  }

  /**
   * The history's view model, for tests that check what a click selected and benchmarks that wait
   * for the history to be laid out.
   */
  public HistoryViewModel historyViewModel() {
    return historyViewModel;
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
