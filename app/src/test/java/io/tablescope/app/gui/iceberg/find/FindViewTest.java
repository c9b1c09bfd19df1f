package io.tablescope.app.gui.iceberg.find;

import static io.tablescope.app.gui.shell.GuiFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.app.gui.find.FindTab;
import io.tablescope.app.gui.iceberg.session.OpenedIceberg;
import io.tablescope.app.gui.shell.GuiFixture;
import io.tablescope.app.testing.ContextMenus;
import io.tablescope.format.iceberg.manifest.ManifestEntry;
import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.inspector.iceberg.IcebergTable;
import io.tablescope.inspector.iceberg.LiveFiles;
import io.tablescope.inspector.iceberg.find.FileHistory;
import io.tablescope.inspector.iceberg.find.FileHistory.FileEvent;
import io.tablescope.inspector.iceberg.find.FindHit;
import io.tablescope.inspector.iceberg.find.WholeTable;
import io.tablescope.inspector.iceberg.tree.TreeNode;
import io.tablescope.inspector.iceberg.tree.TreeNode.EntryNode;
import io.tablescope.inspector.table.AnalysisProgress;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import javafx.scene.Node;
import javafx.scene.control.Labeled;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.TreeTableRow;
import javafx.scene.control.TreeTableView;
import javafx.scene.input.KeyCode;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * Ctrl+F finds a file in every snapshot that holds it, Enter leads to it in the Tree, and its
 * history lists what each snapshot did to it, as the model says.
 */
@ExtendWith(ApplicationExtension.class)
class FindViewTest {
  private static final Path ORDERS = Path.of("demo-warehouse/sales/orders").toAbsolutePath();

  private final GuiFixture fixture = new GuiFixture();
  private Stage stage;

  @Start
  void start(Stage stage) {
    this.stage = stage;
    fixture.show(stage);
  }

  @AfterEach
  void close() {
    fixture.close();
  }

  @Test
  void ctrlFFindsEverySnapshotHoldingAFileAndEnterSelectsItInTheTree(FxRobot robot)
      throws Exception {
    IcebergTable table = open(robot);
    Snapshot oldest = oldest(table);
    ManifestEntry entry =
        table.manifest(table.manifestList(oldest).manifests().get(0)).entries().get(0);
    String path = entry.file().path();
    String name = Path.of(path).getFileName().toString();

    TableView<FindHit> results = FindTab.find(robot, name.substring(8, 30));
    FindHit hit =
        results.getItems().stream().filter(found -> found.name().equals(path)).findFirst().get();
    assertThat(hit.snapshotIds()).isEqualTo(snapshotsWithLive(table, path));
    assertThat(hit.snapshotIds()).contains(oldest.snapshotId());

    robot.interact(
        () -> {
          results.getSelectionModel().select(hit);
          results.requestFocus();
        });
    robot.type(KeyCode.ENTER);

    assertThat(FindTab.selectedTab(robot)).isEqualTo("treeTab");
    TreeTableView<TreeNode> tree = robot.lookup("#snapshotTree").queryAs(TreeTableView.class);
    waitUntil(
        () ->
            tree.getSelectionModel().getSelectedItem() != null
                && tree.getSelectionModel().getSelectedItem().getValue() instanceof EntryNode);
    EntryNode selected = (EntryNode) tree.getSelectionModel().getSelectedItem().getValue();
    assertThat(selected.entry().file().path()).isEqualTo(path);
  }

  @Test
  void aFilesHistoryRowsEqualItsHistoryAndEnterShowsTheSnapshot(FxRobot robot) throws Exception {
    IcebergTable table = open(robot);
    Snapshot oldest = oldest(table);
    String path =
        table
            .manifest(table.manifestList(oldest).manifests().get(0))
            .entries()
            .get(0)
            .file()
            .path();
    List<FileEvent> expected =
        FileHistory.of(WholeTable.read(table, AnalysisProgress.NONE), path).events();

    robot.press(KeyCode.CONTROL, KeyCode.F).release(KeyCode.F, KeyCode.CONTROL);
    robot.write(Path.of(path).getFileName().toString()).type(KeyCode.ENTER);
    TableView<FindHit> results = robot.lookup("#findResults").queryAs(TableView.class);
    waitUntil(() -> !results.getItems().isEmpty());
    robot.interact(() -> results.getSelectionModel().select(0));
    robot.clickOn("#fileHistoryButton");

    TableView<FileEvent> history = robot.lookup("#fileHistory").queryAs(TableView.class);
    waitUntil(() -> history.getItems().size() == expected.size());
    assertThat(history.getItems()).isEqualTo(expected);
    assertThat(history.getItems().get(0).change()).isEqualTo(FileHistory.Change.ADDED);

    FileEvent last = expected.get(expected.size() - 1);
    robot.interact(
        () -> {
          history.getSelectionModel().select(last);
          history.requestFocus();
        });
    robot.type(KeyCode.ENTER);

    assertThat(FindTab.selectedTab(robot)).isEqualTo("historyTab");
    assertThat(fixture.viewModel.selectedCommitProperty().get().id()).isEqualTo(last.snapshotId());
  }

  @Test
  void theTreesSelectedFileShowsItsHistoryFromTheButton(FxRobot robot) throws Exception {
    List<FileEvent> expected = selectAFileInTheTree(robot);

    robot.clickOn("#treeFileHistory");

    assertHistoryShown(robot, expected);
  }

  @Test
  void theTreesContextMenuShowsTheSameHistory(FxRobot robot) throws Exception {
    List<FileEvent> expected = selectAFileInTheTree(robot);
    TreeTableView<TreeNode> tree = robot.lookup("#snapshotTree").queryAs(TreeTableView.class);
    robot.interact(() -> tree.scrollTo(tree.getSelectionModel().getSelectedIndex()));
    TreeNode selected = tree.getSelectionModel().getSelectedItem().getValue();
    waitUntil(() -> rowShowing(robot, selected).isPresent());
    Node selectedRow = rowShowing(robot, selected).orElseThrow();

    ContextMenus.open(robot, selectedRow);
    robot.clickOn(
        robot.lookup(".context-menu .menu-item").queryAll().stream()
            .filter(
                item ->
                    item.lookupAll(".label").stream()
                        .anyMatch(
                            label -> "History of this file".equals(((Labeled) label).getText())))
            .findFirst()
            .orElseThrow());

    assertHistoryShown(robot, expected);
  }

  @Test
  void aNewSearchClearsTheLastFilesHistory(FxRobot robot) throws Exception {
    IcebergTable table = open(robot);
    String path =
        table
            .manifest(table.manifestList(oldest(table)).manifests().get(0))
            .entries()
            .get(0)
            .file()
            .path();
    robot.press(KeyCode.CONTROL, KeyCode.F).release(KeyCode.F, KeyCode.CONTROL);
    robot.write(Path.of(path).getFileName().toString()).type(KeyCode.ENTER);
    TableView<FindHit> results = robot.lookup("#findResults").queryAs(TableView.class);
    waitUntil(() -> !results.getItems().isEmpty());
    robot.clickOn(robot.lookup("#findResults .table-row-cell").nth(0).queryAs(Node.class));
    TableView<FileEvent> history = robot.lookup("#fileHistory").queryAs(TableView.class);
    Labeled title = robot.lookup("#fileHistoryTitle").queryAs(Labeled.class);
    waitUntil(() -> !history.getItems().isEmpty());
    assertThat(title.getText()).contains(path);

    TextField field = robot.lookup("#findField").queryAs(TextField.class);
    robot.clickOn(field).press(KeyCode.CONTROL, KeyCode.A).release(KeyCode.A, KeyCode.CONTROL);
    robot.write("region=US").type(KeyCode.ENTER);

    assertThat(history.getItems()).isEmpty();
    assertThat(title.getText()).isEmpty();
    waitUntil(() -> !results.getItems().isEmpty() && !fixture.viewModel.loadingProperty().get());
    assertThat(history.getItems()).isEmpty();
  }

  @Test
  void theHistoryButtonKeepsItsWordsBesideALongTitleAt1366(FxRobot robot) throws Exception {
    robot.interact(
        () -> {
          stage.setWidth(1366);
          stage.setHeight(768);
        });
    IcebergTable table = open(robot);
    String path =
        table
            .manifest(table.manifestList(oldest(table)).manifests().get(0))
            .entries()
            .get(0)
            .file()
            .path();
    robot.press(KeyCode.CONTROL, KeyCode.F).release(KeyCode.F, KeyCode.CONTROL);
    robot.write(Path.of(path).getFileName().toString()).type(KeyCode.ENTER);
    TableView<FindHit> results = robot.lookup("#findResults").queryAs(TableView.class);
    waitUntil(() -> !results.getItems().isEmpty());
    robot.clickOn(robot.lookup("#findResults .table-row-cell").nth(0).queryAs(Node.class));
    Labeled title = robot.lookup("#fileHistoryTitle").queryAs(Labeled.class);
    waitUntil(() -> title.getText().contains(path));
    robot.interact(() -> {});

    Labeled button = robot.lookup("#fileHistoryButton").queryAs(Labeled.class);
    assertThat(shownText(button)).isEqualTo("History of this file");
  }

  /** The text a label draws, after any cut, as the user reads it. */
  private static String shownText(Labeled labeled) {
    return labeled.getChildrenUnmodifiable().stream()
        .filter(Text.class::isInstance)
        .map(node -> ((Text) node).getText())
        .findFirst()
        .orElse("");
  }

  private static Optional<Node> rowShowing(FxRobot robot, TreeNode node) {
    return robot.lookup(".tree-table-row-cell").queryAllAs(TreeTableRow.class).stream()
        .filter(row -> node.equals(row.getItem()))
        .map(Node.class::cast)
        .findFirst();
  }

  /** Shows the Tree with the first entry of the current snapshot selected; its file's history. */
  private List<FileEvent> selectAFileInTheTree(FxRobot robot) throws Exception {
    IcebergTable table = open(robot);
    Snapshot current = table.metadata().currentSnapshot().orElseThrow();
    String path =
        table
            .manifest(table.manifestList(current).manifests().get(0))
            .entries()
            .get(0)
            .file()
            .path();
    robot.interact(() -> fixture.icebergViews().navigation().showFile(current.snapshotId(), path));
    TreeTableView<TreeNode> tree = robot.lookup("#snapshotTree").queryAs(TreeTableView.class);
    waitUntil(() -> tree.getSelectionModel().getSelectedItem() != null);
    return FileHistory.of(WholeTable.read(table, AnalysisProgress.NONE), path).events();
  }

  private void assertHistoryShown(FxRobot robot, List<FileEvent> expected) throws Exception {
    assertThat(FindTab.selectedTab(robot)).isEqualTo("findTab");
    TableView<FileEvent> history = robot.lookup("#fileHistory").queryAs(TableView.class);
    waitUntil(() -> history.getItems().size() == expected.size());
    assertThat(history.getItems()).isEqualTo(expected);
  }

  private IcebergTable open(FxRobot robot) throws Exception {
    robot.interact(() -> fixture.viewModel.open(ORDERS.toString()));
    waitUntil(() -> OpenedIceberg.of(fixture.viewModel) != null);
    return OpenedIceberg.of(fixture.viewModel);
  }

  private static Snapshot oldest(IcebergTable table) {
    return table.metadata().snapshots().stream()
        .min(Comparator.comparingLong(Snapshot::timestampMillis))
        .orElseThrow();
  }

  /** The snapshots, in commit order, whose live files include the path, one snapshot at a time. */
  private static List<Long> snapshotsWithLive(IcebergTable table, String path) {
    return table.commits().stream()
        .map(commit -> table.snapshotOf(commit))
        .filter(snapshot -> LiveFiles.of(table, snapshot).files().containsKey(path))
        .map(Snapshot::snapshotId)
        .toList();
  }
}
