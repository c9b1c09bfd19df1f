package io.tablescope.format.testing;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.format.iceberg.manifest.ContentFile;
import io.tablescope.format.iceberg.manifest.FieldSummary;
import io.tablescope.format.iceberg.manifest.Manifest;
import io.tablescope.format.iceberg.manifest.ManifestEntry;
import io.tablescope.format.iceberg.manifest.ManifestFile;
import io.tablescope.format.iceberg.manifest.Value;
import java.nio.ByteBuffer;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.iceberg.DeleteFile;
import org.apache.iceberg.IcebergOracle;
import org.apache.iceberg.StructLike;
import org.apache.iceberg.Table;
import org.apache.iceberg.types.Conversions;
import org.apache.iceberg.types.Type;

/**
 * Compares Tablescope's manifests with iceberg-core's reading of the same files, field by field:
 * the manifest list entry, then every entry with its effective sequence numbers, partition tuple,
 * metrics and decoded bounds.
 */
public final class EntryAssertions {
  private EntryAssertions() {}

  public static void assertSameManifestFile(
      org.apache.iceberg.ManifestFile expected, ManifestFile actual) {
    assertThat(actual.path()).as("manifest_path").isEqualTo(expected.path());
    assertThat(actual.length()).as("manifest_length").isEqualTo(expected.length());
    assertThat(actual.partitionSpecId())
        .as("partition_spec_id")
        .isEqualTo(expected.partitionSpecId());
    assertThat(actual.content().name()).as("content").isEqualTo(expected.content().name());
    assertThat(actual.sequenceNumber()).as("sequence_number").isEqualTo(expected.sequenceNumber());
    assertThat(actual.minSequenceNumber())
        .as("min_sequence_number")
        .isEqualTo(expected.minSequenceNumber());
    assertThat(actual.addedSnapshotId()).as("added_snapshot_id").isEqualTo(expected.snapshotId());
    assertThat(actual.addedFilesCount())
        .as("added_files_count")
        .isEqualTo(expected.addedFilesCount());
    assertThat(actual.existingFilesCount())
        .as("existing_files_count")
        .isEqualTo(expected.existingFilesCount());
    assertThat(actual.deletedFilesCount())
        .as("deleted_files_count")
        .isEqualTo(expected.deletedFilesCount());
    assertThat(actual.addedRowsCount()).as("added_rows_count").isEqualTo(expected.addedRowsCount());
    assertThat(actual.existingRowsCount())
        .as("existing_rows_count")
        .isEqualTo(expected.existingRowsCount());
    assertThat(actual.deletedRowsCount())
        .as("deleted_rows_count")
        .isEqualTo(expected.deletedRowsCount());
    assertThat(actual.firstRowId()).as("first_row_id").isEqualTo(expected.firstRowId());
    List<org.apache.iceberg.ManifestFile.PartitionFieldSummary> summaries =
        expected.partitions() == null ? List.of() : expected.partitions();
    assertThat(actual.partitions()).as("partitions").hasSameSizeAs(summaries);
    for (int i = 0; i < summaries.size(); i++) {
      FieldSummary mine = actual.partitions().get(i);
      assertThat(mine.containsNull()).isEqualTo(summaries.get(i).containsNull());
      assertThat(mine.containsNan()).isEqualTo(summaries.get(i).containsNaN());
      assertSameBytes(summaries.get(i).lowerBound(), mine.lowerBound());
      assertSameBytes(summaries.get(i).upperBound(), mine.upperBound());
    }
  }

  /** Every entry of the manifest, in order, as iceberg-core reads them from the same file. */
  public static void assertSameEntries(
      Table table, org.apache.iceberg.ManifestFile expected, Manifest actual) {
    assertSameEntries(table, expected, actual, true);
  }

  /**
   * Every entry of a manifest read without column statistics, in order, as iceberg-core reads them
   * from the same file, field by field, but for the statistics: those must be absent and flagged
   * absent.
   */
  public static void assertSameEntriesWithoutStats(
      Table table, org.apache.iceberg.ManifestFile expected, Manifest actual) {
    assertSameEntries(table, expected, actual, false);
  }

  private static void assertSameEntries(
      Table table, org.apache.iceberg.ManifestFile expected, Manifest actual, boolean stats) {
    assertThat(actual.problems()).as("problems of %s", expected.path()).isEmpty();
    assertSameManifestFile(expected, actual.file());
    List<IcebergOracle.OracleEntry> oracle = IcebergOracle.entries(table, expected);
    assertThat(actual.entries()).as("entries of %s", expected.path()).hasSameSizeAs(oracle);
    for (int i = 0; i < oracle.size(); i++) {
      assertSameEntry(table, oracle.get(i), actual.entries().get(i), stats);
    }
  }

  private static void assertSameEntry(
      Table table, IcebergOracle.OracleEntry expected, ManifestEntry actual, boolean stats) {
    String path = expected.file().location();
    assertThat(actual.status().ordinal()).as("status of %s", path).isEqualTo(expected.status());
    assertThat(actual.snapshotId()).as("snapshot_id of %s", path).isEqualTo(expected.snapshotId());
    assertThat(actual.sequenceNumber())
        .as("sequence_number of %s", path)
        .isEqualTo(expected.dataSequenceNumber());
    assertThat(actual.fileSequenceNumber())
        .as("file_sequence_number of %s", path)
        .isEqualTo(expected.fileSequenceNumber());
    assertSameFile(table, expected.file(), actual.file(), stats);
  }

  private static void assertSameFile(
      Table table, org.apache.iceberg.ContentFile<?> expected, ContentFile actual, boolean stats) {
    String path = expected.location();
    assertThat(actual.path()).isEqualTo(path);
    assertThat(actual.content().ordinal())
        .as("content of %s", path)
        .isEqualTo(expected.content().id());
    assertThat(actual.format())
        .as("format of %s", path)
        .isEqualToIgnoringCase(expected.format().name());
    assertThat(actual.specId()).as("spec of %s", path).isEqualTo(expected.specId());
    assertThat(actual.recordCount())
        .as("record_count of %s", path)
        .isEqualTo(expected.recordCount());
    assertThat(actual.fileSizeInBytes())
        .as("file_size of %s", path)
        .isEqualTo(expected.fileSizeInBytes());
    assertThat(actual.statsRead()).as("stats read of %s", path).isEqualTo(stats);
    if (stats) {
      assertSameStats(table, expected, actual);
    } else {
      assertThat(
              List.of(
                  actual.columnSizes(),
                  actual.valueCounts(),
                  actual.nullValueCounts(),
                  actual.nanValueCounts(),
                  actual.lowerBounds(),
                  actual.upperBounds()))
          .as("statistics of %s read without them", path)
          .allSatisfy(map -> assertThat(map).isEmpty());
    }
    assertThat(actual.splitOffsets())
        .as("split_offsets of %s", path)
        .isEqualTo(orEmpty(expected.splitOffsets()));
    assertThat(actual.equalityIds())
        .as("equality_ids of %s", path)
        .isEqualTo(orEmpty(expected.equalityFieldIds()));
    assertThat(actual.sortOrderId())
        .as("sort_order_id of %s", path)
        .isEqualTo(expected.sortOrderId());
    assertThat(actual.firstRowId()).as("first_row_id of %s", path).isEqualTo(expected.firstRowId());
    if (expected instanceof DeleteFile delete) {
      assertThat(actual.referencedDataFile())
          .as("referenced_data_file of %s", path)
          .isEqualTo(delete.referencedDataFile());
      assertThat(actual.contentOffset())
          .as("content_offset of %s", path)
          .isEqualTo(delete.contentOffset());
      assertThat(actual.contentSizeInBytes())
          .as("content_size of %s", path)
          .isEqualTo(delete.contentSizeInBytes());
    }
    StructLike partition = expected.partition();
    assertThat(actual.partition()).as("partition of %s", path).hasSize(partition.size());
    for (int i = 0; i < partition.size(); i++) {
      assertThat(comparable(actual.partition().get(i).value().value()))
          .as("partition field %s of %s", actual.partition().get(i).name(), path)
          .isEqualTo(comparable(partition.get(i, Object.class)));
    }
  }

  private static void assertSameStats(
      Table table, org.apache.iceberg.ContentFile<?> expected, ContentFile actual) {
    String path = expected.location();
    assertThat(actual.columnSizes())
        .as("column_sizes of %s", path)
        .isEqualTo(orEmpty(expected.columnSizes()));
    assertThat(actual.valueCounts())
        .as("value_counts of %s", path)
        .isEqualTo(orEmpty(expected.valueCounts()));
    assertThat(actual.nullValueCounts())
        .as("null_value_counts of %s", path)
        .isEqualTo(orEmpty(expected.nullValueCounts()));
    assertThat(actual.nanValueCounts())
        .as("nan_value_counts of %s", path)
        .isEqualTo(orEmpty(expected.nanValueCounts()));
    assertSameBounds(
        table, expected.lowerBounds(), actual.lowerBounds(), "lower_bounds of " + path);
    assertSameBounds(
        table, expected.upperBounds(), actual.upperBounds(), "upper_bounds of " + path);
  }

  private static void assertSameBounds(
      Table table, Map<Integer, ByteBuffer> expected, Map<Integer, Value> actual, String what) {
    Map<Integer, ByteBuffer> bounds = orEmpty(expected);
    assertThat(actual.keySet()).as(what).isEqualTo(bounds.keySet());
    bounds.forEach(
        (fieldId, bytes) -> {
          Value mine = actual.get(fieldId);
          assertThat(mine.raw()).as("%s, field %s bytes", what, fieldId).isEqualTo(bytes(bytes));
          Type type = table.schema().findType(fieldId);
          if (type != null && type.isPrimitiveType()) {
            Object decoded = Conversions.fromByteBuffer(type, bytes.duplicate());
            assertThat(comparable(mine.value()))
                .as("%s, field %s", what, fieldId)
                .isEqualTo(comparable(decoded));
          }
        });
  }

  private static void assertSameBytes(ByteBuffer expected, Value actual) {
    if (expected == null) {
      assertThat(actual).isNull();
    } else {
      assertThat(actual.raw()).isEqualTo(bytes(expected));
    }
  }

  /** Values in one comparable form: strings for char sequences, byte arrays for buffers. */
  private static Object comparable(Object value) {
    if (value instanceof CharSequence chars) {
      return chars.toString();
    }
    if (value instanceof ByteBuffer buffer) {
      return ByteBuffer.wrap(bytes(buffer));
    }
    if (value instanceof byte[] bytes) {
      return ByteBuffer.wrap(bytes);
    }
    return value;
  }

  private static byte[] bytes(ByteBuffer buffer) {
    byte[] bytes = new byte[buffer.remaining()];
    buffer.duplicate().get(bytes);
    return bytes;
  }

  private static <K, V> Map<K, V> orEmpty(Map<K, V> map) {
    return map == null ? Map.of() : new HashMap<>(map);
  }

  private static <T> List<T> orEmpty(List<T> list) {
    return list == null ? List.of() : list;
  }
}
