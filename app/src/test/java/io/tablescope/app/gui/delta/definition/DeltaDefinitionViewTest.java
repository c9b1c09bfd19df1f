package io.tablescope.app.gui.delta.definition;

import static io.tablescope.app.gui.shell.GuiFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import io.delta.kernel.defaults.engine.DefaultEngine;
import io.delta.kernel.engine.Engine;
import io.tablescope.app.gui.shell.GuiFixture;
import io.tablescope.format.delta.schema.StructField;
import io.tablescope.format.testing.Folders;
import io.tablescope.format.testing.delta.DeltaTableWriter;
import io.tablescope.inspector.delta.history.DeltaDefinitionChange;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import javafx.scene.control.TableView;
import javafx.stage.Stage;
import org.apache.hadoop.conf.Configuration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** The Definition tab of a Delta table, driven by clicks: the schema Delta Kernel reads. */
@ExtendWith(ApplicationExtension.class)
class DeltaDefinitionViewTest {
  @TempDir Path folder;
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
  void aDeltaTableShowsTheSchemaDeltaKernelReads(FxRobot robot) throws Exception {
    Path orders = folder.resolve("orders");
    Folders.copy(Path.of("demo-warehouse/lake/orders").toAbsolutePath(), orders);
    robot.interact(() -> fixture.viewModel.open(orders.toString()));
    waitUntil(() -> fixture.viewModel.tableProperty().get() != null);

    robot.clickOn("#definitionTab");
    robot.clickOn("#deltaSchemaSection");
    @SuppressWarnings("unchecked")
    TableView<StructField> schema = robot.lookup("#deltaSchema").queryAs(TableView.class);
    waitUntil(() -> !schema.getItems().isEmpty());

    Engine engine = DefaultEngine.create(new Configuration());
    io.delta.kernel.types.StructType kernel =
        io.delta.kernel.Table.forPath(engine, orders.toString())
            .getLatestSnapshot(engine)
            .getSchema();
    assertThat(schema.getItems())
        .extracting(StructField::name, StructField::nullable)
        .containsExactlyElementsOf(
            kernel.fields().stream()
                .map(
                    field ->
                        org.assertj.core.groups.Tuple.tuple(field.getName(), field.isNullable()))
                .toList());
  }

  @Test
  void theHistoryListsEachPropertyChangeAtTheVersionStandaloneFirstShowsIt(FxRobot robot)
      throws Exception {
    Path root = folder.resolve("written");
    DeltaTableWriter table = DeltaTableWriter.create(root, List.of("p"), Map.of());
    table.append("a");
    long owned = table.setProperties(Map.of("owner", "sales"));
    table.append("b");
    long moved = table.setProperties(Map.of("owner", "finance"));
    robot.interact(() -> fixture.viewModel.open(root.toString()));
    waitUntil(() -> fixture.viewModel.tableProperty().get() != null);

    robot.clickOn("#definitionTab");
    robot.clickOn("#deltaHistorySection");
    @SuppressWarnings("unchecked")
    TableView<DefinitionChangeRow> history =
        robot.lookup("#deltaDefinitionHistory").queryAs(TableView.class);
    waitUntil(() -> !history.getItems().isEmpty());

    List<DefinitionChangeRow> owner =
        history.getItems().stream()
            .filter(row -> row.change().what() == DeltaDefinitionChange.What.PROPERTY)
            .filter(row -> row.change().name().equals("owner"))
            .toList();
    io.delta.standalone.DeltaLog standalone = table.log();
    assertThat(owner)
        .extracting(row -> row.version(), row -> row.change().change(), row -> row.change().after())
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple(
                owned,
                "added",
                standalone
                    .getSnapshotForVersionAsOf(owned)
                    .getMetadata()
                    .getConfiguration()
                    .get("owner")),
            org.assertj.core.groups.Tuple.tuple(
                moved,
                "changed",
                standalone
                    .getSnapshotForVersionAsOf(moved)
                    .getMetadata()
                    .getConfiguration()
                    .get("owner")));
    assertThat(standalone.getSnapshotForVersionAsOf(owned - 1).getMetadata().getConfiguration())
        .doesNotContainKey("owner");
  }
}
