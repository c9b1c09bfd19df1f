package io.tablescope.app.gui.iceberg.health;

import static io.tablescope.app.gui.shell.GuiFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.app.gui.iceberg.session.OpenedIceberg;
import io.tablescope.app.gui.shell.GuiFixture;
import io.tablescope.format.testing.TestTables;
import io.tablescope.inspector.iceberg.IcebergTable;
import io.tablescope.inspector.iceberg.health.CommitWriter;
import io.tablescope.inspector.iceberg.health.HealthReport;
import io.tablescope.inspector.iceberg.health.HourlyCommits;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import javafx.scene.Node;
import javafx.scene.chart.LineChart;
import javafx.scene.chart.NumberAxis;
import javafx.scene.chart.XYChart;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import org.apache.iceberg.AppendFiles;
import org.apache.iceberg.DataFiles;
import org.apache.iceberg.FileFormat;
import org.apache.iceberg.PartitionSpec;
import org.apache.iceberg.Schema;
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
 * The Health tab's first section, the Overview, is computed when the tab is shown and draws the
 * report the CLI prints: a point per metadata file and per hour of commits (bursts a series of
 * their own), the advice, and the writers in a sortable table.
 */
@ExtendWith(ApplicationExtension.class)
class HealthOverviewTest {
  private static final Schema SCHEMA =
      new Schema(Types.NestedField.required(1, "id", Types.LongType.get()));

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
  void theOverviewDrawsTheReportWhenTheHealthTabIsShown(FxRobot robot) throws Exception {
    writeTable();
    HealthReport report = HealthReport.of(IcebergTable.open(folder.toString(), Runnable::run), 0L);
    robot.interact(() -> fixture.viewModel.open(folder.toString()));
    waitUntil(() -> OpenedIceberg.of(fixture.viewModel) != null);
    // The Health tab's view is built when the tab is first opened.
    assertThat(robot.lookup("#metadataGrowthChart").tryQuery()).isEmpty();

    robot.clickOn("#healthTab");
    waitUntil(() -> robot.lookup("#metadataGrowthChart").tryQuery().isPresent());
    LineChart<Number, Number> growth =
        robot.lookup("#metadataGrowthChart").queryAs(LineChart.class);
    LineChart<Number, Number> timeline =
        robot.lookup("#commitTimelineChart").queryAs(LineChart.class);
    waitUntil(() -> !points(growth, 0).isEmpty());

    assertThat(robot.lookup("#healthSections").queryAs(TabPane.class).getTabs().get(0).getId())
        .isEqualTo("healthOverview");
    List<XYChart.Data<Number, Number>> sizes = points(growth, 0);
    assertThat(sizes).hasSize(report.metadata().metadataFiles().size()).hasSizeGreaterThan(5);
    for (int i = 0; i < sizes.size(); i++) {
      assertThat(sizes.get(i).getYValue().doubleValue())
          .isEqualTo(report.metadata().metadataFiles().get(i).size() / 1024.0);
    }
    List<HourlyCommits> hours = report.commits().perHour();
    assertThat(points(timeline, 0))
        .extracting(point -> point.getYValue().intValue())
        .containsExactlyElementsOf(hours.stream().map(HourlyCommits::commits).toList());
    assertThat(points(timeline, 1))
        .extracting(point -> point.getYValue().intValue())
        .containsExactlyElementsOf(
            hours.stream().filter(hour -> hour.inBurst() > 0).map(HourlyCommits::inBurst).toList())
        .isNotEmpty();
    // The axes span what is drawn, an hour (a file) either side: not a year around one point.
    NumberAxis hourAxis = (NumberAxis) timeline.getXAxis();
    long firstHour = hours.get(0).hourMillis() / 3_600_000L;
    long lastHour = hours.get(hours.size() - 1).hourMillis() / 3_600_000L;
    assertThat(hourAxis.getLowerBound()).isEqualTo(firstHour - 1);
    assertThat(hourAxis.getUpperBound()).isEqualTo(lastHour + 1);
    NumberAxis fileAxis = (NumberAxis) growth.getXAxis();
    assertThat(fileAxis.getLowerBound()).isZero();
    assertThat(fileAxis.getUpperBound()).isEqualTo(sizes.size() + 1);
    // Real chart nodes: a symbol drawn for every point.
    robot.interact(() -> {});
    assertThat(sizes).allSatisfy(point -> assertThat(point.getNode()).isNotNull());
    List<Node> symbols =
        robot.lookup("#metadataGrowthChart .chart-line-symbol").queryAll().stream()
            .filter(node -> !node.getStyleClass().contains("chart-legend-item-symbol"))
            .toList();
    assertThat(symbols).hasSize(sizes.size());

    VBox advice = robot.lookup("#healthAdvice").queryAs(VBox.class);
    assertThat(advice.getChildren())
        .hasSize(
            report.metadata().advice().size()
                + report.commits().advice().size()
                + report.retries().advice().size());
    assertThat(report.retries().orphans()).hasSize(1);
    assertThat(advice.getChildren())
        .extracting(line -> ((javafx.scene.control.Label) line).getText())
        .contains("• " + report.retries().advice().get(0));

    TableView<CommitWriter> writers = robot.lookup("#healthWriters").queryAs(TableView.class);
    assertThat(writers.getItems()).containsExactlyElementsOf(report.commits().writers());
    assertThat(writers.getItems()).hasSize(3);
    Node commitsHeader = robot.lookup("#healthWriters .column-header").nth(2).query();
    robot.clickOn(commitsHeader);
    robot.interact(() -> {});

    assertThat(writers.getSortOrder()).hasSize(1);
    TableColumn<CommitWriter, ?> sortedBy = writers.getSortOrder().get(0);
    assertThat(sortedBy.getText()).isEqualTo("Commits");
    Comparator<CommitWriter> byCommits = Comparator.comparingInt(CommitWriter::commits);
    assertThat(writers.getItems())
        .isSortedAccordingTo(
            sortedBy.getSortType() == TableColumn.SortType.ASCENDING
                ? byCommits
                : byCommits.reversed())
        .containsExactlyInAnyOrderElementsOf(report.commits().writers());
    robot.clickOn(commitsHeader);
    robot.interact(() -> {});
    assertThat(writers.getItems())
        .isSortedAccordingTo(
            sortedBy.getSortType() == TableColumn.SortType.ASCENDING
                ? byCommits
                : byCommits.reversed());
  }

  private static List<XYChart.Data<Number, Number>> points(
      LineChart<Number, Number> chart, int series) {
    return List.copyOf(chart.getData().get(series).getData());
  }

  /**
   * Fifteen small commits by two Spark applications and a Flink job: one burst; then a writer that
   * wrote its first attempt's manifest list and died before committing it.
   */
  private void writeTable() {
    Table table =
        TestTables.create(
            folder,
            folder.toAbsolutePath().normalize().toString(),
            SCHEMA,
            PartitionSpec.unpartitioned(),
            2,
            Map.of());
    for (int i = 0; i < 15; i++) {
      AppendFiles append = table.newFastAppend();
      append.appendFile(
          DataFiles.builder(table.spec())
              .withPath(table.location() + "/data/" + UUID.randomUUID() + ".parquet")
              .withFormat(FileFormat.PARQUET)
              .withFileSizeInBytes(100)
              .withRecordCount(1)
              .build());
      if (i % 5 == 4) {
        append.set("flink.job-id", "job-1");
      } else {
        append.set("spark.app.id", i < 8 ? "app-1" : "app-2");
      }
      append.commit();
    }
    table
        .newFastAppend()
        .appendFile(
            DataFiles.builder(table.spec())
                .withPath(table.location() + "/data/" + UUID.randomUUID() + ".parquet")
                .withFormat(FileFormat.PARQUET)
                .withFileSizeInBytes(100)
                .withRecordCount(1)
                .build())
        .apply();
  }
}
