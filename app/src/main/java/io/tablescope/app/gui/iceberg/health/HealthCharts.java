package io.tablescope.app.gui.iceberg.health;

import io.tablescope.inspector.iceberg.health.HealthReport;
import io.tablescope.inspector.iceberg.health.HourlyCommits;
import io.tablescope.inspector.iceberg.health.MetadataFileSize;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;
import javafx.scene.chart.LineChart;
import javafx.scene.chart.NumberAxis;
import javafx.scene.chart.XYChart;
import javafx.util.StringConverter;

/**
 * The overview's two charts, drawn by JavaFX's charts in the theme's chart colours: the metadata
 * file's size along the metadata log (one point per file still on storage, the current one last),
 * and the commits per hour with the commits of bursts as a second series.
 */
final class HealthCharts {
  private static final long HOUR_MS = 60L * 60 * 1000;
  private static final DateTimeFormatter HOUR =
      DateTimeFormatter.ofPattern("MM-dd HH:00").withZone(ZoneOffset.UTC);

  /** About this many ticks on an axis of whole numbers. */
  private static final int TICKS = 10;

  private final NumberAxis file = new NumberAxis();
  private final NumberAxis hours = new NumberAxis();
  private final LineChart<Number, Number> growth;
  private final LineChart<Number, Number> timeline;
  private final XYChart.Series<Number, Number> sizes = new XYChart.Series<>();
  private final XYChart.Series<Number, Number> perHour = new XYChart.Series<>();
  private final XYChart.Series<Number, Number> inBursts = new XYChart.Series<>();

  HealthCharts() {
    file.setLabel("metadata file, oldest first");
    file.setAutoRanging(false);
    file.setMinorTickVisible(false);
    NumberAxis kilobytes = new NumberAxis();
    kilobytes.setLabel("KiB");
    growth = new LineChart<>(file, kilobytes);
    growth.setId("metadataGrowthChart");
    sizes.setName("metadata file size");
    growth.getData().add(sizes);
    growth.setAnimated(false);
    growth.setPrefHeight(260);

    hours.setLabel("hour (UTC)");
    hours.setAutoRanging(false);
    hours.setMinorTickVisible(false);
    hours.setTickLabelFormatter(
        new StringConverter<>() {
          @Override
          public String toString(Number hour) {
            return HOUR.format(Instant.ofEpochMilli(hour.longValue() * HOUR_MS));
          }

          @Override
          public Number fromString(String text) {
            throw new UnsupportedOperationException("The axis is not edited");
          }
        });
    NumberAxis commits = new NumberAxis();
    commits.setLabel("commits");
    timeline = new LineChart<>(hours, commits);
    timeline.setId("commitTimelineChart");
    perHour.setName("commits per hour");
    inBursts.setName("of them in bursts of small commits");
    timeline.getData().addAll(List.of(perHour, inBursts));
    timeline.setAnimated(false);
    timeline.setPrefHeight(260);
  }

  LineChart<Number, Number> growth() {
    return growth;
  }

  LineChart<Number, Number> timeline() {
    return timeline;
  }

  void show(HealthReport report) {
    sizes.getData().clear();
    perHour.getData().clear();
    inBursts.getData().clear();
    if (report == null) {
      return;
    }
    List<MetadataFileSize> files = report.metadata().metadataFiles();
    wholeNumbers(file, 1, Math.max(1, files.size()));
    for (int i = 0; i < files.size(); i++) {
      sizes.getData().add(new XYChart.Data<>(i + 1, files.get(i).size() / 1024.0));
    }
    List<HourlyCommits> commits = report.commits().perHour();
    if (!commits.isEmpty()) {
      wholeNumbers(
          hours,
          commits.get(0).hourMillis() / HOUR_MS,
          commits.get(commits.size() - 1).hourMillis() / HOUR_MS);
    }
    for (HourlyCommits hour : commits) {
      long hourNumber = hour.hourMillis() / HOUR_MS;
      perHour.getData().add(new XYChart.Data<>(hourNumber, hour.commits()));
      if (hour.inBurst() > 0) {
        inBursts.getData().add(new XYChart.Data<>(hourNumber, hour.inBurst()));
      }
    }
  }

  /**
   * Bounds an axis of whole numbers (files, hours) with a margin of one and whole ticks, so one
   * point is not drawn on an axis of fractions or of a year.
   */
  private static void wholeNumbers(NumberAxis axis, long first, long last) {
    axis.setLowerBound(first - 1);
    axis.setUpperBound(last + 1);
    axis.setTickUnit(Math.max(1, (last - first + 2) / TICKS));
  }
}
