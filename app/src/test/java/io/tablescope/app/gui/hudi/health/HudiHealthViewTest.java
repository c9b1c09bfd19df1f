package io.tablescope.app.gui.hudi.health;

import static io.tablescope.app.gui.shell.GuiFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.tablescope.app.gui.shell.GuiFixture;
import io.tablescope.format.testing.hudi.HudiOracleTables;
import io.tablescope.inspector.hudi.HudiTable;
import io.tablescope.inspector.hudi.check.HudiFinding;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.control.Labeled;
import javafx.scene.control.ListView;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableView;
import javafx.scene.control.TreeCell;
import javafx.scene.control.TreeView;
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
 * The Health tab of the demo warehouse's Hudi table, whose last delta commit died and whose last
 * compaction is only scheduled: sections of findings, and a clicked finding's instants and files as
 * Hudi's API names them ({@code answer-health}); and on a copy that lost a file, the Integrity
 * section's finding naming it.
 */
@ExtendWith(ApplicationExtension.class)
class HudiHealthViewTest {
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

  @Test
  void clickingTheDiedWriterAndTheCompactionShowsTheirFiles(FxRobot robot) throws Exception {
    String table = HudiOracleTables.scenario(HudiOracleTables.DEMO).table().toString();
    JsonNode hudi = HudiOracleTables.answers(HudiOracleTables.DEMO, "answer-health", "health.json");
    JsonNode died = hudi.get("pendingCommits").get(0);
    String instant = died.get("requestedTime").asText();
    String compaction = hudi.get("pendingCompactionGroups").get(0).get("instant").asText();

    robot.interact(() -> fixture.viewModel.open(table));
    waitUntil(() -> fixture.viewModel.tableProperty().get() instanceof HudiTable);
    WaitForAsyncUtils.waitForFxEvents();
    robot.clickOn("#healthTab");
    TreeView<?> findings = robot.lookup("#hudiHealthFindings").queryAs(TreeView.class);
    waitUntil(() -> findings.getRoot().getChildren().size() == 7);
    WaitForAsyncUtils.waitForFxEvents();
    assertThat(texts(robot))
        .contains(
            "Writers that died (2)",
            "deltacommit " + instant + " INFLIGHT",
            "Pending table services (1)",
            "compaction " + compaction + " REQUESTED, never completed",
            "Log pile-up (4)");

    robot.clickOn(cell(robot, "deltacommit " + instant + " INFLIGHT"));
    ListView<?> details = robot.lookup("#hudiHealthDetails").queryAs(ListView.class);
    waitUntil(() -> !details.getItems().isEmpty());
    List<String> lines = details.getItems().stream().map(Object::toString).toList();
    List<String> files = new ArrayList<>();
    died.get("markedDataFiles").forEach(file -> files.add("  " + file.asText()));
    assertThat(lines).containsAll(files);
    assertThat(lines)
        .contains("3 markers under .hoodie/.temp/" + instant, "no heartbeat", "rollback 1 of 1");

    robot.clickOn(cell(robot, "compaction " + compaction + " REQUESTED, never completed"));
    waitUntil(() -> details.getItems().get(0).toString().startsWith("compaction"));
    List<String> groups = new ArrayList<>();
    hudi.get("pendingCompactionGroups")
        .forEach(
            g -> groups.add("  " + g.get("partition").asText() + "/" + g.get("fileId").asText()));
    assertThat(details.getItems().stream().map(Object::toString).toList()).containsAll(groups);
    assertThat(((Labeled) robot.lookup("#hudiHealthStatus").query()).getText())
        .endsWith("findings");
  }

  @Test
  void openingHealthOnATableThatLostABaseFileShowsTheIntegrityFindingNamingIt(FxRobot robot)
      throws Exception {
    // The slice as Hudi's own file system view names it.
    HudiOracleTables.Scenario demo = HudiOracleTables.scenario(HudiOracleTables.DEMO);
    JsonNode slice = null;
    for (JsonNode each : demo.answers().get("allSlices")) {
      if (slice == null && !each.get("baseFile").isNull()) {
        slice = each;
      }
    }
    String lost = slice.get("partition").asText() + "/" + slice.get("baseFile").asText();
    String fileId = slice.get("fileId").asText();
    Path copy = dir.resolve("trips");
    HudiOracleTables.copy(demo.table(), copy);
    Files.delete(copy.resolve(lost));

    robot.interact(() -> fixture.viewModel.open(copy.toString()));
    waitUntil(() -> fixture.viewModel.tableProperty().get() instanceof HudiTable);
    WaitForAsyncUtils.waitForFxEvents();
    robot.clickOn("#healthTab");
    TableView<HudiFinding> findings = robot.lookup("#integrityFindings").queryAs(TableView.class);
    waitUntil(() -> !findings.getItems().isEmpty());
    WaitForAsyncUtils.waitForFxEvents();

    assertThat(findings.getItems())
        .anySatisfy(
            finding -> {
              assertThat(finding.rule()).isEqualTo("write-file");
              assertThat(finding.path()).isEqualTo(lost);
              assertThat(finding.message())
                  .contains("base file of file group " + fileId, "not in storage");
            });
    assertThat(
            robot.lookup("#integrityFindings .table-cell").queryAllAs(TableCell.class).stream()
                .map(TableCell::getText))
        .contains(lost);
    assertThat(((Labeled) robot.lookup("#integrityStatus").query()).getText())
        .startsWith(findings.getItems().size() + " finding")
        .contains("latest slice");
  }

  private static List<String> texts(FxRobot robot) {
    return robot.lookup(".tree-cell").queryAllAs(TreeCell.class).stream()
        .map(TreeCell::getText)
        .filter(text -> text != null)
        .toList();
  }

  private static TreeCell<?> cell(FxRobot robot, String text) {
    return robot.lookup(".tree-cell").queryAllAs(TreeCell.class).stream()
        .filter(c -> text.equals(c.getText()))
        .findFirst()
        .orElseThrow();
  }
}
