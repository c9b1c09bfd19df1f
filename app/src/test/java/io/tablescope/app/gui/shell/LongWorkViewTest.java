package io.tablescope.app.gui.shell;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.app.gui.common.Styles;
import io.tablescope.app.gui.open.RecentTables;
import io.tablescope.app.gui.session.MainViewModel;
import io.tablescope.app.gui.settings.Settings;
import io.tablescope.app.gui.task.Tasks;
import io.tablescope.format.io.Storage;
import io.tablescope.inspector.iceberg.IcebergTable;
import java.nio.file.Path;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
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
 * Long work in the window: a replay held in the background is cancelled from the status bar, and
 * its result, when the work ends anyway, is never shown.
 */
@ExtendWith(ApplicationExtension.class)
class LongWorkViewTest {
  private static final Path CUSTOMERS = Path.of("demo-warehouse/sales/customers").toAbsolutePath();

  private final ExecutorService background = Executors.newCachedThreadPool();
  private final CountDownLatch release = new CountDownLatch(1);
  private final AtomicInteger heldRunning = new AtomicInteger();
  private volatile boolean holding;
  private final Settings preferences = new Settings();
  private final MainViewModel viewModel =
      new MainViewModel(
          new Tasks(this::execute, Platform::runLater),
          background,
          Storage.local(),
          new RecentTables(preferences));
  private MainView root;

  /** Runs background work, holding what starts while {@link #holding} until released. */
  private void execute(Runnable task) {
    boolean hold = holding;
    if (hold) {
      heldRunning.incrementAndGet();
    }
    background.execute(
        () -> {
          try {
            if (hold) {
              release.await();
            }
            task.run();
          } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
          } finally {
            if (hold) {
              heldRunning.decrementAndGet();
            }
          }
        });
  }

  @Start
  void start(Stage stage) {
    Application.setUserAgentStylesheet(Styles.LIGHT_THEME);
    root = new MainView(viewModel);
    Scene scene = new Scene(root, 1366, 768);
    scene.getStylesheets().add(MainView.class.getResource(Styles.STYLESHEET).toExternalForm());
    stage.setScene(scene);
    stage.show();
  }

  @AfterEach
  void close() {
    release.countDown();
    background.shutdownNow();
    preferences.removeNode();
  }

  @Test
  void cancelStopsAReplayAndItsResultNeverShows(FxRobot robot) throws Exception {
    IcebergTable table = IcebergTable.open(CUSTOMERS.toString(), Runnable::run);
    long proposal = table.metadata().refs().get("proposal-compaction").snapshotId();
    robot.interact(() -> viewModel.open(CUSTOMERS.toString()));
    WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> viewModel.tableProperty().get() != null);
    robot.clickOn(node(robot, "#replayTab"));
    robot.clickOn(node(robot, "#replayProposal"));
    robot.clickOn("branch proposal-compaction · " + proposal);

    holding = true;
    robot.clickOn(node(robot, "#replayRun"));
    Node cancel = node(robot, "#cancel");
    GuiFixture.waitUntil(cancel::isVisible);
    assertThat(text(robot, "#status")).isEqualTo("Replaying snapshot " + proposal + " …");
    assertThat(node(robot, "#replayRun").isDisabled()).isTrue();
    robot.clickOn(cancel);

    assertThat(text(robot, "#status")).isEqualTo("Cancelled.");
    assertThat(text(robot, "#replayVerdict")).isEqualTo("Cancelled: no result.");
    assertThat(cancel.isVisible()).isFalse();
    assertThat(node(robot, "#replayRun").isDisabled()).isFalse();
    // The replay goes on to its end in the background; what it finds is dropped.
    release.countDown();
    WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> heldRunning.get() == 0);
    WaitForAsyncUtils.waitForFxEvents();
    assertThat(text(robot, "#replayVerdict")).isEqualTo("Cancelled: no result.");
    ListView<?> checks = robot.from(root).lookup("#replayChecks").queryListView();
    assertThat(checks.getItems()).isEmpty();
  }

  private Node node(FxRobot robot, String query) {
    return robot.from(root).lookup(query).query();
  }

  private String text(FxRobot robot, String query) {
    return robot.from(root).lookup(query).queryAs(Labeled.class).getText();
  }
}
