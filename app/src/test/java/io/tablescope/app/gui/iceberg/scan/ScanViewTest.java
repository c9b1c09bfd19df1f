package io.tablescope.app.gui.iceberg.scan;

import static io.tablescope.app.gui.shell.GuiFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.app.gui.iceberg.session.OpenedIceberg;
import io.tablescope.app.gui.shell.GuiFixture;
import io.tablescope.inspector.iceberg.IcebergTable;
import io.tablescope.inspector.iceberg.scan.ManifestStep;
import io.tablescope.inspector.iceberg.scan.PlannedDelete;
import io.tablescope.inspector.iceberg.scan.PlannedFile;
import io.tablescope.inspector.iceberg.scan.PrunedFile;
import io.tablescope.inspector.iceberg.scan.ScanPlan;
import io.tablescope.inspector.iceberg.scan.ScanPlanner;
import io.tablescope.inspector.table.AnalysisProgress;
import java.nio.file.Path;
import javafx.scene.Node;
import javafx.scene.control.Labeled;
import javafx.scene.control.TableView;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * The Scan tab driven by clicks on the demo's orders: the manifests, files, deletes and pruned
 * entries it shows are the planner's (which {@code ScanDifferentialTest} holds to iceberg-core),
 * and a filter naming no column is a message, not a plan.
 */
@ExtendWith(ApplicationExtension.class)
class ScanViewTest {
  private static final Path ORDERS = Path.of("demo-warehouse/sales/orders").toAbsolutePath();

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
  void planningAFilterShowsEveryStepOfThePlan(FxRobot robot) throws Exception {
    IcebergTable table = IcebergTable.open(ORDERS.toString(), Runnable::run);
    ScanPlan expected =
        new ScanPlanner(table, AnalysisProgress.NONE)
            .plan(table.snapshotOf(table.current().orElseThrow()), "region = 'EU'", true);

    robot.interact(() -> fixture.viewModel.open(ORDERS.toString()));
    waitUntil(() -> OpenedIceberg.of(fixture.viewModel) != null);
    robot.clickOn(node(robot, "#scanTab"));
    robot.clickOn(node(robot, "#scanFilter")).write("region = 'EU'");
    robot.clickOn(node(robot, "#scanRun"));

    Labeled status = robot.lookup("#scanStatus").queryAs(Labeled.class);
    waitUntil(() -> status.getText().contains(" opened"));
    assertThat(status.getText()).isEqualTo(ScanViewModel.totalsText(expected));
    TableView<ManifestStep> manifests = robot.lookup("#scanManifests").queryTableView();
    assertThat(manifests.getItems()).isEqualTo(expected.manifests());
    TableView<PlannedFile> files = robot.lookup("#scanFiles").queryTableView();
    assertThat(files.getItems()).isEqualTo(expected.files()).isNotEmpty();

    robot.clickOn(node(robot, "#scanFiles .table-row-cell"));
    TableView<PlannedDelete> deletes = robot.lookup("#scanDeletes").queryTableView();
    assertThat(deletes.getItems()).isEqualTo(expected.files().get(0).deletes());

    robot.clickOn("Pruned");
    TableView<PrunedFile> pruned = robot.lookup("#scanPruned").queryTableView();
    assertThat(pruned.getItems()).isEqualTo(expected.pruned()).isNotEmpty();
  }

  @Test
  void aFilterNamingNoColumnIsAMessage(FxRobot robot) throws Exception {
    robot.interact(() -> fixture.viewModel.open(ORDERS.toString()));
    waitUntil(() -> OpenedIceberg.of(fixture.viewModel) != null);
    robot.clickOn(node(robot, "#scanTab"));
    robot.clickOn(node(robot, "#scanFilter")).write("colour = 'red'");
    robot.clickOn(node(robot, "#scanRun"));

    Labeled status = robot.lookup("#scanStatus").queryAs(Labeled.class);
    waitUntil(() -> status.getText().startsWith("Cannot plan"));
    assertThat(status.getText()).contains("no column 'colour'");
    assertThat(robot.lookup("#scanFiles").queryTableView().getItems()).isEmpty();
  }

  private static Node node(FxRobot robot, String query) {
    return robot.lookup(query).queryAs(Node.class);
  }
}
