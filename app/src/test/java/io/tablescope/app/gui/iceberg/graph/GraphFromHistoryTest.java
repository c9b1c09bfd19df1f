package io.tablescope.app.gui.iceberg.graph;

import static io.tablescope.app.gui.shell.GuiFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.app.gui.graph.GraphCanvas;
import io.tablescope.app.gui.history.HistoryViewModel;
import io.tablescope.app.gui.shell.GuiFixture;
import io.tablescope.format.testing.LargeTable;
import io.tablescope.inspector.history.HistoryGraph.HistoryRow;
import io.tablescope.inspector.table.graph.GraphCard;
import io.tablescope.inspector.table.graph.GraphCard.CardKind;
import io.tablescope.inspector.table.graph.TreeGraph;
import java.nio.file.Path;
import java.util.List;
import javafx.geometry.BoundingBox;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.control.TabPane;
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
 * The Graph at 1366×768, reached by clicks: it draws the snapshot selected in History (not main's
 * head), starts with the first manifests on screen, keeps its mini-map off the cards, and moves
 * with Home, End and the page keys.
 */
@ExtendWith(ApplicationExtension.class)
class GraphFromHistoryTest {
  private static final Path ORDERS = Path.of("demo-warehouse/sales/orders").toAbsolutePath();

  @TempDir Path temp;
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
  void theGraphDrawsTheSnapshotSelectedInHistory(FxRobot robot) throws Exception {
    HistoryViewModel history = open(robot, ORDERS);
    List<HistoryRow> rows = history.graphProperty().get().rows();
    long head = fixture.viewModel.tableProperty().get().refs().get(0).commitId();
    int other = indexWhere(rows, row -> row.commit().id() != head);
    long chosen = rows.get(other).commit().id();

    clickRow(robot, other);
    robot.clickOn("#graphTab");

    GraphViewModel graph = fixture.icebergViews().graphViewModel();
    waitUntil(() -> drawsOnly(graph.graphProperty().get(), chosen));
    assertThat(graph.chosen()).extracting(choice -> choice.commit().id()).containsExactly(chosen);

    int oldest = rows.size() - 1;
    robot.clickOn("#historyTab");
    clickRow(robot, oldest);
    robot.clickOn("#graphTab");
    waitUntil(() -> drawsOnly(graph.graphProperty().get(), rows.get(oldest).commit().id()));
  }

  @Test
  void theFirstManifestsStartOnScreenAndTheMiniMapCoversNoCard(FxRobot robot) throws Exception {
    open(robot, ORDERS);
    robot.clickOn("#graphTab");
    GraphViewModel graph = fixture.icebergViews().graphViewModel();
    waitUntil(() -> graph.graphProperty().get().cards().size() > 3);
    GraphCanvas canvas = canvas(robot);
    Bounds viewport = canvas.localToScreen(canvas.getLayoutBounds());
    TreeGraph shown = graph.graphProperty().get();
    GraphCard manifest =
        shown.cards().stream().filter(c -> c.kind() == CardKind.GROUP).findFirst().orElseThrow();

    Bounds card = onScreen(canvas, manifest);
    assertThat(viewport.contains(card))
        .as("manifest card %s inside the viewport %s", card, viewport)
        .isTrue();

    Node miniMap = robot.lookup("#graphMiniMap").query();
    Bounds mini = miniMap.localToScreen(miniMap.getLayoutBounds());
    assertThat(miniMap.isVisible()).isTrue();
    assertThat(mini.getWidth()).isGreaterThan(100);
    for (GraphCard each : shown.cards()) {
      Bounds drawn = onScreen(canvas, each);
      if (drawn.intersects(viewport)) {
        assertThat(clip(drawn, viewport).intersects(mini)).as(each.id()).isFalse();
      }
    }
  }

  @Test
  void homeEndAndPageKeysMoveTheGraphAndArrowsKeepTheTab(FxRobot robot) throws Exception {
    LargeTable.withEntries(temp.resolve("tall"), 40, 2);
    open(robot, temp.resolve("tall"));
    robot.clickOn("#graphTab");
    GraphViewModel graph = fixture.icebergViews().graphViewModel();
    waitUntil(() -> graph.graphProperty().get().cards().size() > 40);
    GraphCanvas canvas = canvas(robot);
    TabPane tabs = robot.lookup("#mainTabs").queryAs(TabPane.class);
    List<GraphCard> cards = graph.graphProperty().get().cards();
    GraphCard lowest =
        cards.stream().max(java.util.Comparator.comparingDouble(GraphCard::bottom)).orElseThrow();
    Bounds viewport = canvas.localToScreen(canvas.getLayoutBounds());
    // A click on the empty space right of the cards gives the graph the keyboard.
    robot.clickOn(viewport.getMaxX() - 5, viewport.getMinY() + 5);
    Point2D start = canvas.origin();

    robot.type(KeyCode.END);
    assertThat(canvas.origin().getY()).isGreaterThan(start.getY());
    Bounds last = onScreen(canvas, lowest);
    assertThat(last.getMaxY()).isBetween(viewport.getMinY(), viewport.getMaxY());

    robot.type(KeyCode.HOME);
    assertThat(canvas.origin()).isEqualTo(start);
    robot.type(KeyCode.PAGE_DOWN);
    double page = canvas.getHeight() / canvas.scale();
    assertThat(canvas.origin().getY()).isCloseTo(start.getY() + page, within());
    robot.type(KeyCode.PAGE_UP);
    assertThat(canvas.origin().getY()).isCloseTo(start.getY(), within());
    robot.press(KeyCode.CONTROL, KeyCode.END).release(KeyCode.END, KeyCode.CONTROL);
    assertThat(onScreen(canvas, lowest).getMaxY()).isLessThanOrEqualTo(viewport.getMaxY());
    robot.press(KeyCode.CONTROL, KeyCode.HOME).release(KeyCode.HOME, KeyCode.CONTROL);
    assertThat(canvas.origin()).isEqualTo(start);
    robot.type(KeyCode.DOWN, 3).type(KeyCode.RIGHT);

    assertThat(tabs.getSelectionModel().getSelectedItem().getId()).isEqualTo("graphTab");
  }

  private static org.assertj.core.data.Offset<Double> within() {
    return org.assertj.core.data.Offset.offset(0.01);
  }

  private HistoryViewModel open(FxRobot robot, Path table) throws Exception {
    robot.interact(() -> fixture.viewModel.open(table.toString()));
    HistoryViewModel history = fixture.view().historyViewModel();
    waitUntil(() -> history.graphProperty().get() != null);
    return history;
  }

  private static GraphCanvas canvas(FxRobot robot) {
    return (GraphCanvas) robot.lookup("#graphCanvas").query().getParent();
  }

  /** Where a card is drawn on the screen, as the canvas is panned and zoomed now. */
  private static Bounds onScreen(GraphCanvas canvas, GraphCard card) {
    Point2D origin = canvas.origin();
    double scale = canvas.scale();
    return canvas.localToScreen(
        new BoundingBox(
            (card.x() - origin.getX()) * scale,
            (card.y() - origin.getY()) * scale,
            card.width() * scale,
            card.height() * scale));
  }

  private static Bounds clip(Bounds bounds, Bounds to) {
    double minX = Math.max(bounds.getMinX(), to.getMinX());
    double minY = Math.max(bounds.getMinY(), to.getMinY());
    return new BoundingBox(
        minX,
        minY,
        Math.min(bounds.getMaxX(), to.getMaxX()) - minX,
        Math.min(bounds.getMaxY(), to.getMaxY()) - minY);
  }

  private static boolean drawsOnly(TreeGraph graph, long snapshotId) {
    return graph.card("snapshot:" + snapshotId).isPresent()
        && graph.cards().stream().filter(c -> c.kind() == CardKind.SNAPSHOT).count() == 1;
  }

  private static int indexWhere(
      List<HistoryRow> rows, java.util.function.Predicate<HistoryRow> test) {
    for (int i = 0; i < rows.size(); i++) {
      if (test.test(rows.get(i))) {
        return i;
      }
    }
    throw new AssertionError("no such row");
  }

  private static void clickRow(FxRobot robot, int row) {
    Node canvas = robot.lookup("#historyCanvas").query();
    Bounds onScreen = canvas.localToScreen(canvas.getBoundsInLocal());
    robot.clickOn(onScreen.getMinX() + 200, onScreen.getMinY() + row * 30 + 15);
  }
}
