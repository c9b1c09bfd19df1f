package io.tablescope.app.gui.shell;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import javafx.application.Application;

/**
 * Starts the desktop app. A plain class (not an {@link Application}) so that a shaded jar can name
 * it, or a class calling it, as its main class: a main class that extends {@code Application} fails
 * with "JavaFX runtime components are missing".
 */
public final class DesktopLauncher {
  private DesktopLauncher() {}

  /** Opens the app on a table, a metadata file or a warehouse folder. */
  public static void launch(String location) {
    Application.launch(TablescopeApp.class, location);
  }

  /**
   * Opens the app on the demo warehouse bundled with Tablescope, unless tables open when it last
   * closed are reopened.
   */
  public static void launchOnDemoWarehouse() {
    Path demo;
    try {
      demo = DemoWarehouseFolder.locate(Path.of("").toAbsolutePath());
    } catch (IOException e) {
      throw new UncheckedIOException("Cannot unpack the demo warehouse", e);
    }
    Application.launch(TablescopeApp.class, "--" + TablescopeApp.DEMO + "=" + demo);
  }
}
