package io.tablescope.inspector.iceberg;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.format.iceberg.manifest.ContentFile;
import io.tablescope.format.iceberg.manifest.FileContent;
import io.tablescope.format.parquet.ParquetFooter;
import io.tablescope.format.parquet.ParquetFooterReader;
import io.tablescope.format.testing.TableFiles;
import io.tablescope.format.testing.TestTables;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.apache.iceberg.DataFile;
import org.apache.iceberg.PartitionSpec;
import org.apache.iceberg.Schema;
import org.apache.iceberg.Table;
import org.apache.iceberg.types.Types;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class FooterComparisonTest {
  private static final Schema SCHEMA =
      new Schema(
          Types.NestedField.required(1, "id", Types.LongType.get()),
          Types.NestedField.optional(2, "note", Types.StringType.get()));

  @TempDir Path folder;

  @Test
  void aFileIcebergWroteAgreesWithItsFooterIncludingTruncatedStringBounds() throws IOException {
    Table table = TestTables.create(folder, SCHEMA, PartitionSpec.unpartitioned(), 2);
    table
        .newAppend()
        .appendFile(
            TableFiles.writeData(
                table,
                List.of(
                    TableFiles.row(SCHEMA, 5L, "a note far longer than sixteen characters"),
                    TableFiles.row(SCHEMA, 2L, null))))
        .commit();

    IcebergTable opened = IcebergTable.open(folder.toString(), Runnable::run);
    ContentFile file =
        LiveFiles.of(opened, opened.metadata().currentSnapshot().orElseThrow())
            .files()
            .values()
            .iterator()
            .next()
            .file();
    ParquetFooter footer =
        ParquetFooterReader.read(
            opened.files(),
            opened.localPath(file.path()),
            opened.metadata().currentSchema().orElseThrow());
    List<FooterComparison.StatisticCheck> checks =
        FooterComparison.compare(file, footer, new ColumnNames(opened.metadata()));

    assertThat(checks).allMatch(FooterComparison.StatisticCheck::agrees);
    assertThat(checks)
        .extracting(check -> check.column() + " " + check.statistic() + " " + check.footer())
        .contains(
            "(file) record count 2", "id lower bound 2", "id upper bound 5", "note null count 1");
  }

  private static final Schema MEASURES =
      new Schema(
          Types.NestedField.required(1, "id", Types.LongType.get()),
          Types.NestedField.optional(2, "mixed", Types.DoubleType.get()),
          Types.NestedField.optional(3, "only_nan", Types.FloatType.get()));

  /** Rows with NaN among numbers in one column and only NaN (and null) in another. */
  private ContentFile writeMeasuresWithNaN() throws IOException {
    Table table = TestTables.create(folder, MEASURES, PartitionSpec.unpartitioned(), 2);
    DataFile written =
        TableFiles.writeData(
            table,
            List.of(
                TableFiles.row(MEASURES, 1L, 19.75, Float.NaN),
                TableFiles.row(MEASURES, 2L, Double.NaN, null),
                TableFiles.row(MEASURES, 3L, -4.5, Float.NaN)));
    table.newAppend().appendFile(written).commit();
    // What Iceberg's writer recorded: NaN left out of bounds, counted apart.
    assertThat(written.nanValueCounts()).containsEntry(2, 1L).containsEntry(3, 2L);
    assertThat(written.upperBounds()).containsKey(2).doesNotContainKey(3);
    IcebergTable opened = IcebergTable.open(folder.toString(), Runnable::run);
    return LiveFiles.of(opened, opened.metadata().currentSnapshot().orElseThrow())
        .files()
        .values()
        .iterator()
        .next()
        .file();
  }

  private List<FooterComparison.StatisticCheck> compareWithFooter(ContentFile file)
      throws IOException {
    IcebergTable opened = IcebergTable.open(folder.toString(), Runnable::run);
    ParquetFooter footer =
        ParquetFooterReader.read(
            opened.files(),
            opened.localPath(file.path()),
            opened.metadata().currentSchema().orElseThrow());
    return FooterComparison.compare(file, footer, new ColumnNames(opened.metadata()));
  }

  @Test
  void nanInTheFooterIsNotABoundAsIcebergsMetricsEvaluatorReadsIt() throws IOException {
    ContentFile file = writeMeasuresWithNaN();

    List<FooterComparison.StatisticCheck> checks = compareWithFooter(file);

    assertThat(checks).allMatch(FooterComparison.StatisticCheck::agrees);
    assertThat(checks)
        .filteredOn(check -> check.column().equals("mixed") && check.statistic().contains("upper"))
        .singleElement()
        .satisfies(check -> assertThat(check.manifest()).isEqualTo("19.75"));
    assertThat(checks)
        .filteredOn(check -> check.statistic().equals("NaN count"))
        .extracting(check -> check.column() + " " + check.manifest())
        .containsExactlyInAnyOrder("mixed 1", "only_nan 2");
  }

  @Test
  void aNanCountThatDeniesTheNanInTheFooterIsFlagged() throws IOException {
    ContentFile file = writeMeasuresWithNaN();
    List<FooterComparison.StatisticCheck> footerShowsNaN =
        compareWithFooter(file).stream()
            .filter(check -> check.column().equals("only_nan"))
            .filter(check -> check.footer().startsWith("NaN"))
            .toList();
    assertThat(footerShowsNaN).isNotEmpty();

    ContentFile denying = withNanCounts(file, Map.of(2, 1L, 3, 0L));

    assertThat(compareWithFooter(denying))
        .filteredOn(check -> !check.agrees())
        .extracting(check -> check.column() + " " + check.statistic())
        .containsExactly("only_nan NaN count");
  }

  private static ContentFile withNanCounts(ContentFile file, Map<Integer, Long> nans) {
    return new ContentFile(
        file.content(),
        file.path(),
        file.format(),
        file.specId(),
        file.partition(),
        file.recordCount(),
        file.fileSizeInBytes(),
        file.columnSizes(),
        file.valueCounts(),
        file.nullValueCounts(),
        nans,
        file.lowerBounds(),
        file.upperBounds(),
        file.keyMetadata(),
        file.splitOffsets(),
        file.equalityIds(),
        file.sortOrderId(),
        file.firstRowId(),
        file.rawFirstRowId(),
        file.referencedDataFile(),
        file.contentOffset(),
        file.contentSizeInBytes(),
        file.statsRead());
  }

  @Test
  void aRecordCountTheFooterDoesNotHaveIsFlagged() {
    ParquetFooter footer = new ParquetFooter("f.parquet", 3, null, List.of());
    ContentFile file =
        new ContentFile(
            FileContent.DATA,
            "f.parquet",
            "PARQUET",
            0,
            List.of(),
            4,
            100,
            Map.of(),
            Map.of(),
            Map.of(),
            Map.of(),
            Map.of(),
            Map.of(),
            null,
            List.of(),
            List.of(),
            null,
            null,
            null,
            null,
            null,
            null,
            true);

    assertThat(FooterComparison.compare(file, footer, null))
        .singleElement()
        .satisfies(check -> assertThat(check.agrees()).isFalse());
  }
}
