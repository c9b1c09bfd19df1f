package io.tablescope.app.gui.shell;

import io.tablescope.app.gui.open.OpenTabs;
import io.tablescope.format.io.FileAccess;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.scene.layout.StackPane;

/**
 * The window's content: one tab per table, each a complete {@link MainView} of its own. Ctrl+T (or
 * the + button) adds an empty tab, Ctrl+W (or a tab's close button) closes one and cancels its
 * work; closing the last tab leaves an empty one. The tabs' tables and the selected tab are
 * remembered, as the recent list names them, and {@link #reopen} (called once, first) opens them
 * again.
 */
public final class TableTabs extends StackPane {
  static final String NEW_TABLE = "New table";

  /** The folders a table keeps its log in, named after the table rather than themselves. */
  private static final Set<String> LOG_FOLDERS = Set.of("metadata", "_delta_log", ".hoodie");

  private static final KeyCombination NEW_TAB =
      new KeyCodeCombination(KeyCode.T, KeyCombination.SHORTCUT_DOWN);
  private static final KeyCombination CLOSE_TAB =
      new KeyCodeCombination(KeyCode.W, KeyCombination.SHORTCUT_DOWN);

  private final TabPane tabs = new TabPane();
  private final Supplier<MainView> newView;
  private final OpenTabs remembered;

  /** Each tab's table as the user asked for it; empty for a tab with none. */
  private final Map<Tab, StringProperty> locations = new HashMap<>();

  /** False until {@link #reopen} has run: before that, the remembered tabs are not overwritten. */
  private boolean reopened;

  /**
   * @param newView makes the view of a new tab, with a view model of its own
   * @param remembered where the tabs' tables are remembered between runs
   */
  public TableTabs(Supplier<MainView> newView, OpenTabs remembered) {
    this.newView = newView;
    this.remembered = remembered;
    tabs.setId("tableTabs");
    tabs.setTabClosingPolicy(TabPane.TabClosingPolicy.ALL_TABS);
    Button add = new Button("+");
    add.setId("newTab");
    add.setTooltip(new Tooltip("New tab (Ctrl+T)"));
    add.setFocusTraversable(false);
    add.setOnAction(event -> newTab());
    StackPane.setAlignment(add, Pos.TOP_RIGHT);
    StackPane.setMargin(add, new Insets(2, 6, 0, 0));
    getChildren().addAll(tabs, add);
    tabs.getTabs().addListener(this::tabsChanged);
    tabs.getSelectionModel().selectedIndexProperty().subscribe(selected -> remember());
    sceneProperty()
        .subscribe(
            scene -> {
              if (scene != null) {
                addAccelerators(scene);
              }
            });
  }

  /**
   * Opens the remembered tables again, each in its own tab in the remembered order, and selects the
   * remembered tab; one empty tab when none were remembered. A table that cannot be read shows its
   * error in its tab; the others open.
   *
   * @return whether any table was reopened
   */
  public boolean reopen() {
    List<String> tables = remembered.tables();
    int selected = remembered.selected();
    for (String table : tables) {
      Tab tab = newTab();
      if (!table.isEmpty()) {
        open(tab, table);
      }
    }
    if (tabs.getTabs().isEmpty()) {
      newTab();
    }
    tabs.getSelectionModel().select(Math.min(selected, tabs.getTabs().size() - 1));
    reopened = true;
    remember();
    return tables.stream().anyMatch(table -> !table.isEmpty());
  }

  /**
   * Selects the tab holding a table when one does, else opens it in the selected tab when that is
   * empty, else in a new tab.
   */
  public void openInNewTab(String location) {
    for (Tab tab : tabs.getTabs()) {
      if (locations.get(tab).get().equals(location)) {
        tabs.getSelectionModel().select(tab);
        return;
      }
    }
    Tab selected = tabs.getSelectionModel().getSelectedItem();
    boolean empty =
        selected != null
            && locations.get(selected).get().isEmpty()
            && !view(selected).viewModel().loadingProperty().get();
    open(empty ? selected : newTab(), location);
  }

  /** The selected tab's view. */
  public MainView selectedView() {
    return view(tabs.getSelectionModel().getSelectedItem());
  }

  /** Adds an empty tab and selects it. */
  Tab newTab() {
    MainView view = newView.get();
    StringProperty location = new SimpleStringProperty("");
    Tab tab = new Tab();
    tab.textProperty().bind(location.map(TableTabs::title));
    Tooltip tooltip = new Tooltip();
    tooltip.textProperty().bind(location.map(asked -> asked.isEmpty() ? NEW_TABLE : asked));
    tab.setTooltip(tooltip);
    tab.setContent(view);
    tab.setOnCloseRequest(event -> keepOneTab());
    view.activeProperty().bind(tab.selectedProperty());
    view.viewModel()
        .tableLocationProperty()
        .subscribe(
            opened -> {
              if (!opened.isEmpty()) {
                location.set(opened);
                remember();
              }
            });
    locations.put(tab, location);
    tabs.getTabs().add(tab);
    tabs.getSelectionModel().select(tab);
    return tab;
  }

  /** Closes a tab as its close button does: its work is cancelled, one tab always stays. */
  void close(Tab tab) {
    keepOneTab();
    tabs.getTabs().remove(tab);
  }

  /** The tabs, for tests. */
  TabPane tabPane() {
    return tabs;
  }

  /** The view in a tab. */
  static MainView view(Tab tab) {
    return (MainView) tab.getContent();
  }

  /**
   * A tab's title: the table folder's name, also for the table's log folder ({@code metadata},
   * {@code _delta_log}, {@code .hoodie}) or a file in it, or the whole of a catalog name.
   */
  static String title(String location) {
    if (location.isEmpty()) {
      return NEW_TABLE;
    }
    String name = FileAccess.fileName(location);
    String parent = FileAccess.parent(location);
    if (LOG_FOLDERS.contains(name)) {
      return orWhole(FileAccess.fileName(parent), location);
    }
    if (LOG_FOLDERS.contains(FileAccess.fileName(parent))) {
      return orWhole(FileAccess.fileName(FileAccess.parent(parent)), location);
    }
    return orWhole(name, location);
  }

  private static String orWhole(String name, String location) {
    return name.isEmpty() ? location : name;
  }

  private void open(Tab tab, String location) {
    locations.get(tab).set(location);
    view(tab).viewModel().open(location);
    remember();
  }

  private void keepOneTab() {
    if (tabs.getTabs().size() == 1) {
      newTab();
    }
  }

  private void tabsChanged(ListChangeListener.Change<? extends Tab> change) {
    while (change.next()) {
      for (Tab closed : change.getRemoved()) {
        locations.remove(closed);
        view(closed).viewModel().cancel();
        // A closed tab's view leaves the scene, which stops its watch for newer versions.
        view(closed).activeProperty().unbind();
        view(closed).activeProperty().set(false);
      }
    }
    remember();
  }

  private void remember() {
    if (!reopened) {
      return;
    }
    List<String> tables =
        tabs.getTabs().stream()
            .map(tab -> locations.containsKey(tab) ? locations.get(tab).get() : "")
            .toList();
    remembered.remember(tables, Math.max(0, tabs.getSelectionModel().getSelectedIndex()));
  }

  private void addAccelerators(Scene scene) {
    scene.getAccelerators().put(NEW_TAB, this::newTab);
    scene.getAccelerators().put(CLOSE_TAB, () -> close(tabs.getSelectionModel().getSelectedItem()));
  }
}
