package io.tablescope.app.gui.hudi.find;

import static io.tablescope.app.gui.shell.GuiFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.app.gui.find.FindTab;
import io.tablescope.app.gui.shell.GuiFixture;
import io.tablescope.inspector.hudi.HudiTable;
import io.tablescope.inspector.hudi.find.HudiFileEvent;
import io.tablescope.inspector.hudi.find.HudiFileHistories;
import io.tablescope.inspector.hudi.find.HudiFileHistory;
import io.tablescope.inspector.hudi.find.HudiFindHit;
import io.tablescope.inspector.hudi.tree.HudiNode;
import java.nio.file.Path;
import javafx.scene.control.TableView;
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
 * The Hudi table's Find tab driven as a user would: Ctrl+F, a file id typed, Enter; a file's row
 * shows its history as the model reads it, Enter on the file leads to its write stat in the Tree of
 * the write that created it, Enter on a history row to its instant in the History.
 */
@ExtendWith(ApplicationExtension.class)
class HudiFindViewTest {
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

  @Test
  void aTypedFileIdFindsItsFilesTheirHistoryAndLeadsToTreeAndHistory(FxRobot robot)
      throws Exception {
    robot.interact(() -> fixture.viewModel.open(TRIPS));
    waitUntil(() -> fixture.viewModel.tableProperty().get() instanceof HudiTable);
    WaitForAsyncUtils.waitForFxEvents();
    HudiTable table = (HudiTable) fixture.viewModel.tableProperty().get();
    HudiFileHistories model = HudiFileHistories.read(table);
    HudiFileHistory file =
        model.histories().stream()
            .filter(h -> !h.log() && h.liveIn().size() > 1 && h.liveIn().contains(h.createdBy()))
            .findFirst()
            .orElseThrow();

    TableView<HudiFindHit> results = FindTab.find(robot, file.fileId().substring(0, 13));
    assertThat(results.getItems())
        .anySatisfy(hit -> assertThat(hit.kind()).isEqualTo(HudiFindHit.Kind.FILE_GROUP));
    HudiFindHit hit =
        results.getItems().stream().filter(h -> h.name().equals(file.path())).findFirst().get();
    assertThat(hit.instants()).isEqualTo(file.liveIn());

    int row = results.getItems().indexOf(hit);
    FindTab.clickResult(robot, results, row);
    TableView<HudiFileEvent> history = robot.lookup("#fileHistory").queryAs(TableView.class);
    waitUntil(() -> history.getItems().size() == file.events().size());
    assertThat(history.getItems()).isEqualTo(file.events());
    assertThat(history.getItems().get(0).change()).isEqualTo(HudiFileEvent.Change.ADDED);

    robot.type(KeyCode.ENTER);
    assertThat(FindTab.selectedTab(robot)).isEqualTo("treeTab");
    TreeTableView<Object> tree = robot.lookup("#hudiTree").queryAs(TreeTableView.class);
    waitUntil(
        () ->
            tree.getSelectionModel().getSelectedItem() != null
                && tree.getSelectionModel().getSelectedItem().getValue() instanceof HudiNode.Stat);
    HudiNode.Stat selected = (HudiNode.Stat) tree.getSelectionModel().getSelectedItem().getValue();
    assertThat(selected.stat().path()).isEqualTo(file.path());
    assertThat(selected.stat()).isEqualTo(file.stat());
    assertThat(fixture.viewModel.selectedCommitProperty().get().id())
        .isEqualTo(Long.parseLong(file.createdBy()));

    robot.press(KeyCode.CONTROL, KeyCode.F).release(KeyCode.F, KeyCode.CONTROL);
    HudiFileEvent first = file.events().get(0);
    robot.interact(
        () -> {
          history.getSelectionModel().select(0);
          history.requestFocus();
        });
    robot.type(KeyCode.ENTER);
    assertThat(FindTab.selectedTab(robot)).isEqualTo("historyTab");
    assertThat(fixture.viewModel.selectedCommitProperty().get().id())
        .isEqualTo(Long.parseLong(first.instant()));
  }
}
