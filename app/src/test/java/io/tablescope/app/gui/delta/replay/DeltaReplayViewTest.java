package io.tablescope.app.gui.delta.replay;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.app.gui.common.Styles;
import io.tablescope.app.gui.open.RecentTables;
import io.tablescope.app.gui.session.MainViewModel;
import io.tablescope.app.gui.settings.Settings;
import io.tablescope.app.gui.shell.MainView;
import io.tablescope.app.gui.task.Tasks;
import io.tablescope.format.io.LocalFileAccess;
import io.tablescope.format.io.Storage;
import io.tablescope.inspector.delta.DeltaTable;
import io.tablescope.inspector.delta.replay.DeltaOperationFile;
import io.tablescope.inspector.delta.replay.DeltaReplayResult;
import io.tablescope.inspector.delta.replay.DeltaReplayer;
import java.nio.file.Path;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.scene.Node;
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
 * The Replay tab of the demo's Delta tables driven by clicks: choosing a proposal, replaying it in
 * the background; the verdict, checks and explanation shown are {@link DeltaReplayer}'s, and
 * selecting the conflict selects the version that caused it.
 */
@ExtendWith(ApplicationExtension.class)
class DeltaReplayViewTest {
  private static final Path LAKE = Path.of("demo-warehouse/lake").toAbsolutePath();

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
  void replayingTheOrdersRestatementShowsDeltasConcurrentAppend(FxRobot robot) throws Exception {
    replayAndCheck(robot, "orders", "eu-restatement.op.json");
  }

  @Test
  void replayingTheCustomersRetentionDeleteShowsDeltasDeleteDelete(FxRobot robot) throws Exception {
    replayAndCheck(robot, "customers", "retention-delete.op.json");
  }

  private void replayAndCheck(FxRobot robot, String name, String proposal) throws Exception {
    Path table = LAKE.resolve(name);
    LocalFileAccess files = new LocalFileAccess();
    DeltaReplayResult expected =
        DeltaReplayer.replay(
            files,
            table.toString(),
            DeltaOperationFile.parse(
                files, table.resolve("_proposals").resolve(proposal).toString()));
    DeltaReplayResult.Failure first = expected.failures().get(0);
    // The app opens Delta folders once the Delta views land; here the table is opened directly.
    DeltaTable opened = DeltaTable.open(table.toString(), Runnable::run);
    robot.interact(() -> viewModel.tableProperty().set(opened));
    robot.interact(() -> viewModel.selectedCommitProperty().set(opened.commit(0).orElseThrow()));

    robot.clickOn(node(robot, "#replayTab"));
    WaitForAsyncUtils.waitFor(
        10,
        TimeUnit.SECONDS,
        () -> robot.from(root).lookup("#deltaReplayProposal").tryQuery().isPresent());
    robot.clickOn(node(robot, "#deltaReplayProposal"));
    robot.clickOn(proposal);
    WaitForAsyncUtils.waitFor(
        10, TimeUnit.SECONDS, () -> !node(robot, "#deltaReplayRun").isDisabled());
    assertThat(robot.from(root).lookup("#deltaReplayReadVersion").queryTextInputControl().getText())
        .isEqualTo(String.valueOf(expected.readVersion()));
    // Before the press: what will run, and no verdict, check or "no conflict".
    Labeled plan = robot.from(root).lookup("#deltaReplayPlan").queryAs(Labeled.class);
    Labeled verdict = robot.from(root).lookup("#deltaReplayVerdict").queryAs(Labeled.class);
    assertThat(plan.isVisible()).isTrue();
    assertThat(plan.getText())
        .startsWith("Press Replay to check " + proposal + " (")
        .endsWith(
            " against the "
                + expected.versionsChecked().size()
                + " versions committed after version "
                + expected.readVersion()
                + ".");
    assertThat(verdict.isVisible()).isFalse();
    ListView<?> failureList = robot.from(root).lookup("#deltaReplayFailures").queryListView();
    assertThat(((Labeled) failureList.getPlaceholder()).getText()).isEqualTo("Not replayed yet.");
    assertThat(robot.from(root).lookup("#deltaReplayChecks").queryListView().getItems()).isEmpty();

    robot.clickOn(node(robot, "#deltaReplayRun"));

    WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> verdict.getText().startsWith("Would "));
    assertThat(verdict.isVisible()).isTrue();
    assertThat(plan.isVisible()).isFalse();
    assertThat(verdict.getText())
        .isEqualTo("Would fail: " + first.exception().simpleName() + ": " + first.firstLine());
    ListView<DeltaReplayResult.CheckResult> checks =
        robot.from(root).lookup("#deltaReplayChecks").queryListView();
    assertThat(checks.getItems()).isEqualTo(expected.checks());
    assertThat(robot.from(root).lookup("#deltaReplayDependence").queryAs(Labeled.class).getText())
        .isEqualTo(expected.predicateDependence());

    WaitForAsyncUtils.waitFor(
        10,
        TimeUnit.SECONDS,
        () -> robot.from(root).lookup("#deltaReplayFailures .list-cell").tryQuery().isPresent());
    robot.clickOn(node(robot, "#deltaReplayFailures .list-cell"));
    String shown =
        robot.from(root).lookup("#deltaReplayExplanation").queryTextInputControl().getText();
    assertThat(shown).contains(first.message()).contains(first.explanation());
    assertThat(viewModel.selectedCommitProperty().get().id()).isEqualTo(first.version());
  }

  private Node node(FxRobot robot, String query) {
    return robot.from(root).lookup(query).queryAs(Node.class);
  }
}
