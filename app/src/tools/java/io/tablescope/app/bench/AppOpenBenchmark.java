package io.tablescope.app.bench;

import io.tablescope.app.gui.common.Styles;
import io.tablescope.app.gui.open.RecentTables;
import io.tablescope.app.gui.session.MainViewModel;
import io.tablescope.app.gui.settings.Settings;
import io.tablescope.app.gui.shell.MainView;
import io.tablescope.app.gui.task.Tasks;
import io.tablescope.format.io.Storage;
import io.tablescope.format.testing.LargeTable;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.stage.Stage;

/**
 * Times the desktop app opening a metadata file of 20,000 snapshots to a painted History: the real
 * main window on a stage (headless Monocle, software rendering), from asking it to open the table
 * to the first frame drawn after the history is laid out, with the heap in use then. Each run is a
 * fresh window; the figure printed is each run's time, not asserted.
 *
 * <p>Run: {@code mvn -B -Pbenchmark -DskipTests verify}. The number of snapshots can be given as
 * the argument.
 */
public final class AppOpenBenchmark {
  private static final int RUNS = 5;

  private AppOpenBenchmark() {}

  public static void main(String[] args) throws Exception {
    int snapshots = args.length > 0 ? Integer.parseInt(args[0]) : 20_000;
    headless();
    Path folder = Files.createTempDirectory("tablescope-app-benchmark");
    System.out.printf("Building a history of %,d snapshots with iceberg-core...%n", snapshots);
    LargeTable.withSnapshots(folder, snapshots);
    CountDownLatch started = new CountDownLatch(1);
    Platform.startup(started::countDown);
    started.await();
    Platform.setImplicitExit(false);
    ExecutorService background = Executors.newCachedThreadPool();
    Settings preferences = new Settings();
    try {
      System.out.printf("%-28s %12s %12s%n", "open to painted History", "ms", "heap MB");
      for (int run = 1; run <= RUNS; run++) {
        long[] result = openOnce(folder, background, preferences);
        System.out.printf(
            "%-28s %12d %12d%n",
            "run " + run + " (" + snapshots + " snapshots)", result[0], result[1]);
      }
    } finally {
      background.shutdownNow();
      preferences.removeNode();
      Platform.exit();
    }
  }

  /** Opens the table in a new window; returns the milliseconds taken and the heap MB in use. */
  private static long[] openOnce(Path table, ExecutorService background, Settings preferences)
      throws Exception {
    MainViewModel viewModel =
        new MainViewModel(
            new Tasks(background, Platform::runLater),
            background,
            Storage.local(),
            new RecentTables(preferences));
    CompletableFuture<Long> painted = new CompletableFuture<>();
    long[] start = new long[1];
    Stage[] stage = new Stage[1];
    Platform.runLater(
        () -> {
          Application.setUserAgentStylesheet(Styles.LIGHT_THEME);
          MainView view = new MainView(viewModel);
          Scene scene = new Scene(view, 1366, 728);
          scene
              .getStylesheets()
              .add(MainView.class.getResource(Styles.STYLESHEET).toExternalForm());
          stage[0] = new Stage();
          stage[0].setScene(scene);
          stage[0].show();
          view.historyViewModel()
              .graphProperty()
              .addListener(
                  (observable, old, graph) -> {
                    if (graph != null) {
                      // The next pulse draws the laid-out history; a snapshot forces that frame.
                      Platform.runLater(
                          () -> {
                            view.snapshot(null, null);
                            painted.complete(System.nanoTime());
                          });
                    }
                  });
          start[0] = System.nanoTime();
          viewModel.open(table.toString());
        });
    long end = painted.get(10, TimeUnit.MINUTES);
    System.gc();
    long heap = (Runtime.getRuntime().totalMemory() - Runtime.getRuntime().freeMemory()) >> 20;
    CountDownLatch closed = new CountDownLatch(1);
    Platform.runLater(
        () -> {
          stage[0].close();
          closed.countDown();
        });
    closed.await();
    return new long[] {TimeUnit.NANOSECONDS.toMillis(end - start[0]), heap};
  }

  /** Monocle's headless screen with software rendering, as the GUI tests run. */
  private static void headless() {
    System.setProperty("glass.platform", "Monocle");
    System.setProperty("monocle.platform", "Headless");
    System.setProperty("prism.order", "sw");
    System.setProperty("java.awt.headless", "true");
    System.setProperty("headless.geometry", "1920x1200-32");
  }
}
