package io.tablescope.app.gui.shell;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.ref.Reference;
import java.nio.file.Path;
import java.util.logging.Level;
import java.util.logging.Logger;
import javafx.application.Application;

/**
 * Starts the desktop app. A plain class (not an {@link Application}) so that a shaded jar can name
 * it, or a class calling it, as its main class: a main class that extends {@code Application} fails
 * with "JavaFX runtime components are missing".
 */
public final class DesktopLauncher {
  private static final String CLASSPATH_WARNING = "Unsupported JavaFX configuration";

  private DesktopLauncher() {}

  /** Opens the app on a table, a metadata file or a warehouse folder. */
  public static void launch(String location) {
    launchWith(location);
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
    launchWith("--" + TablescopeApp.DEMO + "=" + demo);
  }

  /**
   * Launches the app. JavaFX warns as it starts that its classes were loaded from the classpath,
   * which a single runnable jar must do and which works: that warning is kept off the terminal,
   * where it read as a fault on every start. JavaFX's other warnings, such as a stylesheet's
   * errors, still show. So do the preferences' warnings, but not the JDK's note that it created the
   * preferences folder on a first start: formatting that note's time loaded the time zones and the
   * locale data, which nothing before the first frame needs.
   */
  private static void launchWith(String parameter) {
    Logger javafx = Logger.getLogger("javafx");
    javafx.setFilter(record -> !record.getMessage().startsWith(CLASSPATH_WARNING));
    Logger preferences = Logger.getLogger("java.util.prefs");
    preferences.setLevel(Level.WARNING);
    try {
      Application.launch(TablescopeApp.class, parameter);
    } finally {
      // The logging framework holds loggers weakly: these, with their filter and level, live as
      // long as the app.
      Reference.reachabilityFence(javafx);
      Reference.reachabilityFence(preferences);
    }
  }
}
