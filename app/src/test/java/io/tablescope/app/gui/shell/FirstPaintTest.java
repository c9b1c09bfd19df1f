package io.tablescope.app.gui.shell;

import static io.tablescope.app.gui.shell.GuiFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.app.gui.graph.GraphViewModel;
import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.format.testing.Folders;
import io.tablescope.inspector.iceberg.AnalysisProgress;
import io.tablescope.inspector.iceberg.IcebergTable;
import io.tablescope.inspector.iceberg.graph.TreeGraph;
import io.tablescope.inspector.iceberg.graph.TreeGraphLayout;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.prefs.BackingStoreException;
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

/**
 * What the window defers until the History is drawn, with real clicks: the hidden tabs' views join
 * the scene after the History is laid out, or when one is selected first, and the Graph lays out
 * only once it is shown.
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
  void close() throws BackingStoreException {
    fixture.close();
  }

  @Test
  void theHistoryIsLaidOutBeforeTheHiddenTabsJoinTheSceneAndTheGraphWaitsUntilShown(FxRobot robot)
      throws Exception {
    Folders.copy(Path.of("demo-warehouse/sales/orders"), folder.resolve("orders"));
    TabPane tabs = robot.lookup("#mainTabs").queryAs(TabPane.class);
    List<String> shownWhenLaidOut = new ArrayList<>();
    robot.interact(
        () -> {
          fixture
              .view()
              .historyViewModel()
              .graphProperty()
              .addListener(
                  (observable, old, graph) -> {
                    if (graph != null) {
                      shownWhenLaidOut.addAll(withContent(tabs));
                    }
                  });
          fixture.viewModel.open(folder.resolve("orders").toString());
        });

    waitUntil(() -> !shownWhenLaidOut.isEmpty());
    assertThat(shownWhenLaidOut).containsExactly("historyTab");
    waitUntil(() -> withContent(tabs).size() == tabs.getTabs().size());
    GraphViewModel graph = fixture.view().graphViewModel();
    assertThat(graph.graphProperty().get()).isEqualTo(TreeGraph.EMPTY);
    assertThat(graph.runningProperty().get()).isFalse();

    robot.clickOn("Graph");
    waitUntil(() -> !graph.graphProperty().get().cards().isEmpty());
    IcebergTable table = fixture.viewModel.icebergTable();
    Snapshot current = table.metadata().currentSnapshot().orElseThrow();
    assertThat(graph.graphProperty().get())
        .isEqualTo(
            new TreeGraphLayout(table, TreeGraphLayout.SHOWN_ENTRIES)
                .layout(List.of(current), Set.of(), AnalysisProgress.NONE));
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
