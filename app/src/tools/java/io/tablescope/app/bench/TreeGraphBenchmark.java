package io.tablescope.app.bench;

import io.tablescope.app.gui.common.Styles;
import io.tablescope.app.gui.graph.GraphView;
import io.tablescope.app.gui.iceberg.graph.GraphNavigation;
import io.tablescope.app.gui.iceberg.graph.GraphViewModel;
import io.tablescope.app.gui.session.MainViewModel;
import io.tablescope.app.gui.session.ViewModels;
import io.tablescope.app.gui.settings.Settings;
import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.format.testing.LargeTable;
import io.tablescope.inspector.ReaderThreads;
import io.tablescope.inspector.iceberg.IcebergTable;
import io.tablescope.inspector.iceberg.graph.TreeGraphLayout;
import io.tablescope.inspector.iceberg.tree.TreeNode;
import io.tablescope.inspector.table.AnalysisProgress;
import io.tablescope.inspector.table.graph.GraphCard;
import io.tablescope.inspector.table.graph.TreeGraph;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.beans.property.SimpleObjectProperty;
import javafx.scene.Scene;
import javafx.stage.Stage;

/**
 * Times the tree graph of a snapshot of 200,000 entries (50 manifests of 4,000, by iceberg-core):
 * the layout with every fold expanded (200,000 entry cards) and folded (20 a manifest), read
 * through a fresh table each run so manifests are read too; then the first frame of the Graph view
 * drawing the expanded graph on its canvas, headless (Monocle), in a window of 1366×768. Each
 * figure is the median of several runs after warm-up, with the heap in use after the last run.
 * Printed, not asserted.
 *
 * <p>Run: {@code mvn -B -Pbenchmark -DskipTests verify}. Sizes can be given as arguments:
 * manifests, entries per manifest.
 */
public final class TreeGraphBenchmark {
  private static final int WARMUPS = 2;
  private static final int RUNS = 5;

  private TreeGraphBenchmark() {}

  public static void main(String[] args) throws Exception {
    int manifests = args.length > 0 ? Integer.parseInt(args[0]) : 50;
    int perManifest = args.length > 1 ? Integer.parseInt(args[1]) : 4_000;
    System.setProperty("glass.platform", "Monocle");
    System.setProperty("monocle.platform", "Headless");
    System.setProperty("prism.order", "sw");
    System.setProperty("headless.geometry", "1920x1200-32");
    Path folder = Files.createTempDirectory("tablescope-graph-benchmark");
    System.out.printf(
        "Java %s, %d cores; %d warm-ups, median of %d runs%n",
        System.getProperty("java.version"),
        Runtime.getRuntime().availableProcessors(),
        WARMUPS,
        RUNS);
    System.out.printf(
        "Building %,d entries in %d manifests with iceberg-core...%n",
        manifests * perManifest, manifests);
    LargeTable.withEntries(folder.resolve("entries"), manifests, perManifest);
    String location = folder.resolve("entries").toString();
    ExecutorService pool = Executors.newFixedThreadPool(ReaderThreads.count());
    try {
      IcebergTable table = IcebergTable.open(location, pool);
      Snapshot snapshot = table.metadata().currentSnapshot().orElseThrow();
      Set<String> everyFold =
          new TreeGraphLayout(table, TreeGraphLayout.SHOWN_ENTRIES)
              .layout(List.of(snapshot), Set.of(), AnalysisProgress.NONE).cards().stream()
                  .filter(card -> card.kind() == GraphCard.CardKind.FOLD)
                  .map(GraphCard::id)
                  .collect(Collectors.toSet());
      TreeGraph[] expanded = new TreeGraph[1];
      double folded = median(() -> layout(location, pool, Set.of()));
      double whole =
          median(
              () -> {
                expanded[0] = layout(location, pool, everyFold);
                return expanded[0];
              });
      System.out.printf(
          "%-60s %10.1f ms%n", "layout, folded (" + drawing(location, pool) + ")", folded);
      System.out.printf(
          "%-60s %10.1f ms   heap %,d MB%n",
          "layout, every fold expanded (" + expanded[0].drawing() + ")", whole, heapMegabytes());
      double frame = firstFrame(expanded[0]);
      System.out.printf(
          "%-60s %10.1f ms   heap %,d MB%n",
          "first frame of " + String.format("%,d", expanded[0].cards().size()) + " cards",
          frame,
          heapMegabytes());
    } finally {
      pool.shutdownNow();
      Platform.exit();
    }
  }

  private static String drawing(String location, ExecutorService pool) throws Exception {
    return layout(location, pool, Set.of()).drawing();
  }

  private static TreeGraph layout(String location, ExecutorService pool, Set<String> folds)
      throws Exception {
    IcebergTable table = IcebergTable.open(location, pool);
    Snapshot snapshot = table.metadata().currentSnapshot().orElseThrow();
    return new TreeGraphLayout(table, TreeGraphLayout.SHOWN_ENTRIES)
        .layout(List.of(snapshot), folds, AnalysisProgress.NONE);
  }

  /** The Graph view in a window; the graph handed to it, drawn, and the canvas rendered. */
  private static double firstFrame(TreeGraph graph) throws Exception {
    CompletableFuture<Void> started = new CompletableFuture<>();
    Platform.startup(() -> started.complete(null));
    started.get();
    // Each run closes its window; the toolkit must outlive it for the next run.
    Platform.setImplicitExit(false);
    Platform.runLater(() -> Application.setUserAgentStylesheet(Styles.LIGHT_THEME));
    Settings preferences = ViewModels.preferences();
    try {
      double[] millis = new double[WARMUPS + RUNS];
      for (int run = 0; run < millis.length; run++) {
        CompletableFuture<Double> frame = new CompletableFuture<>();
        Platform.runLater(
            () -> {
              try {
                MainViewModel main = ViewModels.main(preferences);
                GraphViewModel viewModel =
                    new GraphViewModel(main, new Nowhere(), new SimpleObjectProperty<TreeNode>());
                GraphView view = new GraphView(viewModel, "Snapshots to draw", true);
                Stage stage = new Stage();
                Scene scene = new Scene(view, 1366, 768);
                scene
                    .getStylesheets()
                    .add(TreeGraphBenchmark.class.getResource(Styles.STYLESHEET).toExternalForm());
                stage.setScene(scene);
                stage.show();
                long start = System.nanoTime();
                viewModel.graphProperty().set(graph);
                view.lookup("#graphCanvas").snapshot(null, null);
                frame.complete((System.nanoTime() - start) / 1e6);
                stage.close();
              } catch (RuntimeException | Error e) {
                frame.completeExceptionally(e);
              }
            });
        millis[run] = frame.get(2, TimeUnit.MINUTES);
      }
      return median(Arrays.copyOfRange(millis, WARMUPS, millis.length));
    } finally {
      preferences.removeNode();
    }
  }

  private interface Work {
    Object run() throws Exception;
  }

  private static double median(Work work) throws Exception {
    double[] millis = new double[WARMUPS + RUNS];
    for (int run = 0; run < millis.length; run++) {
      long start = System.nanoTime();
      work.run();
      millis[run] = (System.nanoTime() - start) / 1e6;
    }
    return median(Arrays.copyOfRange(millis, WARMUPS, millis.length));
  }

  private static double median(double[] millis) {
    double[] sorted = millis.clone();
    Arrays.sort(sorted);
    return sorted[sorted.length / 2];
  }

  private static long heapMegabytes() {
    Runtime runtime = Runtime.getRuntime();
    System.gc();
    return (runtime.totalMemory() - runtime.freeMemory()) / (1024 * 1024);
  }

  /** Cards lead nowhere in the benchmark: there is no Tree to select them in. */
  private static final class Nowhere implements GraphNavigation {
    @Override
    public void showSnapshot(long snapshotId) {}

    @Override
    public void showManifest(long snapshotId, String manifestPath) {}

    @Override
    public void showFile(long snapshotId, String filePath) {}
  }
}
