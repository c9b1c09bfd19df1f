package io.tablescope.app.gui.history;

import static io.tablescope.app.gui.shell.GuiFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.app.gui.shell.GuiFixture;
import io.tablescope.format.testing.LargeTable;
import io.tablescope.inspector.iceberg.tree.TreeNode;
import java.nio.file.Path;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.ScrollBar;
import javafx.scene.control.TabPane;
import javafx.scene.control.TreeTableView;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * The History from the keyboard at 1366×768: arrows move the selection and never the tabs, Home,
 * End, Page Up and Page Down move as in a list (and still do in the Tree), and the scroll handle of
 * 20,000 snapshots stays large enough to grab.
 */
@ExtendWith(ApplicationExtension.class)
class HistoryKeysTest {
  private static final Path ORDERS = Path.of("demo-warehouse/sales/orders").toAbsolutePath();

  @TempDir Path temp;
  private final GuiFixture fixture = new GuiFixture();

  @Start
  void start(Stage stage) {
    fixture.showOnLaptop(stage);
  }

  @AfterEach
  void close() {
    fixture.close();
  }

  @Test
  void downMovesTheSelectionAndLeavesTheHistoryTabShown(FxRobot robot) throws Exception {
    HistoryViewModel history = open(robot, ORDERS);
    TabPane tabs = robot.lookup("#mainTabs").queryAs(TabPane.class);
    clickRow(robot, 0);
    assertThat(history.selectedRowProperty().get()).isZero();

    robot.type(KeyCode.DOWN, 3);

    assertThat(tabs.getSelectionModel().getSelectedItem().getId()).isEqualTo("historyTab");
    assertThat(history.selectedRowProperty().get()).isEqualTo(3);
    assertThat(fixture.viewModel.selectedCommitProperty().get())
        .isEqualTo(history.graphProperty().get().rows().get(3).commit());

    robot.type(KeyCode.UP, 2);
    assertThat(history.selectedRowProperty().get()).isEqualTo(1);
    assertThat(tabs.getSelectionModel().getSelectedItem().getId()).isEqualTo("historyTab");
  }

  @Test
  void homeEndAndPageKeysMoveAsInAList(FxRobot robot) throws Exception {
    HistoryViewModel history = open(robot, ORDERS);
    TabPane tabs = robot.lookup("#mainTabs").queryAs(TabPane.class);
    int last = history.graphProperty().get().rows().size() - 1;
    clickRow(robot, 1);

    robot.type(KeyCode.END);
    assertThat(history.selectedRowProperty().get()).isEqualTo(last);
    robot.type(KeyCode.HOME);
    assertThat(history.selectedRowProperty().get()).isZero();
    robot.press(KeyCode.CONTROL, KeyCode.END).release(KeyCode.END, KeyCode.CONTROL);
    assertThat(history.selectedRowProperty().get()).isEqualTo(last);
    robot.press(KeyCode.CONTROL, KeyCode.HOME).release(KeyCode.HOME, KeyCode.CONTROL);
    assertThat(history.selectedRowProperty().get()).isZero();
    // The demo's history fits one page: Page Down goes to its last row, Page Up back.
    robot.type(KeyCode.PAGE_DOWN);
    assertThat(history.selectedRowProperty().get()).isEqualTo(last);
    robot.type(KeyCode.PAGE_UP);
    assertThat(history.selectedRowProperty().get()).isZero();
    robot.type(KeyCode.DOWN, last + 3);
    assertThat(history.selectedRowProperty().get()).isEqualTo(last);

    assertThat(tabs.getSelectionModel().getSelectedItem().getId()).isEqualTo("historyTab");
  }

  @Test
  void twentyThousandSnapshotsScrollWithAHandleToGrabAndPageByPage(FxRobot robot) throws Exception {
    LargeTable.withSnapshots(temp.resolve("large"), 20_000);
    HistoryViewModel history = open(robot, temp.resolve("large"));
    int last = history.graphProperty().get().rows().size() - 1;
    assertThat(last).isEqualTo(19_999);
    ScrollBar scroll = robot.lookup("#historyScroll").queryAs(ScrollBar.class);
    Node thumb = scroll.lookup(".thumb");

    assertThat(thumb.getBoundsInParent().getHeight()).isGreaterThanOrEqualTo(28);

    clickRow(robot, 0);
    robot.type(KeyCode.PAGE_DOWN);
    int page = history.selectedRowProperty().get();
    assertThat(page).isGreaterThan(5);
    robot.type(KeyCode.PAGE_DOWN);
    assertThat(history.selectedRowProperty().get()).isEqualTo(2 * page);
    robot.press(KeyCode.CONTROL, KeyCode.END).release(KeyCode.END, KeyCode.CONTROL);

    assertThat(history.selectedRowProperty().get()).isEqualTo(last);
    assertThat(rowInView(robot, last)).isTrue();
    assertThat(thumb.getBoundsInParent().getHeight()).isGreaterThanOrEqualTo(28);
    assertThat(thumb.getBoundsInParent().getMaxY())
        .isGreaterThan(scroll.getHeight() - 2 * scroll.getWidth() - 2);
    robot.type(KeyCode.PAGE_UP);
    assertThat(history.selectedRowProperty().get()).isEqualTo(last - page);
    assertThat(rowInView(robot, last - page)).isTrue();
  }

  @Test
  void theTreeKeepsHomeAndEnd(FxRobot robot) throws Exception {
    open(robot, ORDERS);
    robot.clickOn("#treeTab");
    TreeTableView<TreeNode> tree = robot.lookup("#snapshotTree").queryAs(TreeTableView.class);
    waitUntil(() -> tree.getRoot() != null && tree.getExpandedItemCount() > 2);
    TabPane tabs = robot.lookup("#mainTabs").queryAs(TabPane.class);
    robot.clickOn(robot.lookup("#snapshotTree .tree-table-row-cell").nth(1).queryAs(Node.class));

    robot.type(KeyCode.END);
    assertThat(tree.getSelectionModel().getSelectedIndex())
        .isEqualTo(tree.getExpandedItemCount() - 1);
    robot.type(KeyCode.HOME);
    assertThat(tree.getSelectionModel().getSelectedIndex()).isZero();
    robot.type(KeyCode.DOWN);
    assertThat(tree.getSelectionModel().getSelectedIndex()).isEqualTo(1);

    assertThat(tabs.getSelectionModel().getSelectedItem().getId()).isEqualTo("treeTab");
  }

  private HistoryViewModel open(FxRobot robot, Path table) throws Exception {
    robot.interact(() -> fixture.viewModel.open(table.toString()));
    HistoryViewModel history = fixture.view().historyViewModel();
    waitUntil(() -> history.graphProperty().get() != null);
    return history;
  }

  private static void clickRow(FxRobot robot, int row) {
    Node canvas = robot.lookup("#historyCanvas").query();
    Bounds onScreen = canvas.localToScreen(canvas.getBoundsInLocal());
    robot.clickOn(onScreen.getMinX() + 200, onScreen.getMinY() + row * HistoryView.ROW_HEIGHT + 15);
  }

  /** Whether the row lies wholly in the canvas, as scrolled. */
  private static boolean rowInView(FxRobot robot, int row) {
    ScrollBar scroll = robot.lookup("#historyScroll").queryAs(ScrollBar.class);
    Node canvas = robot.lookup("#historyCanvas").query();
    double top = row * HistoryView.ROW_HEIGHT - scroll.getValue();
    return top >= 0 && top + HistoryView.ROW_HEIGHT <= canvas.getBoundsInLocal().getHeight() + 0.5;
  }
}
