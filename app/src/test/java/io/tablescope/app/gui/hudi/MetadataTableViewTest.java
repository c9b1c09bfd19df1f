package io.tablescope.app.gui.hudi;

import static io.tablescope.app.gui.shell.GuiFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.tablescope.app.gui.shell.GuiFixture;
import io.tablescope.format.testing.hudi.HudiOracleTables;
import io.tablescope.inspector.hudi.HudiTable;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import javafx.css.PseudoClass;
import javafx.scene.control.Labeled;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The Metadata table tab on tables Hudi wrote: offered only where the table keeps one, a deleted
 * data file a red row naming it, a failed write's files rows that say why they are expected.
 */
@ExtendWith(ApplicationExtension.class)
class MetadataTableViewTest {
  private final GuiFixture fixture = new GuiFixture();

  @TempDir Path dir;

  @Start
  void start(Stage stage) {
    fixture.show(stage);
  }

  @AfterEach
  void close() {
    fixture.close();
  }

  private TableView<?> openAndShow(FxRobot robot, Path table) throws Exception {
    robot.interact(() -> fixture.viewModel.open(table.toString()));
    waitUntil(() -> fixture.viewModel.tableProperty().get() instanceof HudiTable);
    WaitForAsyncUtils.waitForFxEvents();
    robot.clickOn("#metadataTableTab");
    TableView<?> rows = robot.lookup("#metadataTableRows").queryAs(TableView.class);
    waitUntil(() -> !label(robot, "#metadataTableListed").isEmpty());
    return rows;
  }

  @Test
  void aDeletedDataFileIsARedRowNamingItAndTheVerdictCountsIt(FxRobot robot) throws Exception {
    HudiOracleTables.Scenario scenario = HudiOracleTables.scenario("cow-v8");
    Path copy = dir.resolve("table");
    HudiOracleTables.copy(scenario.table(), copy);
    Map.Entry<String, JsonNode> partition =
        scenario.answers().get("metadataTable").get("files").fields().next();
    String file = partition.getValue().fieldNames().next();
    Files.delete(copy.resolve(partition.getKey()).resolve(file));

    TableView<?> rows = openAndShow(robot, copy);

    TabPane tabs = robot.lookup("#mainTabs").queryAs(TabPane.class);
    assertThat(tabs.getTabs().stream().map(Tab::getId)).contains("metadataTableTab");
    assertThat(rows.getItems()).hasSize(1);
    MetadataTableRow row = (MetadataTableRow) rows.getItems().get(0);
    assertThat(row.kind()).isEqualTo("ONLY_IN_METADATA");
    assertThat(row.path()).isEqualTo(partition.getKey() + "/" + file);
    assertThat(row.metadataSize()).isEqualTo(partition.getValue().get(file).asLong());
    List<Object> red =
        robot.lookup(".table-row-cell").queryAllAs(TableRow.class).stream()
            .filter(r -> r.getPseudoClassStates().contains(PseudoClass.getPseudoClass("problem")))
            .map(r -> (Object) r.getItem())
            .toList();
    assertThat(red).containsExactly(row);
    assertThat(label(robot, "#metadataTableStatus"))
        .startsWith("1 files and 0 partitions disagree");
    assertThat(label(robot, "#metadataTableListed"))
        .contains(
            "instant " + scenario.answers().get("metadataTable").get("syncedInstant").asText());
  }

  @Test
  void aFailedWritesFilesAreRowsSayingWhyTheyAreExpected(FxRobot robot) throws Exception {
    HudiOracleTables.Scenario scenario = HudiOracleTables.scenario("inflight-mdt-v8");

    TableView<?> rows = openAndShow(robot, scenario.table());

    assertThat(rows.getItems())
        .isNotEmpty()
        .allSatisfy(
            item -> {
              MetadataTableRow row = (MetadataTableRow) item;
              assertThat(row.kind()).isEqualTo("ONLY_ON_STORAGE");
              assertThat(row.fault()).isFalse();
              assertThat(row.verdict()).startsWith("Expected: ").contains("INFLIGHT");
            });
    assertThat(label(robot, "#metadataTableStatus"))
        .startsWith("the metadata table agrees with storage");

    // Opening a table without a metadata table takes the tab away.
    robot.interact(
        () -> fixture.viewModel.open(HudiOracleTables.scenario("mor-v6").table().toString()));
    waitUntil(
        () ->
            fixture.viewModel.tableProperty().get() != null
                && fixture.viewModel.tableProperty().get().location().contains("mor-v6"));
    WaitForAsyncUtils.waitForFxEvents();
    TabPane tabs = robot.lookup("#mainTabs").queryAs(TabPane.class);
    assertThat(tabs.getTabs().stream().map(Tab::getId)).doesNotContain("metadataTableTab");
  }

  private static String label(FxRobot robot, String id) {
    return robot.lookup(id).queryAs(Labeled.class).getText();
  }
}
