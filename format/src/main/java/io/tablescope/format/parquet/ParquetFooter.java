package io.tablescope.format.parquet;

import io.tablescope.format.iceberg.manifest.Value;
import java.util.List;
import java.util.Objects;

/**
 * The footer of a Parquet file as written: its row groups and each column chunk's statistics, with
 * min and max decoded by the column's Iceberg type.
 *
 * @param location the file the footer was read from
 * @param rowCount the file's total row count
 * @param createdBy the writer that made the file, or null
 */
public record ParquetFooter(
    String location, long rowCount, String createdBy, List<RowGroup> rowGroups) {
  public ParquetFooter {
    Objects.requireNonNull(location, "location");
    rowGroups = List.copyOf(rowGroups);
  }

  /** One row group: its rows, its size, and a chunk per leaf column. */
  public record RowGroup(
      int ordinal, long rowCount, long totalByteSize, List<ColumnChunk> columns) {
    public RowGroup {
      columns = List.copyOf(columns);
    }
  }

  /**
   * One column's chunk in a row group.
   *
   * @param path the column's dotted path in the Parquet schema
   * @param fieldId the Iceberg field id the writer recorded, or null
   * @param physicalType the Parquet physical type, e.g. {@code INT64}
   * @param nullCount the null count from the statistics, or null when not written
   * @param min the decoded minimum, or null when not written or not decodable
   * @param max the decoded maximum, likewise
   */
  public record ColumnChunk(
      String path,
      Integer fieldId,
      String physicalType,
      long valueCount,
      Long nullCount,
      Value min,
      Value max,
      long compressedSize) {
    public ColumnChunk {
      Objects.requireNonNull(path, "path");
      Objects.requireNonNull(physicalType, "physicalType");
    }
  }
}
