package io.tablescope.app.gui.find;

import java.util.function.Consumer;
import javafx.beans.value.ObservableValue;
import javafx.scene.control.Button;
import javafx.scene.control.MenuItem;
import javafx.scene.layout.Region;

/**
 * "History of this file" for another view's selection (a tree's), as a button and a menu item:
 * enabled while the selection is a file, they show its history in the Find tab and then run {@code
 * shown}.
 *
 * @param selectedFile the path of the selected file, or null when no file is selected
 * @param showHistory shows the history of the file with this path
 * @param shown brings the Find tab forward
 */
public record FileHistoryActions(
    ObservableValue<String> selectedFile, Consumer<String> showHistory, Runnable shown) {
  private static final String HISTORY_OF_THIS_FILE = "History of this file";

  public Button button() {
    Button button = new Button(HISTORY_OF_THIS_FILE);
    button.setId("treeFileHistory");
    button.setMinWidth(Region.USE_PREF_SIZE);
    button.disableProperty().bind(noFile());
    button.setOnAction(event -> show());
    return button;
  }

  /** The same as {@link #button} as a context menu item. */
  public MenuItem menuItem() {
    MenuItem item = new MenuItem(HISTORY_OF_THIS_FILE);
    item.setId("treeFileHistoryItem");
    item.disableProperty().bind(noFile());
    item.setOnAction(event -> show());
    return item;
  }

  private ObservableValue<Boolean> noFile() {
    return selectedFile.map(path -> false).orElse(true);
  }

  private void show() {
    String path = selectedFile.getValue();
    if (path != null) {
      showHistory.accept(path);
      shown.run();
    }
  }
}
