package io.tablescope.format.parquet;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tablescope.format.iceberg.metadata.NestedField;
import io.tablescope.format.iceberg.metadata.Type;
import io.tablescope.format.io.Storage;
import io.tablescope.format.testing.CountingFileAccess;
import io.tablescope.format.testing.TableFiles;
import io.tablescope.format.testing.TestTables;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.apache.iceberg.DataFile;
import org.apache.iceberg.PartitionSpec;
import org.apache.iceberg.Schema;
import org.apache.iceberg.Table;
import org.apache.iceberg.types.Conversions;
import org.apache.iceberg.types.Types;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ParquetFooterReaderTest {
  private static final Schema SCHEMA =
      new Schema(
          Types.NestedField.required(1, "id", Types.LongType.get()),
          Types.NestedField.optional(2, "name", Types.StringType.get()),
          Types.NestedField.optional(3, "price", Types.DecimalType.of(9, 2)));
  private static final io.tablescope.format.iceberg.metadata.Schema TABLESCOPE_SCHEMA =
      new io.tablescope.format.iceberg.metadata.Schema(
          0,
          List.of(),
          new Type.Struct(
              List.of(
                  new NestedField(1, "id", true, new Type.Primitive("long"), null, null, null),
                  new NestedField(2, "name", false, new Type.Primitive("string"), null, null, null),
                  new NestedField(
                      3, "price", false, new Type.Primitive("decimal(9,2)"), null, null, null))));

  @TempDir Path folder;

  @Test
  void footerStatisticsMatchTheMetricsIcebergRecordedForTheFile() throws IOException {
    Table table = TestTables.create(folder, SCHEMA, PartitionSpec.unpartitioned(), 2);
    DataFile file =
        TableFiles.writeData(
            table,
            List.of(
                TableFiles.row(SCHEMA, 7L, "b", new BigDecimal("1.50")),
                TableFiles.row(SCHEMA, 3L, null, new BigDecimal("20.25")),
                TableFiles.row(SCHEMA, 9L, "a", new BigDecimal("3.00"))));

    ParquetFooter footer =
        ParquetFooterReader.read(
            Storage.local().accessFor(file.location()), file.location(), TABLESCOPE_SCHEMA);

    assertThat(footer.rowCount()).isEqualTo(file.recordCount());
    ParquetFooter.RowGroup group = footer.rowGroups().get(0);
    assertThat(group.columns())
        .extracting(ParquetFooter.ColumnChunk::fieldId)
        .containsExactly(1, 2, 3);
    for (ParquetFooter.ColumnChunk chunk : group.columns()) {
      Types.NestedField field = SCHEMA.findField(chunk.fieldId());
      assertThat(chunk.min().value())
          .isEqualTo(bound(field, file.lowerBounds().get(chunk.fieldId())));
      assertThat(chunk.max().value())
          .isEqualTo(bound(field, file.upperBounds().get(chunk.fieldId())));
      assertThat(chunk.nullCount()).isEqualTo(file.nullValueCounts().get(chunk.fieldId()));
      assertThat(chunk.valueCount()).isEqualTo(file.valueCounts().get(chunk.fieldId()));
    }
  }

  @Test
  void theFooterIsReadWithOneRangedReadOfTheFilesTailNeverTheWholeFile() throws IOException {
    Table table = TestTables.create(folder, SCHEMA, PartitionSpec.unpartitioned(), 2);
    DataFile file =
        TableFiles.writeData(
            table, List.of(TableFiles.row(SCHEMA, 1L, "a", new BigDecimal("1.00"))));
    CountingFileAccess files = new CountingFileAccess(Storage.local());

    ParquetFooter footer = ParquetFooterReader.read(files, file.location(), TABLESCOPE_SCHEMA);

    assertThat(footer.rowCount()).isEqualTo(1);
    assertThat(files.reads()).isEmpty();
    assertThat(files.ranges()).containsExactly(file.location() + "@0+" + file.fileSizeInBytes());
  }

  /** iceberg-core's decoded bound, with strings as String (it decodes them as a CharBuffer). */
  private static Object bound(Types.NestedField field, ByteBuffer bytes) {
    Object value = Conversions.fromByteBuffer(field.type(), bytes);
    return value instanceof CharSequence text ? text.toString() : value;
  }

  @Test
  void aFileWithoutTheParquetMagicIsRejectedWithItsPath() throws IOException {
    Path notParquet = Files.writeString(folder.resolve("notes.parquet"), "hello, not parquet");

    assertThatThrownBy(
            () ->
                ParquetFooterReader.read(
                    Storage.local().accessFor(notParquet.toString()),
                    notParquet.toString(),
                    TABLESCOPE_SCHEMA))
        .hasMessage("Not a Parquet file (no PAR1 at the end): " + notParquet);
  }
}
