package io.tablescope.format.iceberg.manifest;

import io.tablescope.format.iceberg.manifest.ColumnStats.Count;
import io.tablescope.format.iceberg.metadata.Type;
import java.io.ByteArrayOutputStream;
import java.util.Arrays;

/** Assembles one file's {@link ColumnStats}, column by column, for a known set of columns. */
final class ColumnStatsBuilder {
  private final int[] fieldIds;
  private final Type[] types;
  private final long[] counts;
  private final byte[] present;
  private final byte[][] bounds;

  /**
   * @param fieldIds the columns with any statistic, ascending and distinct
   */
  ColumnStatsBuilder(int[] fieldIds) {
    this(fieldIds, new Type[fieldIds.length]);
  }

  /**
   * @param types each column's type for its bounds, when known for every column up front (they may
   *     be shared with other files, so they are not changed here)
   */
  ColumnStatsBuilder(int[] fieldIds, Type[] types) {
    this.fieldIds = fieldIds;
    this.types = types;
    this.counts = new long[fieldIds.length * 4];
    this.present = new byte[fieldIds.length];
    this.bounds = new byte[fieldIds.length * 2][];
  }

  void count(int fieldId, Count count, Long value) {
    if (value == null) {
      return;
    }
    int column = column(fieldId);
    int bit = 1 << count.ordinal();
    if ((present[column] & bit) != 0) {
      throw new IllegalArgumentException("duplicate key: " + fieldId);
    }
    present[column] |= (byte) bit;
    counts[column * 4 + count.ordinal()] = value;
  }

  /** A bound given with its type; the column's type must be the same for both bounds. */
  void bound(int fieldId, boolean upper, Value value) {
    if (value == null) {
      return;
    }
    if (value.raw() == null) {
      throw new IllegalArgumentException(
          "A bound is kept as the bytes a manifest stores; this one of field "
              + fieldId
              + " has none");
    }
    int column = column(fieldId);
    types[column] = new Type.Primitive(value.typeName());
    bound(fieldId, upper, value.raw());
  }

  /** A bound's bytes, decoded by the column's type when asked for. */
  void bound(int fieldId, boolean upper, byte[] bytes) {
    int column = column(fieldId);
    int bit = upper ? ColumnStats.UPPER_BIT : ColumnStats.LOWER_BIT;
    if ((present[column] & bit) != 0) {
      throw new IllegalArgumentException("duplicate key: " + fieldId);
    }
    present[column] |= (byte) bit;
    bounds[column * 2 + (upper ? 1 : 0)] = bytes;
  }

  ColumnStats build() {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    int[] ends = new int[bounds.length];
    for (int slot = 0; slot < bounds.length; slot++) {
      if (bounds[slot] != null) {
        bytes.writeBytes(bounds[slot]);
      }
      ends[slot] = bytes.size();
    }
    return new ColumnStats(fieldIds, types, counts, present, bytes.toByteArray(), ends);
  }

  private int column(int fieldId) {
    int column = Arrays.binarySearch(fieldIds, fieldId);
    if (column < 0) {
      throw new IllegalStateException("column " + fieldId + " was not announced");
    }
    return column;
  }
}
