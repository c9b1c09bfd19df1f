package io.tablescope.app.gui.hudi.replay;

import static io.tablescope.app.gui.shell.GuiFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.tablescope.app.cli.CliRun;
import io.tablescope.app.gui.shell.GuiFixture;
import io.tablescope.format.testing.hudi.HudiOracleTables;
import io.tablescope.inspector.hudi.HudiTable;
import io.tablescope.inspector.hudi.replay.HudiReplayResult;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.stream.Stream;
import javafx.scene.Node;
import javafx.scene.control.Labeled;
import javafx.scene.control.ListView;
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
 * The Replay tab of a Hudi table two writers raced on (the {@code races} scenario's overlap, the
 * loser still pending), driven by clicks: the pending write is offered, Replay shows the exception
 * and message Hudi 1.0.1 threw when the loser committed, and selecting the conflict selects the
 * winner in the history; the {@code early-conflicts} scenario's second writer, whose early conflict
 * detection Hudi failed on the first writer's markers; and before a replay the checks say how to
 * start one, after a replay with no instant to examine the verdict is the CLI's.
 */
@ExtendWith(ApplicationExtension.class)
class HudiReplayViewTest {
  private final GuiFixture fixture = new GuiFixture();

  @TempDir Path copies;

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

  @Test
  void aWriterThatDetectsEarlyShowsHudisEarlyConflict(FxRobot robot) throws Exception {
    HudiOracleTables.Scenario early = HudiOracleTables.scenario("early-conflicts");
    JsonNode step = early.steps().get("steps").get(0);
    String instant = step.get("race").get("instant").asText();
    // A copy whose properties carry the writer's setting, as a table written with it may.
    Path table = copy(early.table().resolveSibling(step.get("table").asText()));
    Files.writeString(
        table.resolve(".hoodie/hoodie.properties"),
        "\nhoodie.write.concurrency.early.conflict.detection.enable=true\n",
        StandardOpenOption.APPEND);
    robot.interact(() -> fixture.viewModel.open(table.toString()));
    waitUntil(() -> fixture.viewModel.tableProperty().get() instanceof HudiTable);
    WaitForAsyncUtils.waitForFxEvents();

    robot.clickOn("#replayTab");
    waitUntil(() -> robot.lookup("#hudiReplayProposal").tryQuery().isPresent());
    robot.clickOn("#hudiReplayProposal");
    robot.clickOn("commit " + instant + " (INFLIGHT)");
    robot.clickOn("#hudiReplayRun");

    Labeled verdict = robot.lookup("#hudiReplayVerdict").queryAs(Labeled.class);
    waitUntil(() -> verdict.getText().startsWith("Would "));
    assertThat(verdict.getText())
        .isEqualTo(
            "Would fail early: HoodieEarlyConflictDetectionException: "
                + step.get("race").get("message").asText());
    String shown = robot.lookup("#hudiReplayExplanation").queryTextInputControl().getText();
    assertThat(shown).contains("Caused by the markers of " + step.get("other").asText());
    step.get("overlap").forEach(group -> assertThat(shown).contains(group.asText()));
  }

  @Test
  void beforeAReplayThePlaceholderAfterOneThatExaminedNoInstantTheCliVerdict(FxRobot robot)
      throws Exception {
    String trips = Path.of("demo-warehouse/hudi/trips").toString();
    robot.interact(() -> fixture.viewModel.open(trips));
    waitUntil(() -> fixture.viewModel.tableProperty().get() instanceof HudiTable);
    WaitForAsyncUtils.waitForFxEvents();
    robot.clickOn("#replayTab");
    waitUntil(() -> robot.lookup("#hudiReplayProposal").tryQuery().isPresent());
    ListView<HudiReplayResult.Examined> checks = robot.lookup("#hudiReplayChecks").queryListView();
    assertThat(((Labeled) checks.getPlaceholder()).getText())
        .isEqualTo("Pick a proposal and press Replay.");

    // A write that starts after every instant, under optimistic concurrency: Hudi checks it, and
    // nothing completed or was planned since for it to examine.
    Path op = copies.resolve("after-all.op.json");
    Files.writeString(
        op,
        "{\"instant-time\": \"20991231235959999\","
            + " \"concurrency-mode\": \"OPTIMISTIC_CONCURRENCY_CONTROL\","
            + " \"writes\": [{\"partition\": \"p0\", \"file-id\": \"f0\"}]}");
    HudiReplayView view = robot.lookup("#hudiReplay").queryAs(HudiReplayView.class);
    robot.interact(() -> view.viewModel().choose(op.toString()));
    robot.clickOn("#hudiReplayRun");

    Labeled verdict = robot.lookup("#hudiReplayVerdict").queryAs(Labeled.class);
    waitUntil(() -> verdict.getText().startsWith("Would "));
    assertThat(verdict.getText())
        .isEqualTo(
            "Would commit: no write completed and no plan requested since the write started.");
    assertThat(verdict.isVisible()).isTrue();
    assertThat(checks.getItems()).isEmpty();
    assertThat(((Labeled) checks.getPlaceholder()).getText())
        .isEqualTo("Hudi examines no instant: the verdict above says why.");
    CliRun cli = CliRun.of("replay", trips, "--op", op.toString());
    assertThat(cli.out().lines().findFirst()).hasValue(verdict.getText());
  }

  /** Copies a table with its files' times: heartbeats are judged by them. */
  private Path copy(Path from) throws IOException {
    Path to = copies.resolve(from.getFileName().toString());
    try (Stream<Path> paths = Files.walk(from)) {
      for (Path path : paths.toList()) {
        Path copied = to.resolve(from.relativize(path).toString());
        if (Files.isDirectory(path)) {
          Files.createDirectories(copied);
        } else {
          Files.copy(path, copied, StandardCopyOption.COPY_ATTRIBUTES);
        }
      }
    }
    return to;
  }
}
