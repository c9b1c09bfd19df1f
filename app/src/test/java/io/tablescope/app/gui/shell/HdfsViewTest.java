package io.tablescope.app.gui.shell;

import static io.tablescope.app.gui.shell.GuiFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.format.iceberg.manifest.ManifestFile;
import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.format.io.HadoopFileAccess;
import io.tablescope.format.testing.MiniHdfs;
import io.tablescope.inspector.iceberg.IcebergTable;
import io.tablescope.inspector.iceberg.tree.TreeNode;
import io.tablescope.inspector.iceberg.tree.TreeNode.ManifestNode;
import io.tablescope.inspector.iceberg.tree.TreeNode.SnapshotNode;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import javafx.scene.control.DialogPane;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeTableView;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** The app opens a table on a real HDFS (a MiniDFSCluster on loopback) as it opens a folder. */
@ExtendWith(ApplicationExtension.class)
class HdfsViewTest {
  private static final Path ORDERS = Path.of("demo-warehouse/sales/orders").toAbsolutePath();

  @TempDir static Path temp;
  private static MiniHdfs hdfs;
  private static String orders;

  private final GuiFixture fixture = new GuiFixture();

  @BeforeAll
  static void copyATableToHdfs() throws IOException {
    hdfs = MiniHdfs.start(temp.resolve("hdfs"));
    orders = hdfs.copy(ORDERS, "/warehouse/sales/orders");
  }

  @AfterAll
  static void stopHdfs() throws IOException {
    hdfs.close();
  }

  @Start
  void start(Stage stage) {
    fixture.show(stage);
  }

  @AfterEach
  void close() {
    fixture.close();
  }

  @Test
  void theTreeOfATableOnHdfsShowsItsManifests(FxRobot robot) throws Exception {
    IcebergTable expected = IcebergTable.open(ORDERS.toString(), Runnable::run);
    Snapshot current = expected.metadata().currentSnapshot().orElseThrow();
    List<String> manifests =
        expected.manifestList(current).manifests().stream().map(ManifestFile::path).toList();

    robot.interact(() -> fixture.viewModel.open(orders));
    robot.clickOn("#treeTab");
    TreeTableView<TreeNode> tree = robot.lookup("#snapshotTree").queryAs(TreeTableView.class);
    waitUntil(() -> manifestsShown(tree).size() == manifests.size());

    assertThat(fixture.viewModel.tableLocationProperty().get()).isEqualTo(orders);
    assertThat(((SnapshotNode) tree.getRoot().getValue()).snapshot().snapshotId())
        .isEqualTo(current.snapshotId());
    assertThat(manifestsShown(tree)).isEqualTo(manifests);
  }

  /** The manifests under the tree's manifest list, as far as they are loaded. */
  private static List<String> manifestsShown(TreeTableView<TreeNode> tree) {
    if (tree.getRoot() == null || tree.getRoot().getChildren().isEmpty()) {
      return List.of();
    }
    return tree.getRoot().getChildren().get(0).getChildren().stream()
        .map(TreeItem::getValue)
        .filter(ManifestNode.class::isInstance)
        .map(node -> ((ManifestNode) node).manifest().path())
        .toList();
  }

  @Test
  void aNamenodeThatNeverAnswersLeavesTheWindowResponsiveAndCancellable(FxRobot robot)
      throws Exception {
    // The kernel accepts connections into the backlog; nothing ever answers.
    try (ServerSocket silent = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
      String table = "hdfs://127.0.0.1:" + silent.getLocalPort() + "/t";
      long start = System.nanoTime();

      robot.interact(() -> fixture.viewModel.open(table));

      assertThat(Duration.ofNanos(System.nanoTime() - start))
          .as("the UI thread does not wait for the store")
          .isLessThan(HadoopFileAccess.TIMEOUT.dividedBy(3));
      assertThat(fixture.viewModel.loadingProperty().get()).isTrue();
      robot.clickOn("#cancel");
      assertThat(fixture.viewModel.loadingProperty().get()).isFalse();
      assertThat(fixture.viewModel.statusProperty().get()).isEqualTo("Cancelled.");
    }
  }

  @Test
  void aSchemeNothingReadsIsAMessageNamingIt(FxRobot robot) throws Exception {
    robot.interact(() -> fixture.viewModel.open("foo://x/t"));
    waitUntil(() -> robot.lookup(".dialog-pane").tryQuery().isPresent());

    assertThat(robot.lookup(".dialog-pane").queryAs(DialogPane.class).getContentText())
        .isEqualTo(
            "foo://x/t: no file system for scheme \"foo\"; Tablescope reads local paths and"
                + " file:, hdfs: URIs");
  }
}
