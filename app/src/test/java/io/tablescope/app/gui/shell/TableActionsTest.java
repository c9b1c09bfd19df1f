package io.tablescope.app.gui.shell;

import static io.tablescope.app.gui.shell.GuiFixture.waitUntil;
import static io.tablescope.app.gui.shell.TreeRows.rowOf;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tablescope.app.cli.common.Numbers;
import io.tablescope.app.gui.diff.DiffView.DiffLine;
import io.tablescope.app.testing.ContextMenus;
import io.tablescope.app.testing.Csv;
import io.tablescope.format.iceberg.manifest.ManifestContent;
import io.tablescope.format.iceberg.manifest.ManifestEntry;
import io.tablescope.format.iceberg.manifest.ManifestFile;
import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.inspector.diff.CommitDiff;
import io.tablescope.inspector.diff.Diffs;
import io.tablescope.inspector.diff.FileChange;
import io.tablescope.inspector.iceberg.IcebergTable;
import io.tablescope.inspector.iceberg.tree.TreeNode;
import io.tablescope.inspector.iceberg.tree.TreeNode.EntryNode;
import io.tablescope.inspector.iceberg.tree.TreeNode.ManifestNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.stream.Stream;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.TreeTableColumn;
import javafx.scene.control.TreeTableRow;
import javafx.scene.control.TreeTableView;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The tables' context menus and copy keys, driven with real clicks and keys; what lands on the
 * system clipboard is compared with what the inspector says about the same files.
 */
@ExtendWith(ApplicationExtension.class)
class TableActionsTest {
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
  void theContextMenuCopiesAnEntrysPathAndItsRowAsJson(FxRobot robot) throws Exception {
    ManifestEntry entry = firstDataEntry();
    TreeTableRow<?> row = showEntry(robot, entry);

    clearClipboard(robot);
    ContextMenus.open(robot, row);
    robot.clickOn("Copy path");
    assertThat(clipboard(robot)).isEqualTo(entry.file().path());

    ContextMenus.open(robot, row);
    robot.clickOn("Copy row as JSON");
    JsonNode json = new ObjectMapper().readTree(clipboard(robot));
    assertThat(json.get("Path").asText()).isEqualTo(entry.file().path());
    assertThat(json.get("Status").asText()).isEqualTo(entry.status().name());
    assertThat(json.get("Snapshot id").asText()).isEqualTo(entry.snapshotId().toString());
    assertThat(json.get("Data seq").asText())
        .isEqualTo(shown(entry.sequenceNumber(), entry.rawSequenceNumber()));
    assertThat(json.get("Records").asText()).isEqualTo(Numbers.grouped(entry.file().recordCount()));
  }

  @Test
  void ctrlCCopiesTheSelectedRowTabSeparatedAndCtrlShiftCItsPath(FxRobot robot) throws Exception {
    ManifestEntry entry = firstDataEntry();
    robot.clickOn(showEntry(robot, entry));
    TreeTableView<TreeNode> tree = robot.lookup("#snapshotTree").queryAs(TreeTableView.class);

    clearClipboard(robot);
    robot.press(KeyCode.SHORTCUT, KeyCode.C).release(KeyCode.C, KeyCode.SHORTCUT);
    List<String> cells = List.of(clipboard(robot).stripTrailing().split("\t", -1));
    List<String> headers = headers(robot, tree);
    assertThat(cells).hasSameSizeAs(headers);
    assertThat(cells.get(headers.indexOf("Path"))).isEqualTo(entry.file().path());
    assertThat(cells.get(headers.indexOf("Status"))).isEqualTo(entry.status().name());

    clearClipboard(robot);
    robot
        .press(KeyCode.SHORTCUT, KeyCode.SHIFT, KeyCode.C)
        .release(KeyCode.C, KeyCode.SHIFT, KeyCode.SHORTCUT);
    assertThat(clipboard(robot)).isEqualTo(entry.file().path());
  }

  @Test
  void shiftF10OpensTheContextMenuOfTheFocusedTable(FxRobot robot) throws Exception {
    ManifestEntry entry = firstDataEntry();
    robot.clickOn(showEntry(robot, entry));
    clearClipboard(robot);

    robot.press(KeyCode.SHIFT, KeyCode.F10).release(KeyCode.F10, KeyCode.SHIFT);

    waitUntil(() -> shownContextMenu().isPresent());
    robot.clickOn("Copy path");
    assertThat(clipboard(robot)).isEqualTo(entry.file().path());
  }

  @Test
  void enterExpandsAManifestAsADoubleClickDoes(FxRobot robot) throws Exception {
    ManifestFile manifest = dataManifest();
    robot.interact(() -> fixture.viewModel.open(ORDERS.toString()));
    robot.clickOn("#treeTab");
    Predicate<TreeNode> isManifest =
        node ->
            node instanceof ManifestNode shown && shown.manifest().path().equals(manifest.path());
    waitUntil(() -> rowOf(robot, TreeNode.class, isManifest).isPresent());
    TreeTableRow<?> row = rowOf(robot, TreeNode.class, isManifest).orElseThrow();
    robot.clickOn(row);
    assertThat(row.getTreeItem().isExpanded()).isFalse();

    robot.type(KeyCode.ENTER);
    assertThat(row.getTreeItem().isExpanded()).isTrue();
    robot.type(KeyCode.ENTER);
    assertThat(row.getTreeItem().isExpanded()).isFalse();
  }

  @Test
  void copyTableAsCsvHoldsEveryDiffLineInTheOrderShown(FxRobot robot) throws Exception {
    IcebergTable expected = IcebergTable.open(ORDERS.toString(), Runnable::run);
    Snapshot current = expected.metadata().currentSnapshot().orElseThrow();
    Snapshot oldest = expected.metadata().snapshots().get(0);
    CommitDiff diff = Diffs.diff(expected, expected.commitOf(oldest), expected.commitOf(current));
    robot.interact(() -> fixture.viewModel.open(ORDERS.toString()));
    waitUntil(() -> fixture.viewModel.tableProperty().get() != null);
    robot.clickOn("#diffTab");
    robot.clickOn("#diffFrom");
    robot.clickOn(
        oldest.snapshotId() + " · " + oldest.operation() + " · seq " + oldest.sequenceNumber());
    robot.clickOn("#diffRun");
    TreeTableView<DiffLine> table = robot.lookup("#diffTable").queryAs(TreeTableView.class);
    waitUntil(() -> table.getRoot() != null && !table.getRoot().getChildren().isEmpty());

    clearClipboard(robot);
    ContextMenus.open(robot, table);
    robot.clickOn("Copy table as CSV");

    List<List<String>> csv = Csv.parse(clipboard(robot));
    List<String> headers = headers(robot, table);
    assertThat(csv.get(0)).isEqualTo(headers).contains("Change", "Content", "Path");
    List<DiffLine> shownLines = new ArrayList<>();
    robot.interact(
        () -> {
          for (int index = 0; index < table.getExpandedItemCount(); index++) {
            shownLines.add(table.getTreeItem(index).getValue());
          }
        });
    List<List<String>> rows = csv.subList(1, csv.size());
    assertThat(rows).hasSameSizeAs(shownLines);
    int path = headers.indexOf("Path");
    int content = headers.indexOf("Content");
    for (int index = 0; index < rows.size(); index++) {
      FileChange change = shownLines.get(index).change();
      assertThat(rows.get(index).get(path)).isEqualTo(change == null ? "" : change.file().path());
      assertThat(rows.get(index).get(content))
          .isEqualTo(change == null ? "" : change.file().kind().jsonName());
    }
    assertThat(rows.stream().map(row -> row.get(path)).filter(text -> !text.isEmpty()))
        .containsExactlyInAnyOrderElementsOf(
            Stream.concat(diff.added().stream(), diff.removed().stream())
                .map(change -> change.file().path())
                .toList());
  }

  private ManifestFile dataManifest() throws Exception {
    IcebergTable expected = IcebergTable.open(ORDERS.toString(), Runnable::run);
    Snapshot current = expected.metadata().currentSnapshot().orElseThrow();
    return expected.manifestList(current).manifests().stream()
        .filter(manifest -> manifest.content() == ManifestContent.DATA)
        .findFirst()
        .orElseThrow();
  }

  private ManifestEntry firstDataEntry() throws Exception {
    IcebergTable expected = IcebergTable.open(ORDERS.toString(), Runnable::run);
    return expected.manifest(dataManifest()).entries().get(0);
  }

  /** Opens the demo table's tree, expands the entry's manifest and returns the entry's row. */
  private TreeTableRow<?> showEntry(FxRobot robot, ManifestEntry entry) throws Exception {
    ManifestFile manifest = dataManifest();
    robot.interact(() -> fixture.viewModel.open(ORDERS.toString()));
    robot.clickOn("#treeTab");
    Predicate<TreeNode> isManifest =
        node ->
            node instanceof ManifestNode shown && shown.manifest().path().equals(manifest.path());
    waitUntil(() -> rowOf(robot, TreeNode.class, isManifest).isPresent());
    robot.clickOn(rowOf(robot, TreeNode.class, isManifest).orElseThrow());
    robot.type(KeyCode.RIGHT);
    Predicate<TreeNode> isEntry =
        node ->
            node instanceof EntryNode shown
                && shown.manifest().path().equals(manifest.path())
                && shown.entry().position() == entry.position();
    waitUntil(() -> rowOf(robot, TreeNode.class, isEntry).isPresent());
    return rowOf(robot, TreeNode.class, isEntry).orElseThrow();
  }

  private static List<String> headers(FxRobot robot, TreeTableView<?> table) throws Exception {
    return WaitForAsyncUtils.asyncFx(
            () -> table.getVisibleLeafColumns().stream().map(TreeTableColumn::getText).toList())
        .get();
  }

  private static Optional<ContextMenu> shownContextMenu() {
    return Window.getWindows().stream()
        .filter(window -> window instanceof ContextMenu && window.isShowing())
        .map(ContextMenu.class::cast)
        .findFirst();
  }

  private static String shown(Long effective, Long raw) {
    return raw == null ? effective + "*" : effective.toString();
  }

  static void clearClipboard(FxRobot robot) {
    robot.interact(
        () -> {
          ClipboardContent empty = new ClipboardContent();
          empty.putString("");
          Clipboard.getSystemClipboard().setContent(empty);
        });
  }

  static String clipboard(FxRobot robot) throws Exception {
    WaitForAsyncUtils.waitForFxEvents();
    return WaitForAsyncUtils.asyncFx(() -> Clipboard.getSystemClipboard().getString()).get();
  }
}
