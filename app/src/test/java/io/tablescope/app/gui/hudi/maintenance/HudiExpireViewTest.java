package io.tablescope.app.gui.hudi.maintenance;

import static io.tablescope.app.gui.shell.GuiFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.tablescope.app.gui.shell.GuiFixture;
import io.tablescope.format.testing.hudi.HudiOracleTables;
import io.tablescope.inspector.hudi.HudiTable;
import io.tablescope.inspector.hudi.clean.CleanFile;
import io.tablescope.inspector.hudi.clean.SliceDecision;
import java.util.Set;
import java.util.TreeSet;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The Maintenance tab's Expire preview on a table Hudi wrote, driven by clicks and keys: the plan
 * line before the run, then the slices Hudi's cleaner plans to delete under the policy chosen.
 */
@ExtendWith(ApplicationExtension.class)
class HudiExpireViewTest {
  private final GuiFixture fixture = new GuiFixture();

  @Start
  void start(Stage stage) {
    fixture.show(stage);
  }

  @AfterEach
  void close() {
    fixture.close();
  }

  @Test
  void previewListsTheSlicesHudisCleanerDeletesUnderThePolicyChosen(FxRobot robot)
      throws Exception {
    HudiOracleTables.Scenario scenario = HudiOracleTables.scenario("cow-v8");
    robot.interact(() -> fixture.viewModel.open(scenario.table().toString()));
    waitUntil(() -> fixture.viewModel.tableProperty().get() instanceof HudiTable);
    WaitForAsyncUtils.waitForFxEvents();
    robot.clickOn("#maintenanceTab");
    WaitForAsyncUtils.waitForFxEvents();

    Label plan = robot.lookup("#hudiExpirePlan").queryAs(Label.class);
    assertThat(plan.isVisible()).isTrue();
    assertThat(plan.getText())
        .startsWith(
            "Press Preview to list the file slices Hudi's cleaner would delete under"
                + " the table's policy");

    robot.clickOn("#hudiExpirePolicy");
    robot.clickOn("KEEP_LATEST_FILE_VERSIONS");
    robot.clickOn("#hudiExpireRetain").write("1");
    robot.clickOn("#hudiExpireKeepMin").write("2");
    robot.clickOn("#hudiExpireKeepMax").write("3");
    assertThat(plan.getText()).contains("under KEEP_LATEST_FILE_VERSIONS retaining 1,");
    robot.clickOn("#hudiExpirePreview");

    @SuppressWarnings("unchecked")
    TableView<SliceDecision> slices = robot.lookup("#hudiExpireSlices").queryAs(TableView.class);
    waitUntil(() -> !slices.getItems().isEmpty());
    WaitForAsyncUtils.waitForFxEvents();
    assertThat(plan.isVisible()).isFalse();

    Set<String> hudi = new TreeSet<>();
    for (JsonNode each : HudiOracleTables.cleanAnswers("cow-v8").get("plans")) {
      if (each.get("policy").asText().equals("KEEP_LATEST_FILE_VERSIONS")
          && each.get("retained").asInt() == 1) {
        each.get("files").forEach(files -> files.forEach(path -> hudi.add(path.asText())));
      }
    }
    Set<String> shown = new TreeSet<>();
    slices.getItems().stream()
        .filter(SliceDecision::deleted)
        .forEach(slice -> slice.files().stream().map(CleanFile::path).forEach(shown::add));
    assertThat(hudi).isNotEmpty();
    assertThat(shown).isEqualTo(hudi);
    assertThat(robot.lookup("#hudiExpireTotals").queryAs(Label.class).getText())
        .startsWith(
            "KEEP_LATEST_FILE_VERSIONS retaining 1 (given): " + hudi.size() + " files to delete");
    assertThat(robot.lookup("#hudiExpireArchival").queryAs(Label.class).getText())
        .startsWith("Archival (keep.min.commits 2, keep.max.commits 3): ");
  }
}
