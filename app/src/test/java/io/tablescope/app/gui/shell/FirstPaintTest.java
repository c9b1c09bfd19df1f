package io.tablescope.app.gui.shell;

import static io.tablescope.app.gui.shell.GuiFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.app.gui.diff.DiffViewModel;
import io.tablescope.app.gui.iceberg.graph.GraphViewModel;
import io.tablescope.app.gui.iceberg.session.OpenedIceberg;
import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.format.testing.Folders;
import io.tablescope.inspector.iceberg.IcebergTable;
import io.tablescope.inspector.iceberg.graph.TreeGraphLayout;
import io.tablescope.inspector.table.AnalysisProgress;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
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
 * What the window leaves for later, with real clicks: only the History's view is built when a table
 * is opened and drawn; every other tab's view (and its view model) is built when its tab is first
 * opened, then shows what it would have shown had it been built from the start, and the Graph lays
 * out only once it is shown.
 */
@ExtendWith(ApplicationExtension.class)
class FirstPaintTest {
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
  @SuppressWarnings("unchecked")
  void onlyTheHistoryIsBuiltUntilAnotherTabIsOpenedWhichThenShowsWhatItWouldHaveShown(FxRobot robot)
      throws Exception {
    Folders.copy(Path.of("demo-warehouse/sales/orders"), folder.resolve("orders"));
    TabPane tabs = robot.lookup("#mainTabs").queryAs(TabPane.class);
    // The Diff's view model as the window made it before: from the start, following the table.
    DiffViewModel fromTheStart =
        WaitForAsyncUtils.asyncFx(() -> new DiffViewModel(fixture.viewModel)).get();
    robot.interact(() -> fixture.viewModel.open(folder.resolve("orders").toString()));
    waitUntil(() -> fixture.view().historyViewModel().graphProperty().get() != null);
    waitUntil(() -> !fixture.viewModel.loadingProperty().get());
    WaitForAsyncUtils.waitForFxEvents();

    assertThat(withContent(tabs)).containsExactly("historyTab");
    assertThat(fixture.icebergViews().graphViewModel()).isNull();
    assertThat(robot.lookup("#diffFrom").tryQuery()).isEmpty();
    assertThat(robot.lookup("#snapshotTree").tryQuery()).isEmpty();
    assertThat(robot.lookup("#healthSections").tryQuery()).isEmpty();

    robot.clickOn("Diff");
    waitUntil(() -> robot.lookup("#diffFrom").tryQuery().isPresent());
    ComboBox<Object> from = robot.lookup("#diffFrom").queryAs(ComboBox.class);
    ComboBox<Object> to = robot.lookup("#diffTo").queryAs(ComboBox.class);
    assertThat(fromTheStart.fromProperty().get()).isNotNull();
    assertThat(from.getItems()).containsExactlyElementsOf(fromTheStart.choices());
    assertThat(from.getValue()).isEqualTo(fromTheStart.fromProperty().get());
    assertThat(to.getValue()).isEqualTo(fromTheStart.toProperty().get());
    assertThat(withContent(tabs)).containsExactlyInAnyOrder("historyTab", "diffTab");

    robot.clickOn("Graph");
    GraphViewModel graph = fixture.icebergViews().graphViewModel();
    waitUntil(() -> !graph.graphProperty().get().cards().isEmpty());
    IcebergTable table = OpenedIceberg.of(fixture.viewModel);
    Snapshot current = table.metadata().currentSnapshot().orElseThrow();
    assertThat(graph.graphProperty().get())
        .isEqualTo(
            new TreeGraphLayout(table, TreeGraphLayout.SHOWN_ENTRIES)
                .layout(List.of(current), Set.of(), AnalysisProgress.NONE));
    // A click on a card selects in the Tree, so the Tree is built with the Graph.
    assertThat(withContent(tabs))
        .containsExactlyInAnyOrder("historyTab", "diffTab", "graphTab", "treeTab");
  }

  @Test
  void aTabSelectedBeforeAnyTableIsOpenShowsItsView(FxRobot robot) throws Exception {
    TabPane tabs = robot.lookup("#mainTabs").queryAs(TabPane.class);
    assertThat(withContent(tabs)).containsExactly("historyTab");

    robot.clickOn("Diff");

    waitUntil(() -> withContent(tabs).contains("diffTab"));
    assertThat(withContent(tabs)).containsExactlyInAnyOrder("historyTab", "diffTab");
    assertThat(robot.lookup("#diffRun").tryQuery()).isPresent();
  }

  private static List<String> withContent(TabPane tabs) {
    return tabs.getTabs().stream().filter(tab -> tab.getContent() != null).map(Tab::getId).toList();
  }
}
