package io.tablescope.app.gui.shell;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.app.gui.common.Styles;
import io.tablescope.app.gui.settings.Settings;
import javafx.application.Application;
import javafx.scene.Scene;
import javafx.scene.control.ToggleButton;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * The Dark button keeps working however long the window is open: a bidirectional binding holds both
 * of its sides weakly, so nothing but the button may be left holding the theme it switches.
 */
@ExtendWith(ApplicationExtension.class)
class DarkModeButtonTest {
  private final Settings preferences = new Settings();
  private final StackPane root = new StackPane();

  @Start
  void start(Stage stage) {
    stage.setScene(new Scene(root, 200, 100));
    stage.show();
  }

  @AfterEach
  void close(FxRobot robot) {
    robot.interact(() -> Application.setUserAgentStylesheet(Styles.LIGHT_THEME));
    preferences.removeNode();
  }

  @Test
  void aClickAfterAGarbageCollectionIsStillRemembered(FxRobot robot) throws Exception {
    // As in a window: the theme is reachable only through the button it made.
    robot.interact(() -> root.getChildren().add(new DarkMode(preferences).toggle()));
    ToggleButton toggle = robot.lookup("#darkMode").queryAs(ToggleButton.class);
    for (int i = 0; i < 5; i++) {
      System.gc();
    }

    robot.clickOn(toggle);

    assertThat(toggle.isSelected()).isTrue();
    assertThat(preferences.getBoolean(DarkMode.KEY, false)).isTrue();
    assertThat(Application.getUserAgentStylesheet()).isEqualTo(Styles.DARK_THEME);
  }
}
