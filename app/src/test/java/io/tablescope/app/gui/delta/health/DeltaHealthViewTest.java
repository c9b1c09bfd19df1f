package io.tablescope.app.gui.delta.health;

import static io.tablescope.app.gui.shell.GuiFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.app.gui.shell.GuiFixture;
import io.tablescope.format.testing.delta.DeltaTableWriter;
import io.tablescope.format.testing.delta.HandWrittenLog;
import io.tablescope.format.testing.delta.HandWrittenTables;
import io.tablescope.format.testing.delta.KernelOracle;
import io.tablescope.inspector.delta.DeltaTable;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javafx.scene.control.Labeled;
import javafx.scene.control.ListView;
import javafx.scene.control.TreeCell;
import javafx.scene.control.TreeView;
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
 * The Health tab of Delta tables: the sections the CLI prints, a clicked finding's numbers as Delta
 * Kernel reads the table, and a stale {@code _last_checkpoint} said with what readers pay.
 */
@ExtendWith(ApplicationExtension.class)
class DeltaHealthViewTest {
  private final GuiFixture fixture = new GuiFixture();
  private final KernelOracle kernel = new KernelOracle();

  @TempDir Path root;

  @Start
  void start(Stage stage) {
    fixture.show(stage);
  }

  @AfterEach
  void close() {
    fixture.close();
  }

  @Test
  void clickingTheDeletionVectorFindingShowsItsRows(FxRobot robot) throws Exception {
    HandWrittenTables.featureTable(root);
    long live = kernel.stateAt(root, 8).files().size();
    long withDvs =
        kernel.stateAt(root, 8).files().stream().filter(f -> f.deletionVectorId() != null).count();

    open(robot);
    String headline =
        withDvs + " of " + live + " live files carry a deletion vector, 4 rows deleted";
    assertThat(texts(robot))
        .contains(
            "Log size and growth (1)",
            "Checkpoint (1)",
            "_last_checkpoint (1)",
            "Deletion vectors (1)",
            headline);
    assertThat(texts(robot))
        .anyMatch(text -> text.startsWith("Checkpoint 6: V2, 1 file and 1 sidecar"));

    robot.clickOn(cell(robot, headline));
    ListView<?> details = robot.lookup("#deltaHealthDetails").queryAs(ListView.class);
    waitUntil(() -> !details.getItems().isEmpty());
    assertThat(details.getItems().stream().map(Object::toString).toList())
        .startsWith(headline)
        .contains(
            "3 deletion vectors written over the log, to 2 files; most on a file.parquet (2)");
    assertThat(((Labeled) robot.lookup("#deltaHealthStatus").query()).getText())
        .endsWith("findings");
  }

  @Test
  void aStalePointerIsAFindingWithWhereTheStateIsReadFrom(FxRobot robot) throws Exception {
    DeltaTableWriter writer =
        DeltaTableWriter.create(root, List.of(), Map.of("delta.checkpointInterval", "2"));
    for (int i = 0; i < 5; i++) {
      writer.appendFiles(1);
    }
    new HandWrittenLog(root).write("_last_checkpoint", "{\"version\":2,\"size\":3}");

    open(robot);
    String stale = "Stale: names checkpoint 2, older than checkpoint 4 on disk";
    assertThat(texts(robot)).contains(stale);
    robot.clickOn(cell(robot, stale));
    ListView<?> details = robot.lookup("#deltaHealthDetails").queryAs(ListView.class);
    waitUntil(() -> !details.getItems().isEmpty());
    assertThat(details.getItems().stream().map(Object::toString).toList())
        .contains("the state is read from checkpoint 4 and 1 log file after it");
  }

  private void open(FxRobot robot) throws Exception {
    robot.interact(() -> fixture.viewModel.open(root.toString()));
    waitUntil(() -> fixture.viewModel.tableProperty().get() instanceof DeltaTable);
    WaitForAsyncUtils.waitForFxEvents();
    robot.clickOn("#healthTab");
    TreeView<?> findings = robot.lookup("#deltaHealthFindings").queryAs(TreeView.class);
    waitUntil(() -> findings.getRoot().getChildren().size() == 10);
    WaitForAsyncUtils.waitForFxEvents();
  }

  /** Every row's text, shown or scrolled out of sight, as the cells render it. */
  private static List<String> texts(FxRobot robot) {
    TreeView<?> tree = robot.lookup("#deltaHealthFindings").queryAs(TreeView.class);
    List<String> texts = new ArrayList<>();
    for (int row = 0; row < tree.getExpandedItemCount(); row++) {
      String value = tree.getTreeItem(row).getValue().toString();
      if (value.startsWith("Row[text=")) {
        texts.add(value.substring("Row[text=".length(), value.indexOf(", finding=")));
      }
    }
    return texts;
  }

  /** The finding's cell, the tree scrolled to show it whole first. */
  private static TreeCell<?> cell(FxRobot robot, String text) {
    TreeView<?> tree = robot.lookup("#deltaHealthFindings").queryAs(TreeView.class);
    for (int row = 0; row < tree.getExpandedItemCount(); row++) {
      if (tree.getTreeItem(row).getValue().toString().startsWith("Row[text=" + text + ",")) {
        int shown = row;
        robot.interact(() -> tree.scrollTo(shown));
      }
    }
    WaitForAsyncUtils.waitForFxEvents();
    return robot.lookup(".tree-cell").queryAllAs(TreeCell.class).stream()
        .filter(c -> text.equals(c.getText()))
        .findFirst()
        .orElseThrow();
  }
}
