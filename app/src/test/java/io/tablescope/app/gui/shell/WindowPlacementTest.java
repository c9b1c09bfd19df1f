package io.tablescope.app.gui.shell;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.app.gui.session.ViewModels;
import io.tablescope.app.gui.settings.Settings;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import javafx.geometry.Rectangle2D;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The window on a 1366×768 laptop: it fits the screen, comes back where the user left it, and
 * forgets a place on a screen no longer there.
 */
@ExtendWith(ApplicationExtension.class)
class WindowPlacementTest {
  /** A 1366×768 screen less a 40-pixel task bar. */
  private static final List<Rectangle2D> LAPTOP = List.of(new Rectangle2D(0, 0, 1366, 728));

  private final Settings preferences = new Settings();
  private final GuiFixture fixture = new GuiFixture();

  @Start
  void start(Stage stage) {
    fixture.show(stage);
  }

  @AfterEach
  void close() {
    preferences.removeNode();
    fixture.close();
  }

  @Test
  void aFirstWindowFitsTheScreenCentred(FxRobot robot) {
    Stage stage = placed(robot);

    assertThat(stage.getWidth()).isEqualTo(1366);
    assertThat(stage.getHeight()).isEqualTo(728);
    assertThat(stage.getX()).isZero();
    assertThat(stage.getY()).isZero();
    assertThat(stage.getMinWidth()).isLessThanOrEqualTo(1366);
    assertThat(stage.getMinHeight()).isLessThanOrEqualTo(728);
  }

  @Test
  void theWindowComesBackWhereAndAsLargeAsItWasLeft(FxRobot robot) {
    Stage first = placed(robot);
    robot.interact(
        () -> {
          first.show();
          first.setX(50);
          first.setY(60);
          first.setWidth(1000);
          first.setHeight(650);
          first.hide();
        });

    Stage second = placed(robot);

    assertThat(List.of(second.getX(), second.getY(), second.getWidth(), second.getHeight()))
        .containsExactly(50.0, 60.0, 1000.0, 650.0);
    assertThat(second.isMaximized()).isFalse();
  }

  @Test
  void aMaximisedWindowComesBackMaximised(FxRobot robot) {
    Stage first = placed(robot);
    robot.interact(
        () -> {
          first.show();
          first.setMaximized(true);
          first.hide();
        });

    assertThat(placed(robot).isMaximized()).isTrue();
  }

  @Test
  void aPlaceOnAScreenNoLongerThereIsForgotten(FxRobot robot) {
    preferences.putDouble("x", 2000);
    preferences.putDouble("y", 100);
    preferences.putDouble("width", 1200);
    preferences.putDouble("height", 700);

    Stage stage = placed(robot);

    assertThat(stage.getX()).isZero();
    assertThat(stage.getWidth()).isEqualTo(1366);
  }

  @Test
  void everyViewFitsTheLaptopsWidth(FxRobot robot) throws Exception {
    robot.interact(
        () -> fixture.viewModel.open(ViewModels.WAREHOUSE.resolve("sales/orders").toString()));
    GuiFixture.waitUntil(() -> fixture.viewModel.tableProperty().get() != null);
    TabPane tabs = robot.lookup("#mainTabs").queryAs(TabPane.class);
    for (Tab tab : tabs.getTabs()) {
      robot.interact(() -> tabs.getSelectionModel().select(tab));
      WaitForAsyncUtils.waitForFxEvents();
      double needed = WaitForAsyncUtils.asyncFx(() -> fixture.view().minWidth(-1)).get();
      assertThat(needed).as(tab.getText()).isLessThanOrEqualTo(1366);
    }
  }

  /** A new stage placed on the laptop screen as the preferences say. */
  private Stage placed(FxRobot robot) {
    AtomicReference<Stage> stage = new AtomicReference<>();
    robot.interact(
        () -> {
          stage.set(new Stage());
          new WindowPlacement(preferences).place(stage.get(), LAPTOP);
        });
    return stage.get();
  }
}
