package io.tablescope.app.gui.shell;

import io.tablescope.app.gui.common.CommitChoice;
import io.tablescope.app.gui.common.Styles;
import io.tablescope.app.gui.open.RecentTables;
import io.tablescope.app.gui.session.MainViewModel;
import io.tablescope.app.gui.settings.Settings;
import io.tablescope.app.gui.task.Tasks;
import io.tablescope.format.delta.action.AddFile;
import io.tablescope.format.iceberg.manifest.ManifestFile;
import io.tablescope.format.io.Storage;
import io.tablescope.format.testing.delta.HandWrittenTables;
import io.tablescope.inspector.delta.DeltaNode;
import io.tablescope.inspector.hudi.tree.HudiNode;
import io.tablescope.inspector.iceberg.IcebergTable;
import io.tablescope.inspector.iceberg.tree.TreeNode;
import io.tablescope.inspector.iceberg.tree.TreeNode.EntryNode;
import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import java.util.stream.Stream;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.embed.swing.SwingFXUtils;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.ListView;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeTableView;
import javafx.scene.control.TreeView;
import javafx.scene.image.WritableImage;
import javafx.stage.Stage;
import javax.imageio.ImageIO;

/**
 * A development tool, not a test: opens the real window on a copy of the demo warehouse in {@code
 * /tmp/tablescope-demo} (so no path of this machine shows; run it under Xvfb) and saves a picture
 * of each view, in the light theme as {@code <view>.png} and in the dark one as {@code
 * <view>-dark.png}, into the folder given as the first argument; with {@code --hudi} after it, only
 * the Hudi table's; with {@code --delta} after it, only the Delta views. {@code --metadata-table
 * TABLE} adds the Metadata table tab of a copy of a Hudi table that has one (the demo's has none),
 * such as a hudi-oracle {@code cow-v8} table with a data file deleted. A new view is one more
 * {@link Tour.Shot} in its list.
 */
public final class ScreenshotTour {
  private ScreenshotTour() {}

  public static void main(String[] args) {
    Application.launch(Tour.class, args);
  }

  /** The window that is photographed; a nested class so that the main class is not one. */
  public static final class Tour extends Application {
    /** A folder that names no path of this machine, as the pictures show it. */
    private static final Path NEUTRAL = Path.of("/tmp/tablescope-demo");

    private final Path demoWarehouse = NEUTRAL.resolve("demo-warehouse");
    private Path output;
    private boolean deltaOnly;
    private boolean hudiOnly;
    private DarkMode darkMode;
    private Settings preferences;
    private final ExecutorService background = Executors.newCachedThreadPool();
    private MainViewModel viewModel;
    private MainView view;
    private Scene scene;

    @Override
    public void start(Stage stage) {
      output = Path.of(getParameters().getRaw().get(0));
      deltaOnly = getParameters().getRaw().contains("--delta");
      hudiOnly = getParameters().getRaw().contains("--hudi");
      clean(NEUTRAL);
      preferences = new Settings();
      darkMode = new DarkMode(preferences);
      darkMode.onProperty().set(false);
      darkMode.apply();
      viewModel =
          new MainViewModel(
              new Tasks(background, Platform::runLater),
              background,
              Storage.local(),
              new RecentTables(preferences));
      view = new MainView(viewModel, null, darkMode);
      // A 1366×768 laptop's screen, where the views must read whole.
      scene = new Scene(view, 1366, 768);
      scene
          .getStylesheets()
          .add(ScreenshotTour.class.getResource(Styles.STYLESHEET).toExternalForm());
      stage.setScene(scene);
      stage.setTitle("Tablescope");
      stage.show();
      Thread tour = new Thread(this::tour, "screenshot-tour");
      tour.setDaemon(true);
      tour.start();
    }

    private void tour() {
      try {
        Files.createDirectories(output);
        List<Shot> shots = new ArrayList<>();
        if (!deltaOnly) {
          // The demo as a user's copy of it, in a folder that names no path of this machine.
          DemoWarehouseFolder.copyTree(DemoWarehouseFolder.unpackBundled(), demoWarehouse);
        }
        if (!deltaOnly && !hudiOnly) {
          shots.addAll(icebergShots());
        }
        if (!hudiOnly) {
          shots.addAll(deltaShots());
        }
        if (!deltaOnly) {
          shots.addAll(hudiShots());
        }
        List<String> raw = getParameters().getRaw();
        int metadataTable = raw.indexOf("--metadata-table");
        if (metadataTable >= 0) {
          shots.add(metadataTableShot(Path.of(raw.get(metadataTable + 1))));
        }
        for (Shot shot : shots) {
          shot.setUp().run();
          shoot(shot.name() + ".png");
          onFx(() -> darkMode.onProperty().set(true));
          pause(1500);
          shoot(shot.name() + "-dark.png");
          onFx(() -> darkMode.onProperty().set(false));
          pause(1000);
        }
      } catch (Exception e) {
        e.printStackTrace();
      } finally {
        Platform.exit();
      }
    }

    /**
     * The Iceberg views, each a picture's name and how to bring the window there; a new view adds
     * one entry.
     */
    private List<Shot> icebergShots() {
      return List.of(
          new Shot(
              "history",
              () -> {
                onFx(() -> viewModel.open(demoWarehouse.toString()));
                pause(3000);
                onFx(() -> viewModel.openTable(demo("sales/orders")));
                pause(3000);
              }),
          new Shot(
              "tree",
              () -> {
                onFx(() -> view.selectTab("treeTab"));
                pause(1500);
                onFx(this::expandManifests);
                pause(2500);
                onFx(() -> selectFirst(node -> node instanceof EntryNode));
                pause(2500);
              }),
          new Shot(
              "graph",
              () -> {
                onFx(() -> view.selectTab("graphTab"));
                pause(1000);
                onFx(() -> chooseGraphSnapshots("tag ", "branch main"));
                pause(3500);
              }),
          new Shot(
              "definition",
              () -> {
                onFx(() -> view.selectTab("definitionTab"));
                pause(2000);
                onFx(() -> selectSection("#definitionSections", "specsSection"));
                pause(1500);
              }),
          new Shot(
              "find",
              () -> {
                onFx(() -> view.selectTab("findTab"));
                onFx(() -> ((TextField) scene.lookup("#findField")).setText("region=EU"));
                onFx(() -> ((Button) scene.lookup("#findButton")).fire());
                pause(3000);
                onFx(
                    () ->
                        ((TableView<?>) scene.lookup("#findResults"))
                            .getSelectionModel()
                            .select(1));
                pause(2500);
              }),
          new Shot(
              "diff",
              () -> {
                onFx(() -> view.selectTab("diffTab"));
                onFx(() -> choose("#diffFrom", "tag "));
                onFx(() -> choose("#diffTo", "branch proposal"));
                onFx(() -> ((Button) scene.lookup("#diffRun")).fire());
                pause(2500);
              }),
          new Shot(
              "replay",
              () -> {
                onFx(() -> viewModel.openTable(demo("sales/customers")));
                pause(3000);
                onFx(() -> view.selectTab("replayTab"));
                onFx(() -> choose("#replayProposal", "branch proposal-compaction"));
                onFx(() -> ((Button) scene.lookup("#replayRun")).fire());
                pause(3000);
              }),
          new Shot(
              "scan",
              () -> {
                onFx(() -> view.selectTab("scanTab"));
                onFx(() -> ((TextField) scene.lookup("#scanFilter")).setText("customer_id > 600"));
                onFx(() -> ((Button) scene.lookup("#scanRun")).fire());
                pause(2500);
                onFx(
                    () ->
                        ((TableView<?>) scene.lookup("#scanFiles")).getSelectionModel().select(0));
                pause(1000);
              }),
          new Shot(
              "details",
              () -> {
                onFx(() -> viewModel.openTable(demo("hospital/doctors")));
                pause(3000);
                onFx(() -> view.selectTab("treeTab"));
                pause(1000);
                onFx(this::expandManifests);
                pause(2500);
                onFx(
                    () ->
                        selectFirst(
                            node ->
                                node instanceof EntryNode entry
                                    && entry.entry().status().isLive()
                                    && !entry.entry().file().content().isDelete()));
                pause(2500);
                onFx(() -> ((ScrollPane) scene.lookup("#details")).setVvalue(1));
                pause(1000);
              }),
          new Shot(
              "problem",
              () -> {
                Path broken = NEUTRAL.resolve("broken/orders");
                DemoWarehouseFolder.copyTree(Path.of(demo("sales/orders")), broken);
                IcebergTable table = IcebergTable.open(broken.toString(), Runnable::run);
                ManifestFile lost =
                    table
                        .manifestList(table.metadata().currentSnapshot().orElseThrow())
                        .manifests()
                        .get(0);
                Files.delete(Path.of(table.localPath(lost.path())));
                onFx(() -> viewModel.openTable(broken.toString()));
                pause(3000);
                onFx(this::expandManifests);
                pause(2500);
                onFx(() -> selectFirst(node -> node instanceof TreeNode.ProblemNode));
                pause(1500);
              }),
          new Shot(
              "diff-incomplete",
              () -> {
                onFx(() -> view.selectTab("diffTab"));
                onFx(() -> choose("#diffFrom", "tag "));
                onFx(() -> choose("#diffTo", "branch main"));
                onFx(() -> ((Button) scene.lookup("#diffRun")).fire());
                pause(2500);
              }));
    }

    /**
     * A Delta table with deletion vectors and V2 checkpoints: its history, a version's tree and
     * graph, its health, maintenance previews and definition.
     */
    private List<Shot> deltaShots() {
      Path events = NEUTRAL.resolve("lake/events");
      return List.of(
          new Shot(
              "delta-history",
              () -> {
                HandWrittenTables.featureTable(events);
                onFx(() -> viewModel.openTable(events.toString()));
                pause(3000);
                onFx(() -> view.selectTab("historyTab"));
                onFx(() -> view.historyViewModel().select(3));
                pause(1500);
              }),
          new Shot(
              "delta-tree",
              () -> {
                onFx(() -> view.selectTab("treeTab"));
                pause(2000);
                onFx(
                    () ->
                        deltaTree().getRoot().getChildren().stream()
                            .filter(file -> file.getValue().kind() == DeltaNode.Kind.COMMIT)
                            .forEach(file -> file.setExpanded(true)));
                pause(2500);
                onFx(this::selectAddWithDeletionVector);
                pause(2000);
              }),
          deltaTab("delta-graph", "graphTab", 4000),
          deltaTab("delta-health", "healthTab", 6000),
          deltaTab("delta-maintenance", "maintenanceTab", 2000),
          deltaTab("delta-definition", "definitionTab", 3000));
    }

    /** The Delta table's tab, shown once it has had the time to read what it draws. */
    private Shot deltaTab(String name, String tab, long millis) {
      return new Shot(
          name,
          () -> {
            onFx(() -> view.selectTab(tab));
            pause(millis);
          });
    }

    /**
     * The demo's Hudi table: its timeline with a pending compaction and a writer that died, then
     * the last completed instant's tree opened down to a log's blocks.
     */
    private List<Shot> hudiShots() {
      Path trips = demoWarehouse.resolve("hudi/trips");
      return List.of(
          new Shot(
              "hudi-history",
              () -> {
                onFx(() -> viewModel.openTable(trips.toString()));
                pause(3000);
                onFx(() -> view.selectTab("historyTab"));
                onFx(() -> view.historyViewModel().select(3));
                pause(1500);
              }),
          new Shot(
              "hudi-tree",
              () -> {
                onFx(() -> view.selectTab("treeTab"));
                pause(2000);
                for (int level = 0; level < 4; level++) {
                  onFx(this::expandLastOpenedHudiRow);
                  pause(1500);
                }
                onFx(
                    () ->
                        hudiTree()
                            .getSelectionModel()
                            .select(hudiTree().getExpandedItemCount() - 1));
                pause(1500);
              }),
          new Shot(
              "hudi-health",
              () -> {
                onFx(() -> view.selectTab("healthTab"));
                pause(3000);
                onFx(this::selectFirstHealthFinding);
                pause(1500);
              }),
          new Shot(
              "hudi-replay",
              () -> {
                onFx(() -> view.selectTab("replayTab"));
                pause(2000);
                onFx(
                    () ->
                        ((ComboBox<?>) scene.lookup("#hudiReplayProposal"))
                            .getSelectionModel()
                            .selectFirst());
                onFx(() -> ((Button) scene.lookup("#hudiReplayRun")).fire());
                pause(3000);
              }),
          new Shot(
              "hudi-find",
              () -> {
                onFx(() -> view.selectTab("findTab"));
                onFx(() -> ((TextField) scene.lookup("#findField")).setText("log"));
                onFx(() -> ((Button) scene.lookup("#findButton")).fire());
                pause(3000);
                onFx(
                    () ->
                        ((TableView<?>) scene.lookup("#findResults"))
                            .getSelectionModel()
                            .select(0));
                pause(2500);
              }),
          new Shot(
              "hudi-expire",
              () -> {
                onFx(() -> view.selectTab("maintenanceTab"));
                pause(1000);
                onFx(() -> ((Button) scene.lookup("#hudiExpirePreview")).fire());
                pause(3000);
              }));
    }

    /** Selects the first finding under the Health tab's first section. */
    private void selectFirstHealthFinding() {
      @SuppressWarnings("unchecked")
      TreeView<Object> findings = (TreeView<Object>) scene.lookup("#hudiHealthFindings");
      findings.getSelectionModel().select(1);
    }

    /** A Hudi table's Metadata table tab, on a copy in a folder that names no path here. */
    private Shot metadataTableShot(Path table) {
      Path copy = NEUTRAL.resolve("hudi/damaged");
      return new Shot(
          "hudi-metadata-table",
          () -> {
            DemoWarehouseFolder.copyTree(table, copy);
            onFx(() -> viewModel.openTable(copy.toString()));
            pause(3000);
            onFx(() -> view.selectTab("metadataTableTab"));
            pause(3000);
          });
    }

    /**
     * Opens, below the deepest open row, the first partition, file group, read slice or newest log
     * that is closed.
     */
    private void expandLastOpenedHudiRow() {
      TreeTableView<Object> tree = hudiTree();
      for (int row = tree.getExpandedItemCount() - 1; row >= 0; row--) {
        TreeItem<Object> item = tree.getTreeItem(row);
        Object node = item.getValue();
        boolean worthOpening =
            node instanceof HudiNode.Partition
                || node instanceof HudiNode.Group
                || node instanceof HudiNode.Slice slice && slice.read()
                || node instanceof HudiNode.Log;
        if (worthOpening && !item.isExpanded()) {
          item.setExpanded(true);
          return;
        }
      }
    }

    @SuppressWarnings("unchecked")
    private TreeTableView<Object> hudiTree() {
      return (TreeTableView<Object>) scene.lookup("#hudiTree");
    }

    private void selectAddWithDeletionVector() {
      TreeTableView<DeltaNode> tree = deltaTree();
      for (int row = 0; row < tree.getExpandedItemCount(); row++) {
        TreeItem<DeltaNode> item = tree.getTreeItem(row);
        if (item != null
            && item.getValue().action() instanceof AddFile add
            && add.deletionVector() != null
            && item.getParent().getValue().kind() == DeltaNode.Kind.COMMIT) {
          tree.getSelectionModel().select(row);
          tree.scrollTo(Math.max(0, row - 4));
          return;
        }
      }
    }

    /**
     * One picture: its file name without {@code .png}, and the steps that bring the window there.
     */
    private record Shot(String name, Step setUp) {}

    /** Steps run on the tour's thread, handing work to the UI thread with {@code onFx}. */
    @FunctionalInterface
    private interface Step {
      void run() throws Exception;
    }

    /** Removes what an earlier tour left in a folder. */
    private static void clean(Path folder) {
      if (!Files.exists(folder)) {
        return;
      }
      try (Stream<Path> files = Files.walk(folder)) {
        for (Path file : files.sorted(Comparator.reverseOrder()).toList()) {
          Files.delete(file);
        }
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }

    @SuppressWarnings("unchecked")
    private TreeTableView<DeltaNode> deltaTree() {
      return (TreeTableView<DeltaNode>) scene.lookup("#deltaTree");
    }

    @SuppressWarnings("unchecked")
    private void choose(String comboId, String labelPrefix) {
      ComboBox<CommitChoice> combo = (ComboBox<CommitChoice>) scene.lookup(comboId);
      combo.getItems().stream()
          .filter(choice -> choice.label().startsWith(labelPrefix))
          .findFirst()
          .ifPresent(combo::setValue);
    }

    @SuppressWarnings("unchecked")
    private void chooseGraphSnapshots(String... labelPrefixes) {
      ListView<CommitChoice> list = (ListView<CommitChoice>) scene.lookup("#graphSnapshots");
      list.getSelectionModel().clearSelection();
      for (String prefix : labelPrefixes) {
        for (int index = 0; index < list.getItems().size(); index++) {
          if (list.getItems().get(index).label().startsWith(prefix)) {
            list.getSelectionModel().select(index);
            break;
          }
        }
      }
    }

    private void selectSection(String tabPaneId, String sectionId) {
      TabPane sections = (TabPane) scene.lookup(tabPaneId);
      sections.getTabs().stream()
          .filter(tab -> sectionId.equals(tab.getId()))
          .findFirst()
          .ifPresent(tab -> sections.getSelectionModel().select(tab));
    }

    private String demo(String table) {
      return demoWarehouse.resolve(table).toString();
    }

    @SuppressWarnings("unchecked")
    private TreeTableView<TreeNode> tree() {
      return (TreeTableView<TreeNode>) scene.lookup("#snapshotTree");
    }

    private void expandManifests() {
      TreeItem<TreeNode> list = tree().getRoot().getChildren().get(0);
      list.getChildren().forEach(manifest -> manifest.setExpanded(true));
    }

    private void selectFirst(Predicate<TreeNode> matches) {
      TreeTableView<TreeNode> tree = tree();
      for (int row = 0; row < tree.getExpandedItemCount(); row++) {
        TreeItem<TreeNode> item = tree.getTreeItem(row);
        if (item != null && matches.test(item.getValue())) {
          tree.getSelectionModel().select(row);
          return;
        }
      }
    }

    private void shoot(String name) throws Exception {
      CountDownLatch done = new CountDownLatch(1);
      Platform.runLater(
          () -> {
            WritableImage image = scene.snapshot(null);
            try {
              ImageIO.write(
                  SwingFXUtils.fromFXImage(image, null), "png", new File(output.toFile(), name));
            } catch (IOException e) {
              e.printStackTrace();
            }
            done.countDown();
          });
      done.await(10, TimeUnit.SECONDS);
    }

    private static void onFx(Runnable action) throws InterruptedException {
      CountDownLatch done = new CountDownLatch(1);
      Platform.runLater(
          () -> {
            try {
              action.run();
            } finally {
              done.countDown();
            }
          });
      done.await(10, TimeUnit.SECONDS);
    }

    private static void pause(long millis) throws InterruptedException {
      Thread.sleep(millis);
    }
  }
}
