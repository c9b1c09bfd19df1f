package io.tablescope.inspector.iceberg;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.format.ContentKind;
import io.tablescope.format.iceberg.manifest.StatusCounts;
import io.tablescope.format.testing.TableFiles;
import io.tablescope.format.testing.TestTables;
import java.io.IOException;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.apache.iceberg.ContentFile;
import org.apache.iceberg.DataFile;
import org.apache.iceberg.DeleteFile;
import org.apache.iceberg.FileContent;
import org.apache.iceberg.FileFormat;
import org.apache.iceberg.IcebergOracle;
import org.apache.iceberg.ManifestFile;
import org.apache.iceberg.PartitionSpec;
import org.apache.iceberg.Schema;
import org.apache.iceberg.Table;
import org.apache.iceberg.data.Record;
import org.apache.iceberg.types.Types;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The summary counts entries by the same kinds as diff and tree: a deletion vector is counted as a
 * {@code deletion-vector}, not as {@code position-deletes}, compared with iceberg-core's reading of
 * every manifest entry (a Puffin position delete is a deletion vector).
 */
class SummaryKindsTest {
  private static final Schema SCHEMA =
      new Schema(
          Types.NestedField.required(1, "id", Types.LongType.get()),
          Types.NestedField.required(2, "name", Types.StringType.get()));

  @TempDir Path folder;

  @Test
  void deletionVectorsAreCountedApartFromPositionDeletes() throws IOException {
    Table table = TestTables.create(folder, SCHEMA, PartitionSpec.unpartitioned(), 3);
    DataFile data = TableFiles.writeData(table, rows(0, 5));
    table.newAppend().appendFile(data).commit();
    DeleteFile first = TableFiles.writeDeletionVector(table, data, 1);
    table.newRowDelta().addDeletes(first).commit();
    // A replaced vector leaves a DELETED deletion-vector entry beside the ADDED one.
    DeleteFile second = TableFiles.writeDeletionVector(table, data, 1, 2);
    table
        .newRowDelta()
        .validateFromSnapshot(table.currentSnapshot().snapshotId())
        .removeDeletes(first)
        .addDeletes(second)
        .commit();
    DeleteFile equality =
        TableFiles.writeEqualityDeletes(
            table, null, SCHEMA.select("id"), List.of(TableFiles.row(SCHEMA.select("id"), 4L)));
    table.newRowDelta().addDeletes(equality).commit();

    Map<ContentKind, StatusCounts> counted = summarize().readByContent();

    assertThat(counted).isEqualTo(icebergCounts(table));
    assertThat(counted).containsKeys(ContentKind.DELETION_VECTOR, ContentKind.EQUALITY_DELETES);
    assertThat(counted).doesNotContainKey(ContentKind.POSITION_DELETES);
  }

  @Test
  void positionDeleteFilesOfAVersionTwoTableStayPositionDeletes() throws IOException {
    Table table = TestTables.create(folder, SCHEMA, PartitionSpec.unpartitioned(), 2);
    DataFile data = TableFiles.writeData(table, rows(0, 5));
    table.newAppend().appendFile(data).commit();
    table.newRowDelta().addDeletes(TableFiles.writePositionDeletes(table, data, 0, 3)).commit();

    Map<ContentKind, StatusCounts> counted = summarize().readByContent();

    assertThat(counted).isEqualTo(icebergCounts(table));
    assertThat(counted).containsOnlyKeys(ContentKind.DATA, ContentKind.POSITION_DELETES);
  }

  private CountedEntries summarize() throws IOException {
    CountedEntries counts =
        Summaries.summarize(IcebergTable.open(folder.toString(), Runnable::run)).counts();
    assertThat(counts.complete()).isTrue();
    return counts;
  }

  private static List<Record> rows(long first, int count) {
    return java.util.stream.LongStream.range(first, first + count)
        .mapToObj(id -> TableFiles.row(SCHEMA, id, "name-" + id))
        .toList();
  }

  /** iceberg-core's entries of the current snapshot by kind and status. */
  private static Map<ContentKind, StatusCounts> icebergCounts(Table table) {
    Map<ContentKind, StatusCounts> counts = new EnumMap<>(ContentKind.class);
    for (ManifestFile manifest : table.currentSnapshot().allManifests(table.io())) {
      for (IcebergOracle.OracleEntry entry : IcebergOracle.entries(table, manifest)) {
        // iceberg-core's status ids: 0 existing, 1 added, 2 deleted.
        StatusCounts one =
            new StatusCounts(
                entry.status() == 1 ? 1 : 0,
                entry.status() == 0 ? 1 : 0,
                entry.status() == 2 ? 1 : 0);
        counts.merge(kind(entry.file()), one, StatusCounts::plus);
      }
    }
    return counts;
  }

  private static ContentKind kind(ContentFile<?> file) {
    if (file.content() == FileContent.DATA) {
      return ContentKind.DATA;
    }
    if (file.content() == FileContent.EQUALITY_DELETES) {
      return ContentKind.EQUALITY_DELETES;
    }
    return file.format() == FileFormat.PUFFIN
        ? ContentKind.DELETION_VECTOR
        : ContentKind.POSITION_DELETES;
  }
}
