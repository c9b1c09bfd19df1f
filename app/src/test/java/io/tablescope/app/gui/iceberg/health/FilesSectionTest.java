package io.tablescope.app.gui.iceberg.health;

import static io.tablescope.app.gui.shell.GuiFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.app.gui.iceberg.session.OpenedIceberg;
import io.tablescope.app.gui.shell.GuiFixture;
import io.tablescope.app.testing.FileHealthTable;
import io.tablescope.inspector.iceberg.IcebergTable;
import io.tablescope.inspector.iceberg.health.FileHealth;
import io.tablescope.inspector.iceberg.health.FileHealthAnalysis;
import io.tablescope.inspector.iceberg.tree.TreeNode;
import io.tablescope.inspector.iceberg.tree.TreeNode.EntryNode;
import io.tablescope.inspector.iceberg.tree.TreeNode.ManifestNode;
import io.tablescope.inspector.table.AnalysisProgress;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeoutException;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.TreeTableView;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * The Files section shows the rows of the file health analysis once it is shown, and a
 * double-clicked file or manifest leads to it in the Tree.
 */
@ExtendWith(ApplicationExtension.class)
class FilesSectionTest {
  @TempDir Path folder;

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
  void theTablesHoldTheAnalysisRowsOnceTheSectionIsShown(FxRobot robot) throws Exception {
    FileHealth expected = openAndShowFiles(robot);

    assertThat(items(robot, "#filesPartitionTable")).isEqualTo(expected.partitions());
    assertThat(items(robot, "#filesBuildUpTable"))
        .isEqualTo(expected.partitionDeletes())
        .hasSize(1);
    assertThat(items(robot, "#filesMostDeletesTable")).isEqualTo(expected.dataFilesWithDeletes());
    assertThat(items(robot, "#filesDanglingTable"))
        .isEqualTo(expected.danglingDeletes())
        .hasSize(1);
    assertThat(items(robot, "#filesMissingTable")).isEqualTo(expected.missingFiles()).hasSize(1);
    assertThat(items(robot, "#filesManifestTable")).isEqualTo(expected.manifests().manifests());
    assertThat(robot.lookup("#filesRows").queryAs(Label.class).getText())
        .isEqualTo(FilesSectionViewModel.rowsText(expected.liveRows()))
        .contains(expected.liveRows().dataRows() + " data rows");
  }

  @Test
  void doubleClickingADanglingDeleteShowsItInTheTree(FxRobot robot) throws Exception {
    FileHealth expected = openAndShowFiles(robot);
    String path = expected.danglingDeletes().get(0).path();

    select(robot, "#filesTables", "filesDanglingTab");
    robot.doubleClickOn(firstRow(robot, "#filesDanglingTable"));

    assertThat(selectedTab(robot, "#mainTabs")).isEqualTo("treeTab");
    TreeTableView<TreeNode> tree = robot.lookup("#snapshotTree").queryAs(TreeTableView.class);
    waitUntil(() -> tree.getSelectionModel().getSelectedItem() != null);
    TreeNode selected = tree.getSelectionModel().getSelectedItem().getValue();
    assertThat(selected).isInstanceOf(EntryNode.class);
    assertThat(((EntryNode) selected).entry().file().path()).isEqualTo(path);
    assertThat(((EntryNode) selected).snapshot().snapshotId()).isEqualTo(expected.snapshotId());
  }

  @Test
  void doubleClickingAManifestShowsItInTheTree(FxRobot robot) throws Exception {
    FileHealth expected = openAndShowFiles(robot);
    String path = expected.manifests().manifests().get(0).path();

    select(robot, "#filesTables", "filesManifestsTab");
    robot.doubleClickOn(firstRow(robot, "#filesManifestTable"));

    assertThat(selectedTab(robot, "#mainTabs")).isEqualTo("treeTab");
    TreeTableView<TreeNode> tree = robot.lookup("#snapshotTree").queryAs(TreeTableView.class);
    waitUntil(() -> tree.getSelectionModel().getSelectedItem() != null);
    TreeNode selected = tree.getSelectionModel().getSelectedItem().getValue();
    assertThat(selected).isInstanceOf(ManifestNode.class);
    assertThat(((ManifestNode) selected).manifest().path()).isEqualTo(path);
  }

  @Test
  void nothingIsAnalysedUntilTheSectionIsShown(FxRobot robot) throws Exception {
    FileHealthTable.write(folder);
    robot.interact(() -> fixture.viewModel.open(folder.toString()));
    waitUntil(() -> OpenedIceberg.of(fixture.viewModel) != null);
    // The Health tab opens on its Overview: the Files section is built but hidden.
    select(robot, "#mainTabs", "healthTab");
    waitUntil(() -> robot.lookup("#filesPartitionTable").tryQuery().isPresent());
    robot.sleep(300);

    assertThat(items(robot, "#filesPartitionTable")).isEmpty();

    select(robot, "#healthSections", "filesSection");
    waitUntil(() -> !items(robot, "#filesPartitionTable").isEmpty());
  }

  private FileHealth openAndShowFiles(FxRobot robot) throws Exception {
    FileHealthTable.write(folder);
    robot.interact(() -> fixture.viewModel.open(folder.toString()));
    waitUntil(() -> OpenedIceberg.of(fixture.viewModel) != null);
    IcebergTable table = OpenedIceberg.of(fixture.viewModel);
    FileHealth expected = FileHealthAnalysis.ofCurrent(table, AnalysisProgress.NONE).orElseThrow();
    select(robot, "#mainTabs", "healthTab");
    select(robot, "#healthSections", "filesSection");
    waitUntil(() -> !items(robot, "#filesPartitionTable").isEmpty());
    return expected;
  }

  private static void select(FxRobot robot, String tabPane, String tabId) throws TimeoutException {
    // A tab's view is built when the tab is first opened; its own tabs' headers in the next pulse.
    waitUntil(
        () -> robot.lookup(tabPane).tryQuery().isPresent() && header(robot, tabId).isPresent());
    TabPane pane = robot.lookup(tabPane).queryAs(TabPane.class);
    robot.clickOn(header(robot, tabId).orElseThrow());
    assertThat(pane.getSelectionModel().getSelectedItem().getId()).isEqualTo(tabId);
  }

  private static Optional<Node> header(FxRobot robot, String tabId) {
    return robot.lookup(".tab").match(node -> tabId.equals(node.getId())).tryQuery();
  }

  private static Node firstRow(FxRobot robot, String table) throws Exception {
    waitUntil(
        () ->
            robot.lookup(table + " .table-row-cell").queryAllAs(TableRow.class).stream()
                .anyMatch(row -> row.getIndex() == 0 && !row.isEmpty()));
    return robot.lookup(table + " .table-row-cell").queryAllAs(TableRow.class).stream()
        .filter(row -> row.getIndex() == 0 && !row.isEmpty())
        .findFirst()
        .orElseThrow();
  }

  private static List<?> items(FxRobot robot, String table) {
    return List.copyOf(robot.lookup(table).queryAs(TableView.class).getItems());
  }

  private static String selectedTab(FxRobot robot, String tabPane) {
    return robot
        .lookup(tabPane)
        .queryAs(TabPane.class)
        .getSelectionModel()
        .getSelectedItem()
        .getId();
  }
}
