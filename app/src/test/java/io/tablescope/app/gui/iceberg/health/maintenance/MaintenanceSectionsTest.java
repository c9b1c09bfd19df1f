package io.tablescope.app.gui.iceberg.health.maintenance;

import static io.tablescope.app.gui.shell.GuiFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.app.cli.common.Numbers;
import io.tablescope.app.gui.iceberg.session.OpenedIceberg;
import io.tablescope.app.gui.shell.GuiFixture;
import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.format.testing.TableFiles;
import io.tablescope.format.testing.TestTables;
import io.tablescope.inspector.iceberg.IcebergTable;
import io.tablescope.inspector.iceberg.maintenance.DeletedFile;
import io.tablescope.inspector.iceberg.maintenance.ExpirePreview;
import io.tablescope.inspector.iceberg.maintenance.OrphanFile;
import io.tablescope.inspector.iceberg.maintenance.OrphanPreview;
import io.tablescope.inspector.table.AnalysisProgress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.time.Instant;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.stage.Stage;
import org.apache.iceberg.PartitionSpec;
import org.apache.iceberg.Schema;
import org.apache.iceberg.Table;
import org.apache.iceberg.types.Types;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * The Expire and Orphans sections of the Health tab, driven by real clicks: their rows are the
 * preview's files, their totals its bytes, and an expired snapshot leads to the History.
 */
@ExtendWith(ApplicationExtension.class)
class MaintenanceSectionsTest {
  private static final Schema SCHEMA =
      new Schema(Types.NestedField.required(1, "id", Types.LongType.get()));

  private final GuiFixture fixture = new GuiFixture();
  @TempDir Path folder;
  private Table table;

  @Start
  void start(Stage stage) {
    fixture.show(stage);
  }

  @AfterEach
  void close() {
    fixture.close();
  }

  private void append(long id) {
    table
        .newAppend()
        .appendFile(TableFiles.writeData(table, List.of(TableFiles.row(SCHEMA, id))))
        .commit();
  }

  private static long tick() {
    long start = System.currentTimeMillis();
    while (System.currentTimeMillis() < start + 3) {
      Thread.onSpinWait();
    }
    return System.currentTimeMillis();
  }

  private void createTable() {
    table =
        TestTables.create(
            folder,
            folder.toAbsolutePath().toString(),
            SCHEMA,
            PartitionSpec.unpartitioned(),
            2,
            Map.of());
  }

  private IcebergTable open(FxRobot robot, String section) throws Exception {
    robot.interact(() -> fixture.viewModel.open(folder.toString()));
    waitUntil(() -> OpenedIceberg.of(fixture.viewModel) != null);
    robot.clickOn("#healthTab");
    robot.clickOn("#" + section);
    return OpenedIceberg.of(fixture.viewModel);
  }

  @Test
  void expireShowsThePreviewsSnapshotsAndFilesAndLeadsToTheHistory(FxRobot robot) throws Exception {
    createTable();
    append(1);
    table
        .newOverwrite()
        .deleteFile(table.currentSnapshot().addedDataFiles(table.io()).iterator().next())
        .commit();
    append(2);
    tick();
    long cut = tick();
    tick();
    append(3);
    IcebergTable opened = open(robot, "expireSection");

    robot.clickOn("#expireOlderThan").write(Instant.ofEpochMilli(cut).toString());
    TableView<DeletedFile> files = robot.lookup("#expireFiles").queryAs(TableView.class);
    TableView<Snapshot> snapshots = robot.lookup("#expireSnapshots").queryAs(TableView.class);
    // Before the press: what Preview will list, and no verdict.
    Label plan = robot.lookup("#expirePlan").queryAs(Label.class);
    assertThat(plan.isVisible()).isTrue();
    assertThat(plan.getText())
        .startsWith(
            "Press Preview to list the snapshots older than "
                + Instant.ofEpochMilli(cut)
                + " that expire, keeping the last history.expire.min-snapshots-to-keep");
    assertThat(placeholder(snapshots)).isEqualTo("Not previewed yet.");
    assertThat(placeholder(files)).isEqualTo("Not previewed yet.");
    assertThat(robot.lookup("#expireTotals").queryAs(Label.class).getText()).isEmpty();
    robot.clickOn("#expirePreview");
    waitUntil(() -> !files.getItems().isEmpty());
    assertThat(plan.isVisible()).isFalse();

    ExpirePreview expected =
        ExpirePreview.of(opened, cut, null, System.currentTimeMillis(), AnalysisProgress.NONE);
    assertThat(files.getItems()).containsExactlyElementsOf(expected.deletedFiles());
    assertThat(snapshots.getItems().stream().map(Snapshot::snapshotId).toList())
        .containsExactlyElementsOf(expected.expiredSnapshots())
        .hasSize(3);
    Label totals = robot.lookup("#expireTotals").queryAs(Label.class);
    assertThat(totals.getText())
        .startsWith(
            "3 snapshots would expire · "
                + Numbers.count(expected.deletedFiles().size(), "file")
                + ", "
                + Numbers.size(expected.bytes())
                + " would be deleted")
        .contains("nothing was deleted");
    assertThat(totals.getTooltip().getText())
        .isEqualTo(Numbers.bytes(expected.bytes()) + " would be deleted");
    // A file's size reads in binary units, to the byte in its tooltip.
    TableCell<?, ?> size =
        robot.lookup("#expireFiles .table-cell").queryAllAs(TableCell.class).stream()
            .filter(cell -> "Size".equals(cell.getTableColumn().getText()))
            .filter(cell -> cell.getItem() != null)
            .findFirst()
            .orElseThrow();
    long bytes = (Long) size.getItem();
    assertThat(size.getText()).isEqualTo(Numbers.size(bytes));
    assertThat(size.getTooltip().getText()).isEqualTo(Numbers.bytes(bytes));

    robot.clickOn(header(robot, "#expireFiles", "Size"));
    assertThat(files.getItems()).isSortedAccordingTo(Comparator.comparing(DeletedFile::size));

    Node row = row(robot, "#expireSnapshots", 1);
    long chosen = snapshots.getItems().get(1).snapshotId();
    robot.doubleClickOn(row);
    assertThat(selectedTab(robot)).isEqualTo("historyTab");
    assertThat(fixture.viewModel.selectedCommitProperty().get().id()).isEqualTo(chosen);
  }

  @Test
  void aTimeThatCannotBeReadIsSaidBeside(FxRobot robot) throws Exception {
    createTable();
    append(1);
    open(robot, "expireSection");

    robot.clickOn("#expireOlderThan").write("yesterday");
    robot.clickOn("#expirePreview");

    Label error = robot.lookup("#expireError").queryAs(Label.class);
    waitUntil(() -> !error.getText().isEmpty());
    assertThat(error.getText()).startsWith("Cannot read time 'yesterday'");
    assertThat(robot.lookup("#expireFiles").queryAs(TableView.class).getItems()).isEmpty();
  }

  @Test
  void orphansShowsTheFilesOfAFailedCommitAndKeepsYoungOnesApart(FxRobot robot) throws Exception {
    createTable();
    append(1);
    List<Path> committed = files();
    table
        .newAppend()
        .appendFile(TableFiles.writeData(table, List.of(TableFiles.row(SCHEMA, 2L))))
        .apply();
    long old = System.currentTimeMillis() - Duration.ofDays(10).toMillis();
    Path young =
        files().stream()
            .filter(path -> path.toString().endsWith(".parquet") && !committed.contains(path))
            .findFirst()
            .orElseThrow();
    for (Path path : files()) {
      if (!path.equals(young)) {
        Files.setLastModifiedTime(path, FileTime.fromMillis(old));
      }
    }
    IcebergTable opened = open(robot, "orphansSection");

    TableView<OrphanFile> orphans = robot.lookup("#orphansTable").queryAs(TableView.class);
    TableView<OrphanFile> tooYoung = robot.lookup("#orphansTooYoung").queryAs(TableView.class);
    // Before the press: what Preview will list, not "No orphan files."
    Label plan = robot.lookup("#orphansPlan").queryAs(Label.class);
    assertThat(plan.isVisible()).isTrue();
    assertThat(plan.getText()).startsWith("Press Preview to list the files").contains("3 days ago");
    assertThat(placeholder(orphans)).isEqualTo("Not previewed yet.");
    assertThat(placeholder(tooYoung)).isEqualTo("Not previewed yet.");
    robot.clickOn("#orphansPreview");
    waitUntil(() -> !orphans.getItems().isEmpty());
    assertThat(plan.isVisible()).isFalse();

    OrphanPreview expected =
        OrphanPreview.of(opened, null, System.currentTimeMillis(), AnalysisProgress.NONE);
    assertThat(orphans.getItems()).containsExactlyElementsOf(expected.orphans()).isNotEmpty();
    assertThat(tooYoung.getItems()).containsExactlyElementsOf(expected.tooYoung());
    assertThat(tooYoung.getItems().stream().map(OrphanFile::path).toList())
        .contains(young.toString());
    assertThat(robot.lookup("#orphansTotals").queryAs(Label.class).getText())
        .startsWith(
            Numbers.count(expected.orphans().size(), "orphan")
                + ", "
                + Numbers.size(expected.bytes()));
  }

  private List<Path> files() throws java.io.IOException {
    try (Stream<Path> paths = Files.walk(folder)) {
      return paths.filter(Files::isRegularFile).toList();
    }
  }

  private static String placeholder(TableView<?> table) {
    return ((Label) table.getPlaceholder()).getText();
  }

  private static Node header(FxRobot robot, String table, String title) {
    return robot
        .lookup(table + " .column-header")
        .match(
            node -> node.lookup(".label") instanceof Label label && title.equals(label.getText()))
        .query();
  }

  private static Node row(FxRobot robot, String table, int index) {
    return robot
        .lookup(table + " .table-row-cell")
        .match(node -> node instanceof TableRow<?> row && row.getIndex() == index)
        .query();
  }

  private static String selectedTab(FxRobot robot) {
    return robot
        .lookup("#mainTabs")
        .queryAs(TabPane.class)
        .getSelectionModel()
        .getSelectedItem()
        .getId();
  }
}
