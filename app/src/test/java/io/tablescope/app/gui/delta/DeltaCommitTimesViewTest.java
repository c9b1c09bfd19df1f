package io.tablescope.app.gui.delta;

import static io.tablescope.app.gui.shell.GuiFixture.waitUntil;
import static io.tablescope.app.gui.shell.TreeRows.rowOf;
import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.app.gui.history.HistoryViewModel;
import io.tablescope.app.gui.shell.GuiFixture;
import io.tablescope.format.testing.delta.DeltaTableWriter;
import io.tablescope.format.testing.delta.HandWrittenLog;
import io.tablescope.inspector.delta.DeltaNode;
import io.tablescope.inspector.history.HistoryGraph.HistoryRow;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.Labeled;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * A copied Delta table in the window: each History row shows the time its writer recorded beside
 * the time Delta's time travel dates it by and the rule that dated it, its tooltip says why, and
 * the version's Details say the same.
 */
@ExtendWith(ApplicationExtension.class)
class DeltaCommitTimesViewTest {
  private static final DateTimeFormatter SHOWN =
      DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss").withZone(ZoneOffset.UTC);

  @TempDir Path root;
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
  void historyRowTooltipAndDetailsShowTheWritersTimeBesideTheTimeTravelTimeAndTheRule(FxRobot robot)
      throws Exception {
    DeltaTableWriter writer = DeltaTableWriter.create(root, List.of(), Map.of());
    writer.appendFiles(1);
    writer.appendFiles(1);
    long copy = System.currentTimeMillis() + 86_400_000L;
    for (int version = 0; version <= 2; version++) {
      HandWrittenLog.setModificationTime(
          root.resolve("_delta_log").resolve(HandWrittenLog.padded(version) + ".json"), copy);
    }
    long written = writer.log().getCommitInfoAt(2).getTimestamp().getTime();

    robot.interact(() -> fixture.viewModel.open(root.toString()));
    HistoryViewModel history = fixture.view().historyViewModel();
    waitUntil(() -> history.graphProperty().get() != null);
    List<HistoryRow> rows = history.graphProperty().get().rows();
    assertThat(rows.get(0).commit().id()).isEqualTo(2);
    HistoryViewModel.RowText text = history.text(rows.get(0));
    assertThat(text.time()).isEqualTo(SHOWN.format(Instant.ofEpochMilli(copy + 2)));
    assertThat(text.dating())
        .isEqualTo(
            "file time, made monotonic · written " + SHOWN.format(Instant.ofEpochMilli(written)));
    assertThat(history.text(rows.get(2)).dating()).startsWith("file time · written ");

    Node canvas = robot.lookup("#historyCanvas").query();
    Bounds onScreen = canvas.localToScreen(canvas.getBoundsInLocal());
    robot.moveTo(onScreen.getMinX() + 320, onScreen.getMinY() + 10);
    robot.moveTo(onScreen.getMinX() + 300, onScreen.getMinY() + 15);
    waitUntil(() -> tooltip(robot).isPresent());
    assertThat(tooltip(robot).orElseThrow())
        .startsWith("version 2 · WRITE")
        .contains(
            "Time travel: "
                + SHOWN.format(Instant.ofEpochMilli(copy + 2))
                + " UTC, dated by file time, made monotonic")
        .contains("is not after the previous version's time")
        .contains("Written: " + SHOWN.format(Instant.ofEpochMilli(written)) + " UTC");

    robot.clickOn(onScreen.getMinX() + 300, onScreen.getMinY() + 15);
    assertThat(fixture.viewModel.selectedCommitProperty().get().id()).isEqualTo(2);
    robot.clickOn("#treeTab");
    waitUntil(
        () ->
            rowOf(robot, DeltaNode.class, node -> node.kind() == DeltaNode.Kind.VERSION)
                .isPresent());
    robot.clickOn(
        rowOf(robot, DeltaNode.class, node -> node.kind() == DeltaNode.Kind.VERSION).orElseThrow());
    waitUntil(() -> labels(robot).contains("dated by"));
    List<String> details = labels(robot);
    assertThat(valueAfter(details, "timestamp"))
        .isEqualTo(Instant.ofEpochMilli(copy + 2).toString());
    assertThat(valueAfter(details, "written at"))
        .isEqualTo(Instant.ofEpochMilli(written) + " (commitInfo.timestamp)");
    assertThat(valueAfter(details, "dated by")).startsWith("file time, made monotonic: ");
  }

  private static Optional<String> tooltip(FxRobot robot) {
    return robot.lookup(".tooltip").queryAll().stream()
        .filter(node -> node instanceof Labeled && node.isVisible())
        .map(node -> ((Labeled) node).getText())
        .filter(text -> text != null && !text.isEmpty())
        .findFirst();
  }

  private static List<String> labels(FxRobot robot) {
    return robot.lookup("#details").lookup(".label").queryAllAs(Labeled.class).stream()
        .map(Labeled::getText)
        .toList();
  }

  private static String valueAfter(List<String> labels, String name) {
    int index = labels.indexOf(name);
    assertThat(index).as("details show %s", name).isNotNegative();
    return labels.get(index + 1);
  }
}
