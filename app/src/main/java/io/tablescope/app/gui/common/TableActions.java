package io.tablescope.app.gui.common;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.function.IntSupplier;
import java.util.function.Supplier;
import javafx.application.Platform;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.Alert;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Control;
import javafx.scene.control.IndexedCell;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.TreeCell;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeTableRow;
import javafx.scene.control.TreeTableView;
import javafx.scene.control.TreeView;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.scene.input.KeyEvent;

/**
 * Gives a table, tree table, list or tree the actions that paste evidence into a ticket: a context
 * menu with Copy path (when the selected row has a Path), Copy row as JSON, Copy table as CSV,
 * Export as CSV… and Export as JSON…; Ctrl+C copies the selected rows tab-separated, Ctrl+Shift+C
 * their paths; the context-menu key or Shift+F10 opens the menu; in a tree, Enter expands or
 * collapses the row as a double-click does. What is copied or exported is what the rows show, in
 * the order shown, under the visible columns' headers.
 */
public final class TableActions {
  private static final String PATH_HEADER = "Path";
  private static final KeyCombination COPY =
      new KeyCodeCombination(KeyCode.C, KeyCombination.SHORTCUT_DOWN);
  private static final KeyCombination COPY_PATH =
      new KeyCodeCombination(KeyCode.C, KeyCombination.SHORTCUT_DOWN, KeyCombination.SHIFT_DOWN);
  private static final KeyCombination MENU =
      new KeyCodeCombination(KeyCode.F10, KeyCombination.SHIFT_DOWN);

  private final Control control;
  private final Supplier<ShownRows> rows;
  private final IntSupplier focusedRow;
  private final ContextMenu menu = new ContextMenu();

  private TableActions(Control control, Supplier<ShownRows> rows, IntSupplier focusedRow) {
    this.control = control;
    this.rows = rows;
    this.focusedRow = focusedRow;
  }

  /** Installs the actions on a table. */
  public static void install(TableView<?> table) {
    new TableActions(
            table, () -> ShownRows.of(table), () -> table.getFocusModel().getFocusedIndex())
        .install();
  }

  /** Installs the actions on a tree table; its rows are the expanded ones. */
  public static void install(TreeTableView<?> table) {
    TableActions actions =
        new TableActions(
            table, () -> ShownRows.of(table), () -> table.getFocusModel().getFocusedIndex());
    actions.install();
    actions.enterToggles(() -> table.getSelectionModel().getSelectedItem());
  }

  /** Installs the actions on a list, whose one column has the given header. */
  public static void install(ListView<?> list, String header) {
    new TableActions(
            list, () -> ShownRows.of(list, header), () -> list.getFocusModel().getFocusedIndex())
        .install();
  }

  /** Installs the actions on a tree, whose one column has the given header. */
  public static void install(TreeView<?> tree, String header) {
    TableActions actions =
        new TableActions(
            tree, () -> ShownRows.of(tree, header), () -> tree.getFocusModel().getFocusedIndex());
    actions.install();
    actions.enterToggles(() -> tree.getSelectionModel().getSelectedItem());
  }

  private void install() {
    MenuItem copyPath = item("copyPath", "Copy path", this::copyPaths);
    MenuItem copyJson = item("copyRowJson", "Copy row as JSON", this::copyRowsAsJson);
    MenuItem copyCsv = item("copyTableCsv", "Copy table as CSV", this::copyTableAsCsv);
    MenuItem exportCsv = item("exportCsv", "Export as CSV…", () -> export("csv"));
    MenuItem exportJson = item("exportJson", "Export as JSON…", () -> export("json"));
    menu.getItems()
        .setAll(copyPath, copyJson, copyCsv, new SeparatorMenuItem(), exportCsv, exportJson);
    menu.setOnShowing(
        event -> {
          ShownTable selected = rows.get().selected();
          copyPath.setDisable(selected.column(PATH_HEADER).isEmpty());
          copyJson.setDisable(selected.rows().isEmpty());
        });
    control.setContextMenu(menu);
    control.addEventHandler(KeyEvent.KEY_PRESSED, this::keyPressed);
  }

  private void keyPressed(KeyEvent event) {
    if (COPY_PATH.match(event)) {
      copyPaths();
    } else if (COPY.match(event)) {
      copy(rows.get().selected().tabSeparated());
    } else if (MENU.match(event) || event.getCode() == KeyCode.CONTEXT_MENU) {
      showMenuAtSelection();
    } else {
      return;
    }
    event.consume();
  }

  /** Enter expands or collapses the selected row of a tree, as a double-click does. */
  private void enterToggles(Supplier<? extends TreeItem<?>> selected) {
    control.addEventHandler(
        KeyEvent.KEY_PRESSED,
        event -> {
          TreeItem<?> item = selected.get();
          if (event.getCode() == KeyCode.ENTER
              && !event.isShortcutDown()
              && item != null
              && !item.isLeaf()) {
            item.setExpanded(!item.isExpanded());
          }
        });
  }

  private static MenuItem item(String id, String text, Runnable action) {
    MenuItem item = new MenuItem(text);
    item.setId(id);
    item.setOnAction(event -> action.run());
    return item;
  }

  private void copyPaths() {
    List<String> paths = rows.get().selected().column(PATH_HEADER);
    if (!paths.isEmpty()) {
      copy(String.join("\n", paths));
    }
  }

  private void copyRowsAsJson() {
    ShownTable selected = rows.get().selected();
    if (!selected.rows().isEmpty()) {
      copy(selected.jsonRows());
    }
  }

  private void copyTableAsCsv() {
    copy(rows.get().all().csv());
  }

  private static void copy(String text) {
    ClipboardContent content = new ClipboardContent();
    content.putString(text);
    Clipboard.getSystemClipboard().setContent(content);
  }

  /** Asks for a file, then writes the rows shown to it off the UI thread. */
  private void export(String extension) {
    ShownTable shown = rows.get().all();
    String title = "Export as " + extension.toUpperCase(Locale.ROOT);
    File file =
        ExportDialog.of(control)
            .chooseExportFile(
                control.getScene() == null ? null : control.getScene().getWindow(),
                title,
                extension);
    if (file == null) {
      return;
    }
    String text = extension.equals("csv") ? shown.csv() : shown.jsonArray();
    CompletableFuture.runAsync(
        () -> {
          try {
            Files.writeString(file.toPath(), text, StandardCharsets.UTF_8);
          } catch (IOException e) {
            Platform.runLater(() -> showFailure(file, e));
          }
        });
  }

  private void showFailure(File file, IOException failure) {
    Alert alert =
        new Alert(
            Alert.AlertType.ERROR,
            "Could not write "
                + file
                + ": "
                + failure.getClass().getSimpleName()
                + " "
                + failure.getMessage());
    alert.setHeaderText("Export failed");
    if (control.getScene() != null) {
      alert.initOwner(control.getScene().getWindow());
    }
    alert.show();
  }

  private static boolean isRow(Node cell) {
    return cell instanceof TableRow<?>
        || cell instanceof TreeTableRow<?>
        || cell instanceof ListCell<?>
        || cell instanceof TreeCell<?>;
  }

  /** Opens the menu beside the selected row, or at the control's corner when none is shown. */
  private void showMenuAtSelection() {
    Node anchor = control;
    int focused = focusedRow.getAsInt();
    for (Node cell : control.lookupAll(".indexed-cell")) {
      if (isRow(cell)
          && cell.isVisible()
          && focused >= 0
          && ((IndexedCell<?>) cell).getIndex() == focused) {
        anchor = cell;
        break;
      }
    }
    Bounds bounds = anchor.localToScreen(anchor.getBoundsInLocal());
    if (bounds != null) {
      menu.show(control, bounds.getMinX() + 16, bounds.getMaxY());
    }
  }
}
