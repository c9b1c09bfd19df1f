package io.tablescope.app.gui.session;

import io.tablescope.inspector.table.Table;
import java.util.concurrent.RejectedExecutionException;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/**
 * Watches the opened table for a version written after it was read, and reloads it on request. A
 * look is one listing, in the background; a table read where a catalog pointed is not watched, as
 * only the catalog can say it moved.
 */
public final class TableWatch {
  private final MainViewModel main;
  private final StringProperty newerVersion = new SimpleStringProperty();
  private boolean looking;

  public TableWatch(MainViewModel main) {
    this.main = main;
    main.tableProperty().addListener((observable, old, table) -> newerVersion.set(null));
  }

  /**
   * Looks whether a newer version of the opened table has appeared; if so {@link
   * #newerVersionProperty()} names it. Does nothing while a table loads or a look is under way.
   */
  public void look() {
    Table opened = main.tableProperty().get();
    if (opened == null || looking || main.loadingProperty().get() || main.readFromCatalog()) {
      return;
    }
    looking = true;
    try {
      main.tasks()
          .run(
              work -> main.formats().newerVersion(opened),
              newer -> {
                looking = false;
                if (main.tableProperty().get() == opened) {
                  newerVersion.set(newer.orElse(null));
                }
              },
              failure -> looking = false,
              (fraction, message) -> {});
    } catch (RejectedExecutionException e) {
      // The background threads are stopped: the app is closing, there is nothing to look at.
      looking = false;
    }
  }

  /** Reads the opened table again at its newest version. */
  public void reload() {
    main.reload();
  }

  /**
   * The newer version of the opened table written since it was read, e.g. {@code v12.metadata.json}
   * or {@code version 7}; null when none has been seen.
   */
  public StringProperty newerVersionProperty() {
    return newerVersion;
  }
}
