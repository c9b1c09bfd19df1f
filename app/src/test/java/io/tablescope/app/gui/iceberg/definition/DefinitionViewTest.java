package io.tablescope.app.gui.iceberg.definition;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.app.gui.common.Styles;
import io.tablescope.app.gui.open.RecentTables;
import io.tablescope.app.gui.session.MainViewModel;
import io.tablescope.app.gui.settings.Settings;
import io.tablescope.app.gui.shell.MainView;
import io.tablescope.app.gui.task.Tasks;
import io.tablescope.format.io.Storage;
import io.tablescope.format.testing.FixtureTables;
import io.tablescope.format.testing.PuffinStatistics;
import io.tablescope.inspector.iceberg.IcebergTable;
import io.tablescope.inspector.iceberg.definition.FieldChange;
import io.tablescope.inspector.iceberg.definition.PropertyChange;
import io.tablescope.inspector.iceberg.definition.RefMove;
import io.tablescope.inspector.iceberg.definition.SnapshotLogRow;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Labeled;
import javafx.scene.control.ListCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.stage.Stage;
import org.apache.hadoop.conf.Configuration;
import org.apache.iceberg.DataFiles;
import org.apache.iceberg.PartitionSpec;
import org.apache.iceberg.Schema;
import org.apache.iceberg.StatisticsFile;
import org.apache.iceberg.Table;
import org.apache.iceberg.hadoop.HadoopTables;
import org.apache.iceberg.types.TypeUtil;
import org.apache.iceberg.types.Types;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The Definition tab driven by clicks: two schema versions picked give the fields iceberg-core's
 * schemas have, each change in words; reading the metadata log shows a property iceberg-core
 * changed and main's rollback; the NDVs of a statistics file iceberg-core's PuffinWriter wrote are
 * shown beside the columns.
 */
@ExtendWith(ApplicationExtension.class)
class DefinitionViewTest {
  private static final Schema SCHEMA =
      new Schema(
          Types.NestedField.required(1, "id", Types.IntegerType.get()),
          Types.NestedField.optional(2, "data", Types.StringType.get()),
          Types.NestedField.optional(
              3,
              "location",
              Types.StructType.of(Types.NestedField.optional(4, "lat", Types.FloatType.get()))));

  @TempDir Path folder;
  private final ExecutorService background = Executors.newCachedThreadPool();
  private final Settings preferences = new Settings();
  private final MainViewModel viewModel =
      new MainViewModel(
          new Tasks(background, Platform::runLater),
          background,
          Storage.local(),
          new RecentTables(preferences));
  private MainView root;

  @Start
  void start(Stage stage) {
    Application.setUserAgentStylesheet(Styles.LIGHT_THEME);
    root = new MainView(viewModel);
    Scene scene = new Scene(root, 1400, 900);
    scene.getStylesheets().add(MainView.class.getResource(Styles.STYLESHEET).toExternalForm());
    stage.setScene(scene);
    stage.show();
  }

  @AfterEach
  void close() {
    background.shutdownNow();
    preferences.removeNode();
  }

  @Test
  void schemaDiffPropertyHistoryAndRollbackAreShownAsIcebergCoreWroteThem(FxRobot robot)
      throws Exception {
    Path location = folder.resolve("table");
    Table table =
        new HadoopTables(new Configuration())
            .create(SCHEMA, PartitionSpec.unpartitioned(), Map.of(), location.toString());
    table.updateProperties().set("owner", "ana").commit();
    append(table, 1);
    long first = table.currentSnapshot().snapshotId();
    append(table, 2);
    table.manageSnapshots().rollbackTo(first).commit();
    table
        .updateSchema()
        .addColumn("added", Types.StringType.get())
        .deleteColumn("data")
        .renameColumn("location.lat", "latitude")
        .updateColumn("id", Types.LongType.get())
        .commit();
    table.updateSchema().addColumn("later", Types.IntegerType.get()).commit();
    table.updateProperties().set("owner", "bo").commit();
    table.refresh();
    IcebergTable opened = IcebergTable.open(location.toString(), Runnable::run);
    robot.interact(() -> viewModel.tableProperty().set(opened));

    robot.clickOn("#definitionTab");
    robot.clickOn("#schemasSection");
    pick(robot, "#schemaFrom", "0");
    pick(robot, "#schemaTo", "1");
    TableView<FieldChange> fields = table(robot, "#schemaFields");
    Schema before = table.schemas().get(0);
    Schema after = table.schemas().get(1);
    Set<Integer> ids = new TreeSet<>(TypeUtil.indexById(before.asStruct()).keySet());
    ids.addAll(TypeUtil.indexById(after.asStruct()).keySet());
    WaitForAsyncUtils.waitFor(
        10,
        TimeUnit.SECONDS,
        () ->
            fields.getItems().size() == ids.size()
                && fields.getItems().get(0).after() != null
                && fields.getItems().stream().allMatch(row -> row.field() != null));
    Set<Integer> shown =
        new TreeSet<>(fields.getItems().stream().map(FieldChange::fieldId).toList());
    assertThat(shown).isEqualTo(ids);
    for (FieldChange row : fields.getItems()) {
      String name = (row.after() != null ? after : before).findColumnName(row.fieldId());
      assertThat(row.field().name()).isEqualTo(name);
      assertThat(row.field().required())
          .isEqualTo((row.after() != null ? after : before).findField(row.fieldId()).isRequired());
    }
    assertThat(wordsOf(fields, before.findField("data").fieldId())).isEqualTo("dropped");
    assertThat(wordsOf(fields, after.findField("added").fieldId())).isEqualTo("added");
    assertThat(wordsOf(fields, before.findField("location.lat").fieldId())).isEqualTo("renamed");
    assertThat(wordsOf(fields, before.findField("id").fieldId())).isEqualTo("widened");
    assertThat(robot.lookup("widened").tryQuery()).isPresent();

    robot.clickOn("#propertiesSection");
    robot.clickOn("#readPropertyHistory");
    TableView<PropertyChange> history = table(robot, "#propertyHistory");
    WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> !history.getItems().isEmpty());
    assertThat(history.getItems())
        .filteredOn(change -> change.key().equals("owner"))
        .extracting(PropertyChange::before, PropertyChange::after)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple(null, "ana"),
            org.assertj.core.groups.Tuple.tuple("ana", "bo"));

    robot.clickOn("#logsSection");
    TableView<SnapshotLogRow> log = table(robot, "#snapshotLog");
    assertThat(log.getItems())
        .extracting(SnapshotLogRow::snapshotId)
        .isEqualTo(table.history().stream().map(entry -> entry.snapshotId()).toList());
    assertThat(log.getItems())
        .filteredOn(row -> row.move().equals("rollback"))
        .extracting(SnapshotLogRow::snapshotId)
        .containsExactly(first);
    TableView<RefMove> moves = table(robot, "#refMoves");
    assertThat(moves.getItems())
        .filteredOn(move -> move.kind() == RefMove.Kind.ROLLBACK)
        .extracting(RefMove::ref, RefMove::to)
        .containsExactly(org.assertj.core.groups.Tuple.tuple("main", first));
  }

  @Test
  void eachColumnsNdvIsShownBesideItAndUnderItsStatisticsFile(FxRobot robot) throws Exception {
    Table table = new FixtureTables(folder).unpartitioned(2);
    StatisticsFile written = PuffinStatistics.write(table, Map.of(1, 8L, 2, 3L));
    IcebergTable opened = IcebergTable.open(table.location(), Runnable::run);
    robot.interact(() -> viewModel.tableProperty().set(opened));

    robot.clickOn("#definitionTab");
    robot.clickOn("#schemasSection");
    TableView<FieldChange> fields = table(robot, "#schemaFields");
    WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> !fields.getItems().isEmpty());
    TableColumn<FieldChange, ?> ndv = column(fields, "NDV");
    Map<String, Object> ndvByColumn = new TreeMap<>();
    for (int row = 0; row < fields.getItems().size(); row++) {
      ndvByColumn.put(fields.getItems().get(row).field().name(), ndv.getCellData(row));
    }
    assertThat(ndvByColumn)
        .containsEntry("id", "8")
        .containsEntry("region", "3")
        .containsEntry("name", "");
    assertThat(robot.lookup(".table-cell").queryAllAs(Labeled.class))
        .anyMatch(cell -> "8".equals(cell.getText()) && cell.isVisible());

    robot.clickOn("#statisticsSection");
    TableView<io.tablescope.format.iceberg.metadata.StatisticsFile> files =
        table(robot, "#statisticsFiles");
    assertThat(files.getItems())
        .singleElement()
        .matches(file -> file.path().equals(written.path()));
    assertThat((String) column(files, "Footer NDVs").getCellData(0))
        .contains("id ndv 8", "region ndv 3");
  }

  private static <S> TableColumn<S, ?> column(TableView<S> table, String header) {
    return table.getColumns().stream()
        .filter(column -> header.equals(column.getText()))
        .findFirst()
        .orElseThrow();
  }

  private static void append(Table table, int file) {
    table
        .newFastAppend()
        .appendFile(
            DataFiles.builder(PartitionSpec.unpartitioned())
                .withPath("/nowhere/data/" + file + ".parquet")
                .withFileSizeInBytes(10)
                .withRecordCount(1)
                .build())
        .commit();
  }

  private static String wordsOf(TableView<FieldChange> table, int fieldId) {
    return table.getItems().stream()
        .filter(row -> row.fieldId() == fieldId)
        .findFirst()
        .orElseThrow()
        .words();
  }

  @SuppressWarnings("unchecked")
  private <S> TableView<S> table(FxRobot robot, String id) {
    return (TableView<S>) robot.lookup(id).queryAs(TableView.class);
  }

  /** Opens a combo box with a click and clicks the item with this text. */
  private static void pick(FxRobot robot, String combo, String item) throws Exception {
    robot.clickOn(combo);
    WaitForAsyncUtils.waitFor(
        20,
        TimeUnit.SECONDS,
        () ->
            robot.lookup(".list-cell").<ListCell<?>>queryAll().stream()
                .anyMatch(cell -> item.equals(cell.getText())));
    Node cell =
        robot.lookup(".list-cell").<ListCell<?>>queryAll().stream()
            .filter(candidate -> item.equals(candidate.getText()) && candidate.isVisible())
            .findFirst()
            .orElseThrow();
    robot.clickOn(cell);
  }
}
