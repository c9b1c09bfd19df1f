package io.tablescope.app.gui.iceberg.definition;

import io.tablescope.app.gui.definition.Tables;
import io.tablescope.format.iceberg.metadata.PartitionStatisticsFile;
import io.tablescope.format.iceberg.metadata.StatisticsFile;
import java.util.function.UnaryOperator;
import java.util.stream.Collectors;
import javafx.collections.ObservableList;
import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TableView;

/**
 * The statistics section: the table's Puffin statistics files, with the NDVs their footers record,
 * and partition statistics files.
 */
final class StatisticsSection {
  private StatisticsSection() {}

  static Node of(
      ObservableList<StatisticsFile> statistics,
      ObservableList<PartitionStatisticsFile> partitionStatistics,
      UnaryOperator<String> footerNdvs) {
    TableView<StatisticsFile> files =
        Tables.of("statisticsFiles", statistics, "No statistics files.");
    files.getColumns().add(Tables.text("Snapshot", 180, file -> Long.toString(file.snapshotId())));
    files.getColumns().add(Tables.text("Size", 100, file -> Long.toString(file.fileSizeInBytes())));
    files
        .getColumns()
        .add(Tables.text("Footer", 80, file -> Long.toString(file.fileFooterSizeInBytes())));
    files
        .getColumns()
        .add(
            Tables.text(
                "Blobs",
                300,
                file ->
                    file.blobs().stream()
                        .map(blob -> blob.type() + " " + blob.fields())
                        .collect(Collectors.joining(", "))));
    files.getColumns().add(Tables.text("Footer NDVs", 300, file -> footerNdvs.apply(file.path())));
    files.getColumns().add(Tables.text("Path", 520, StatisticsFile::path));
    TableView<PartitionStatisticsFile> partitions =
        Tables.of(
            "partitionStatisticsFiles", partitionStatistics, "No partition statistics files.");
    partitions
        .getColumns()
        .add(Tables.text("Snapshot", 180, file -> Long.toString(file.snapshotId())));
    partitions
        .getColumns()
        .add(Tables.text("Size", 100, file -> Long.toString(file.fileSizeInBytes())));
    partitions.getColumns().add(Tables.text("Path", 600, PartitionStatisticsFile::path));
    SplitPane split =
        new SplitPane(
            Tables.titled("Statistics files", files),
            Tables.titled("Partition statistics files", partitions));
    split.setOrientation(Orientation.VERTICAL);
    return split;
  }
}
