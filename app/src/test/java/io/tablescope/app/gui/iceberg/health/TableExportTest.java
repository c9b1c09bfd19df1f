package io.tablescope.app.gui.iceberg.health;

import static io.tablescope.app.gui.shell.GuiFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tablescope.app.gui.common.ExportDialog;
import io.tablescope.app.gui.iceberg.session.OpenedIceberg;
import io.tablescope.app.gui.shell.GuiFixture;
import io.tablescope.app.testing.ContextMenus;
import io.tablescope.app.testing.Csv;
import io.tablescope.app.testing.FileHealthTable;
import io.tablescope.inspector.iceberg.health.ByteSize;
import io.tablescope.inspector.iceberg.health.FileHealthAnalysis;
import io.tablescope.inspector.iceberg.health.ManifestSize;
import io.tablescope.inspector.table.AnalysisProgress;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeoutException;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * Export as CSV… and Export as JSON… from a table's context menu write the rows shown, in the order
 * shown (here sorted by a click on a header), as the cells show them, under the visible headers.
 */
@ExtendWith(ApplicationExtension.class)
class TableExportTest {
  private static final List<String> HEADERS =
      List.of("Content", "Spec", "Length", "Live entries", "Partitions", "Small", "Path");

  @TempDir Path folder;
  @TempDir Path exports;

  private final GuiFixture fixture = new GuiFixture();
  private final List<String> asked = new ArrayList<>();
  private List<ManifestSize> expected;

  @Start
  void start(Stage stage) {
    fixture.show(stage);
    ExportDialog answering =
        (owner, title, extension) -> {
          asked.add(title);
          return exports.resolve("manifests." + extension).toFile();
        };
    fixture.view().getProperties().put(ExportDialog.KEY, answering);
  }

  @AfterEach
  void close() {
    fixture.close();
  }

  @BeforeEach
  void showManifestsSortedByPath(FxRobot robot) throws Exception {
    FileHealthTable.write(folder);
    robot.interact(() -> fixture.viewModel.open(folder.toString()));
    waitUntil(() -> OpenedIceberg.of(fixture.viewModel) != null);
    expected =
        FileHealthAnalysis.ofCurrent(OpenedIceberg.of(fixture.viewModel), AnalysisProgress.NONE)
            .orElseThrow()
            .manifests()
            .manifests()
            .stream()
            .sorted(Comparator.comparing(ManifestSize::path))
            .toList();
    assertThat(expected).hasSizeGreaterThan(1);
    robot.clickOn(tab(robot, "healthTab"));
    robot.clickOn(tab(robot, "filesSection"));
    robot.clickOn(tab(robot, "filesManifestsTab"));
    TableView<?> table = robot.lookup("#filesManifestTable").queryAs(TableView.class);
    waitUntil(() -> table.getItems().size() == expected.size());
    robot.clickOn(
        robot
            .lookup("#filesManifestTable .column-header .label")
            .match(this::isPathHeader)
            .<Node>query());
  }

  private boolean isPathHeader(Node label) {
    return label instanceof Label header && header.getText().equals("Path");
  }

  @Test
  void exportAsCsvWritesTheManifestsShown(FxRobot robot) throws Exception {
    ContextMenus.open(robot, robot.lookup("#filesManifestTable").query());
    robot.clickOn("Export as CSV…");

    Path written = exports.resolve("manifests.csv");
    waitUntil(() -> Files.exists(written) && !Csv.parse(read(written)).isEmpty());
    List<List<String>> csv = Csv.parse(read(written));
    assertThat(asked).containsExactly("Export as CSV");
    assertThat(csv.get(0)).isEqualTo(HEADERS);
    assertThat(csv.subList(1, csv.size()))
        .isEqualTo(expected.stream().map(TableExportTest::shown).toList());
  }

  @Test
  void exportAsJsonWritesOneObjectPerManifestShown(FxRobot robot) throws Exception {
    ContextMenus.open(robot, robot.lookup("#filesManifestTable").query());
    robot.clickOn("Export as JSON…");

    Path written = exports.resolve("manifests.json");
    waitUntil(() -> Files.exists(written) && read(written).endsWith("]"));
    JsonNode json = new ObjectMapper().readTree(read(written));
    assertThat(json).hasSize(expected.size());
    for (int index = 0; index < expected.size(); index++) {
      List<String> fields = new ArrayList<>();
      json.get(index).fieldNames().forEachRemaining(fields::add);
      assertThat(fields).isEqualTo(HEADERS);
      List<String> values = new ArrayList<>();
      json.get(index).elements().forEachRemaining(value -> values.add(value.asText()));
      assertThat(values).isEqualTo(shown(expected.get(index)));
    }
  }

  /** A manifest as the Manifests table shows it. */
  private static List<String> shown(ManifestSize manifest) {
    return List.of(
        manifest.content().jsonName(),
        Integer.toString(manifest.specId()),
        ByteSize.text(manifest.length()),
        Integer.toString(manifest.liveEntries()),
        Integer.toString(manifest.partitions()),
        manifest.small() ? "yes" : "no",
        manifest.path());
  }

  private static String read(Path file) {
    try {
      return Files.readString(file);
    } catch (IOException e) {
      return "";
    }
  }

  /** A tab's header, once drawn: a tab's view is built when it is opened, its tabs next pulse. */
  private static Node tab(FxRobot robot, String id) throws TimeoutException {
    waitUntil(
        () -> robot.lookup(".tab").match(node -> id.equals(node.getId())).tryQuery().isPresent());
    return robot.lookup(".tab").match(node -> id.equals(node.getId())).query();
  }
}
