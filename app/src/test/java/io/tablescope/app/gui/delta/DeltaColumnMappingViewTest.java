package io.tablescope.app.gui.delta;

import static io.tablescope.app.gui.shell.GuiFixture.waitUntil;
import static io.tablescope.app.gui.shell.TreeRows.cellText;
import static io.tablescope.app.gui.shell.TreeRows.rowOf;
import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.app.gui.shell.GuiFixture;
import io.tablescope.format.testing.delta.ColumnMappedTable;
import io.tablescope.format.testing.delta.HandWrittenLog;
import io.tablescope.inspector.delta.DeltaNode;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Predicate;
import javafx.scene.control.Labeled;
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
 * A table with column mapping in the window: the Tree's Partition column and the Details name a
 * partition value by its logical name, the physical name Delta Kernel gave it beside.
 */
@ExtendWith(ApplicationExtension.class)
class DeltaColumnMappingViewTest {
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
  void theTreeAndDetailsNamePartitionsByLogicalNameWithThePhysicalOneBeside(FxRobot robot)
      throws Exception {
    ColumnMappedTable writer = ColumnMappedTable.create(root, "name");
    writer.append("EU");
    String us = writer.append("US");
    String shown = "region (" + writer.physicalName("region") + ")";

    robot.interact(() -> fixture.viewModel.open(root.toString()));
    waitUntil(() -> fixture.viewModel.tableProperty().get() != null);
    robot.clickOn("#treeTab");
    String commitTwo = HandWrittenLog.padded(2) + ".json";
    Predicate<DeltaNode> commit =
        node -> node.kind() == DeltaNode.Kind.COMMIT && node.file().endsWith(commitTwo);
    waitUntil(() -> rowOf(robot, DeltaNode.class, commit).isPresent());
    robot.clickOn(rowOf(robot, DeltaNode.class, commit).orElseThrow());
    robot.type(KeyCode.RIGHT);

    Predicate<DeltaNode> add =
        node -> node.kind() == DeltaNode.Kind.ACTION && node.label().equals("add " + us);
    waitUntil(() -> rowOf(robot, DeltaNode.class, add).isPresent());
    assertThat(cellText(rowOf(robot, DeltaNode.class, add).orElseThrow(), "deltaPartitionColumn"))
        .isEqualTo(shown + "=US");
    robot.clickOn(rowOf(robot, DeltaNode.class, add).orElseThrow());

    waitUntil(() -> labels(robot).contains("Partition values"));
    List<String> details = labels(robot);
    int section = details.indexOf("Partition values");
    assertThat(details.get(section + 1)).isEqualTo(shown);
    assertThat(details.get(section + 2)).isEqualTo("US");
  }

  private static List<String> labels(FxRobot robot) {
    return robot.lookup("#details").lookup(".label").queryAllAs(Labeled.class).stream()
        .map(Labeled::getText)
        .toList();
  }
}
