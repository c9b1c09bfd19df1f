package io.tablescope.app.gui.find;

import static io.tablescope.app.gui.shell.GuiFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import javafx.scene.control.TabPane;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import org.testfx.api.FxRobot;

/** The Find tab driven as a user would, the same for every format's Find view test. */
public final class FindTab {
  private FindTab() {}

  /**
   * Ctrl+F, which must bring the Find tab forward with the caret in its field; then types {@code
   * text}, presses Enter and waits for results.
   */
  public static <H> TableView<H> find(FxRobot robot, String text) throws Exception {
    robot.press(KeyCode.CONTROL, KeyCode.F).release(KeyCode.F, KeyCode.CONTROL);
    assertThat(selectedTab(robot)).isEqualTo("findTab");
    assertThat(robot.lookup("#findField").queryAs(TextField.class).isFocused()).isTrue();
    robot.write(text).type(KeyCode.ENTER);
    TableView<H> results = robot.lookup("#findResults").queryAs(TableView.class);
    waitUntil(() -> !results.getItems().isEmpty());
    return results;
  }

  /** Scrolls to this row of the results and clicks it. */
  public static void clickResult(FxRobot robot, TableView<?> results, int row) {
    robot.interact(() -> results.scrollTo(row));
    robot.clickOn(
        robot
            .lookup("#findResults .table-row-cell")
            .match(node -> ((TableRow<?>) node).getIndex() == row)
            .queryAs(TableRow.class));
  }

  /** The id of the main window's selected tab. */
  public static String selectedTab(FxRobot robot) {
    return robot
        .lookup("#mainTabs")
        .queryAs(TabPane.class)
        .getSelectionModel()
        .getSelectedItem()
        .getId();
  }
}
