package io.tablescope.app.gui.iceberg.health;

import static io.tablescope.app.gui.shell.GuiFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.app.gui.iceberg.health.PublishViewModel.Check;
import io.tablescope.app.gui.iceberg.session.OpenedIceberg;
import io.tablescope.app.gui.shell.GuiFixture;
import io.tablescope.inspector.iceberg.IcebergTable;
import io.tablescope.inspector.iceberg.publish.PublishPreview;
import io.tablescope.inspector.iceberg.publish.PublishStep;
import io.tablescope.inspector.iceberg.publish.Publisher;
import java.nio.file.Path;
import javafx.scene.Node;
import javafx.scene.control.Labeled;
import javafx.scene.control.ListView;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableView;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * The Publish section driven by clicks on the demo's orders: the verdict, snapshots and checks it
 * shows are the inspector's, and double-clicking a snapshot selects it in the History.
 */
@ExtendWith(ApplicationExtension.class)
class PublishSectionViewTest {
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
  void previewingTheCopyOnWriteProposalShowsIcebergsRefusalAndLeadsToTheSnapshot(FxRobot robot)
      throws Exception {
    IcebergTable table = IcebergTable.open(ORDERS.toString(), Runnable::run);
    PublishPreview expected = Publisher.preview(table, "proposal-cow-update", "main", () -> false);

    robot.interact(() -> fixture.viewModel.open(ORDERS.toString()));
    waitUntil(() -> OpenedIceberg.of(fixture.viewModel) != null);
    robot.clickOn(node(robot, "#healthTab"));
    robot.clickOn(node(robot, "#publishSection"));
    robot.clickOn(node(robot, "#publishBranch"));
    robot.clickOn("proposal-cow-update");
    robot.clickOn(node(robot, "#publishPreview"));

    Labeled verdict = robot.lookup("#publishVerdict").queryAs(Labeled.class);
    waitUntil(() -> !verdict.getText().isEmpty());
    assertThat(verdict.getText())
        .isEqualTo("Would fail: " + expected.exception().simpleName() + ": " + expected.message());
    TableView<PublishStep> steps = robot.lookup("#publishSnapshots").queryTableView();
    assertThat(steps.getItems()).isEqualTo(expected.snapshots());
    ListView<Check> checks = robot.lookup("#publishChecks").queryListView();
    assertThat(checks.getItems())
        .extracting(Check::result)
        .isEqualTo(expected.replays().get(0).result().checks());

    robot.doubleClickOn(robot.lookup("#publishSnapshots .table-row-cell").queryAs(Node.class));

    assertThat(
            robot
                .lookup("#mainTabs")
                .queryAs(TabPane.class)
                .getSelectionModel()
                .getSelectedItem()
                .getId())
        .isEqualTo("historyTab");
    assertThat(fixture.viewModel.selectedCommitProperty().get().id())
        .isEqualTo(expected.snapshots().get(0).snapshotId());
  }

  @Test
  void theAuditBranchFastForwardsMain(FxRobot robot) throws Exception {
    IcebergTable table = IcebergTable.open(ORDERS.toString(), Runnable::run);
    PublishPreview expected = Publisher.preview(table, "audit", "main", () -> false);

    robot.interact(() -> fixture.viewModel.open(ORDERS.toString()));
    waitUntil(() -> OpenedIceberg.of(fixture.viewModel) != null);
    robot.clickOn(node(robot, "#healthTab"));
    robot.clickOn(node(robot, "#publishSection"));
    robot.clickOn(node(robot, "#publishBranch"));
    robot.clickOn("audit");
    robot.clickOn(node(robot, "#publishPreview"));

    Labeled verdict = robot.lookup("#publishVerdict").queryAs(Labeled.class);
    waitUntil(() -> !verdict.getText().isEmpty());
    assertThat(verdict.getText())
        .isEqualTo("Would publish: main fast-forwards to " + expected.branchHeadId() + ".");
    assertThat(robot.lookup("#publishSnapshots").queryTableView().getItems())
        .isEqualTo(expected.snapshots());
  }

  private static Node node(FxRobot robot, String query) {
    return robot.lookup(query).queryAs(Node.class);
  }
}
