package io.tablescope.app.gui.delta.find;

import static io.tablescope.app.gui.shell.GuiFixture.waitUntil;
import static io.tablescope.app.gui.shell.TreeRows.rowOf;
import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.app.cli.common.Numbers;
import io.tablescope.app.gui.find.FindTab;
import io.tablescope.app.gui.shell.GuiFixture;
import io.tablescope.format.delta.action.AddFile;
import io.tablescope.format.testing.delta.HandWrittenLog;
import io.tablescope.format.testing.delta.HandWrittenTables;
import io.tablescope.inspector.delta.DeltaNode;
import io.tablescope.inspector.delta.DeltaTable;
import io.tablescope.inspector.delta.find.DeltaFileEvent;
import io.tablescope.inspector.delta.find.DeltaFileHistory;
import io.tablescope.inspector.delta.find.DeltaFindHit;
import io.tablescope.inspector.delta.find.DeltaSearch;
import java.nio.file.Path;
import java.util.function.Predicate;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The Delta table's Find tab driven as a user would: Ctrl+F, a partition typed, Enter; a file's row
 * shows its history as the inspector reads it, Enter on a history row leads to its version in the
 * History; and "History of this file" on an add in the Tree shows that file's history.
 */
@ExtendWith(ApplicationExtension.class)
class DeltaFindViewTest {
  @TempDir Path root;

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
  void aTypedPartitionFindsItsActionsAndAFilesHistoryLeadsToItsVersion(FxRobot robot)
      throws Exception {
    HandWrittenTables.featureTable(root);
    robot.interact(() -> fixture.viewModel.open(root.toString()));
    waitUntil(() -> fixture.viewModel.tableProperty().get() instanceof DeltaTable);
    WaitForAsyncUtils.waitForFxEvents();
    DeltaTable table = (DeltaTable) fixture.viewModel.tableProperty().get();
    DeltaFileHistory expected = DeltaSearch.file(table, "a file.parquet");

    TableView<DeltaFindHit> results = FindTab.find(robot, "region=EAST");
    assertThat(results.getItems()).allMatch(hit -> hit.partition().equals("region=east"));
    assertThat(robot.lookup("#findStatus").queryAs(Label.class).getText())
        .isEqualTo(Numbers.count(results.getItems().size(), "result") + " for region=EAST");
    int row = 0;
    assertThat(results.getItems().get(row).path()).isEqualTo("a file.parquet");
    FindTab.clickResult(robot, results, row);
    TableView<DeltaFileEvent> history = robot.lookup("#fileHistory").queryAs(TableView.class);
    waitUntil(() -> history.getItems().size() == expected.events().size());
    assertThat(history.getItems()).isEqualTo(expected.events());

    robot.interact(
        () -> {
          history.getSelectionModel().select(1);
          history.requestFocus();
        });
    robot.type(KeyCode.ENTER);
    assertThat(FindTab.selectedTab(robot)).isEqualTo("historyTab");
    assertThat(fixture.viewModel.selectedCommitProperty().get().id())
        .isEqualTo(expected.events().get(1).version());
  }

  @Test
  void historyOfThisFileOnAnAddInTheTreeShowsItsHistory(FxRobot robot) throws Exception {
    HandWrittenTables.featureTable(root);
    robot.interact(() -> fixture.viewModel.open(root.toString()));
    waitUntil(() -> fixture.view().historyViewModel().graphProperty().get() != null);
    robot.interact(
        () ->
            fixture
                .viewModel
                .selectedCommitProperty()
                .set(fixture.viewModel.tableProperty().get().commit(4).orElseThrow()));
    robot.clickOn("#treeTab");
    String commitFour = HandWrittenLog.padded(4) + ".json";
    Predicate<DeltaNode> commit =
        node -> node.kind() == DeltaNode.Kind.COMMIT && node.file().endsWith(commitFour);
    waitUntil(() -> rowOf(robot, DeltaNode.class, commit).isPresent());
    robot.clickOn(rowOf(robot, DeltaNode.class, commit).orElseThrow());
    robot.type(KeyCode.RIGHT);
    Predicate<DeltaNode> add = node -> node.action() instanceof AddFile;
    waitUntil(() -> rowOf(robot, DeltaNode.class, add).isPresent());
    robot.clickOn(rowOf(robot, DeltaNode.class, add).orElseThrow());

    robot.clickOn("#treeFileHistory");

    assertThat(FindTab.selectedTab(robot)).isEqualTo("findTab");
    TableView<DeltaFileEvent> history = robot.lookup("#fileHistory").queryAs(TableView.class);
    waitUntil(() -> !history.getItems().isEmpty());
    assertThat(history.getItems())
        .extracting(e -> e.version() + " " + e.action().word())
        .containsExactly("4 add");
    assertThat(robot.lookup("#fileHistoryTitle").queryAs(Label.class).getText())
        .isEqualTo("History of d.parquet: live at version 8");
  }
}
