package io.tablescope.app.gui.shell;

import static io.tablescope.app.gui.shell.GuiFixture.waitUntil;
import static io.tablescope.app.gui.shell.TreeRows.cellText;
import static io.tablescope.app.gui.shell.TreeRows.rowOf;
import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.app.gui.diff.DiffView.DiffLine;
import io.tablescope.app.gui.history.HistoryViewModel;
import io.tablescope.app.gui.iceberg.session.OpenedIceberg;
import io.tablescope.format.iceberg.manifest.ManifestContent;
import io.tablescope.format.iceberg.manifest.ManifestEntry;
import io.tablescope.format.iceberg.manifest.ManifestFile;
import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.format.io.Storage;
import io.tablescope.inspector.TableFormats;
import io.tablescope.inspector.diff.CommitDiff;
import io.tablescope.inspector.diff.Diffs;
import io.tablescope.inspector.diff.FileChange;
import io.tablescope.inspector.iceberg.IcebergTable;
import io.tablescope.inspector.iceberg.tree.TreeNode;
import io.tablescope.inspector.iceberg.tree.TreeNode.EntryNode;
import io.tablescope.inspector.iceberg.tree.TreeNode.ManifestNode;
import io.tablescope.inspector.iceberg.tree.TreeNode.ProblemNode;
import io.tablescope.inspector.iceberg.tree.TreeNode.SnapshotNode;
import io.tablescope.inspector.table.Commit;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Predicate;
import javafx.css.PseudoClass;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.ComboBox;
import javafx.scene.control.DialogPane;
import javafx.scene.control.Labeled;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeTableRow;
import javafx.scene.control.TreeTableView;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * The main window driven as a user would: real clicks and keys, assertions on what the cells show,
 * compared with what the inspector says about the same files.
 */
@ExtendWith(ApplicationExtension.class)
class MainViewTest {
  private static final Path ORDERS = Path.of("demo-warehouse/sales/orders").toAbsolutePath();

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
  void expandingADataManifestShowsEachEntrysStatusAndSequenceNumbers(FxRobot robot)
      throws Exception {
    IcebergTable expected = IcebergTable.open(ORDERS.toString(), Runnable::run);
    Snapshot current = expected.metadata().currentSnapshot().orElseThrow();
    ManifestFile dataManifest =
        expected.manifestList(current).manifests().stream()
            .filter(manifest -> manifest.content() == ManifestContent.DATA)
            .findFirst()
            .orElseThrow();
    ManifestEntry firstEntry = expected.manifest(dataManifest).entries().get(0);

    robot.interact(() -> fixture.viewModel.open(ORDERS.toString()));
    robot.clickOn("#treeTab");
    TreeTableView<TreeNode> tree = robot.lookup("#snapshotTree").queryAs(TreeTableView.class);
    waitUntil(
        () -> rowOf(robot, TreeNode.class, node -> isManifest(node, dataManifest)).isPresent());

    robot.clickOn(
        rowOf(robot, TreeNode.class, node -> isManifest(node, dataManifest)).orElseThrow());
    robot.type(KeyCode.RIGHT);
    Predicate<TreeNode> entry =
        node ->
            node instanceof EntryNode shown
                && shown.manifest().path().equals(dataManifest.path())
                && shown.entry().position() == firstEntry.position();
    waitUntil(() -> rowOf(robot, TreeNode.class, entry).isPresent());
    TreeTableRow<?> row = rowOf(robot, TreeNode.class, entry).orElseThrow();
    robot.clickOn(row);

    assertThat(cellText(row, "statusColumn")).isEqualTo(firstEntry.status().name());
    assertThat(cellText(row, "dataSequenceColumn"))
        .isEqualTo(shown(firstEntry.sequenceNumber(), firstEntry.rawSequenceNumber()));
    assertThat(cellText(row, "fileSequenceColumn"))
        .isEqualTo(shown(firstEntry.fileSequenceNumber(), firstEntry.rawFileSequenceNumber()));
    assertThat(cellText(row, "snapshotIdColumn")).isEqualTo(firstEntry.snapshotId().toString());
    assertThat(cellText(row, "pathColumn")).isEqualTo(firstEntry.file().path());
    assertThat(tree.getSelectionModel().getSelectedItem().getValue()).isInstanceOf(EntryNode.class);
    waitUntil(() -> labels(robot, "#details").contains("Manifest entry"));
    assertThat(labels(robot, "#details"))
        .contains("Delete files that apply (snapshot " + current.snapshotId() + ")");
  }

  @Test
  void comparingTwoSnapshotsListsTheFilesTheInspectorFinds(FxRobot robot) throws Exception {
    IcebergTable expected = IcebergTable.open(ORDERS.toString(), Runnable::run);
    Snapshot current = expected.metadata().currentSnapshot().orElseThrow();
    Snapshot oldest = expected.metadata().snapshots().get(0);
    CommitDiff diff = Diffs.diff(expected, expected.commitOf(oldest), expected.commitOf(current));

    robot.interact(() -> fixture.viewModel.open(ORDERS.toString()));
    waitUntil(() -> fixture.viewModel.tableProperty().get() != null);
    robot.clickOn("#diffTab");
    robot.clickOn("#diffFrom");
    robot.clickOn(choiceLabel(oldest));
    robot.clickOn("#diffRun");

    TreeTableView<DiffLine> table = robot.lookup("#diffTable").queryAs(TreeTableView.class);
    waitUntil(() -> table.getRoot() != null && !table.getRoot().getChildren().isEmpty());
    List<String> shownAdded = new ArrayList<>();
    List<String> shownRemoved = new ArrayList<>();
    robot.interact(
        () ->
            table.getRoot().getChildren().stream()
                .flatMap(group -> group.getChildren().stream())
                .map(TreeItem::getValue)
                .forEach(
                    line ->
                        (line.added() ? shownAdded : shownRemoved)
                            .add(line.change().file().path())));
    assertThat(shownAdded)
        .containsExactlyInAnyOrderElementsOf(
            diff.added().stream().map(MainViewTest::path).toList());
    assertThat(shownRemoved)
        .containsExactlyInAnyOrderElementsOf(
            diff.removed().stream().map(MainViewTest::path).toList());
    assertThat(robot.lookup("#diffTotals").queryAs(Labeled.class).getText())
        .startsWith("+" + diff.added().size() + " added, −" + diff.removed().size() + " removed");
  }

  @Test
  void aMissingManifestIsARedNodeWithTheReason(FxRobot robot) throws Exception {
    Path copy = temp.resolve("orders");
    DemoWarehouseFolder.copyTree(ORDERS, copy);
    IcebergTable opened = IcebergTable.open(copy.toString(), Runnable::run);
    Snapshot current = opened.metadata().currentSnapshot().orElseThrow();
    ManifestFile lost = opened.manifestList(current).manifests().get(0);
    Files.delete(Path.of(opened.localPath(lost.path())));

    robot.interact(() -> fixture.viewModel.open(copy.toString()));
    robot.clickOn("#treeTab");
    Predicate<TreeNode> missingManifest = node -> isManifest(node, lost);
    waitUntil(() -> rowOf(robot, TreeNode.class, missingManifest).isPresent());
    TreeTableRow<?> manifestRow = rowOf(robot, TreeNode.class, missingManifest).orElseThrow();
    assertThat(manifestRow.getPseudoClassStates()).contains(PseudoClass.getPseudoClass("problem"));

    robot.clickOn(manifestRow);
    robot.type(KeyCode.RIGHT);
    Predicate<TreeNode> problem = node -> node instanceof ProblemNode;
    waitUntil(() -> rowOf(robot, TreeNode.class, problem).isPresent());
    TreeTableRow<?> problemRow = rowOf(robot, TreeNode.class, problem).orElseThrow();
    assertThat(problemRow.getPseudoClassStates()).contains(PseudoClass.getPseudoClass("problem"));
    assertThat(cellText(problemRow, "nameColumn")).startsWith("Manifest file not found");
    assertThat(cellText(problemRow, "pathColumn")).isEqualTo(lost.path());
  }

  @Test
  void clickingASnapshotInTheHistorySelectsItAndADoubleClickOpensItsTree(FxRobot robot)
      throws Exception {
    robot.interact(() -> fixture.viewModel.open(ORDERS.toString()));
    HistoryViewModel history = fixture.view.historyViewModel();
    waitUntil(() -> history.graphProperty().get() != null);
    int last = history.graphProperty().get().rows().size() - 1;
    Commit oldest = history.graphProperty().get().rows().get(last).commit();
    Node canvas = robot.lookup("#historyCanvas").query();

    Bounds onScreen = canvas.localToScreen(canvas.getBoundsInLocal());
    robot.clickOn(onScreen.getMinX() + 200, onScreen.getMinY() + last * 30 + 15);

    assertThat(fixture.viewModel.selectedCommitProperty().get()).isEqualTo(oldest);
    robot.doubleClickOn();
    TreeTableView<TreeNode> tree = robot.lookup("#snapshotTree").queryAs(TreeTableView.class);
    waitUntil(() -> tree.isVisible() && tree.getRoot() != null);
    assertThat(((SnapshotNode) tree.getRoot().getValue()).snapshot().snapshotId())
        .isEqualTo(oldest.id());
  }

  @Test
  void theFilterShowsOnlyEntriesWhosePartitionMatches(FxRobot robot) throws Exception {
    IcebergTable expected = IcebergTable.open(ORDERS.toString(), Runnable::run);
    Snapshot current = expected.metadata().currentSnapshot().orElseThrow();
    List<String> matching =
        expected.manifests(expected.manifestList(current).manifests()).stream()
            .flatMap(manifest -> manifest.entries().stream())
            .filter(entry -> entry.file().partitionText().contains("region=US"))
            .map(entry -> entry.file().path())
            .toList();
    robot.interact(() -> fixture.viewModel.open(ORDERS.toString()));
    robot.clickOn("#treeTab");
    waitUntil(() -> rowOf(robot, TreeNode.class, node -> node instanceof ManifestNode).isPresent());

    robot.clickOn("#treeFilter").write("region=US");

    waitUntil(() -> shownEntryPaths(robot).size() == matching.size());
    assertThat(shownEntryPaths(robot)).containsExactlyInAnyOrderElementsOf(matching);
  }

  private static List<String> shownEntryPaths(FxRobot robot) {
    List<String> paths = new ArrayList<>();
    for (TreeTableRow<?> row :
        robot.lookup(".tree-table-row-cell").queryAllAs(TreeTableRow.class)) {
      if (row.getItem() instanceof EntryNode shown) {
        paths.add(shown.entry().file().path());
      }
    }
    return paths;
  }

  @Test
  void aRecentTableOpensFromTheRecentMenu(FxRobot robot) throws Exception {
    String doctors = ORDERS.resolve("../../hospital/doctors").normalize().toString();
    robot.interact(() -> fixture.viewModel.open(ORDERS.toString()));
    waitUntil(() -> ORDERS.toString().equals(fixture.viewModel.tableLocationProperty().get()));
    robot.interact(() -> fixture.viewModel.open(doctors));
    waitUntil(() -> doctors.equals(fixture.viewModel.tableLocationProperty().get()));

    robot.clickOn("#recent");
    robot.clickOn(ORDERS.toString());

    waitUntil(() -> ORDERS.toString().equals(fixture.viewModel.tableLocationProperty().get()));
    assertThat(robot.lookup("#tableLocation").queryAs(Labeled.class).getText())
        .isEqualTo(ORDERS.toString());
  }

  @Test
  void aWarehouseListsItsTablesInTheBarAndATableAloneDoesNot(FxRobot robot) throws Exception {
    String warehouse = ORDERS.getParent().getParent().toString();
    List<String> expected = TableFormats.standard().tablesIn(Storage.local(), warehouse);
    String customers = ORDERS.resolveSibling("customers").toString();
    robot.interact(() -> fixture.viewModel.open(ORDERS.toString()));
    waitUntil(() -> fixture.viewModel.tableProperty().get() != null);
    assertThat(robot.lookup("#tableChoice").tryQuery()).isEmpty();

    robot.interact(() -> fixture.viewModel.open(warehouse));
    waitUntil(
        () ->
            !fixture.viewModel.warehouseTables().isEmpty()
                && !fixture.viewModel.loadingProperty().get());
    ComboBox<?> tables = robot.lookup("#tableChoice").queryAs(ComboBox.class);
    assertThat(tables.isVisible()).isTrue();
    assertThat(List.copyOf(tables.getItems())).isEqualTo(expected);

    robot.clickOn("#tableChoice");
    robot.clickOn("sales/customers");

    waitUntil(
        () ->
            customers.equals(fixture.viewModel.tableLocationProperty().get())
                && !fixture.viewModel.loadingProperty().get());
    assertThat(robot.lookup("#tableChoice").queryAs(ComboBox.class)).isSameAs(tables);
    assertThat(tables.getValue()).isEqualTo(customers);
  }

  @Test
  void choosingAnOlderMetadataVersionReloadsTheTableAtIt(FxRobot robot) throws Exception {
    String v4 = ORDERS.resolve("metadata/v4.metadata.json").toString();
    IcebergTable expected = IcebergTable.open(ORDERS.toString(), v4, Runnable::run);
    robot.interact(() -> fixture.viewModel.open(ORDERS.toString()));
    ComboBox<?> versions = robot.lookup("#metadataChoice").queryAs(ComboBox.class);
    waitUntil(
        () ->
            versions.getValue() != null
                && versions.getValue().toString().endsWith("/v10.metadata.json"));

    robot.clickOn("#metadataChoice");
    robot.clickOn("v4 · v4.metadata.json");

    waitUntil(
        () ->
            v4.equals(fixture.viewModel.metadataFileProperty().get())
                && !fixture.viewModel.loadingProperty().get());
    assertThat(OpenedIceberg.of(fixture.viewModel).metadata().snapshots())
        .isEqualTo(expected.metadata().snapshots());
    assertThat(versions.getValue()).isEqualTo(v4);
    assertThat(robot.lookup("#status").queryAs(Labeled.class).getText())
        .contains("v4.metadata.json (chosen by the user)");
  }

  @Test
  void aTablesMetadataProblemsAreShownAboveTheViews(FxRobot robot) throws Exception {
    Path copy = temp.resolve("orders");
    DemoWarehouseFolder.copyTree(ORDERS, copy);
    Files.writeString(copy.resolve("metadata/version-hint.text"), "latest");

    robot.interact(() -> fixture.viewModel.open(copy.toString()));

    Labeled problems = robot.lookup("#tableProblems").queryAs(Labeled.class);
    waitUntil(problems::isVisible);
    assertThat(problems.getText())
        .contains("version-hint.text: holds 'latest', not a version number");
  }

  private static boolean isManifest(TreeNode node, ManifestFile manifest) {
    return node instanceof ManifestNode shown && shown.manifest().path().equals(manifest.path());
  }

  private static List<String> labels(FxRobot robot, String parent) {
    return robot.lookup(parent).lookup(".label").queryAllAs(Labeled.class).stream()
        .map(Labeled::getText)
        .toList();
  }

  private static String shown(Long effective, Long raw) {
    return raw == null ? effective + "*" : effective.toString();
  }

  private static String choiceLabel(Snapshot snapshot) {
    return snapshot.snapshotId()
        + " · "
        + snapshot.operation()
        + " · seq "
        + snapshot.sequenceNumber();
  }

  private static String path(FileChange change) {
    return change.file().path();
  }

  @Test
  void aDamagedNewestMetadataFileIsNamedAndChoosingItKeepsTheShownVersion(FxRobot robot)
      throws Exception {
    Path copy = temp.resolve("orders");
    DemoWarehouseFolder.copyTree(ORDERS, copy);
    byte[] v10 = Files.readAllBytes(copy.resolve("metadata/v10.metadata.json"));
    Files.write(copy.resolve("metadata/v11.metadata.json"), Arrays.copyOf(v10, 3000));
    Files.writeString(copy.resolve("metadata/version-hint.text"), "11");
    String readable = copy.resolve("metadata/v10.metadata.json").toString();

    robot.interact(() -> fixture.viewModel.open(copy.toString()));
    ComboBox<?> versions = robot.lookup("#metadataChoice").queryAs(ComboBox.class);
    Labeled problems = robot.lookup("#tableProblems").queryAs(Labeled.class);
    waitUntil(() -> readable.equals(versions.getValue()) && problems.isVisible());
    assertThat(problems.getText())
        .contains("v11.metadata.json: Malformed JSON at line 1, column 3001");
    assertThat(robot.lookup("#status").queryAs(Labeled.class).getText())
        .contains("v10.metadata.json (the newest readable; v11.metadata.json cannot be read)");

    robot.clickOn("#metadataChoice");
    robot.clickOn("v11 · v11.metadata.json");

    waitUntil(
        () ->
            !fixture.viewModel.loadingProperty().get()
                && robot.lookup(".dialog-pane").tryQuery().isPresent());
    assertThat(robot.lookup(".dialog-pane").queryAs(DialogPane.class).getContentText())
        .contains("Malformed JSON")
        .endsWith("Choose another metadata file in the version list.");
    waitUntil(() -> readable.equals(versions.getValue()));
    assertThat(OpenedIceberg.of(fixture.viewModel).located().metadataFile()).isEqualTo(readable);
  }
}
