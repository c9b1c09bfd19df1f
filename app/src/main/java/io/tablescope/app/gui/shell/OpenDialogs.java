package io.tablescope.app.gui.shell;

import java.io.File;
import javafx.stage.DirectoryChooser;
import javafx.stage.FileChooser;
import javafx.stage.Window;

/**
 * Asks which folder or metadata file to open. The window uses {@link #system()}, the native
 * choosers; tests give another that answers without a native dialog.
 */
public interface OpenDialogs {
  /** A table or warehouse folder, or null when the user cancels. */
  File chooseFolder(Window owner);

  /** A table metadata file, or null when the user cancels. */
  File chooseMetadataFile(Window owner);

  /** The native folder and file choosers. */
  static OpenDialogs system() {
    return new OpenDialogs() {
      @Override
      public File chooseFolder(Window owner) {
        DirectoryChooser chooser = new DirectoryChooser();
        chooser.setTitle("Open a table or warehouse folder");
        return chooser.showDialog(owner);
      }

      @Override
      public File chooseMetadataFile(Window owner) {
        FileChooser chooser = new FileChooser();
        chooser.setTitle("Open a table metadata file");
        chooser
            .getExtensionFilters()
            .add(
                new FileChooser.ExtensionFilter(
                    "Iceberg metadata", "*.metadata.json", "*.json", "*.json.gz"));
        return chooser.showOpenDialog(owner);
      }
    };
  }
}
