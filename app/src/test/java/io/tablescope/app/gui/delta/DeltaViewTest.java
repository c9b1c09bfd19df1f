package io.tablescope.app.gui.delta;

import static io.tablescope.app.gui.shell.GuiFixture.waitUntil;
import static io.tablescope.app.gui.shell.TreeRows.cellText;
import static io.tablescope.app.gui.shell.TreeRows.rowOf;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tablescope.app.gui.common.CommitChoice;
import io.tablescope.app.gui.diff.DiffView.DiffLine;
import io.tablescope.app.gui.history.HistoryViewModel;
import io.tablescope.app.gui.shell.GuiFixture;
import io.tablescope.format.delta.action.FileKey;
import io.tablescope.format.testing.delta.DeltaTableWriter;
import io.tablescope.format.testing.delta.HandWrittenLog;
import io.tablescope.format.testing.delta.HandWrittenTables;
import io.tablescope.format.testing.delta.KernelOracle;
import io.tablescope.inspector.delta.DeltaNode;
import io.tablescope.inspector.delta.DeltaTable;
import io.tablescope.inspector.history.HistoryGraph.HistoryRow;
import io.tablescope.inspector.table.Capability;
import io.tablescope.inspector.table.Table;
import io.tablescope.inspector.table.TableFile;
import java.io.IOException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Predicate;
import java.util.stream.Stream;
import javafx.css.PseudoClass;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Labeled;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
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
import org.testfx.util.WaitForAsyncUtils;

/**
 * A Delta table in the main window, driven as a user would: its versions in History with the
 * checkpoints marked, a version's tree of log files and actions, an action's every field in
 * Details, a diff checked against Delta Kernel's live sets, and a damaged log browsable around the
 * damage.
 */
@ExtendWith(ApplicationExtension.class)
class DeltaViewTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final PseudoClass PROBLEM = PseudoClass.getPseudoClass("problem");

  @TempDir Path temp;
  private final GuiFixture fixture = new GuiFixture();
  private final KernelOracle kernel = new KernelOracle();

  @Start
  void start(Stage stage) {
    fixture.show(stage);
  }

  @AfterEach
  void close() {
    fixture.close();
  }

  @Test
  void aDeltaTableShowsOnlyTheTabsOfWhatItOffersAndAnIcebergTableAllOfThem(FxRobot robot)
      throws Exception {
    TabPane tabs = robot.lookup("#mainTabs").queryAs(TabPane.class);
    robot.interact(() -> fixture.viewModel.open(Path.of("demo-warehouse/sales/orders").toString()));
    waitUntil(() -> fixture.viewModel.tableProperty().get() != null);
    WaitForAsyncUtils.waitForFxEvents();
    assertThat(tabIds(tabs))
        .containsExactly(
            "historyTab",
            "treeTab",
            "graphTab",
            "diffTab",
            "replayTab",
            "scanTab",
            "healthTab",
            "definitionTab",
            "findTab");
    robot.clickOn("#treeTab");
    waitUntil(() -> robot.lookup("#snapshotTree").tryQuery().isPresent());

    Path root = temp.resolve("features");
    HandWrittenTables.featureTable(root);
    robot.interact(() -> fixture.viewModel.open(root.toString()));
    waitUntil(() -> fixture.viewModel.tableProperty().get() instanceof DeltaTable);
    WaitForAsyncUtils.waitForFxEvents();

    Table delta = fixture.viewModel.tableProperty().get();
    assertThat(tabIds(tabs))
        .containsExactly(
            "historyTab",
            "treeTab",
            "graphTab",
            "diffTab",
            "replayTab",
            "healthTab",
            "definitionTab",
            "findTab",
            "maintenanceTab");
    assertThat(delta.offers(Capability.GRAPH)).isTrue();
    assertThat(delta.offers(Capability.HEALTH)).isTrue();
    assertThat(tabs.getSelectionModel().getSelectedItem().getId()).isEqualTo("treeTab");
    waitUntil(() -> robot.lookup("#deltaTree").tryQuery().isPresent());
    assertThat(robot.lookup("#snapshotTree").tryQuery()).isEmpty();
  }

  private static List<String> tabIds(TabPane tabs) {
    return tabs.getTabs().stream().map(Tab::getId).toList();
  }

  @Test
  void historyShowsEveryVersionWithItsCheckpointMarkedAndADoubleClickOpensItsTree(FxRobot robot)
      throws Exception {
    Path root = temp.resolve("features");
    HandWrittenTables.featureTable(root);
    long latest = kernel.latestVersion(root);
    Set<Long> checkpointed = checkpointVersions(root);

    robot.interact(() -> fixture.viewModel.open(root.toString()));
    HistoryViewModel history = fixture.view().historyViewModel();
    waitUntil(() -> history.graphProperty().get() != null);

    List<HistoryRow> rows = history.graphProperty().get().rows();
    assertThat(rows).extracting(row -> row.commit().id()).hasSize((int) latest + 1);
    assertThat(rows).allMatch(row -> row.lane() == 0);
    Set<Long> marked = new TreeSet<>();
    rows.stream()
        .filter(row -> history.text(row).checkpoint())
        .forEach(row -> marked.add(row.commit().id()));
    assertThat(marked).isEqualTo(checkpointed).isNotEmpty();
    assertThat(history.text(rows.get(0)).id()).isEqualTo("version " + latest);
    assertThat(robot.lookup("#status").queryAs(Labeled.class).getText())
        .startsWith("Delta Lake · " + (latest + 1) + " versions (0–" + latest + ")")
        .contains("protocol reader " + kernel.stateAt(root, latest).minReaderVersion());

    int five = rowIndex(rows, 5);
    Node canvas = robot.lookup("#historyCanvas").query();
    Bounds onScreen = canvas.localToScreen(canvas.getBoundsInLocal());
    robot.clickOn(onScreen.getMinX() + 300, onScreen.getMinY() + five * 30 + 15);
    assertThat(fixture.viewModel.selectedCommitProperty().get().id()).isEqualTo(5);
    robot.doubleClickOn();

    TreeTableView<DeltaNode> tree = robot.lookup("#deltaTree").queryAs(TreeTableView.class);
    waitUntil(() -> tree.isVisible() && tree.getRoot() != null);
    assertThat(tree.getRoot().getValue().version()).isEqualTo(5);
    assertThat(tree.getRoot().getValue().kind()).isEqualTo(DeltaNode.Kind.VERSION);
  }

  @Test
  void expandingACommitShowsItsActionsAndAnAddsDeletionVectorIsInTheDetails(FxRobot robot)
      throws Exception {
    Path root = temp.resolve("features");
    HandWrittenTables.featureTable(root);
    Path commitFive = root.resolve("_delta_log/" + HandWrittenLog.padded(5) + ".json");
    List<String> written = actionLabels(commitFive);
    JsonNode add = actionsOf(commitFive, "add").get(0);
    String path = URLDecoder.decode(add.get("path").asText(), StandardCharsets.UTF_8);
    FileKey kernelKey =
        kernel.stateAt(root, 5).files().stream()
            .filter(key -> key.path().equals(path))
            .findFirst()
            .orElseThrow();

    robot.interact(() -> fixture.viewModel.open(root.toString()));
    waitUntil(() -> fixture.view().historyViewModel().graphProperty().get() != null);
    robot.interact(() -> fixture.view().historyViewModel().select(rowIndex(graphRows(), 5)));
    robot.clickOn("#treeTab");
    Predicate<DeltaNode> commitNode =
        node ->
            node.kind() == DeltaNode.Kind.COMMIT
                && node.file().endsWith(commitFive.getFileName().toString());
    waitUntil(() -> rowOf(robot, DeltaNode.class, commitNode).isPresent());
    robot.clickOn(rowOf(robot, DeltaNode.class, commitNode).orElseThrow());
    robot.type(KeyCode.RIGHT);

    waitUntil(() -> shownActionLabels(robot, commitFive).size() == written.size());
    assertThat(shownActionLabels(robot, commitFive)).containsExactlyElementsOf(written);

    Predicate<DeltaNode> addNode =
        node -> node.kind() == DeltaNode.Kind.ACTION && node.label().equals("add " + path);
    TreeTableRow<?> addRow = rowOf(robot, DeltaNode.class, addNode).orElseThrow();
    String cardinality = add.get("deletionVector").get("cardinality").asText();
    assertThat(cellText(addRow, "deltaVectorColumn"))
        .isEqualTo(cardinality + (cardinality.equals("1") ? " row" : " rows") + " (p)");
    robot.clickOn(addRow);

    waitUntil(() -> labels(robot).contains("Deletion vector"));
    List<String> details = labels(robot);
    assertThat(details).contains("add action", "Partition values");
    assertThat(valueAfter(details, "uniqueId")).isEqualTo(kernelKey.deletionVectorId());
    assertThat(valueAfter(details, "cardinality"))
        .isEqualTo(add.get("deletionVector").get("cardinality").asText());
    assertThat(valueAfter(details, "storageType")).isEqualTo("p");
    assertThat(valueAfter(details, "path")).isEqualTo(add.get("path").asText());
    assertThat(valueAfter(details, "read from")).isEqualTo(root.resolve(path).toString());
  }

  @Test
  void aDiffOfTwoVersionsListsWhatKernelsLiveSetsSayChanged(FxRobot robot) throws Exception {
    Path root = temp.resolve("features");
    HandWrittenTables.featureTable(root);
    long latest = kernel.latestVersion(root);
    Set<FileKey> before = kernel.stateAt(root, 2).files();
    Set<FileKey> after = kernel.stateAt(root, latest).files();

    robot.interact(() -> fixture.viewModel.open(root.toString()));
    waitUntil(() -> fixture.viewModel.tableProperty().get() != null);
    robot.clickOn("#diffTab");
    ComboBox<CommitChoice> from = robot.lookup("#diffFrom").queryAs(ComboBox.class);
    String versionTwo =
        from.getItems().stream()
            .filter(choice -> choice.commit().id() == 2)
            .findFirst()
            .orElseThrow()
            .label();
    assertThat(versionTwo).startsWith("version 2 · ");
    robot.clickOn("#diffFrom");
    robot.clickOn(versionTwo);
    robot.clickOn("#diffRun");

    TreeTableView<DiffLine> table = robot.lookup("#diffTable").queryAs(TreeTableView.class);
    waitUntil(() -> table.getRoot() != null && !table.getRoot().getChildren().isEmpty());
    Set<FileKey> added = new HashSet<>();
    Set<FileKey> removed = new HashSet<>();
    List<String> titles = new ArrayList<>();
    robot.interact(
        () ->
            table
                .getRoot()
                .getChildren()
                .forEach(
                    group -> {
                      titles.add(group.getValue().label());
                      group.getChildren().stream()
                          .map(TreeItem::getValue)
                          .forEach(
                              line ->
                                  (line.added() ? added : removed)
                                      .add(key(root, line.change().file())));
                    }));
    assertThat(added).isEqualTo(difference(after, before));
    assertThat(removed).isEqualTo(difference(before, after));
    assertThat(titles).allMatch(title -> title.matches("version \\d+ \\(.+\\).*"));
  }

  @Test
  void aLineThatDoesNotParseIsARedNodeWithItsReasonAndTheRestIsBrowsable(FxRobot robot)
      throws Exception {
    Path root = temp.resolve("damaged");
    DeltaTableWriter writer = DeltaTableWriter.create(root, List.of("region"), Map.of());
    writer.append("EU");
    writer.append("US");
    Path damaged = root.resolve("_delta_log/" + HandWrittenLog.padded(1) + ".json");
    String before = Files.readString(damaged);
    int badLine = (int) before.lines().count() + 1;
    Files.writeString(
        damaged,
        (before.endsWith("\n") ? "" : "\n") + "{\"add\": {\"path\": \n",
        StandardOpenOption.APPEND);
    Path intact = root.resolve("_delta_log/" + HandWrittenLog.padded(2) + ".json");
    List<String> intactLabels = actionLabels(intact);

    robot.interact(() -> fixture.viewModel.open(root.toString()));
    robot.clickOn("#treeTab");
    Predicate<DeltaNode> damagedCommit =
        node ->
            node.kind() == DeltaNode.Kind.COMMIT
                && node.file().endsWith(damaged.getFileName().toString());
    waitUntil(() -> rowOf(robot, DeltaNode.class, damagedCommit).isPresent());
    robot.clickOn(rowOf(robot, DeltaNode.class, damagedCommit).orElseThrow());
    robot.type(KeyCode.RIGHT);

    Predicate<DeltaNode> problem =
        node -> node.kind() == DeltaNode.Kind.ACTION && node.action() == null;
    waitUntil(() -> rowOf(robot, DeltaNode.class, problem).isPresent());
    TreeTableRow<?> problemRow = rowOf(robot, DeltaNode.class, problem).orElseThrow();
    assertThat(problemRow.getPseudoClassStates()).contains(PROBLEM);
    assertThat(cellText(problemRow, "deltaNameColumn"))
        .startsWith("⚠ line " + badLine + " is not a valid action");
    assertThat(cellText(problemRow, "deltaPathColumn")).endsWith(damaged.getFileName().toString());
    robot.clickOn(problemRow);
    waitUntil(() -> labels(robot).contains("Problem"));
    assertThat(valueAfter(labels(robot), "kind")).isEqualTo("CORRUPT");

    Predicate<DeltaNode> intactCommit =
        node ->
            node.kind() == DeltaNode.Kind.COMMIT
                && node.file().endsWith(intact.getFileName().toString());
    robot.clickOn(rowOf(robot, DeltaNode.class, intactCommit).orElseThrow());
    robot.type(KeyCode.RIGHT);
    waitUntil(() -> shownActionLabels(robot, intact).size() == intactLabels.size());
    assertThat(shownActionLabels(robot, intact)).containsExactlyElementsOf(intactLabels);
    assertThat(rowOf(robot, DeltaNode.class, intactCommit).orElseThrow().getPseudoClassStates())
        .doesNotContain(PROBLEM);
  }

  private List<HistoryRow> graphRows() {
    return fixture.view().historyViewModel().graphProperty().get().rows();
  }

  private static int rowIndex(List<HistoryRow> rows, long version) {
    for (int i = 0; i < rows.size(); i++) {
      if (rows.get(i).commit().id() == version) {
        return i;
      }
    }
    throw new AssertionError("No row of version " + version);
  }

  /** The versions the log holds a checkpoint of, from the file names (sidecars apart). */
  private static Set<Long> checkpointVersions(Path root) throws IOException {
    try (Stream<Path> files = Files.list(root.resolve("_delta_log"))) {
      Set<Long> versions = new TreeSet<>();
      files
          .map(file -> file.getFileName().toString())
          .filter(name -> name.matches("\\d{20}\\.checkpoint\\..*"))
          .forEach(name -> versions.add(Long.parseLong(name.substring(0, 20))));
      return versions;
    }
  }

  /** What the tree should call each action of a commit file, as its lines say. */
  private static List<String> actionLabels(Path commit) throws IOException {
    List<String> labels = new ArrayList<>();
    for (String line : Files.readAllLines(commit)) {
      JsonNode action = JSON.readTree(line);
      String key = action.fieldNames().next();
      labels.add(
          key.equals("add") || key.equals("remove")
              ? key
                  + " "
                  + URLDecoder.decode(action.get(key).get("path").asText(), StandardCharsets.UTF_8)
              : key);
    }
    return labels;
  }

  private static List<JsonNode> actionsOf(Path commit, String key) throws IOException {
    List<JsonNode> actions = new ArrayList<>();
    for (String line : Files.readAllLines(commit)) {
      JsonNode action = JSON.readTree(line);
      if (action.has(key)) {
        actions.add(action.get(key));
      }
    }
    return actions;
  }

  private static List<String> shownActionLabels(FxRobot robot, Path commit) {
    List<String> labels = new ArrayList<>();
    for (TreeTableRow<?> row :
        robot.lookup(".tree-table-row-cell").queryAllAs(TreeTableRow.class)) {
      if (row.getItem() instanceof DeltaNode node
          && node.kind() == DeltaNode.Kind.ACTION
          && node.action() != null
          && node.file().endsWith(commit.getFileName().toString())) {
        labels.add(node.label());
      }
    }
    return labels;
  }

  private static List<String> labels(FxRobot robot) {
    return robot.lookup("#details").lookup(".label").queryAllAs(Labeled.class).stream()
        .map(Labeled::getText)
        .toList();
  }

  /** The value shown beside a name in the details (the first such name). */
  private static String valueAfter(List<String> labels, String name) {
    int index = labels.indexOf(name);
    assertThat(index).as("details show %s", name).isNotNegative();
    return labels.get(index + 1);
  }

  /** A shown file as Kernel keys it: the path under the table root, and the DV id. */
  private static FileKey key(Path root, TableFile file) {
    String prefix = root.toString() + "/";
    String path =
        file.path().startsWith(prefix) ? file.path().substring(prefix.length()) : file.path();
    return new FileKey(
        path, file.deletionVector() == null ? null : file.deletionVector().uniqueId());
  }

  private static Set<FileKey> difference(Set<FileKey> a, Set<FileKey> b) {
    Set<FileKey> difference = new HashSet<>(a);
    difference.removeAll(b);
    return difference;
  }
}
