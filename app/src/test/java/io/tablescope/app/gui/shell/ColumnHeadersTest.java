package io.tablescope.app.gui.shell;

import static io.tablescope.app.gui.shell.GuiFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.app.gui.iceberg.session.OpenedIceberg;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import javafx.scene.Node;
import javafx.scene.control.Labeled;
import javafx.scene.control.TableView;
import javafx.scene.control.skin.TableColumnHeader;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * At 1366×768 a column's header reads whole: the Definition's narrow columns say "Default" and
 * "Field id", a found file's history "Operation" and "File seq", not "Defa…" and "Fil…".
 */
@ExtendWith(ApplicationExtension.class)
class ColumnHeadersTest {
  private static final Path ORDERS = Path.of("demo-warehouse/sales/orders").toAbsolutePath();

  private final GuiFixture fixture = new GuiFixture();

  @Start
  void start(Stage stage) {
    fixture.showOnLaptop(stage);
  }

  @AfterEach
  void close() {
    fixture.close();
  }

  @Test
  void thePartitionSpecsHeadersReadWhole(FxRobot robot) throws Exception {
    open(robot);
    robot.clickOn("#definitionTab");
    robot.clickOn("Partition specs");
    waitUntil(() -> !headers(robot, "#specFields").isEmpty());

    Map<String, String> shown = headers(robot, "#specFields");
    assertThat(shown).containsEntry("Default", "Default").containsEntry("Field id", "Field id");
    assertThat(shown).allSatisfy((title, text) -> assertThat(text).isEqualTo(title));
  }

  @Test
  void aFoundFilesHistoryHeadersReadWhole(FxRobot robot) throws Exception {
    open(robot);
    robot.press(KeyCode.CONTROL, KeyCode.F).release(KeyCode.F, KeyCode.CONTROL);
    robot.write("region=EU").type(KeyCode.ENTER);
    TableView<?> results = robot.lookup("#findResults").queryAs(TableView.class);
    waitUntil(() -> !results.getItems().isEmpty());
    robot.clickOn(robot.lookup("#findResults .table-row-cell").nth(0).queryAs(Node.class));
    TableView<?> history = robot.lookup("#fileHistory").queryAs(TableView.class);
    waitUntil(() -> !history.getItems().isEmpty());

    Map<String, String> shown = headers(robot, "#fileHistory");
    assertThat(shown).containsKeys("Operation", "File seq");
    assertThat(shown).allSatisfy((title, text) -> assertThat(text).isEqualTo(title));
  }

  private void open(FxRobot robot) throws Exception {
    robot.interact(() -> fixture.viewModel.open(ORDERS.toString()));
    waitUntil(() -> OpenedIceberg.of(fixture.viewModel) != null);
  }

  /** Each header's title and the text its label draws, an ellipsis and all. */
  private static Map<String, String> headers(FxRobot robot, String table) {
    Node root = robot.lookup(table).query();
    List<TableColumnHeader> headers =
        root.lookupAll(".column-header").stream()
            .filter(TableColumnHeader.class::isInstance)
            .map(TableColumnHeader.class::cast)
            .filter(header -> header.getTableColumn() != null && header.isVisible())
            .toList();
    return headers.stream()
        .collect(
            Collectors.toMap(
                header -> header.getTableColumn().getText(),
                header -> WholeIdentifiersTest.shownText((Labeled) header.lookup(".label")),
                (first, second) -> first));
  }
}
