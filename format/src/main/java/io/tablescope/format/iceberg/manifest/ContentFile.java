package io.tablescope.format.iceberg.manifest;

import io.tablescope.format.ContentKind;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A data file or delete file as a manifest entry describes it: every field of the spec's {@code
 * data_file} struct, with bounds decoded by their column's type.
 *
 * @param specId the partition spec of the manifest that holds the entry
 * @param partition the partition tuple, in spec order
 * @param columnStats the six column statistics, compactly
 * @param keyMetadata the encryption key metadata as hex, or null
 * @param equalityIds the field ids of an equality delete; empty otherwise
 * @param firstRowId the v3 first row id after inheritance, or null
 * @param rawFirstRowId the v3 first row id as written, or null
 * @param referencedDataFile the data file a position delete or deletion vector applies to, or null
 * @param contentOffset where a deletion vector starts in its Puffin file, or null
 * @param contentSizeInBytes the length of a deletion vector, or null
 * @param statsRead whether the column statistics ({@code column_sizes}, {@code value_counts},
 *     {@code null_value_counts}, {@code nan_value_counts}, {@code lower_bounds}, {@code
 *     upper_bounds}) were read. When false the manifest was read without them and their six maps
 *     are empty for that reason alone: they say nothing of what the writer wrote.
 */
public record ContentFile(
    FileContent content,
    String path,
    String format,
    int specId,
    List<PartitionValue> partition,
    long recordCount,
    long fileSizeInBytes,
    ColumnStats columnStats,
    String keyMetadata,
    List<Long> splitOffsets,
    List<Integer> equalityIds,
    Integer sortOrderId,
    Long firstRowId,
    Long rawFirstRowId,
    String referencedDataFile,
    Long contentOffset,
    Long contentSizeInBytes,
    boolean statsRead) {
  public ContentFile {
    Objects.requireNonNull(content, "content");
    Objects.requireNonNull(path, "path");
    Objects.requireNonNull(columnStats, "columnStats");
    partition = List.copyOf(partition);
    splitOffsets = List.copyOf(splitOffsets);
    equalityIds = List.copyOf(equalityIds);
    if (!statsRead && !columnStats.isEmpty()) {
      throw new IllegalArgumentException("statistics of a file read without them: " + path);
    }
  }

  /** A file with its column statistics given as maps, as an operation file states them. */
  public ContentFile(
      FileContent content,
      String path,
      String format,
      int specId,
      List<PartitionValue> partition,
      long recordCount,
      long fileSizeInBytes,
      Map<Integer, Long> columnSizes,
      Map<Integer, Long> valueCounts,
      Map<Integer, Long> nullValueCounts,
      Map<Integer, Long> nanValueCounts,
      Map<Integer, Value> lowerBounds,
      Map<Integer, Value> upperBounds,
      String keyMetadata,
      List<Long> splitOffsets,
      List<Integer> equalityIds,
      Integer sortOrderId,
      Long firstRowId,
      Long rawFirstRowId,
      String referencedDataFile,
      Long contentOffset,
      Long contentSizeInBytes,
      boolean statsRead) {
    this(
        content,
        path,
        format,
        specId,
        partition,
        recordCount,
        fileSizeInBytes,
        ColumnStats.of(
            columnSizes, valueCounts, nullValueCounts, nanValueCounts, lowerBounds, upperBounds),
        keyMetadata,
        splitOffsets,
        equalityIds,
        sortOrderId,
        firstRowId,
        rawFirstRowId,
        referencedDataFile,
        contentOffset,
        contentSizeInBytes,
        statsRead);
  }

  /** Column id to on-disk size, in column id order. */
  public Map<Integer, Long> columnSizes() {
    return columnStats.columnSizes();
  }

  /** Column id to the count of values, nulls included, in column id order. */
  public Map<Integer, Long> valueCounts() {
    return columnStats.valueCounts();
  }

  /** Column id to the count of nulls, in column id order. */
  public Map<Integer, Long> nullValueCounts() {
    return columnStats.nullValueCounts();
  }

  /** Column id to the count of NaNs, in column id order. */
  public Map<Integer, Long> nanValueCounts() {
    return columnStats.nanValueCounts();
  }

  /** Column id to the lower bound decoded by the column's type, in column id order. */
  public Map<Integer, Value> lowerBounds() {
    return columnStats.lowerBounds();
  }

  /** Column id to the upper bound decoded by the column's type, in column id order. */
  public Map<Integer, Value> upperBounds() {
    return columnStats.upperBounds();
  }

  /**
   * Fails when the column statistics were not read, for rules that need them: an empty map would
   * otherwise pass for statistics the writer did not write.
   *
   * @param purpose what the statistics are needed for, for the message
   */
  public void requireStats(String purpose) {
    if (!statsRead) {
      throw new IllegalStateException(
          "The column statistics of " + path + " were not read, but " + purpose + " needs them");
    }
  }

  /** Whether this is a deletion vector: a position delete stored in a Puffin blob. */
  public boolean isDeletionVector() {
    return content == FileContent.POSITION_DELETES && "PUFFIN".equalsIgnoreCase(format);
  }

  /** The kind of this file, with deletion vectors told apart from other position deletes. */
  public ContentKind kind() {
    if (isDeletionVector()) {
      return ContentKind.DELETION_VECTOR;
    }
    return switch (content) {
      case DATA -> ContentKind.DATA;
      case POSITION_DELETES -> ContentKind.POSITION_DELETES;
      case EQUALITY_DELETES -> ContentKind.EQUALITY_DELETES;
    };
  }

  /** The partition as {@code name=value} pairs, e.g. {@code region=EU/ts_day=2026-11-29}. */
  public String partitionText() {
    StringBuilder text = new StringBuilder();
    for (PartitionValue value : partition) {
      text.append(text.isEmpty() ? "" : "/")
          .append(value.name())
          .append('=')
          .append(value.value().text());
    }
    return text.toString();
  }
}
