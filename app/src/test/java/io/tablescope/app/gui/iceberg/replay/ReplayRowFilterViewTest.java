package io.tablescope.app.gui.iceberg.replay;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.app.gui.common.CommitChoice;
import io.tablescope.app.gui.common.Styles;
import io.tablescope.app.gui.open.RecentTables;
import io.tablescope.app.gui.session.MainViewModel;
import io.tablescope.app.gui.settings.Settings;
import io.tablescope.app.gui.shell.MainView;
import io.tablescope.app.gui.task.Tasks;
import io.tablescope.format.io.Storage;
import io.tablescope.inspector.iceberg.IcebergTable;
import io.tablescope.inspector.iceberg.replay.OperationFile;
import io.tablescope.inspector.iceberg.replay.ReplayResult;
import io.tablescope.inspector.iceberg.replay.Replayer;
import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Labeled;
import javafx.scene.control.TextField;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The Replay tab's row filter and case-sensitivity, driven by clicks on the demo's orders
 * overwrite: the row filter is offered only to operations that take one, and each verdict shown is
 * the one the inspector gives for the operation file with {@code row-filter} and {@code
 * case-sensitive}.
 */
@ExtendWith(ApplicationExtension.class)
class ReplayRowFilterViewTest {
  private static final Path ORDERS = Path.of("demo-warehouse/sales/orders").toAbsolutePath();
  private static final long PROPOSAL = 6357860623952725827L;
  private static final String ROW_FILTER = "REGION = 'EU'";

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
  void anOverwriteByRowFilterBindsItsColumnsAsTheCheckBoxSays(FxRobot robot) throws Exception {
    robot.interact(() -> viewModel.open(ORDERS.toString()));
    WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> viewModel.tableProperty().get() != null);
    robot.clickOn(node(robot, "#replayTab"));
    // The proposal is picked through the model: the new controls are what the clicks drive.
    ComboBox<CommitChoice> proposal = robot.from(root).lookup("#replayProposal").queryComboBox();
    robot.interact(
        () ->
            proposal.setValue(
                proposal.getItems().stream()
                    .filter(choice -> choice.commit().id() == PROPOSAL)
                    .findFirst()
                    .orElseThrow()));
    TextField rowFilter = robot.from(root).lookup("#replayRowFilter").queryAs(TextField.class);
    CheckBox caseSensitive =
        robot.from(root).lookup("#replayCaseSensitive").queryAs(CheckBox.class);

    chooseOperation(robot, "row-delta");
    assertThat(rowFilter.isDisabled()).as("a row delta takes no row filter").isTrue();
    chooseOperation(robot, "overwrite");
    assertThat(rowFilter.isDisabled()).isFalse();
    assertThat(caseSensitive.isSelected()).isTrue();
    robot.clickOn(rowFilter).write(ROW_FILTER);

    String sensitive = replay(robot);
    assertThat(sensitive).isEqualTo(expectedVerdict(true));
    assertThat(sensitive).contains("Cannot find field 'REGION'");

    robot.clickOn(caseSensitive);
    assertThat(caseSensitive.isSelected()).isFalse();
    String insensitive = replay(robot);
    assertThat(insensitive).isEqualTo(expectedVerdict(false));
    assertThat(insensitive).doesNotContain("Cannot find field");
  }

  private Node node(FxRobot robot, String query) {
    return robot.from(root).lookup(query).queryAs(Node.class);
  }

  private void chooseOperation(FxRobot robot, String operation) {
    robot.clickOn(node(robot, "#replayOperation"));
    robot.clickOn(operation);
    WaitForAsyncUtils.waitForFxEvents();
  }

  /** Presses Replay, which shows "Replaying …" at once, and waits for the verdict. */
  private String replay(FxRobot robot) throws Exception {
    Labeled verdict = robot.from(root).lookup("#replayVerdict").queryAs(Labeled.class);
    robot.clickOn(node(robot, "#replayRun"));
    WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> verdict.getText().startsWith("Would"));
    return verdict.getText();
  }

  /** The verdict for the operation file the tab builds, as the inspector gives it. */
  private static String expectedVerdict(boolean caseSensitive) throws IOException {
    IcebergTable table = IcebergTable.open(ORDERS.toString(), Runnable::run);
    String json =
        "{\"snapshot-id\": "
            + PROPOSAL
            + ", \"branch\": \"main\", \"operation\": \"overwrite\","
            + " \"isolation\": \"serializable\", \"row-filter\": \""
            + ROW_FILTER
            + "\""
            + (caseSensitive ? "" : ", \"case-sensitive\": false")
            + "}";
    ReplayResult result = Replayer.replay(table, OperationFile.parse(table, json));
    if (result.passes()) {
      return "Would commit: every check passes against " + result.parentSnapshotId() + ".";
    }
    ReplayResult.Failure first = result.failures().get(0);
    return "Would fail: " + first.exception().simpleName() + ": " + first.message();
  }
}
