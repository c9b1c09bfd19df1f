package io.tablescope.app.gui.common;

import java.io.File;
import java.util.Locale;
import javafx.scene.Node;
import javafx.stage.FileChooser;
import javafx.stage.Window;

/**
 * Asks where to export a table. The window's root may hold another one under {@link #KEY} (tests
 * answer without a native dialog); otherwise the native save dialog asks.
 */
public interface ExportDialog {
  /** The key under which a window's root node holds the export dialog its tables use. */
  String KEY = "tablescope.exportDialog";

  /**
   * The file to write, or null when the user cancels.
   *
   * @param extension the file kind, {@code csv} or {@code json}
   */
  File chooseExportFile(Window owner, String title, String extension);

  /** The native save dialog, offering files of the given kind. */
  static ExportDialog system() {
    return (owner, title, extension) -> {
      FileChooser chooser = new FileChooser();
      chooser.setTitle(title);
      chooser
          .getExtensionFilters()
          .add(
              new FileChooser.ExtensionFilter(
                  extension.toUpperCase(Locale.ROOT), "*." + extension));
      chooser.setInitialFileName("table." + extension);
      return chooser.showSaveDialog(owner);
    };
  }

  /** The dialog the window holding this node uses: its root's, else the native one. */
  static ExportDialog of(Node node) {
    if (node.getScene() != null
        && node.getScene().getRoot().getProperties().get(KEY) instanceof ExportDialog dialog) {
      return dialog;
    }
    return system();
  }
}
