package io.tablescope.inspector.iceberg;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.format.iceberg.manifest.ContentFile;
import io.tablescope.format.iceberg.manifest.Value;
import io.tablescope.format.testing.TableFiles;
import io.tablescope.format.testing.TestTables;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.apache.iceberg.DataFile;
import org.apache.iceberg.DeleteFile;
import org.apache.iceberg.MetadataColumns;
import org.apache.iceberg.PartitionSpec;
import org.apache.iceberg.Schema;
import org.apache.iceberg.Table;
import org.apache.iceberg.types.Conversions;
import org.apache.iceberg.types.Types;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A position delete file's bounds on {@code file_path} and {@code pos} are decoded and named. */
class ReservedColumnBoundsTest {
  private static final Schema SCHEMA =
      new Schema(Types.NestedField.required(1, "id", Types.LongType.get()));

  @TempDir Path folder;

  @Test
  void positionDeleteBoundsAreDecodedByTheReservedColumnsTypes() throws IOException {
    Table written = TestTables.create(folder, SCHEMA, PartitionSpec.unpartitioned(), 2);
    DataFile data =
        TableFiles.writeData(
            written,
            List.of(
                TableFiles.row(SCHEMA, 1L),
                TableFiles.row(SCHEMA, 2L),
                TableFiles.row(SCHEMA, 3L)));
    written.newAppend().appendFile(data).commit();
    DeleteFile deletes = TableFiles.writePositionDeletes(written, data, 1, 2);
    written.newRowDelta().addDeletes(deletes).commit();
    int path = MetadataColumns.DELETE_FILE_PATH.fieldId();
    int pos = MetadataColumns.DELETE_FILE_POS.fieldId();
    assertThat(deletes.lowerBounds()).containsKeys(path, pos);

    IcebergTable table = IcebergTable.open(folder.toString(), Runnable::run);
    ContentFile read =
        LiveFiles.of(table, table.metadata().currentSnapshot().orElseThrow())
            .files()
            .values()
            .stream()
            .map(LiveFile::file)
            .filter(file -> file.content().isDelete())
            .findFirst()
            .orElseThrow();
    ColumnNames names = new ColumnNames(table.metadata());

    assertThat(names.name(path)).isEqualTo(MetadataColumns.DELETE_FILE_PATH.name());
    assertThat(names.name(pos)).isEqualTo(MetadataColumns.DELETE_FILE_POS.name());
    assertDecoded(read.lowerBounds(), deletes.lowerBounds(), path, pos);
    assertDecoded(read.upperBounds(), deletes.upperBounds(), path, pos);
    assertThat(read.lowerBounds().get(path).text()).isEqualTo(data.location());
    assertThat(read.lowerBounds().get(pos).typeName()).isEqualTo("long");
  }

  private static void assertDecoded(
      Map<Integer, Value> mine, Map<Integer, ByteBuffer> iceberg, int path, int pos) {
    Object expectedPath =
        Conversions.fromByteBuffer(Types.StringType.get(), iceberg.get(path).duplicate());
    Object expectedPos =
        Conversions.fromByteBuffer(Types.LongType.get(), iceberg.get(pos).duplicate());
    assertThat(mine.get(path).value()).isEqualTo(expectedPath.toString());
    assertThat(mine.get(pos).value()).isEqualTo(expectedPos);
  }
}
