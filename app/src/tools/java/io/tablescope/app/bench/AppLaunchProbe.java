package io.tablescope.app.bench;

import io.tablescope.app.Main;
import io.tablescope.app.gui.history.HistoryViewModel;
import io.tablescope.app.gui.shell.TableTabs;
import java.lang.management.ManagementFactory;
import java.util.function.Consumer;
import javafx.application.Platform;
import javafx.collections.ListChangeListener;
import javafx.geometry.Rectangle2D;
import javafx.scene.Scene;
import javafx.scene.SnapshotParameters;
import javafx.stage.Window;

/**
 * The child process of {@link AppLaunchBenchmark}: starts the app as {@code tablescope open TABLE}
 * does (or with no argument, as {@code tablescope} does), waits for the first frame drawn after the
 * selected tab's History is laid out, prints one line and exits. The line holds the wall clock then
 * (epoch milliseconds), the JVM's start (epoch milliseconds), the processor time of all its threads
 * until then (milliseconds: steadier than the wall clock on a busy machine), the heap in use before
 * and after a collection (MB).
 */
public final class AppLaunchProbe {
  /** The prefix of the line the benchmark reads. */
  static final String PAINTED = "painted";

  private AppLaunchProbe() {}

  public static void main(String[] args) {
    run(args, tabs -> {});
  }

  /**
   * Runs as {@link #main} does, and before the process exits hands the window's content to {@code
   * afterPaint} on the UI thread (the training run opens every tab there).
   */
  public static void run(String[] args, Consumer<TableTabs> afterPaint) {
    // Before the toolkit starts no window exists; the app's stage is the first one added.
    Window.getWindows()
        .addListener(
            (ListChangeListener.Change<? extends Window> change) -> {
              while (change.next()) {
                for (Window window : change.getAddedSubList()) {
                  // The app shows its stage before it opens the table: look once it has started.
                  Platform.runLater(() -> watch(window, args.length > 0, afterPaint));
                }
              }
            });
    Main.main(args);
  }

  private static void watch(Window window, boolean table, Consumer<TableTabs> afterPaint) {
    TableTabs tabs = (TableTabs) window.getScene().getRoot();
    if (!table) {
      afterNextPulse(tabs, afterPaint);
      return;
    }
    HistoryViewModel history = tabs.selectedView().historyViewModel();
    history
        .graphProperty()
        .subscribe(
            graph -> {
              if (graph != null) {
                afterNextPulse(tabs, afterPaint);
              }
            });
  }

  /**
   * Waits for the next pulse, which lays out and draws what has just changed, and then for the
   * renderer to finish that frame.
   */
  private static void afterNextPulse(TableTabs tabs, Consumer<TableTabs> afterPaint) {
    Scene scene = tabs.getScene();
    Runnable[] listener = new Runnable[1];
    listener[0] =
        () -> {
          scene.removePostLayoutPulseListener(listener[0]);
          // The pulse hands its frame to the renderer after this listener; what runs later on this
          // thread runs after that.
          Platform.runLater(() -> painted(tabs, afterPaint));
        };
    scene.addPostLayoutPulseListener(listener[0]);
    Platform.requestNextPulse();
  }

  private static void painted(TableTabs view, Consumer<TableTabs> afterPaint) {
    // The renderer runs one job at a time, in order: once a one-pixel snapshot is drawn, so is the
    // frame queued before it.
    SnapshotParameters onePixel = new SnapshotParameters();
    onePixel.setViewport(new Rectangle2D(0, 0, 1, 1));
    view.snapshot(onePixel, null);
    long now = System.currentTimeMillis();
    long cpu = ProcessHandle.current().info().totalCpuDuration().orElseThrow().toMillis();
    Runtime runtime = Runtime.getRuntime();
    long used = (runtime.totalMemory() - runtime.freeMemory()) >> 20;
    System.gc();
    long live = (runtime.totalMemory() - runtime.freeMemory()) >> 20;
    System.out.printf(
        "%s %d %d %d %d %d%n",
        PAINTED, now, ManagementFactory.getRuntimeMXBean().getStartTime(), cpu, used, live);
    System.out.flush();
    afterPaint.accept(view);
    System.exit(0);
  }
}
