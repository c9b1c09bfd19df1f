package io.tablescope.app.gui.shell;

import static io.tablescope.app.gui.shell.GuiFixture.waitUntil;
import static io.tablescope.app.gui.shell.TreeRows.cellText;
import static io.tablescope.app.gui.shell.TreeRows.rowOf;
import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.app.cli.common.Numbers;
import io.tablescope.app.gui.common.CommitChoice;
import io.tablescope.app.gui.diff.DiffView.DiffLine;
import io.tablescope.format.ContentKind;
import io.tablescope.format.iceberg.manifest.ManifestEntry;
import io.tablescope.format.iceberg.manifest.ManifestFile;
import io.tablescope.format.iceberg.metadata.MetadataColumns;
import io.tablescope.inspector.diff.CommitDiff;
import io.tablescope.inspector.diff.Diffs;
import io.tablescope.inspector.diff.UnknownChange;
import io.tablescope.inspector.iceberg.IcebergTable;
import io.tablescope.inspector.iceberg.LiveFiles;
import io.tablescope.inspector.iceberg.tree.SnapshotTreeRows;
import io.tablescope.inspector.iceberg.tree.TreeNode;
import io.tablescope.inspector.iceberg.tree.TreeNode.EntryNode;
import io.tablescope.inspector.iceberg.tree.TreeNode.ManifestNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import javafx.scene.Node;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.Labeled;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeTableCell;
import javafx.scene.control.TreeTableRow;
import javafx.scene.control.TreeTableView;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * What the window shows on damaged copies and on the demo's delete files, v1 table and NaN
 * readings, compared with what the inspector says about the same files.
 */
@ExtendWith(ApplicationExtension.class)
class TrustworthyAnswersViewTest {
  private static final Path WAREHOUSE = Path.of("demo-warehouse").toAbsolutePath();

  @TempDir Path temp;
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
  void aDiffOfAPartialCopyWarnsWhichSideIsIncompleteAndCountsNothingUnread(FxRobot robot)
      throws Exception {
    Path copy = temp.resolve("orders");
    DemoWarehouseFolder.copyTree(WAREHOUSE.resolve("sales/orders"), copy);
    IcebergTable opened = IcebergTable.open(copy.toString(), Runnable::run);
    List<String> tagged =
        opened.manifestList(opened.resolve("eod-2026-11-29")).manifests().stream()
            .map(ManifestFile::path)
            .toList();
    ManifestFile lost =
        opened.manifestList(opened.resolve("main")).manifests().stream()
            .filter(manifest -> !tagged.contains(manifest.path()))
            .filter(manifest -> manifest.existingFilesCount() > 0)
            .findFirst()
            .orElseThrow();
    Files.delete(Path.of(opened.localPath(lost.path())));
    CommitDiff expected =
        Diffs.diff(
            IcebergTable.open(copy.toString(), Runnable::run),
            opened.resolveCommit("eod-2026-11-29"),
            opened.resolveCommit("main"));
    assertThat(expected.unknown()).isNotEmpty();

    robot.interact(() -> fixture.viewModel.open(copy.toString()));
    waitUntil(() -> fixture.viewModel.tableProperty().get() != null);
    robot.clickOn("#diffTab");
    pick(robot, "#diffFrom", "tag eod-2026-11-29");
    pick(robot, "#diffTo", "branch main");
    robot.clickOn("#diffRun");

    Node warning = robot.lookup("#diffWarning").query();
    waitUntil(warning::isVisible);
    // A line per problem, the file named once by its name; its full path only under Details.
    List<String> lines =
        robot.lookup("#diffWarningLines").queryAs(VBox.class).getChildren().stream()
            .map(
                line ->
                    ((HBox) line)
                        .getChildren().stream()
                            .map(label -> ((Labeled) label).getText())
                            .collect(Collectors.joining(" ")))
            .toList();
    String name = Path.of(lost.path()).getFileName().toString();
    assertThat(lines)
        .anySatisfy(
            line ->
                assertThat(line)
                    .startsWith("⚠ Incomplete: TO (" + expected.to().id() + ")")
                    .contains("missing")
                    .endsWith(name))
        .anySatisfy(
            line ->
                assertThat(line)
                    .isEqualTo("Summary of snapshot " + expected.to().id() + " not checked"))
        .noneSatisfy(line -> assertThat(line).contains(lost.path()));
    assertThat(lines.stream().filter(line -> line.contains(name))).hasSize(1);
    assertThat(warning.getBoundsInLocal().getHeight()).isLessThan(lines.size() * 30 + 10);
    Label details = robot.lookup("#diffWarningDetails").queryAs(Label.class);
    assertThat(details.isVisible()).isFalse();
    robot.clickOn("#diffWarningDetailsToggle");
    assertThat(details.isVisible()).isTrue();
    assertThat(details.getText()).contains(lost.path());
    assertThat(robot.lookup("#diffTotals").queryAs(Labeled.class).getText())
        .startsWith("+" + expected.added().size() + " added, −" + expected.removed().size())
        .contains(expected.unknown().size() + " unknown, not counted");
    List<String> shown = shownPaths(robot);
    assertThat(shown)
        .doesNotContainAnyElementsOf(
            expected.unknown().stream().map(UnknownChange::file).map(f -> f.path()).toList());
  }

  @Test
  void aDeletionVectorHasOneNameAndItsRowsAreDeletedRows(FxRobot robot) throws Exception {
    Path readings = WAREHOUSE.resolve("telemetry/readings_v3");
    IcebergTable opened = IcebergTable.open(readings.toString(), Runnable::run);
    var oldest = opened.metadata().snapshots().get(0);
    CommitDiff expected =
        Diffs.diff(opened, opened.commitOf(oldest), opened.current().orElseThrow());
    long deletedRows =
        expected.added().stream()
            .filter(change -> change.file().kind() == ContentKind.DELETION_VECTOR)
            .mapToLong(change -> change.file().recordCount())
            .sum();

    robot.interact(() -> fixture.viewModel.open(readings.toString()));
    waitUntil(() -> fixture.viewModel.tableProperty().get() != null);
    robot.clickOn("#diffTab");
    pick(robot, "#diffFrom", oldest.snapshotId() + " · ");
    robot.clickOn("#diffRun");
    TreeTableView<DiffLine> table = robot.lookup("#diffTable").queryAs(TreeTableView.class);
    waitUntil(() -> table.getRoot() != null && !table.getRoot().getChildren().isEmpty());

    List<String> contents = cellTexts(robot, "diffContentColumn");
    assertThat(contents).contains("deletion-vector", "data").doesNotContain("deletion vector");
    assertThat(cellTexts(robot, "diffRecordsColumn")).contains(deletedRows + " deleted");
    assertThat(robot.lookup("#diffTotals").queryAs(Labeled.class).getText())
        .contains("deletion-vector: +1 file (" + Numbers.count(deletedRows, "row") + " deleted)");
    assertThat(robot.lookup("#diffWarning").query().isVisible()).isFalse();
  }

  @Test
  void aV1EntrySaysItHasNoSequenceNumbers(FxRobot robot) throws Exception {
    Path events = WAREHOUSE.resolve("legacy/events_v1");
    robot.interact(() -> fixture.viewModel.open(events.toString()));
    robot.clickOn("#treeTab");
    EntryNode entry = expandAndClick(robot, events, any -> true);

    TreeTableRow<?> row = rowOf(robot, TreeNode.class, node -> node.equals(entry)).orElseThrow();
    assertThat(cellText(row, "dataSequenceColumn")).isEqualTo(SnapshotTreeRows.V1_SEQUENCE);
    assertThat(cellText(row, "fileSequenceColumn")).isEqualTo(SnapshotTreeRows.V1_SEQUENCE);
    waitUntil(() -> labels(robot).contains("Manifest entry"));
    assertThat(labels(robot))
        .contains("sequence_number", ManifestEntry.V1_SEQUENCE_NUMBERS)
        .doesNotContain("0  (inherited; null in the entry)");
  }

  @Test
  void positionDeleteBoundsAreNamedInTheDetails(FxRobot robot) throws Exception {
    Path customers = WAREHOUSE.resolve("sales/customers");
    robot.interact(() -> fixture.viewModel.open(customers.toString()));
    robot.clickOn("#treeTab");
    EntryNode entry =
        expandAndClick(
            robot, customers, shown -> shown.file().kind() == ContentKind.POSITION_DELETES);

    String path = MetadataColumns.find(Integer.MAX_VALUE - 101).orElseThrow().name();
    waitUntil(() -> labels(robot).contains("Column statistics"));
    List<String> labels = labels(robot);
    assertThat(labels).contains(path, "pos").noneMatch(text -> text.startsWith("#21474835"));
    // The delete file's own file_path row comes first; its column statistics come last.
    String bounds = labels.get(labels.lastIndexOf(path) + 1);
    assertThat(bounds)
        .startsWith(
            "[" + entry.entry().file().lowerBounds().get(Integer.MAX_VALUE - 101).value() + " … ")
        .contains("s3://tablescope-demo/sales/customers/data/");
  }

  @Test
  void nanReadingsDoNotDisagreeWithTheFooter(FxRobot robot) throws Exception {
    Path readings = WAREHOUSE.resolve("telemetry/readings_v3");
    robot.interact(() -> fixture.viewModel.open(readings.toString()));
    robot.clickOn("#treeTab");
    EntryNode entry =
        expandAndClick(
            robot,
            readings,
            shown ->
                shown.status().isLive()
                    && shown.file().kind() == ContentKind.DATA
                    && shown.file().nanValueCounts().values().stream()
                        .anyMatch(count -> count > 0));

    waitUntil(() -> labels(robot).contains("Manifest statistics beside the footer"));
    List<String> labels = labels(robot);
    assertThat(entry.entry().file().nanValueCounts()).isNotEmpty();
    assertThat(labels).contains("temperature_c upper bound", "temperature_c NaN count");
    assertThat(labels).noneMatch(text -> text.contains("disagree"));
  }

  @Test
  void aDeletionVectorsDetailsShowItsDecodedCardinalityBesideTheDataFilesRows(FxRobot robot)
      throws Exception {
    Path readings = WAREHOUSE.resolve("telemetry/readings_v3");
    robot.interact(() -> fixture.viewModel.open(readings.toString()));
    robot.clickOn("#treeTab");
    EntryNode entry =
        expandAndClick(
            robot, readings, shown -> shown.status().isLive() && shown.file().isDeletionVector());

    IcebergTable table = IcebergTable.open(readings.toString(), Runnable::run);
    long dataRows =
        LiveFiles.of(table, table.metadata().currentSnapshot().orElseThrow())
            .files()
            .values()
            .stream()
            .filter(live -> live.path().equals(entry.entry().file().referencedDataFile()))
            .findFirst()
            .orElseThrow()
            .file()
            .recordCount();
    waitUntil(() -> labels(robot).contains("Deletion vector"));
    List<String> labels = labels(robot);
    // A deletion vector's record_count is its cardinality: the manifest and the blob agree.
    assertThat(labels.get(labels.lastIndexOf("cardinality") + 1))
        .isEqualTo(entry.entry().file().recordCount() + " of " + dataRows + " rows deleted");
    assertThat(labels.get(labels.lastIndexOf("deleted positions") + 1)).matches("\\d+(, \\d+)*.*");
    assertThat(labels).doesNotContain("mismatch", "unreadable");
  }

  /**
   * Expands the first manifest of the current snapshot that holds an entry the inspector says
   * matches, and clicks that entry's row.
   */
  private EntryNode expandAndClick(FxRobot robot, Path folder, Predicate<ManifestEntry> wanted)
      throws Exception {
    IcebergTable table = IcebergTable.open(folder.toString(), Runnable::run);
    ManifestFile manifest = null;
    ManifestEntry entry = null;
    for (ManifestFile candidate :
        table.manifestList(table.metadata().currentSnapshot().orElseThrow()).manifests()) {
      Optional<ManifestEntry> found =
          table.manifest(candidate).entries().stream().filter(wanted).findFirst();
      if (found.isPresent()) {
        manifest = candidate;
        entry = found.get();
        break;
      }
    }
    assertThat(entry).as("an entry that matches").isNotNull();
    String manifestPath = manifest.path();
    long position = entry.position();
    Predicate<TreeNode> manifestRow =
        node -> node instanceof ManifestNode shown && shown.manifest().path().equals(manifestPath);
    Predicate<TreeNode> entryRow =
        node ->
            node instanceof EntryNode shown
                && shown.manifest().path().equals(manifestPath)
                && shown.entry().position() == position;
    waitUntil(() -> rowOf(robot, TreeNode.class, manifestRow).isPresent());
    robot.clickOn(rowOf(robot, TreeNode.class, manifestRow).orElseThrow());
    robot.type(KeyCode.RIGHT);
    waitUntil(() -> rowOf(robot, TreeNode.class, entryRow).isPresent());
    TreeTableRow<?> row = rowOf(robot, TreeNode.class, entryRow).orElseThrow();
    robot.clickOn(row);
    return (EntryNode) row.getItem();
  }

  private static void pick(FxRobot robot, String comboId, String labelStart) {
    ComboBox<CommitChoice> combo = robot.lookup(comboId).queryAs(ComboBox.class);
    CommitChoice choice =
        combo.getItems().stream()
            .filter(item -> item.label().startsWith(labelStart))
            .findFirst()
            .orElseThrow();
    robot.clickOn(comboId);
    robot.clickOn(choice.label());
    assertThat(combo.getValue()).isEqualTo(choice);
  }

  private static List<String> shownPaths(FxRobot robot) {
    TreeTableView<DiffLine> table = robot.lookup("#diffTable").queryAs(TreeTableView.class);
    List<String> paths = new ArrayList<>();
    robot.interact(
        () ->
            table.getRoot().getChildren().stream()
                .flatMap(group -> group.getChildren().stream())
                .map(TreeItem::getValue)
                .forEach(line -> paths.add(line.change().file().path())));
    return paths;
  }

  private static List<String> cellTexts(FxRobot robot, String columnId) {
    List<String> texts = new ArrayList<>();
    for (TreeTableCell<?, ?> cell :
        robot.lookup(".tree-table-cell").queryAllAs(TreeTableCell.class)) {
      if (cell.getTableColumn() != null
          && columnId.equals(cell.getTableColumn().getId())
          && cell.getText() != null) {
        texts.add(cell.getText());
      }
    }
    return texts;
  }

  private static List<String> labels(FxRobot robot) {
    return robot.lookup("#details").lookup(".label").queryAllAs(Labeled.class).stream()
        .map(Labeled::getText)
        .toList();
  }
}
