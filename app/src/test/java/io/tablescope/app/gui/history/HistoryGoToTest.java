package io.tablescope.app.gui.history;

import static io.tablescope.app.gui.shell.GuiFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.app.gui.shell.GuiFixture;
import io.tablescope.format.testing.LargeTable;
import io.tablescope.inspector.history.HistoryGraph.HistoryRow;
import io.tablescope.inspector.table.Table;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollBar;
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
 * The History's Go to field, typed into: an Iceberg snapshot id or ref, a Delta version in any of
 * its spellings, or a Hudi instant selects that row and scrolls to it; anything else says so and
 * leaves the selection where it was.
 */
@ExtendWith(ApplicationExtension.class)
class HistoryGoToTest {
  private static final Path DEMO = Path.of("demo-warehouse").toAbsolutePath();

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
  void anIcebergSnapshotIdOrRefNameSelectsItsRow(FxRobot robot) throws Exception {
    HistoryViewModel history = open(robot, DEMO.resolve("sales/orders"));
    List<HistoryRow> rows = history.graphProperty().get().rows();
    int oldest = rows.size() - 1;

    goTo(robot, Long.toString(rows.get(oldest).commit().id()));
    assertThat(history.selectedRowProperty().get()).isEqualTo(oldest);
    assertThat(fixture.viewModel.selectedCommitProperty().get())
        .isEqualTo(rows.get(oldest).commit());

    for (String ref : List.of("audit", "eod-2026-11-29", "main")) {
      goTo(robot, ref);
      HistoryRow selected = rows.get(history.selectedRowProperty().get());
      assertThat(selected.refs()).anyMatch(each -> each.name().equals(ref));
    }
    assertThat(message(robot)).isEmpty();
  }

  @Test
  void unknownInputSaysSoAndKeepsTheSelection(FxRobot robot) throws Exception {
    HistoryViewModel history = open(robot, DEMO.resolve("sales/orders"));
    goTo(robot, "audit");
    int selected = history.selectedRowProperty().get();

    goTo(robot, "12345");

    assertThat(message(robot)).contains("12345");
    assertThat(history.selectedRowProperty().get()).isEqualTo(selected);
    goTo(robot, "no-such-branch");
    assertThat(message(robot)).contains("no-such-branch");
    assertThat(history.selectedRowProperty().get()).isEqualTo(selected);

    robot.type(KeyCode.BACK_SPACE);
    assertThat(message(robot)).isEmpty();
  }

  @Test
  void aDeltaVersionInEachSpellingSelectsItsRow(FxRobot robot) throws Exception {
    HistoryViewModel history = open(robot, DEMO.resolve("lake/orders"));

    for (String typed : List.of("3", "v1", "version 2", "V4", "Version 0")) {
      goTo(robot, typed);
      long version = Long.parseLong(typed.replaceAll("\\D", ""));
      assertThat(selectedCommitId(history)).as(typed).isEqualTo(version);
    }
    goTo(robot, "v99");
    assertThat(message(robot)).contains("v99");
    assertThat(selectedCommitId(history)).isZero();
  }

  @Test
  void aHudiInstantTimeSelectsItsRow(FxRobot robot) throws Exception {
    HistoryViewModel history = open(robot, DEMO.resolve("hudi/trips"));
    Table table = fixture.viewModel.tableProperty().get();
    List<HistoryRow> rows = history.graphProperty().get().rows();
    int second = rows.size() > 1 ? 1 : 0;
    String instant = table.line(rows.get(second).commit()).id();
    assertThat(instant).matches("\\d{14,17}");

    goTo(robot, instant);

    assertThat(history.selectedRowProperty().get()).isEqualTo(second);
    assertThat(message(robot)).isEmpty();
  }

  @Test
  void theOldestOfTwentyThousandSnapshotsIsReachedAtOnce(FxRobot robot) throws Exception {
    LargeTable.withSnapshots(temp.resolve("large"), 20_000);
    HistoryViewModel history = open(robot, temp.resolve("large"));
    List<HistoryRow> rows = history.graphProperty().get().rows();
    TabPane tabs = robot.lookup("#mainTabs").queryAs(TabPane.class);

    // Only the metadata is read: with every manifest list and manifest gone, the jump still lands,
    // and on the FX thread as Enter is handled, with no background read to wait for.
    try (Stream<Path> files = Files.walk(temp.resolve("large"))) {
      for (Path avro : files.filter(file -> file.toString().endsWith(".avro")).toList()) {
        Files.delete(avro);
      }
    }
    goTo(robot, Long.toString(rows.get(19_999).commit().id()));

    assertThat(history.selectedRowProperty().get()).isEqualTo(19_999);
    assertThat(message(robot)).isEmpty();
    ScrollBar scroll = robot.lookup("#historyScroll").queryAs(ScrollBar.class);
    Node canvas = robot.lookup("#historyCanvas").query();
    double top = 19_999 * HistoryView.ROW_HEIGHT - scroll.getValue();
    assertThat(top).isBetween(0.0, canvas.getBoundsInLocal().getHeight() - HistoryView.ROW_HEIGHT);
    // The rows have the keyboard after a jump, and arrows in the field stay in it.
    robot.type(KeyCode.UP);
    assertThat(history.selectedRowProperty().get()).isEqualTo(19_998);
    robot.clickOn("#historyGoTo").type(KeyCode.DOWN, 2).type(KeyCode.UP);
    assertThat(tabs.getSelectionModel().getSelectedItem().getId()).isEqualTo("historyTab");
  }

  private HistoryViewModel open(FxRobot robot, Path table) throws Exception {
    robot.interact(() -> fixture.viewModel.open(table.toString()));
    HistoryViewModel history = fixture.view().historyViewModel();
    waitUntil(() -> history.graphProperty().get() != null);
    return history;
  }

  private static void goTo(FxRobot robot, String text) {
    robot.clickOn("#historyGoTo");
    robot.press(KeyCode.SHORTCUT, KeyCode.A).release(KeyCode.A, KeyCode.SHORTCUT);
    robot.write(text).type(KeyCode.ENTER);
  }

  private static String message(FxRobot robot) {
    return robot.lookup("#historyGoToMessage").queryAs(Label.class).getText();
  }

  private static long selectedCommitId(HistoryViewModel history) {
    return history
        .graphProperty()
        .get()
        .rows()
        .get(history.selectedRowProperty().get())
        .commit()
        .id();
  }
}
