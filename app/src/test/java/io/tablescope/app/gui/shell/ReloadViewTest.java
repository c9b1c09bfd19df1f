package io.tablescope.app.gui.shell;

import static io.tablescope.app.gui.shell.GuiFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.format.io.FileAccess;
import io.tablescope.format.testing.TableFiles;
import io.tablescope.format.testing.TestTables;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.StreamSupport;
import javafx.scene.Node;
import javafx.scene.control.Labeled;
import javafx.scene.control.TabPane;
import javafx.stage.Stage;
import org.apache.iceberg.HasTableOperations;
import org.apache.iceberg.PartitionSpec;
import org.apache.iceberg.Schema;
import org.apache.iceberg.Snapshot;
import org.apache.iceberg.Table;
import org.apache.iceberg.types.Types;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * A table written to while the window shows it: the window notices the new metadata file, offers to
 * reload, and the reloaded History holds the new snapshot, on the tab the user was on.
 */
@ExtendWith(ApplicationExtension.class)
class ReloadViewTest {
  private static final Schema SCHEMA =
      new Schema(
          Types.NestedField.required(1, "id", Types.LongType.get()),
          Types.NestedField.optional(2, "color", Types.StringType.get()));

  @TempDir Path folder;
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
  void aCommitWrittenMeanwhileIsOfferedAndReloadedIntoTheHistory(FxRobot robot) throws Exception {
    Table table = TestTables.create(folder, SCHEMA, PartitionSpec.unpartitioned(), 2);
    append(table, 1, "red");
    robot.interact(() -> fixture.viewModel.open(folder.toString()));
    waitUntil(() -> fixture.viewModel.tableProperty().get() != null);
    robot.clickOn("#diffTab");
    Node banner = robot.lookup("#reloadBanner").query();
    assertThat(banner.isVisible()).isFalse();

    append(table, 2, "blue");
    long written = table.currentSnapshot().snapshotId();
    String metadataFile =
        ((HasTableOperations) table).operations().current().metadataFileLocation();
    waitUntil(banner::isVisible);
    assertThat(robot.lookup("#newerVersion").queryAs(Labeled.class).getText())
        .endsWith(": " + FileAccess.fileName(metadataFile));
    robot.clickOn("#reload");

    waitUntil(
        () -> {
          var graph = fixture.view().historyViewModel().graphProperty().get();
          return graph != null
              && graph.rows().stream().anyMatch(row -> row.commit().id() == written);
        });
    assertThat(fixture.view().historyViewModel().graphProperty().get().rows())
        .extracting(row -> row.commit().id())
        .containsExactlyInAnyOrderElementsOf(
            StreamSupport.stream(table.snapshots().spliterator(), false)
                .map(Snapshot::snapshotId)
                .toList());
    assertThat(banner.isVisible()).isFalse();
    assertThat(
            robot.lookup("#mainTabs").queryAs(TabPane.class).getSelectionModel().getSelectedItem())
        .extracting(tab -> tab.getId())
        .isEqualTo("diffTab");
  }

  private static void append(Table table, long id, String color) {
    table
        .newAppend()
        .appendFile(TableFiles.writeData(table, List.of(TableFiles.row(SCHEMA, id, color))))
        .commit();
  }
}
