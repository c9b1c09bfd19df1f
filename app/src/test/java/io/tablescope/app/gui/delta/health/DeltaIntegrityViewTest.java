package io.tablescope.app.gui.delta.health;

import static io.tablescope.app.gui.shell.GuiFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.app.cli.delta.DeltaCheckOutput;
import io.tablescope.app.gui.health.IntegrityView;
import io.tablescope.app.gui.health.IntegrityViewModel;
import io.tablescope.app.gui.shell.GuiFixture;
import io.tablescope.format.delta.action.AddFile;
import io.tablescope.format.io.Storage;
import io.tablescope.format.testing.delta.DeltaTableWriter;
import io.tablescope.inspector.delta.DeltaTable;
import io.tablescope.inspector.delta.check.DeltaFinding;
import io.tablescope.inspector.delta.check.DeltaIntegrityCheck;
import io.tablescope.inspector.table.AnalysisProgress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Label;
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
import org.testfx.service.query.NodeQuery;

/**
 * Delta's Integrity section, in a stage of its own until the Delta Health tab holds it: Check lists
 * what the CLI's {@code check} finds with its verdict, and a double-click on a finding shows its
 * version.
 */
@ExtendWith(ApplicationExtension.class)
class DeltaIntegrityViewTest {
  private final GuiFixture fixture = new GuiFixture();
  private final List<Long> shown = new CopyOnWriteArrayList<>();
  @TempDir Path root;

  @Start
  void start(Stage stage) {
    IntegrityView<DeltaFinding> view =
        new IntegrityView<>(
            new IntegrityViewModel<>(fixture.viewModel, new DeltaIntegrity(shown::add)),
            DeltaIntegrity.COLUMNS);
    stage.setScene(new Scene(view, 1000, 500));
    stage.show();
  }

  @AfterEach
  void close() {
    fixture.close();
  }

  @Test
  void aSoundTableSaysWhatItExamined(FxRobot robot) throws Exception {
    writeTable();
    String verdict =
        DeltaCheckOutput.verdict(DeltaIntegrityCheck.run(open(), AnalysisProgress.NONE));

    check(robot);

    Label status = robot.lookup("#integrityStatus").queryAs(Label.class);
    waitUntil(() -> status.getText().startsWith("sound"));
    assertThat(status.getText()).isEqualTo(verdict);
    assertThat(findings(robot).getItems()).isEmpty();
  }

  @Test
  void aLostFileIsAFindingThatLeadsToItsVersion(FxRobot robot) throws Exception {
    writeTable();
    AddFile lost = open().log().commit(3).actionsOf(AddFile.class).get(0);
    Files.delete(root.resolve(lost.decodedPath()));

    check(robot);

    TableView<DeltaFinding> findings = findings(robot);
    waitUntil(() -> findings.getItems().size() == 1);
    DeltaFinding finding = findings.getItems().get(0);
    assertThat(finding.check()).isEqualTo("missing-file");
    assertThat(finding.path()).isEqualTo(lost.decodedPath());
    assertThat(robot.lookup("#integrityStatus").queryAs(Label.class).getText())
        .startsWith("1 finding: 4 versions");

    // The row is drawn a pulse after the finding arrives.
    waitUntil(() -> findingRow(robot).tryQuery().isPresent());
    Node row = findingRow(robot).query();
    robot.doubleClickOn(row);

    waitUntil(() -> !shown.isEmpty());
    assertThat(shown).containsExactly(3L);
  }

  private void check(FxRobot robot) throws Exception {
    robot.interact(() -> fixture.viewModel.open(root.toString()));
    waitUntil(() -> fixture.viewModel.tableProperty().get() instanceof DeltaTable);
    robot.clickOn("#integrityCheck");
  }

  private static NodeQuery findingRow(FxRobot robot) {
    return robot
        .lookup("#integrityFindings .table-row-cell")
        .match(node -> node instanceof TableRow<?> row && !row.isEmpty());
  }

  @SuppressWarnings("unchecked")
  private static TableView<DeltaFinding> findings(FxRobot robot) {
    return robot.lookup("#integrityFindings").queryAs(TableView.class);
  }

  /** Versions 0 to 3, a checkpoint at 2, and a real file for each live data file. */
  private void writeTable() throws Exception {
    DeltaTableWriter writer =
        DeltaTableWriter.create(root, List.of("p"), Map.of("delta.checkpointInterval", "2"));
    writer.append("a", "b");
    writer.append("c");
    writer.append("d");
    for (AddFile add : open().log().latest().files().values()) {
      Path file = root.resolve(add.decodedPath());
      Files.createDirectories(file.getParent());
      Files.write(file, new byte[] {'P', 'A', 'R', '1'});
    }
  }

  private DeltaTable open() throws Exception {
    return DeltaTable.open(Storage.local(), root.toString(), Runnable::run);
  }
}
