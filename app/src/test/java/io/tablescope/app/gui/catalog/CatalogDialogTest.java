package io.tablescope.app.gui.catalog;

import static io.tablescope.app.gui.shell.GuiFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.app.gui.shell.GuiFixture;
import io.tablescope.format.io.Environment;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import javafx.scene.Node;
import javafx.scene.control.ComboBox;
import javafx.scene.control.DialogPane;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.GridPane;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * The catalog browser of a user with no catalog yet, in a 1366×768 window: it says how to add one,
 * and the connect dialog's labels show whole.
 */
@ExtendWith(ApplicationExtension.class)
class CatalogDialogTest {
  @TempDir static Path home;
  private GuiFixture fixture;

  @Start
  void start(Stage stage) {
    fixture = GuiFixture.withCatalogs(new Environment(Map.of(), home));
    fixture.showOnLaptop(stage);
  }

  @AfterEach
  void close() throws Exception {
    fixture.close();
  }

  @Test
  void anEmptyCatalogListSaysHowToAddOne(FxRobot robot) {
    // With no catalog the browser starts hidden; the open bar's Catalogs button shows it.
    robot.clickOn("#catalogsToggle");
    Label hint = robot.lookup("#catalogHint").queryAs(Label.class);
    assertThat(hint.isVisible()).isTrue();
    assertThat(hint.getText()).startsWith("No catalogs yet. Add an Iceberg REST catalog with New…");
    assertThat(robot.lookup("#newCatalogButton").queryButton().getText()).isEqualTo("New…");
    assertThat(robot.lookup("#catalogChoice").queryAs(ComboBox.class).getItems()).isEmpty();
  }

  @Test
  void theConnectDialogsLabelsAreNotClipped(FxRobot robot) throws Exception {
    robot.clickOn("#catalogsToggle");
    robot.clickOn("#newCatalogButton");
    waitUntil(() -> robot.lookup("#catalogName").tryQuery().isPresent());
    DialogPane pane = robot.lookup(".dialog-pane").queryAs(DialogPane.class);
    GridPane grid = (GridPane) pane.getContent();
    List<Label> labels =
        grid.getChildren().stream().filter(Label.class::isInstance).map(Label.class::cast).toList();
    assertThat(labels)
        .extracting(Label::getText)
        .contains("Warehouse", "Authentication", "Token endpoint", "Client secret");
    for (Label label : labels) {
      // A clipped label draws its text shortened with an ellipsis.
      Node drawn = label.lookup(".text");
      assertThat(((Text) drawn).getText()).as(label.getText()).isEqualTo(label.getText());
      assertThat(label.getWidth()).as(label.getText()).isGreaterThanOrEqualTo(label.prefWidth(-1));
    }
    robot.type(KeyCode.ESCAPE);
    waitUntil(() -> robot.lookup("#catalogName").tryQuery().isEmpty());
  }
}
