package io.tablescope.app.gui.hudi;

import static io.tablescope.app.gui.shell.GuiFixture.waitUntil;
import static io.tablescope.app.gui.shell.TreeRows.cellText;
import static io.tablescope.app.gui.shell.TreeRows.rowOf;
import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.app.gui.shell.GuiFixture;
import io.tablescope.app.testing.ContextMenus;
import io.tablescope.format.io.Storage;
import io.tablescope.inspector.history.HistoryGraph.HistoryRow;
import io.tablescope.inspector.hudi.HudiTable;
import io.tablescope.inspector.hudi.find.HudiFileEvent;
import io.tablescope.inspector.hudi.find.HudiFileHistories;
import io.tablescope.inspector.hudi.find.HudiSearch;
import io.tablescope.inspector.hudi.tree.HudiNode;
import io.tablescope.inspector.hudi.view.FileSlice;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Predicate;
import javafx.scene.control.Labeled;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.control.TreeTableRow;
import javafx.scene.control.TreeTableView;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The demo warehouse's Hudi table in the main window, driven as a user would: the tabs of what it
 * offers, every instant in History with the pending ones, an instant's tree down to the log blocks
 * a read merges, a base or log file's history from the tree, and the table's definition.
 */
@ExtendWith(ApplicationExtension.class)
class HudiViewTest {
  private static final String TRIPS = Path.of("demo-warehouse/hudi/trips").toString();

  private final GuiFixture fixture = new GuiFixture();

  @Start
  void start(Stage stage) {
    fixture.show(stage);
  }

  @AfterEach
  void close() {
    fixture.close();
  }

  private HudiTable open(FxRobot robot) throws Exception {
    robot.interact(() -> fixture.viewModel.open(TRIPS));
    waitUntil(() -> fixture.viewModel.tableProperty().get() instanceof HudiTable);
    WaitForAsyncUtils.waitForFxEvents();
    return (HudiTable) fixture.viewModel.tableProperty().get();
  }

  @Test
  void aHudiTableShowsItsTabsAndEveryInstantOfItsTimeline(FxRobot robot) throws Exception {
    HudiTable table = open(robot);
    TabPane tabs = robot.lookup("#mainTabs").queryAs(TabPane.class);
    assertThat(tabs.getTabs().stream().map(Tab::getId).toList())
        .containsExactly(
            "historyTab",
            "treeTab",
            "diffTab",
            "replayTab",
            "healthTab",
            "definitionTab",
            "findTab",
            "maintenanceTab");

    waitUntil(() -> fixture.view().historyViewModel().graphProperty().get() != null);
    List<HistoryRow> rows = fixture.view().historyViewModel().graphProperty().get().rows();
    assertThat(rows).hasSize(table.timeline().instants().size());
    // Newest first: the writer that died mid-deltacommit, then the compaction still pending.
    assertThat(fixture.view().historyViewModel().text(rows.get(0)).order())
        .isEqualTo("deltacommit · INFLIGHT");
    assertThat(fixture.view().historyViewModel().text(rows.get(1)).order())
        .isEqualTo("compaction · REQUESTED");
    assertThat(robot.lookup("#status").queryAs(Labeled.class).getText())
        .startsWith(
            "Apache Hudi · MERGE_ON_READ · table version 8, timeline layout 2 · 14 instants (2 pending)");
  }

  @Test
  void anInstantsTreeLeadsToTheLogsAndBlocksASnapshotReadMerges(FxRobot robot) throws Exception {
    HudiTable table = open(robot);
    String latest = table.line(table.current().orElseThrow()).id();
    FileSlice read = table.snapshot(latest).get(0);
    robot.clickOn("#treeTab");
    TreeTableView<?> tree = robot.lookup("#hudiTree").queryAs(TreeTableView.class);
    waitUntil(() -> tree.getRoot() != null);
    assertThat(tree.getRoot().getValue()).isInstanceOf(HudiNode.Instant.class);
    assertThat(((HudiNode.Instant) tree.getRoot().getValue()).instant().requestedTime())
        .isEqualTo(latest);

    open(
        robot,
        node -> node instanceof HudiNode.Partition p && p.partition().equals(read.partition()));
    open(
        robot,
        node -> node instanceof HudiNode.Group g && g.group().fileId().equals(read.fileId()));
    open(robot, node -> node instanceof HudiNode.Slice s && s.read());
    String log = read.logFiles().get(read.logFiles().size() - 1).name();
    Predicate<HudiNode> logNode =
        node -> node instanceof HudiNode.Log l && l.file().name().equals(log);
    waitUntil(() -> rowOf(robot, HudiNode.class, logNode).isPresent());
    TreeTableRow<?> logRow = rowOf(robot, HudiNode.class, logNode).orElseThrow();
    assertThat(cellText(logRow, "hudiReadColumn")).isEqualTo("merged");

    open(robot, logNode);
    Predicate<HudiNode> blockNode = node -> node instanceof HudiNode.Block;
    waitUntil(() -> rowOf(robot, HudiNode.class, blockNode).isPresent());
    TreeTableRow<?> blockRow = rowOf(robot, HudiNode.class, blockNode).orElseThrow();
    assertThat(cellText(blockRow, "hudiReadColumn")).isEqualTo("read");
    assertThat(cellText(blockRow, "hudiInstantColumn"))
        .isEqualTo(read.logFiles().get(read.logFiles().size() - 1).instantTime());
  }

  @Test
  void aBaseAndALogFileOfTheTreeShowTheirHistoryInFind(FxRobot robot) throws Exception {
    HudiTable table = open(robot);
    String latest = table.line(table.current().orElseThrow()).id();
    FileSlice read =
        table.snapshot(latest).stream()
            .filter(slice -> slice.baseFile() != null && !slice.logFiles().isEmpty())
            .findFirst()
            .orElseThrow();
    HudiFileHistories histories = HudiFileHistories.read(table);
    String base = read.baseFile().path();
    String log = read.logFiles().get(0).path();
    robot.clickOn("#treeTab");
    TreeTableView<?> tree = robot.lookup("#hudiTree").queryAs(TreeTableView.class);
    waitUntil(() -> tree.getRoot() != null);
    open(
        robot,
        node -> node instanceof HudiNode.Partition p && p.partition().equals(read.partition()));
    open(
        robot,
        node -> node instanceof HudiNode.Group g && g.group().fileId().equals(read.fileId()));
    open(robot, node -> node instanceof HudiNode.Slice s && s.read());

    Predicate<HudiNode> baseNode =
        node -> node instanceof HudiNode.Base b && b.file().path().equals(base);
    waitUntil(() -> rowOf(robot, HudiNode.class, baseNode).isPresent());
    robot.clickOn(rowOf(robot, HudiNode.class, baseNode).orElseThrow());
    robot.clickOn("#treeFileHistory");

    assertHistoryShown(robot, histories, base, "base file");

    robot.clickOn("#treeTab");
    Predicate<HudiNode> logNode =
        node -> node instanceof HudiNode.Log l && l.file().path().equals(log);
    waitUntil(() -> rowOf(robot, HudiNode.class, logNode).isPresent());
    ContextMenus.open(robot, rowOf(robot, HudiNode.class, logNode).orElseThrow());
    robot.clickOn(
        robot.lookup(".context-menu .menu-item").queryAll().stream()
            .filter(item -> "treeFileHistoryItem".equals(item.getId()))
            .findFirst()
            .orElseThrow());

    assertHistoryShown(robot, histories, log, "log file");
  }

  /** The Find tab shows the file's history, instant by instant, as the model reads it. */
  private static void assertHistoryShown(
      FxRobot robot, HudiFileHistories histories, String path, String kind) throws Exception {
    List<HudiFileEvent> expected = HudiSearch.file(histories, path).events();
    assertThat(expected).isNotEmpty();
    TabPane tabs = robot.lookup("#mainTabs").queryAs(TabPane.class);
    assertThat(tabs.getSelectionModel().getSelectedItem().getId()).isEqualTo("findTab");
    TableView<HudiFileEvent> history = robot.lookup("#fileHistory").queryAs(TableView.class);
    waitUntil(() -> history.getItems().equals(expected));
    assertThat(history.getItems().stream().map(HudiFileEvent::instant))
        .containsExactlyElementsOf(expected.stream().map(HudiFileEvent::instant).toList());
    assertThat(robot.lookup("#fileHistoryTitle").tryQuery().map(n -> ((Labeled) n).getText()))
        .hasValueSatisfying(title -> assertThat(title).contains(path, kind));
  }

  @Test
  void theDefinitionTabShowsThePropertiesAndTheWriterSchema(FxRobot robot) throws Exception {
    HudiTable table = open(robot);
    robot.clickOn("#definitionTab");
    waitUntil(() -> robot.lookup("#hudiDefinitionText").tryQuery().isPresent());
    TextArea text = robot.lookup("#hudiDefinitionText").queryAs(TextArea.class);
    waitUntil(() -> text.getText().contains("Writer schema"));
    assertThat(text.getText())
        .contains("hoodie.table.type=MERGE_ON_READ")
        .contains("hoodie.table.version=8")
        .contains(
            table
                .commitMetadata(table.instant(table.current().orElseThrow()).orElseThrow())
                .schema());
    assertThat(Storage.local().isFile(table.configFile())).isTrue();
  }

  private static void open(FxRobot robot, Predicate<HudiNode> node) throws Exception {
    waitUntil(() -> rowOf(robot, HudiNode.class, node).isPresent());
    robot.clickOn(rowOf(robot, HudiNode.class, node).orElseThrow());
    robot.type(KeyCode.RIGHT);
    WaitForAsyncUtils.waitForFxEvents();
  }
}
