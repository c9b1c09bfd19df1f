package io.tablescope.app.gui.delta.graph;

import static io.tablescope.app.gui.shell.GuiFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.app.gui.graph.GraphView;
import io.tablescope.app.gui.shell.GuiFixture;
import io.tablescope.format.testing.delta.DeltaTableWriter;
import io.tablescope.inspector.delta.DeltaTable;
import io.tablescope.inspector.delta.graph.DeltaGraphLayout;
import io.tablescope.inspector.table.graph.GraphCard;
import io.tablescope.inspector.table.graph.GraphCard.CardKind;
import io.tablescope.inspector.table.graph.GraphCard.EntryStatus;
import io.tablescope.inspector.table.graph.TreeGraph;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import javafx.geometry.Point2D;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
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
 * A Delta table's Graph tab, driven as a user would: the latest version's checkpoint, commit files
 * and actions drawn on Iceberg's canvas, a click on an add showing its file, a click on the
 * checkpoint's fold reading its actions.
 */
@ExtendWith(ApplicationExtension.class)
class DeltaGraphViewTest {
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
  void theGraphTabDrawsTheLatestVersionAndAClickedCardShowsItsFile(FxRobot robot) throws Exception {
    Path root = temp.resolve("events");
    DeltaTableWriter writer =
        DeltaTableWriter.create(root, List.of("p"), Map.of("delta.checkpointInterval", "3"));
    writer.append("a");
    writer.append("b");
    writer.append("c");
    long latest = writer.append("d", "e");

    robot.interact(() -> fixture.viewModel.open(root.toString()));
    waitUntil(() -> fixture.viewModel.tableProperty().get() instanceof DeltaTable);
    WaitForAsyncUtils.waitForFxEvents();
    robot.clickOn("#graphTab");
    GraphView view = robot.lookup("#graph").queryAs(GraphView.class);
    DeltaGraphViewModel graph = viewModel(robot);
    waitUntil(() -> graph.graphProperty().get().card("version:" + latest).isPresent());

    TreeGraph shown = graph.graphProperty().get();
    assertThat(shown.cards())
        .filteredOn(card -> card.kind() == CardKind.INDEX)
        .singleElement()
        .satisfies(card -> assertThat(card.lines().get(0)).isEqualTo("checkpoint 3"));
    assertThat(shown.cards())
        .filteredOn(card -> card.kind() == CardKind.GROUP)
        .extracting(card -> Path.of(card.path()).getFileName().toString())
        .containsExactly(String.format("%020d.json", latest));
    List<GraphCard> adds =
        shown.cards().stream()
            .filter(card -> card.kind() == CardKind.ENTRY && card.status() == EntryStatus.ADDED)
            .toList();
    assertThat(adds).extracting(GraphCard::path).allMatch(path -> path.startsWith("p="));
    assertThat(adds).hasSize(2);

    robot.clickOn(centre(robot, view, adds.get(0).id()));
    waitUntil(() -> graph.selectedProperty().get() != null);
    TextArea details = robot.lookup("#graphDetails").queryAs(TextArea.class);
    assertThat(details.getText()).contains("file " + adds.get(0).path()).startsWith("add");

    String fold = DeltaGraphLayout.foldId(checkpointOf(shown));
    int before = shown.drawnEntries();
    robot.clickOn(centre(robot, view, fold));
    waitUntil(() -> graph.graphProperty().get().card(fold).isEmpty());
    assertThat(graph.graphProperty().get().drawnEntries()).isGreaterThan(before);
    assertThat(robot.lookup("#graphBadge").queryAs(Label.class).getText())
        .isEqualTo(graph.graphProperty().get().drawing());
  }

  private static String checkpointOf(TreeGraph graph) {
    return graph.cards().stream()
        .filter(card -> card.kind() == CardKind.INDEX)
        .map(GraphCard::path)
        .findFirst()
        .orElseThrow();
  }

  private static DeltaGraphViewModel viewModel(FxRobot robot) {
    DeltaGraphView view = robot.lookup("#deltaGraph").queryAs(DeltaGraphView.class);
    return view.viewModel();
  }

  private static Point2D centre(FxRobot robot, GraphView view, String id) {
    Point2D[] centre = new Point2D[1];
    robot.interact(() -> centre[0] = view.revealCard(id).orElseThrow());
    return centre[0];
  }
}
