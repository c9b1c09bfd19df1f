package io.tablescope.app.gui.iceberg.graph;

import static io.tablescope.app.gui.shell.GuiFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.app.gui.common.CommitChoice;
import io.tablescope.app.gui.graph.GraphView;
import io.tablescope.app.gui.history.HistoryView;
import io.tablescope.app.gui.history.HistoryViewModel;
import io.tablescope.app.gui.iceberg.session.OpenedIceberg;
import io.tablescope.app.gui.shell.GuiFixture;
import io.tablescope.format.iceberg.manifest.ManifestEntry;
import io.tablescope.format.iceberg.manifest.ManifestFile;
import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.format.testing.Folders;
import io.tablescope.format.testing.LargeTable;
import io.tablescope.inspector.history.HistoryGraph;
import io.tablescope.inspector.iceberg.IcebergTable;
import io.tablescope.inspector.iceberg.graph.TreeGraphLayout;
import io.tablescope.inspector.iceberg.tree.TreeNode;
import io.tablescope.inspector.iceberg.tree.TreeNode.EntryNode;
import io.tablescope.inspector.iceberg.tree.TreeNode.ManifestNode;
import io.tablescope.inspector.table.AnalysisProgress;
import io.tablescope.inspector.table.graph.GraphCard;
import io.tablescope.inspector.table.graph.GraphCard.CardKind;
import io.tablescope.inspector.table.graph.TreeGraph;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javafx.geometry.Point2D;
import javafx.scene.control.Label;
import javafx.scene.control.TabPane;
import javafx.scene.control.TreeTableView;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * The Graph tab, driven with real clicks: the chosen snapshot's cards are the table's manifests and
 * entries, a card click selects its node in the Tree and the Details, a fold expands, and the
 * export writes a PNG and an SVG of the cards.
 */
@ExtendWith(ApplicationExtension.class)
class TreeGraphViewTest {
  private final GuiFixture fixture = new GuiFixture();
  @TempDir Path folder;

  @Start
  void start(Stage stage) {
    fixture.show(stage);
  }

  @AfterEach
  void close() {
    fixture.close();
  }

  @Test
  void theChosenSnapshotsCardsAreItsManifestsAndEntriesAndAClickShowsOneInTheTree(FxRobot robot)
      throws Exception {
    Folders.copy(Path.of("demo-warehouse/sales/orders"), folder.resolve("orders"));
    IcebergTable table = open(robot, folder.resolve("orders"));
    Snapshot oldest = table.metadata().snapshots().get(0);
    robot.clickOn("Graph");
    GraphViewModel graph = fixture.icebergViews().graphViewModel();
    CommitChoice choice =
        graph.choices().stream()
            .filter(c -> c.commit().id() == oldest.snapshotId())
            .filter(c -> c.label().contains(Long.toString(oldest.snapshotId())))
            .findFirst()
            .orElseThrow();

    robot.clickOn(GraphView.MARKER + choice.label());
    waitUntil(
        () ->
            graph.graphProperty().get().card("snapshot:" + oldest.snapshotId()).isPresent()
                && graph.graphProperty().get().cards().stream()
                        .filter(c -> c.kind() == CardKind.SNAPSHOT)
                        .count()
                    == 1);

    TreeGraph shown = graph.graphProperty().get();
    List<ManifestFile> manifests = table.manifestList(oldest).manifests();
    assertThat(shown.cards())
        .filteredOn(card -> card.kind() == CardKind.GROUP)
        .extracting(GraphCard::path)
        .containsExactlyElementsOf(manifests.stream().map(ManifestFile::path).toList());
    List<ManifestEntry> entries = new ArrayList<>();
    manifests.forEach(m -> entries.addAll(table.manifest(m).entries()));
    assertThat(shown.cards())
        .filteredOn(card -> card.kind() == CardKind.ENTRY)
        .extracting(GraphCard::path, card -> card.status().name())
        .containsExactlyElementsOf(
            entries.stream()
                .map(e -> org.assertj.core.groups.Tuple.tuple(e.file().path(), e.status().name()))
                .toList());
    assertThat(shown)
        .isEqualTo(
            new TreeGraphLayout(table, TreeGraphLayout.SHOWN_ENTRIES)
                .layout(List.of(oldest), Set.of(), AnalysisProgress.NONE));
    assertThat(robot.lookup("#graphBadge").queryAs(Label.class).getText())
        .isEqualTo(shown.drawing());

    ManifestFile manifest = manifests.get(0);
    robot.clickOn(cardCentre(robot, "manifest:" + manifest.path()));
    TreeTableView<TreeNode> tree = robot.lookup("#snapshotTree").queryAs(TreeTableView.class);
    waitUntil(
        () ->
            tree.getSelectionModel().getSelectedItem() != null
                && tree.getSelectionModel().getSelectedItem().getValue() instanceof ManifestNode);
    ManifestNode selected = (ManifestNode) tree.getSelectionModel().getSelectedItem().getValue();
    assertThat(selected.manifest().path()).isEqualTo(manifest.path());
    assertThat(selected.snapshot().snapshotId()).isEqualTo(oldest.snapshotId());
    assertThat(selectedTab(robot)).isEqualTo("graphTab");
    waitUntil(() -> detailsContain(manifest.path()));

    ManifestEntry entry = entries.get(0);
    String entryCard = "entry:" + manifest.path() + "#" + entry.position();
    robot.clickOn(cardCentre(robot, entryCard));
    waitUntil(
        () ->
            tree.getSelectionModel().getSelectedItem() != null
                && tree.getSelectionModel().getSelectedItem().getValue() instanceof EntryNode);
    EntryNode file = (EntryNode) tree.getSelectionModel().getSelectedItem().getValue();
    assertThat(file.entry().file().path()).isEqualTo(entry.file().path());
    assertThat(graph.selectedProperty().get().id()).isEqualTo(entryCard);
    waitUntil(() -> detailsContain(entry.file().path()));
  }

  @Test
  void aClickOnAFoldDrawsItsEntriesAndTheExportWritesTheCards(FxRobot robot) throws Exception {
    LargeTable.withEntries(folder.resolve("large"), 1, 45);
    IcebergTable table = open(robot, folder.resolve("large"));
    robot.clickOn("Graph");
    GraphViewModel graph = fixture.icebergViews().graphViewModel();
    waitUntil(() -> !graph.graphProperty().get().cards().isEmpty());
    ManifestFile manifest =
        table.manifestList(table.metadata().currentSnapshot().orElseThrow()).manifests().get(0);
    String fold = "fold:" + manifest.path();
    assertThat(robot.lookup("#graphBadge").queryAs(Label.class).getText())
        .isEqualTo("drawing 20 of 45 entries");
    assertThat(graph.graphProperty().get().card(fold).orElseThrow().lines())
        .containsExactly("+ 25 more entries");

    robot.clickOn(cardCentre(robot, fold));
    waitUntil(() -> graph.graphProperty().get().drawnEntries() == 45);

    assertThat(graph.graphProperty().get().card(fold)).isEmpty();
    assertThat(robot.lookup("#graphBadge").queryAs(Label.class).getText())
        .isEqualTo("drawing 45 of 45 entries");

    GraphView view = robot.lookup("#graph").queryAs(GraphView.class);
    double zoom = view.zoomFactor();
    robot.clickOn("#graphCanvas").type(KeyCode.MINUS);
    assertThat(view.zoomFactor()).isLessThan(zoom);

    Path png = folder.resolve("graph.png");
    Path svg = folder.resolve("graph.svg");
    view.setExportTarget(extension -> (extension.equals("png") ? png : svg).toFile());
    robot.clickOn("#graphExport").clickOn("#graphExportPng");
    robot.clickOn("#graphExport").clickOn("#graphExportSvg");

    BufferedImage image = ImageIO.read(png.toFile());
    assertThat(image.getWidth())
        .isEqualTo((int) robot.lookup("#graphCanvas").query().getBoundsInLocal().getWidth());
    List<String> texts = svgTexts(svg);
    assertThat(texts)
        .containsExactlyElementsOf(
            graph.graphProperty().get().cards().stream()
                .flatMap(card -> card.lines().stream())
                .toList());
  }

  @Test
  void theHistoryExportsAsPngAndEveryRowAsSvg(FxRobot robot) throws Exception {
    Folders.copy(Path.of("demo-warehouse/sales/orders"), folder.resolve("orders"));
    open(robot, folder.resolve("orders"));
    HistoryViewModel history = fixture.view().historyViewModel();
    waitUntil(() -> history.graphProperty().get() != null);
    Path png = folder.resolve("history.png");
    Path svg = folder.resolve("history.svg");
    HistoryView view = robot.lookup("#history").queryAs(HistoryView.class);
    view.setExportTarget(extension -> (extension.equals("png") ? png : svg).toFile());

    robot.clickOn("#historyExport").clickOn("#historyExportPng");
    robot.clickOn("#historyExport").clickOn("#historyExportSvg");

    assertThat(ImageIO.read(png.toFile()).getHeight())
        .isEqualTo((int) robot.lookup("#historyCanvas").query().getBoundsInLocal().getHeight());
    List<String> texts = svgTexts(svg);
    for (HistoryGraph.HistoryRow row : history.graphProperty().get().rows()) {
      HistoryViewModel.RowText text = history.text(row);
      assertThat(texts).contains(text.id(), text.time(), text.summary());
    }
  }

  private static List<String> svgTexts(Path svg) throws java.io.IOException {
    List<String> texts = new ArrayList<>();
    Matcher text = Pattern.compile("<text[^>]*>([^<]*)</text>").matcher(Files.readString(svg));
    while (text.find()) {
      texts.add(
          text.group(1)
              .replace("&lt;", "<")
              .replace("&gt;", ">")
              .replace("&quot;", "\"")
              .replace("&amp;", "&"));
    }
    return texts;
  }

  private IcebergTable open(FxRobot robot, Path table) throws Exception {
    robot.interact(() -> fixture.viewModel.open(table.toString()));
    waitUntil(() -> OpenedIceberg.of(fixture.viewModel) != null);
    return OpenedIceberg.of(fixture.viewModel);
  }

  private static Point2D cardCentre(FxRobot robot, String id) throws Exception {
    GraphView view = robot.lookup("#graph").queryAs(GraphView.class);
    Point2D[] centre = new Point2D[1];
    robot.interact(() -> centre[0] = view.revealCard(id).orElseThrow());
    return centre[0];
  }

  /** Whether the details pane beside the graph shows this text; read on the UI thread. */
  private boolean detailsContain(String text) {
    return fixture.view().lookup("#graphDetails").lookupAll(".label").stream()
        .anyMatch(label -> ((Label) label).getText().contains(text));
  }

  private String selectedTab(FxRobot robot) {
    return robot
        .lookup("#mainTabs")
        .queryAs(TabPane.class)
        .getSelectionModel()
        .getSelectedItem()
        .getId();
  }
}
