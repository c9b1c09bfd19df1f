package io.tablescope.app.gui.shell;

import static io.tablescope.app.gui.shell.GuiFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.format.iceberg.manifest.ManifestFile;
import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.format.io.Storage;
import io.tablescope.format.io.s3.S3FileAccess;
import io.tablescope.format.testing.s3.S3Server;
import io.tablescope.inspector.iceberg.IcebergTable;
import io.tablescope.inspector.iceberg.tree.TreeNode;
import io.tablescope.inspector.iceberg.tree.TreeNode.ManifestNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.control.Label;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeTableView;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The app opens a table in S3 from the location field, reading it off the UI thread, and shows the
 * same snapshot tree as for the local copy.
 */
@ExtendWith(ApplicationExtension.class)
class S3AppTest {
  private static final Path ORDERS = Path.of("demo-warehouse/sales/orders").toAbsolutePath();
  private static final String TABLE = "s3://tablescope-demo/sales/orders";

  private static S3Server server;
  private static Path home;

  private GuiFixture fixture;

  @BeforeAll
  static void startServer() throws Exception {
    server = S3Server.start();
    server.upload(ORDERS, "tablescope-demo", "sales/orders");
    home = Files.createTempDirectory("s3-app-home");
  }

  @AfterAll
  static void stopServer() {
    server.close();
  }

  @Start
  void start(Stage stage) {
    fixture =
        new GuiFixture(
            S3FileAccess.fromEnvironment(server.environment(home), null).routedIn(Storage.local()));
    fixture.show(stage);
  }

  @AfterEach
  void close() {
    fixture.close();
  }

  @Test
  void anS3UriTypedInTheLocationFieldOpensTheTableAndItsTree(FxRobot robot) throws Exception {
    IcebergTable local = IcebergTable.open(ORDERS.toString(), Runnable::run);
    Snapshot current = local.metadata().currentSnapshot().orElseThrow();
    List<String> manifests =
        local.manifestList(current).manifests().stream().map(ManifestFile::path).toList();

    robot.clickOn("#openUri").write(TABLE).type(KeyCode.ENTER);
    waitUntil(() -> fixture.viewModel.tableProperty().get() != null);
    robot.clickOn("#treeTab");
    TreeTableView<TreeNode> tree = robot.lookup("#snapshotTree").queryAs(TreeTableView.class);
    waitUntil(() -> tree.getRoot() != null && manifestsShown(tree).size() == manifests.size());

    assertThat(robot.lookup("#tableLocation").queryAs(Label.class).getText()).isEqualTo(TABLE);
    assertThat(fixture.viewModel.errorProperty().get()).isNull();
    assertThat(WaitForAsyncUtils.asyncFx(() -> manifestsShown(tree)).get()).isEqualTo(manifests);
  }

  /** The manifests under the snapshot, as the tree shows them. */
  private static List<String> manifestsShown(TreeTableView<TreeNode> tree) {
    List<String> paths = new ArrayList<>();
    collect(tree.getRoot(), paths);
    return paths;
  }

  private static void collect(TreeItem<TreeNode> item, List<String> paths) {
    if (item.getValue() instanceof ManifestNode manifest) {
      paths.add(manifest.manifest().path());
    }
    item.getChildren().forEach(child -> collect(child, paths));
  }
}
