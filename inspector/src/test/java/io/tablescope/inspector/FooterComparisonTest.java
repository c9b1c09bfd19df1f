package io.tablescope.inspector;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.format.manifest.ContentFile;
import io.tablescope.format.manifest.FileContent;
import io.tablescope.format.parquet.ParquetFooter;
import io.tablescope.format.parquet.ParquetFooterReader;
import io.tablescope.format.testing.TableFiles;
import io.tablescope.format.testing.TestTables;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
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
            null);

    assertThat(FooterComparison.compare(file, footer, null))
        .singleElement()
        .satisfies(check -> assertThat(check.agrees()).isFalse());
  }
}
