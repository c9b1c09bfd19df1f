package io.tablescope.app.gui.iceberg.health;

import static io.tablescope.app.gui.shell.GuiFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.app.gui.iceberg.session.OpenedIceberg;
import io.tablescope.app.gui.shell.GuiFixture;
import io.tablescope.format.testing.FixtureTables;
import io.tablescope.inspector.iceberg.IcebergTable;
import io.tablescope.inspector.iceberg.check.CheckProgress;
import io.tablescope.inspector.iceberg.check.Finding;
import io.tablescope.inspector.iceberg.check.IntegrityCheck;
import io.tablescope.inspector.iceberg.check.IntegrityReport;
import io.tablescope.inspector.iceberg.tree.TreeNode;
import io.tablescope.inspector.iceberg.tree.TreeNode.ManifestNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executor;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableView;
import javafx.scene.control.TreeTableView;
import javafx.stage.Stage;
import org.apache.avro.Schema;
import org.apache.avro.file.DataFileReader;
import org.apache.avro.file.DataFileWriter;
import org.apache.avro.generic.GenericDatumReader;
import org.apache.avro.generic.GenericDatumWriter;
import org.apache.avro.generic.GenericRecord;
import org.apache.iceberg.ManifestFile;
import org.apache.iceberg.Snapshot;
import org.apache.iceberg.Table;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * The Integrity section checks the table by itself when first shown, lists what it finds and what
 * it examined (the same report the CLI prints), and a double-click on a finding that names a
 * manifest lands on that manifest in the snapshot's Tree.
 */
@ExtendWith(ApplicationExtension.class)
class IntegrityViewTest {
  private static final Path ORDERS = Path.of("demo-warehouse/sales/orders").toAbsolutePath();
  private static final Executor DIRECT = Runnable::run;

  private final GuiFixture fixture = new GuiFixture();
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
  void aSoundTableIsCheckedWhenTheSectionIsFirstShown(FxRobot robot) throws Exception {
    IntegrityReport expected =
        IntegrityCheck.run(IcebergTable.open(ORDERS.toString(), DIRECT), CheckProgress.NONE);
    robot.interact(() -> fixture.viewModel.open(ORDERS.toString()));
    waitUntil(() -> OpenedIceberg.of(fixture.viewModel) != null);
    // The Health tab opens on its Overview: the Integrity section is built but hidden.
    TabPane tabs = robot.lookup("#mainTabs").queryAs(TabPane.class);
    robot.interact(() -> fixture.view().selectTab("healthTab"));
    waitUntil(() -> robot.lookup("#integrityStatus").tryQuery().isPresent());
    robot.sleep(300);
    Label status = robot.lookup("#integrityStatus").queryAs(Label.class);
    assertThat(status.getText()).isEmpty();
    assertThat(tabs.getSelectionModel().getSelectedItem().getId()).isEqualTo("healthTab");

    showHealth(robot);

    waitUntil(() -> status.getText().startsWith("sound"));
    assertThat(status.getText())
        .isEqualTo(
            "sound: "
                + expected.snapshots()
                + " snapshots, "
                + expected.manifests()
                + " manifests, "
                + expected.entries()
                + " entries examined");
    assertThat(findings(robot).getItems()).isEmpty();
  }

  @Test
  void aFindingOnAManifestLeadsToItInTheTree(FxRobot robot) throws Exception {
    Table table = new FixtureTables(root).unpartitioned(2);
    Snapshot current = table.currentSnapshot();
    ManifestFile manifest = current.allManifests(table.io()).get(0);
    wrongAddedRowsCount(Path.of(current.manifestListLocation()), manifest.path());
    robot.interact(() -> fixture.viewModel.open(table.location()));
    waitUntil(() -> OpenedIceberg.of(fixture.viewModel) != null);

    showHealth(robot);
    TableView<Finding> findings = findings(robot);
    waitUntil(() -> findings.getItems().size() == 1);
    Finding finding = findings.getItems().get(0);
    assertThat(finding.check()).isEqualTo("manifest-list-counts");
    assertThat(finding.path()).isEqualTo(manifest.path());
    assertThat(robot.lookup("#integrityStatus").queryAs(Label.class).getText())
        .startsWith("1 finding: 2 snapshots");

    Node row = robot.lookup("#integrityFindings .table-row-cell").nth(0).query();
    robot.doubleClickOn(row);

    waitUntil(() -> "treeTab".equals(selectedTab(robot, "#mainTabs")));
    TreeTableView<TreeNode> tree = robot.lookup("#snapshotTree").queryAs(TreeTableView.class);
    waitUntil(() -> tree.getSelectionModel().getSelectedItem() != null);
    TreeNode selected = tree.getSelectionModel().getSelectedItem().getValue();
    assertThat(selected).isInstanceOf(ManifestNode.class);
    assertThat(((ManifestNode) selected).manifest().path()).isEqualTo(manifest.path());
    assertThat(((ManifestNode) selected).snapshot().snapshotId()).isEqualTo(current.snapshotId());
  }

  private void showHealth(FxRobot robot) {
    TabPane tabs = robot.lookup("#mainTabs").queryAs(TabPane.class);
    Tab health =
        tabs.getTabs().stream().filter(tab -> "healthTab".equals(tab.getId())).findFirst().get();
    robot.interact(() -> tabs.getSelectionModel().select(health));
    TabPane sections = robot.lookup("#healthSections").queryAs(TabPane.class);
    Tab integrity =
        sections.getTabs().stream()
            .filter(tab -> "integritySection".equals(tab.getId()))
            .findFirst()
            .get();
    robot.interact(() -> sections.getSelectionModel().select(integrity));
  }

  @SuppressWarnings("unchecked")
  private static TableView<Finding> findings(FxRobot robot) {
    return robot.lookup("#integrityFindings").queryAs(TableView.class);
  }

  private static String selectedTab(FxRobot robot, String tabPane) {
    return robot
        .lookup(tabPane)
        .queryAs(TabPane.class)
        .getSelectionModel()
        .getSelectedItem()
        .getId();
  }

  /** Rewrites the manifest list with a wrong added_rows_count for one manifest. */
  private static void wrongAddedRowsCount(Path list, String manifestPath) throws IOException {
    List<GenericRecord> records = new ArrayList<>();
    Map<String, byte[]> metadata = new HashMap<>();
    Schema schema;
    try (DataFileReader<GenericRecord> reader =
        new DataFileReader<>(list.toFile(), new GenericDatumReader<>())) {
      schema = reader.getSchema();
      for (String key : reader.getMetaKeys()) {
        if (!key.startsWith("avro.")) {
          metadata.put(key, reader.getMeta(key));
        }
      }
      reader.forEach(records::add);
    }
    records.stream()
        .filter(record -> record.get("manifest_path").toString().equals(manifestPath))
        .forEach(record -> record.put("added_rows_count", 99L));
    Files.delete(list);
    Files.deleteIfExists(list.resolveSibling("." + list.getFileName() + ".crc"));
    try (DataFileWriter<GenericRecord> writer =
        new DataFileWriter<>(new GenericDatumWriter<>(schema))) {
      metadata.forEach(writer::setMeta);
      writer.create(schema, list.toFile());
      for (GenericRecord record : records) {
        writer.append(record);
      }
    }
  }
}
