package io.tablescope.app.gui.shell;

import static io.tablescope.app.gui.shell.GuiFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.app.gui.common.Styles;
import io.tablescope.app.gui.iceberg.session.OpenedIceberg;
import io.tablescope.inspector.iceberg.IcebergTable;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import javafx.css.PseudoClass;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Labeled;
import javafx.scene.control.ListCell;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * Picking an unreadable metadata version from the version list of a copied demo table, in a
 * 1366×768 window: the version shown stays browsable, the status bar names the file, its problem
 * and the version still shown, and the list marks the version unreadable.
 */
@ExtendWith(ApplicationExtension.class)
class VersionSwitchTest {
  private static final Path ORDERS = Path.of("demo-warehouse/sales/orders").toAbsolutePath();

  @TempDir Path temp;
  private final GuiFixture fixture = new GuiFixture();

  @Start
  void start(Stage stage) {
    fixture.showOnLaptop(stage);
  }

  @AfterEach
  void close() throws Exception {
    fixture.close();
  }

  @Test
  void anUnreadableVersionLeavesTheShownOneAndIsMarkedInTheList(FxRobot robot) throws Exception {
    Path copy = temp.resolve("orders");
    DemoWarehouseFolder.copyTree(ORDERS, copy);
    Files.writeString(copy.resolve("metadata/v7.metadata.json"), "{\"format-version\": 2, garbage");
    String v6 = copy.resolve("metadata/v6.metadata.json").toString();
    String v7 = copy.resolve("metadata/v7.metadata.json").toString();

    robot.interact(() -> fixture.viewModel.open(copy.toString()));
    ComboBox<?> versions = robot.lookup("#metadataChoice").queryAs(ComboBox.class);
    waitUntil(() -> versions.getValue() != null && !fixture.viewModel.loadingProperty().get());
    robot.clickOn("#metadataChoice");
    robot.clickOn("v6 · v6.metadata.json");
    waitUntil(() -> v6.equals(versions.getValue()) && !fixture.viewModel.loadingProperty().get());

    robot.clickOn("#metadataChoice");
    robot.clickOn("v7 · v7.metadata.json");
    waitUntil(
        () ->
            !fixture.viewModel.loadingProperty().get()
                && robot.lookup(".dialog-pane").tryQuery().isPresent());
    robot.type(KeyCode.ESCAPE);

    String status = robot.lookup("#status").queryAs(Labeled.class).getText();
    assertThat(status)
        .startsWith("Could not open v7 (v7.metadata.json): ")
        .endsWith(" · still showing v6.")
        .doesNotContain("Could not open " + copy);
    waitUntil(() -> v6.equals(versions.getValue()));
    assertThat(OpenedIceberg.of(fixture.viewModel).located().metadataFile()).isEqualTo(v6);
    assertThat(OpenedIceberg.of(fixture.viewModel).metadata().snapshots())
        .isEqualTo(IcebergTable.open(copy.toString(), v6, Runnable::run).metadata().snapshots());

    robot.clickOn("#metadataChoice");
    ListCell<?> marked = cell(robot, "v7 · unreadable · v7.metadata.json").orElseThrow();
    assertThat(marked.getTooltip().getText()).isNotBlank().isSubstringOf(status);
    assertThat(marked.getPseudoClassStates()).contains(PseudoClass.getPseudoClass(Styles.PROBLEM));
    assertThat(cell(robot, "v6 · v6.metadata.json").orElseThrow().getTooltip().getText())
        .isEqualTo("v6 · v6.metadata.json");
    robot.type(KeyCode.ESCAPE);
  }

  private static Optional<ListCell<?>> cell(FxRobot robot, String text) {
    return robot.lookup(".list-cell").queryAll().stream()
        .<ListCell<?>>map(node -> (ListCell<?>) node)
        .filter(cell -> text.equals(cell.getText()))
        .findFirst();
  }
}
