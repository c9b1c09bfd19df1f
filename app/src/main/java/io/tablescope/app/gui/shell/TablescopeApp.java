package io.tablescope.app.gui.shell;

import io.tablescope.app.gui.catalog.CatalogBrowserViewModel;
import io.tablescope.app.gui.catalog.CatalogConnections;
import io.tablescope.app.gui.common.Styles;
import io.tablescope.app.gui.open.OpenTabs;
import io.tablescope.app.gui.open.RecentTables;
import io.tablescope.app.gui.session.MainViewModel;
import io.tablescope.app.gui.settings.Settings;
import io.tablescope.app.gui.settings.SettingsFolder;
import io.tablescope.app.gui.settings.SettingsStore;
import io.tablescope.app.gui.task.Tasks;
import io.tablescope.format.io.Environment;
import io.tablescope.format.io.Storage;
import io.tablescope.format.io.s3.S3FileAccess;
import io.tablescope.inspector.ReaderThreads;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadFactory;
import java.util.prefs.Preferences;
import java.util.stream.Stream;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.text.Font;
import javafx.stage.Screen;
import javafx.stage.Stage;
import javafx.stage.WindowEvent;

/**
 * The desktop application: one window with a tab for each table, reopening the tables open when it
 * last closed, and the table, warehouse or metadata file named by the first parameter in a tab.
 * Started through {@link DesktopLauncher}, never as a main class.
 */
public final class TablescopeApp extends Application {
  /** The named parameter of the demo warehouse, opened only when no remembered table is. */
  static final String DEMO = "demo";

  private ExecutorService background;
  private ExecutorService readers;

  /**
   * Starts JavaFX's fonts on a thread of their own while the window is built: reading the font
   * configuration, the default face and the list of the system's fonts (which the first label's
   * text looks its font up in) otherwise held up the first frame.
   */
  @Override
  public void init() {
    Thread fonts =
        new Thread(
            () -> {
              Font.getDefault();
              Font.getFamilies();
            },
            "tablescope-fonts");
    fonts.setDaemon(true);
    fonts.start();
  }

  @Override
  public void start(Stage stage) {
    background = Executors.newCachedThreadPool(daemon("tablescope-task"));
    readers = ReaderThreads.start("tablescope-read");
    Environment environment = Environment.system();
    // This run's settings: read at the start, kept apart from other runs', written at the end.
    SettingsStore settingsStore = SettingsStore.logged(SettingsFolder.of(environment));
    Settings settings = settingsStore.load(TablescopeApp::earlierSettings);
    DarkMode darkMode = new DarkMode(settings);
    darkMode.apply();
    // S3 as the user's AWS tools reach it; the client is made when an s3:// table is read.
    Storage storage = S3FileAccess.fromEnvironment(environment, null).routedIn(Storage.local());
    Tasks tasks = new Tasks(background, Platform::runLater);
    RecentTables recent = new RecentTables(settings);
    CatalogConnections connections = new CatalogConnections(settings.node("catalogs"));
    TableTabs view =
        new TableTabs(
            () -> {
              MainViewModel viewModel = new MainViewModel(tasks, readers, storage, recent);
              return new MainView(
                  viewModel,
                  new CatalogBrowserViewModel(viewModel, environment, connections),
                  darkMode);
            },
            new OpenTabs(settings.node("tabs")));
    Thread.setDefaultUncaughtExceptionHandler(
        new ErrorReporter(message -> view.selectedView().viewModel().errorProperty().set(message)));

    Scene scene = new Scene(view);
    scene.getStylesheets().add(TablescopeApp.class.getResource(Styles.STYLESHEET).toExternalForm());
    stage.setTitle("Tablescope");
    stage.setScene(scene);
    new WindowPlacement(settings.node("window"))
        .place(
            stage,
            Stream.concat(Stream.of(Screen.getPrimary()), Screen.getScreens().stream())
                .map(Screen::getVisualBounds)
                .distinct()
                .toList());
    keepSettingsWhenClosed(stage, settingsStore, settings);
    // The tables are asked for before the window shows: they are read while it is styled and laid
    // out, and its first frame already holds their tabs.
    boolean reopened = view.reopen();
    List<String> parameters = getParameters().getUnnamed();
    String demo = getParameters().getNamed().get(DEMO);
    if (!parameters.isEmpty()) {
      view.openInNewTab(parameters.get(0));
    } else if (demo != null && !reopened) {
      view.openInNewTab(demo);
    }
    stage.show();
  }

  @Override
  public void stop() {
    background.shutdownNow();
    readers.shutdownNow();
  }

  /**
   * Writes the window's settings once it has closed (after its place is kept): the window that
   * closes last leaves its session for the next start, and no run changes another's while both run.
   */
  static void keepSettingsWhenClosed(Stage stage, SettingsStore store, Settings settings) {
    stage.addEventHandler(WindowEvent.WINDOW_HIDDEN, event -> store.save(settings));
  }

  /**
   * Where versions before settings.json kept their settings. On Linux their folder is looked for
   * first: asking java.util.prefs would make it (and say so) on a first start.
   */
  private static Preferences earlierSettings() {
    if (System.getProperty("os.name", "").startsWith("Linux")) {
      Path folder =
          Path.of(
              System.getProperty("java.util.prefs.userRoot", System.getProperty("user.home")),
              ".java",
              ".userPrefs");
      if (!Files.isDirectory(folder)) {
        return null;
      }
    }
    return Preferences.userNodeForPackage(TablescopeApp.class);
  }

  private static ThreadFactory daemon(String name) {
    return runnable -> {
      Thread thread = new Thread(runnable, name);
      thread.setDaemon(true);
      return thread;
    };
  }
}
