package io.tablescope.app.gui.session;

import io.tablescope.app.gui.open.RecentTables;
import io.tablescope.app.gui.settings.Settings;
import io.tablescope.app.gui.task.Tasks;
import io.tablescope.format.io.Storage;
import java.nio.file.Path;
import java.util.concurrent.Executor;

/**
 * View models wired for unit tests: every task runs at once on the calling thread, unless a test
 * holds the background work to run it itself.
 */
public final class ViewModels {
  /** The demo warehouse of the checkout, from the app module's folder. */
  public static final Path WAREHOUSE = Path.of("demo-warehouse").toAbsolutePath();

  private ViewModels() {}

  /** A main view model with the synchronous executor and preferences of its own. */
  public static MainViewModel main(Settings preferences) {
    return new MainViewModel(
        Tasks.synchronous(), Runnable::run, Storage.local(), new RecentTables(preferences));
  }

  /**
   * A main view model whose background work is handed to {@code background} (to wait there until
   * the test runs it) and whose results come back at once on the calling thread.
   */
  public static MainViewModel holding(Settings preferences, Executor background) {
    return new MainViewModel(
        new Tasks(background, Runnable::run),
        Runnable::run,
        Storage.local(),
        new RecentTables(preferences));
  }

  /** A fresh preferences node; remove it after the test. */
  public static Settings preferences() {
    return new Settings();
  }
}
