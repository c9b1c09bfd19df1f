package io.tablescope.app.gui.hudi.maintenance;

import static io.tablescope.app.gui.shell.GuiFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.app.gui.shell.GuiFixture;
import io.tablescope.format.testing.hudi.HudiOracleTables;
import io.tablescope.inspector.hudi.HudiTable;
import io.tablescope.inspector.hudi.clean.OrphanFile;
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
 * The Maintenance tab's Orphans preview on a table with a failed write, driven by clicks: the plan
 * line before the run, then exactly the files the failed write's markers name.
 */
@ExtendWith(ApplicationExtension.class)
class HudiOrphansViewTest {
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
  void previewListsTheFailedWritesFiles(FxRobot robot) throws Exception {
    HudiOracleTables.Scenario scenario = HudiOracleTables.scenario("inflight-v8");
    robot.interact(() -> fixture.viewModel.open(scenario.table().toString()));
    waitUntil(() -> fixture.viewModel.tableProperty().get() instanceof HudiTable);
    WaitForAsyncUtils.waitForFxEvents();
    robot.clickOn("#maintenanceTab");
    robot.clickOn("#hudiOrphansTab");
    WaitForAsyncUtils.waitForFxEvents();

    Label plan = robot.lookup("#hudiOrphansPlan").queryAs(Label.class);
    assertThat(plan.isVisible()).isTrue();
    assertThat(plan.getText()).isEqualTo(HudiOrphansViewModel.PLAN);
    robot.clickOn("#hudiOrphansPreview");

    @SuppressWarnings("unchecked")
    TableView<OrphanFile> table = robot.lookup("#hudiOrphansTable").queryAs(TableView.class);
    waitUntil(() -> !table.getItems().isEmpty());
    WaitForAsyncUtils.waitForFxEvents();
    assertThat(plan.isVisible()).isFalse();

    Set<String> hudi = new TreeSet<>();
    HudiOracleTables.cleanAnswers("inflight-v8")
        .get("pendingWriteFiles")
        .forEach(files -> files.forEach(path -> hudi.add(path.asText())));
    Set<String> shown = new TreeSet<>();
    table.getItems().forEach(file -> shown.add(file.path()));
    assertThat(shown).isEqualTo(hudi);
    assertThat(robot.lookup("#hudiOrphansTotals").queryAs(Label.class).getText())
        .startsWith(hudi.size() + " orphan files, ");
  }
}
