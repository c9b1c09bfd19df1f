package io.tablescope.app.gui.shell;

import static io.tablescope.app.gui.shell.GuiFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.app.gui.iceberg.session.OpenedIceberg;
import io.tablescope.format.io.FileAccess;
import io.tablescope.inspector.iceberg.tree.TreeNode.ManifestNode;
import java.nio.file.Path;
import java.util.List;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Labeled;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableView;
import javafx.scene.control.TreeTableCell;
import javafx.scene.control.TreeTableRow;
import javafx.scene.input.KeyCode;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * At 1366×768 identifiers are cut where they differ least: manifests and found files keep their
 * file name's end, snapshot ids and writers show whole, the pickers show whole demo names, and the
 * tooltip holds the whole value.
 */
@ExtendWith(ApplicationExtension.class)
class WholeIdentifiersTest {
  private static final Path ORDERS = Path.of("demo-warehouse/sales/orders").toAbsolutePath();

  private final GuiFixture fixture = new GuiFixture();

  @Start
  void start(Stage stage) {
    fixture.showOnLaptop(stage);
  }

  @AfterEach
  void close() {
    fixture.close();
  }

  @Test
  void theTreeTellsManifestsApartByTheirFileNamesEnd(FxRobot robot) throws Exception {
    open(robot);
    robot.clickOn("#treeTab");
    waitUntil(() -> manifestRows(robot).size() >= 2);

    List<TreeTableRow<?>> rows = manifestRows(robot);
    List<String> shown = rows.stream().map(row -> shownText(cell(row, "nameColumn"))).toList();
    assertThat(shown).doesNotHaveDuplicates();
    for (TreeTableRow<?> row : rows) {
      String name = FileAccess.fileName(((ManifestNode) row.getItem()).manifest().path());
      TreeTableCell<?, ?> nameCell = cell(row, "nameColumn");
      assertThat(shownText(nameCell)).endsWith(name.substring(name.length() - 8));
      assertThat(nameCell.getTooltip().getText()).isEqualTo(name);
      TreeTableCell<?, ?> id = cell(row, "snapshotIdColumn");
      assertThat(id.getText()).hasSize(19);
      assertThat(shownText(id)).isEqualTo(id.getText());
    }
  }

  @Test
  void aFoundFileShowsItsFileNameAndItsSnapshotsWhole(FxRobot robot) throws Exception {
    open(robot);
    robot.press(KeyCode.CONTROL, KeyCode.F).release(KeyCode.F, KeyCode.CONTROL);
    robot.write("region=EU").type(KeyCode.ENTER);
    TableView<?> results = robot.lookup("#findResults").queryAs(TableView.class);
    waitUntil(
        () -> !results.getItems().isEmpty() && !drawn(robot, "#findResults", "Name").isEmpty());

    for (TableCell<?, ?> name : drawn(robot, "#findResults", "Name")) {
      String path = name.getItem().toString();
      assertThat(shownText(name)).endsWith(FileAccess.fileName(path));
      assertThat(name.getTooltip().getText()).isEqualTo(path);
    }
    for (TableCell<?, ?> snapshots : drawn(robot, "#findResults", "Snapshots")) {
      assertThat(shownText(snapshots)).isEqualTo(snapshots.getItem().toString());
    }
  }

  @Test
  void expireShowsSnapshotIdsWhole(FxRobot robot) throws Exception {
    open(robot);
    robot.clickOn("#healthTab");
    robot.clickOn("#expireSection");
    robot.clickOn("#expireOlderThan").write("2100-01-01T00:00:00Z");
    robot.clickOn("#expirePreview");
    waitUntil(() -> !drawn(robot, "#expireSnapshots", "Snapshot").isEmpty());

    for (TableCell<?, ?> id : drawn(robot, "#expireSnapshots", "Snapshot")) {
      assertThat(id.getItem().toString()).hasSize(19);
      assertThat(shownText(id)).isEqualTo(id.getItem().toString());
    }
  }

  @Test
  void healthShowsItsWritersWhole(FxRobot robot) throws Exception {
    open(robot);
    robot.clickOn("#healthTab");
    waitUntil(() -> !drawn(robot, "#healthWriters", "Writer").isEmpty());

    for (TableCell<?, ?> writer : drawn(robot, "#healthWriters", "Writer")) {
      assertThat(writer.getItem().toString()).startsWith("spark.app.id=application_");
      assertThat(shownText(writer)).isEqualTo(writer.getItem().toString());
      assertThat(writer.getTooltip().getText()).isEqualTo(writer.getItem().toString());
    }
  }

  @Test
  void thePickersShowWholeDemoNames(FxRobot robot) throws Exception {
    robot.interact(() -> fixture.viewModel.open(ORDERS.getParent().getParent().toString()));
    waitUntil(
        () ->
            !fixture.viewModel.warehouseTables().isEmpty()
                && !fixture.viewModel.loadingProperty().get());
    robot.clickOn("#tableChoice");
    robot.clickOn("sales/orders");
    waitUntil(
        () ->
            ORDERS.toString().equals(fixture.viewModel.tableLocationProperty().get())
                && !fixture.viewModel.loadingProperty().get()
                && fixture.viewModel.metadataFileProperty().get() != null);
    robot.interact(() -> {});

    Labeled table = buttonCell(robot, "#tableChoice");
    assertThat(table.getText()).isEqualTo("sales/orders");
    assertThat(shownText(table)).isEqualTo("sales/orders");
    assertThat(table.getTooltip().getText()).isEqualTo(ORDERS.toString());
    Labeled version = buttonCell(robot, "#metadataChoice");
    assertThat(version.getText()).isEqualTo("v10 · v10.metadata.json");
    assertThat(shownText(version)).isEqualTo(version.getText());
  }

  private void open(FxRobot robot) throws Exception {
    robot.interact(() -> fixture.viewModel.open(ORDERS.toString()));
    waitUntil(() -> OpenedIceberg.of(fixture.viewModel) != null);
  }

  private static List<TreeTableRow<?>> manifestRows(FxRobot robot) {
    return robot.lookup(".tree-table-row-cell").queryAllAs(TreeTableRow.class).stream()
        .filter(row -> row.getItem() instanceof ManifestNode)
        .<TreeTableRow<?>>map(row -> row)
        .toList();
  }

  private static TreeTableCell<?, ?> cell(TreeTableRow<?> row, String columnId) {
    return row.getChildrenUnmodifiable().stream()
        .filter(TreeTableCell.class::isInstance)
        .map(TreeTableCell.class::cast)
        .filter(cell -> columnId.equals(cell.getTableColumn().getId()))
        .findFirst()
        .orElseThrow();
  }

  /** The drawn, filled cells of a table's column of that title. */
  private static List<TableCell<?, ?>> drawn(FxRobot robot, String table, String title) {
    return robot.lookup(table).queryAs(TableView.class).lookupAll(".table-cell").stream()
        .filter(TableCell.class::isInstance)
        .<TableCell<?, ?>>map(node -> (TableCell<?, ?>) node)
        .filter(cell -> cell.getTableColumn() != null)
        .filter(cell -> title.equals(cell.getTableColumn().getText()))
        .filter(cell -> !cell.isEmpty() && cell.getItem() != null && cell.isVisible())
        .toList();
  }

  private static Labeled buttonCell(FxRobot robot, String comboBox) {
    return robot.lookup(comboBox).queryAs(ComboBox.class).getButtonCell();
  }

  /** The text a label draws, after any cut, as the user reads it. */
  static String shownText(Labeled labeled) {
    return labeled.getChildrenUnmodifiable().stream()
        .filter(Text.class::isInstance)
        .map(node -> ((Text) node).getText())
        .findFirst()
        .orElse("");
  }
}
