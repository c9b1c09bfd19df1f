package io.tablescope.app.gui.delta;

import static io.tablescope.app.gui.shell.GuiFixture.waitUntil;
import static io.tablescope.app.gui.shell.TreeRows.rowOf;
import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.app.gui.common.NamedColours;
import io.tablescope.app.gui.history.HistoryViewModel;
import io.tablescope.app.gui.shell.GuiFixture;
import io.tablescope.format.testing.delta.DeltaTableWriter;
import io.tablescope.format.testing.delta.HandWrittenLog;
import io.tablescope.inspector.delta.DeltaNode;
import io.tablescope.inspector.history.HistoryGraph.HistoryRow;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import javafx.geometry.Bounds;
import javafx.scene.canvas.Canvas;
import javafx.scene.control.Labeled;
import javafx.scene.image.WritableImage;
import javafx.scene.layout.Pane;
import javafx.scene.paint.Color;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * A Delta log missing commit 12 between 11 and 13, in the window: History draws version 12 in its
 * place on the one lane, its node red and its row saying the commit is missing, with the reason in
 * its tooltip and in the version's Details.
 */
@ExtendWith(ApplicationExtension.class)
class DeltaMissingCommitViewTest {
  @TempDir Path root;
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
  void theMissingCommitIsARedRowInItsPlaceWithItsReason(FxRobot robot) throws Exception {
    DeltaTableWriter writer =
        DeltaTableWriter.create(root, List.of("region"), Map.of("delta.checkpointInterval", "13"));
    for (int append = 0; append < 14; append++) {
      writer.append(append % 2 == 0 ? "EU" : "US");
    }
    Files.delete(root.resolve("_delta_log").resolve(HandWrittenLog.padded(12) + ".json"));

    robot.interact(() -> fixture.viewModel.open(root.toString()));
    HistoryViewModel history = fixture.view().historyViewModel();
    waitUntil(() -> history.graphProperty().get() != null);
    List<HistoryRow> rows = history.graphProperty().get().rows();
    assertThat(rows).extracting(row -> row.commit().id()).startsWith(14L, 13L, 12L, 11L);
    assertThat(rows).allMatch(row -> row.lane() == 0);
    HistoryViewModel.RowText twelve = history.text(rows.get(2));
    assertThat(twelve.id()).isEqualTo("version 12");
    assertThat(twelve.problem()).isEqualTo("⚠ commit 12 is missing");
    assertThat(history.text(rows.get(1)).problem()).isNull();

    Canvas canvas = robot.lookup("#historyCanvas").queryAs(Canvas.class);
    Pane view = robot.lookup("#history").queryAs(Pane.class);
    AtomicReference<Color> node = new AtomicReference<>();
    AtomicReference<Color> neighbour = new AtomicReference<>();
    AtomicReference<Color> problem = new AtomicReference<>();
    robot.interact(
        () -> {
          WritableImage image = canvas.snapshot(null, null);
          // Lane 0's node is drawn at x 23, in the middle of its 30-pixel row.
          node.set(image.getPixelReader().getColor(23, 2 * 30 + 15));
          neighbour.set(image.getPixelReader().getColor(23, 3 * 30 + 15));
          problem.set((Color) NamedColours.lookUp(view, "-ts-problem"));
        });
    assertThat(node.get()).isEqualTo(problem.get());
    assertThat(neighbour.get()).isNotEqualTo(problem.get());

    Bounds onScreen = canvas.localToScreen(canvas.getBoundsInLocal());
    robot.moveTo(onScreen.getMinX() + 320, onScreen.getMinY() + 2 * 30 + 10);
    robot.moveTo(onScreen.getMinX() + 300, onScreen.getMinY() + 2 * 30 + 15);
    waitUntil(() -> tooltip(robot).startsWith("⚠ commit 12 is missing"));
    assertThat(tooltip(robot))
        .contains("_delta_log holds no 00000000000000000012.json between commits 11 and 13")
        .contains("from version 13 on, its checkpoint is read");

    robot.clickOn(onScreen.getMinX() + 300, onScreen.getMinY() + 2 * 30 + 15);
    assertThat(fixture.viewModel.selectedCommitProperty().get().id()).isEqualTo(12);
    robot.clickOn("#treeTab");
    waitUntil(
        () ->
            rowOf(
                    robot,
                    DeltaNode.class,
                    n -> n.kind() == DeltaNode.Kind.VERSION && n.version() == 12)
                .isPresent());
    robot.clickOn(
        rowOf(robot, DeltaNode.class, n -> n.kind() == DeltaNode.Kind.VERSION).orElseThrow());
    waitUntil(() -> labels(robot).contains("what"));
    assertThat(labels(robot).get(labels(robot).indexOf("what") + 1))
        .startsWith("commit 12 is missing: _delta_log holds no 00000000000000000012.json");
  }

  private static String tooltip(FxRobot robot) {
    return robot.lookup(".tooltip").queryAll().stream()
        .filter(node -> node instanceof Labeled && node.isVisible())
        .map(node -> ((Labeled) node).getText())
        .filter(text -> text != null && !text.isEmpty())
        .findFirst()
        .orElse("");
  }

  private static List<String> labels(FxRobot robot) {
    return robot.lookup("#details").lookup(".label").queryAllAs(Labeled.class).stream()
        .map(Labeled::getText)
        .toList();
  }
}
