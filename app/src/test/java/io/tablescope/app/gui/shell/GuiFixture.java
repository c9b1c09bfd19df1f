package io.tablescope.app.gui.shell;

import io.tablescope.app.gui.catalog.CatalogBrowserViewModel;
import io.tablescope.app.gui.catalog.CatalogConnections;
import io.tablescope.app.gui.common.Styles;
import io.tablescope.app.gui.iceberg.IcebergViews;
import io.tablescope.app.gui.open.OpenTabs;
import io.tablescope.app.gui.open.RecentTables;
import io.tablescope.app.gui.session.MainViewModel;
import io.tablescope.app.gui.settings.Settings;
import io.tablescope.app.gui.task.Tasks;
import io.tablescope.format.io.Environment;
import io.tablescope.format.io.Storage;
import io.tablescope.inspector.table.TableFormat;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.stage.Stage;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The real main window in a test stage: real background threads, the UI thread for results, and
 * settings of its own, in memory. The window starts in the theme those settings remember (light for
 * new ones).
 */
public final class GuiFixture {
  final ExecutorService background = Executors.newCachedThreadPool();
  private volatile boolean closed;
  public final Settings preferences;
  public final MainViewModel viewModel;
  private final Storage storage;
  private CatalogBrowserViewModel catalogs;
  MainView view;

  public GuiFixture() {
    this(Storage.local());
  }

  /** A window on settings read elsewhere, as an app run reads its own from settings.json. */
  GuiFixture(Settings settings) {
    this(Storage.local(), settings);
  }

  /** A window whose tables are read through the given storage (S3 in an S3 server's tests). */
  GuiFixture(Storage storage) {
    this(storage, new Settings());
  }

  private GuiFixture(Storage storage, Settings settings) {
    this.storage = storage;
    this.preferences = settings;
    viewModel =
        new MainViewModel(
            new Tasks(this::untilClosed, Platform::runLater),
            background,
            storage,
            new RecentTables(preferences));
  }

  /**
   * A window with the catalog browser, whose catalogs (and the S3 settings vended credentials leave
   * unset) come from the given environment.
   */
  public static GuiFixture withCatalogs(Environment environment) {
    GuiFixture fixture = new GuiFixture();
    fixture.catalogs =
        new CatalogBrowserViewModel(
            fixture.viewModel,
            environment,
            new CatalogConnections(fixture.preferences.node("catalogs")));
    return fixture;
  }

  public void show(Stage stage) {
    DarkMode darkMode = new DarkMode(preferences);
    darkMode.apply();
    view = new MainView(viewModel, catalogs, darkMode);
    Scene scene = new Scene(view, 1400, 900);
    scene.getStylesheets().add(GuiFixture.class.getResource(Styles.STYLESHEET).toExternalForm());
    stage.setScene(scene);
    // TestFX hands every test the same primary stage: a size an earlier test set would stay.
    stage.sizeToScene();
    stage.show();
  }

  /** Shows the window at a 1366×768 laptop's size, where views must read whole. */
  public void showOnLaptop(Stage stage) {
    show(stage);
    stage.setWidth(1366);
    stage.setHeight(768);
  }

  /**
   * Table tabs as the app makes them, each tab's view with a view model of its own, remembered in
   * these preferences, reopened and shown in the stage.
   */
  TableTabs showTabs(Stage stage) {
    DarkMode darkMode = new DarkMode(preferences);
    darkMode.apply();
    TableTabs tabs =
        new TableTabs(
            () ->
                new MainView(
                    new MainViewModel(
                        new Tasks(this::untilClosed, Platform::runLater),
                        background,
                        storage,
                        new RecentTables(preferences)),
                    null,
                    darkMode),
            new OpenTabs(preferences.node("tabs")));
    Scene scene = new Scene(tabs, 1400, 900);
    scene.getStylesheets().add(GuiFixture.class.getResource(Styles.STYLESHEET).toExternalForm());
    stage.setScene(scene);
    stage.sizeToScene();
    stage.show();
    tabs.reopen();
    return tabs;
  }

  /** The window's content, once shown. */
  public MainView view() {
    return view;
  }

  /** The window's Iceberg views, for tests that follow the graph or a finding without clicking. */
  public IcebergViews icebergViews() {
    return (IcebergViews) view.viewsOf(TableFormat.ICEBERG);
  }

  public void close() {
    closed = true;
    background.shutdownNow();
    preferences.removeNode();
  }

  /**
   * Runs a task in the background until the test is over: a view still expanding its tree when the
   * test ends asks for more, which is dropped rather than refused by the stopped pool.
   */
  private void untilClosed(Runnable task) {
    try {
      background.execute(task);
    } catch (RejectedExecutionException e) {
      if (!closed) {
        throw e;
      }
    }
  }

  /** Waits (up to 20 s) until a condition read on the UI thread holds. */
  public static void waitUntil(BooleanSupplier condition) throws TimeoutException {
    WaitForAsyncUtils.waitFor(
        20,
        TimeUnit.SECONDS,
        () -> {
          WaitForAsyncUtils.waitForFxEvents();
          return WaitForAsyncUtils.asyncFx(condition::getAsBoolean).get();
        });
  }
}
