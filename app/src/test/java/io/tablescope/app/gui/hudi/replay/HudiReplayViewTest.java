package io.tablescope.app.gui.hudi.replay;

import static io.tablescope.app.gui.shell.GuiFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.tablescope.app.gui.shell.GuiFixture;
import io.tablescope.format.testing.hudi.HudiOracleTables;
import io.tablescope.inspector.hudi.HudiTable;
import io.tablescope.inspector.hudi.replay.HudiReplayResult;
import javafx.scene.Node;
import javafx.scene.control.Labeled;
import javafx.scene.control.ListView;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The Replay tab of a Hudi table two writers raced on (the {@code races} scenario's overlap, the
 * loser still pending), driven by clicks: the pending write is offered, Replay shows the exception
 * and message Hudi 1.0.1 threw when the loser committed, and selecting the conflict selects the
 * winner in the history.
 */
@ExtendWith(ApplicationExtension.class)
class HudiReplayViewTest {
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
  void replayingThePendingWriteShowsHudisConflict(FxRobot robot) throws Exception {
    HudiOracleTables.Scenario races = HudiOracleTables.scenario("races");
    JsonNode step = races.steps().get("steps").get(0);
    String instant = step.get("race").get("instant").asText();
    String message = step.get("race").get("message").asText();
    String winner = step.get("other").asText();
    String table = races.table().resolveSibling(step.get("table").asText()).toString();
    robot.interact(() -> fixture.viewModel.open(table));
    waitUntil(() -> fixture.viewModel.tableProperty().get() instanceof HudiTable);
    WaitForAsyncUtils.waitForFxEvents();

    robot.clickOn("#replayTab");
    waitUntil(() -> robot.lookup("#hudiReplayProposal").tryQuery().isPresent());
    robot.clickOn("#hudiReplayProposal");
    robot.clickOn("commit " + instant + " (INFLIGHT)");
    Labeled verdict = robot.lookup("#hudiReplayVerdict").queryAs(Labeled.class);
    assertThat(verdict.isVisible()).isFalse();
    assertThat(robot.lookup("#hudiReplayPlan").queryAs(Labeled.class).getText())
        .isEqualTo(
            "Press Replay to check commit "
                + instant
                + " (INFLIGHT) as Hudi would check it if it committed now.");

    robot.clickOn("#hudiReplayRun");

    waitUntil(() -> verdict.getText().startsWith("Would "));
    assertThat(verdict.getText()).isEqualTo("Would fail: HoodieWriteConflictException: " + message);
    ListView<HudiReplayResult.Examined> checks = robot.lookup("#hudiReplayChecks").queryListView();
    assertThat(checks.getItems())
        .anySatisfy(
            examined -> {
              assertThat(examined.instant()).isEqualTo(winner);
              assertThat(examined.conflicts()).isTrue();
            });
    waitUntil(() -> robot.lookup("#hudiReplayFailures .list-cell").tryQuery().isPresent());
    robot.clickOn(robot.lookup("#hudiReplayFailures .list-cell").queryAs(Node.class));
    String shown = robot.lookup("#hudiReplayExplanation").queryTextInputControl().getText();
    assertThat(shown)
        .contains(message)
        .contains(
            instant
                + " under OPTIMISTIC_CONCURRENCY_CONTROL with"
                + " SimpleConcurrentFileWritesConflictResolutionStrategy: ");
    step.get("overlap").forEach(group -> assertThat(shown).contains(group.asText()));
    assertThat(fixture.viewModel.selectedCommitProperty().get().id())
        .isEqualTo(Long.parseLong(winner));
  }
}
