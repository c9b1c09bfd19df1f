package io.tablescope.app.gui.iceberg;

import static io.tablescope.app.gui.shell.GuiFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.app.gui.iceberg.session.OpenedIceberg;
import io.tablescope.app.gui.shell.GuiFixture;
import io.tablescope.format.iceberg.manifest.ManifestEntry;
import io.tablescope.format.iceberg.manifest.ManifestFile;
import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.inspector.iceberg.IcebergTable;
import io.tablescope.inspector.iceberg.tree.TreeNode;
import io.tablescope.inspector.iceberg.tree.TreeNode.EntryNode;
import io.tablescope.inspector.iceberg.tree.TreeNode.ManifestNode;
import java.nio.file.Path;
import javafx.scene.control.TabPane;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeTableView;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** A health finding leads to its snapshot in the History, or its manifest or file in the Tree. */
@ExtendWith(ApplicationExtension.class)
class FindingNavigationTest {
  private static final Path ORDERS = Path.of("demo-warehouse/sales/orders").toAbsolutePath();

  private final GuiFixture fixture = new GuiFixture();

  @Start
  void start(Stage stage) {
    fixture.show(stage);
  }

  @AfterEach
  void close() {
    fixture.close();
  }

  @Test
  void aSnapshotFindingSelectsTheSnapshotInTheHistory(FxRobot robot) throws Exception {
    IcebergTable table = open(robot);
    Snapshot oldest = table.metadata().snapshots().get(0);

    robot.interact(() -> fixture.icebergViews().navigation().showSnapshot(oldest.snapshotId()));

    assertThat(selectedTab(robot)).isEqualTo("historyTab");
    assertThat(fixture.viewModel.selectedCommitProperty().get().id())
        .isEqualTo(oldest.snapshotId());
  }

  @Test
  void aManifestFindingSelectsTheManifestInTheSnapshotsTree(FxRobot robot) throws Exception {
    IcebergTable table = open(robot);
    Snapshot oldest = table.metadata().snapshots().get(0);
    ManifestFile manifest = table.manifestList(oldest).manifests().get(0);

    robot.interact(
        () ->
            fixture.icebergViews().navigation().showManifest(oldest.snapshotId(), manifest.path()));

    assertThat(selectedTab(robot)).isEqualTo("treeTab");
    TreeTableView<TreeNode> tree = robot.lookup("#snapshotTree").queryAs(TreeTableView.class);
    waitUntil(() -> tree.getSelectionModel().getSelectedItem() != null);
    TreeNode selected = tree.getSelectionModel().getSelectedItem().getValue();
    assertThat(selected).isInstanceOf(ManifestNode.class);
    assertThat(((ManifestNode) selected).manifest().path()).isEqualTo(manifest.path());
    assertThat(((ManifestNode) selected).snapshot().snapshotId()).isEqualTo(oldest.snapshotId());
  }

  @Test
  void aFileFindingFiltersTheTreeToTheFileAndSelectsIt(FxRobot robot) throws Exception {
    IcebergTable table = open(robot);
    Snapshot current = table.metadata().currentSnapshot().orElseThrow();
    ManifestFile manifest = table.manifestList(current).manifests().get(0);
    ManifestEntry entry = table.manifest(manifest).entries().get(0);

    robot.interact(
        () ->
            fixture
                .icebergViews()
                .navigation()
                .showFile(current.snapshotId(), entry.file().path()));

    assertThat(selectedTab(robot)).isEqualTo("treeTab");
    TreeTableView<TreeNode> tree = robot.lookup("#snapshotTree").queryAs(TreeTableView.class);
    waitUntil(() -> tree.getSelectionModel().getSelectedItem() != null);
    TreeItem<TreeNode> selected = tree.getSelectionModel().getSelectedItem();
    assertThat(selected.getValue()).isInstanceOf(EntryNode.class);
    assertThat(((EntryNode) selected.getValue()).entry().file().path())
        .isEqualTo(entry.file().path());
    assertThat(fixture.viewModel.selectedCommitProperty().get().id())
        .isEqualTo(current.snapshotId());
  }

  private IcebergTable open(FxRobot robot) throws Exception {
    robot.interact(() -> fixture.viewModel.open(ORDERS.toString()));
    waitUntil(() -> OpenedIceberg.of(fixture.viewModel) != null);
    return OpenedIceberg.of(fixture.viewModel);
  }

  private String selectedTab(FxRobot robot) {
    return robot
        .lookup("#mainTabs")
        .queryAs(TabPane.class)
        .getSelectionModel()
        .getSelectedItem()
        .getId();
  }
}
