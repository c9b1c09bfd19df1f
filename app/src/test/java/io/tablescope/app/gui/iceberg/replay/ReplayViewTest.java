package io.tablescope.app.gui.iceberg.replay;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.app.gui.common.Styles;
import io.tablescope.app.gui.open.RecentTables;
import io.tablescope.app.gui.session.MainViewModel;
import io.tablescope.app.gui.settings.Settings;
import io.tablescope.app.gui.shell.MainView;
import io.tablescope.app.gui.task.Tasks;
import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.format.io.Storage;
import io.tablescope.inspector.iceberg.IcebergTable;
import io.tablescope.inspector.iceberg.replay.OperationFile;
import io.tablescope.inspector.iceberg.replay.ReplayResult;
import io.tablescope.inspector.iceberg.replay.Replayer;
import java.nio.file.Path;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.scene.Scene;
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
 * The Replay tab driven by clicks on the demo's compaction proposal: the verdict, the checks and
 * the explanation and the proven fixes shown are the inspector's, and the snapshot that caused the
 * failure becomes the selected one (highlighted in the history, opened in the tree).
 */
@ExtendWith(ApplicationExtension.class)
class ReplayViewTest {
  private static final Path CUSTOMERS = Path.of("demo-warehouse/sales/customers").toAbsolutePath();

  private final ExecutorService background = Executors.newCachedThreadPool();
  private final Settings preferences = new Settings();
  private final MainViewModel viewModel =
      new MainViewModel(
          new Tasks(background, Platform::runLater),
          background,
          Storage.local(),
          new RecentTables(preferences));

  private MainView root;

  @Start
  void start(Stage stage) {
    Application.setUserAgentStylesheet(Styles.LIGHT_THEME);
    root = new MainView(viewModel);
    Scene scene = new Scene(root, 1400, 900);
    scene.getStylesheets().add(MainView.class.getResource(Styles.STYLESHEET).toExternalForm());
    stage.setScene(scene);
    stage.show();
  }

  @AfterEach
  void close() {
    background.shutdownNow();
    preferences.removeNode();
  }

  @Test
  void replayingTheDemoCompactionShowsIcebergsFailingCheck(FxRobot robot) throws Exception {
    IcebergTable table = IcebergTable.open(CUSTOMERS.toString(), Runnable::run);
    Snapshot compaction =
        table
            .snapshot(table.metadata().refs().get("proposal-compaction").snapshotId())
            .orElseThrow();
    ReplayResult expected =
        Replayer.replay(
            table,
            OperationFile.parse(
                table,
                "{\"snapshot-id\": "
                    + compaction.snapshotId()
                    + ", \"isolation\": \"serializable\"}"));
    ReplayResult.Failure first = expected.failures().get(0);

    robot.interact(() -> viewModel.open(CUSTOMERS.toString()));
    WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> viewModel.tableProperty().get() != null);
    robot.clickOn(robot.from(root).lookup("#replayTab").queryAs(javafx.scene.Node.class));
    robot.clickOn(robot.from(root).lookup("#replayProposal").queryAs(javafx.scene.Node.class));
    robot.clickOn("branch proposal-compaction · " + compaction.snapshotId());

    // Before the press: what will run, and no verdict, check or "no failure".
    Labeled plan = robot.from(root).lookup("#replayPlan").queryAs(Labeled.class);
    Labeled verdict = robot.from(root).lookup("#replayVerdict").queryAs(Labeled.class);
    assertThat(plan.isVisible()).isTrue();
    assertThat(plan.getText())
        .matches(
            "Press Replay to check snapshot "
                + compaction.snapshotId()
                + "'s "
                + compaction.operation()
                + " against the [0-9]+ commits on main after snapshot "
                + compaction.parentId()
                + "\\.");
    assertThat(verdict.isVisible()).isFalse();
    ListView<?> failureList = robot.from(root).lookup("#replayFailures").queryListView();
    assertThat(((Labeled) failureList.getPlaceholder()).getText()).isEqualTo("Not replayed yet.");
    assertThat(robot.from(root).lookup("No failing check.").tryQuery()).isEmpty();

    robot.clickOn(robot.from(root).lookup("#replayRun").queryAs(javafx.scene.Node.class));

    WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> verdict.getText().startsWith("Would"));
    assertThat(verdict.isVisible()).isTrue();
    assertThat(plan.isVisible()).isFalse();
    assertThat(verdict.getText())
        .isEqualTo("Would fail: " + first.exception() + ": " + first.message());
    ListView<ReplayResult.CheckResult> checks =
        robot.from(root).lookup("#replayChecks").queryListView();
    assertThat(checks.getItems()).isEqualTo(expected.checks());
    assertThat(checks.getItems()).anySatisfy(check -> assertThat(check.passed()).isFalse());

    WaitForAsyncUtils.waitFor(
        10,
        TimeUnit.SECONDS,
        () ->
            WaitForAsyncUtils.asyncFx(
                    () ->
                        robot
                            .from(root)
                            .lookup("#replayFailures .list-cell")
                            .tryQuery()
                            .isPresent())
                .get());
    robot.clickOn(
        robot.from(root).lookup("#replayFailures .list-cell").queryAs(javafx.scene.Node.class));
    String shown = robot.from(root).lookup("#replayExplanation").queryTextInputControl().getText();
    assertThat(shown).contains(first.message()).contains(first.explanation());
    // The compaction's files are all still live at the head: rebasing onto it is a proven fix.
    assertThat(expected.fixes()).isNotEmpty();
    expected
        .fixes()
        .forEach(
            fix ->
                assertThat(shown)
                    .contains(
                        "Would pass (verified): " + fix.kind().displayName() + ", " + fix.change())
                    .contains(fix.description()));
    assertThat(viewModel.selectedCommitProperty().get().id()).isEqualTo(first.snapshotId());
  }
}
