package io.tablescope.format.iceberg.manifest;

import io.tablescope.format.avro.AvroRecord;
import io.tablescope.format.iceberg.manifest.ColumnStats.Count;
import io.tablescope.format.iceberg.metadata.Type;
import java.util.Arrays;
import java.util.Collection;
import java.util.HashMap;
import java.util.Map;

/**
 * Reads one manifest's column statistics from its records' six int-keyed maps (Avro arrays of
 * {@code key}/{@code value} records) into {@link ColumnStats}, with nothing boxed on the way.
 * Bounds are checked against their column's type as they are read, so damage is found with the
 * manifest, and decoded later, when asked for.
 */
final class AvroColumnStats {
  private static final Type BINARY = new Type.Primitive("binary");

  private final PartitionTypes types;
  private final Map<Integer, Type> typeById = new HashMap<>();
  // The files of a manifest mostly have the same columns: they share one pair of arrays.
  private int[] lastFieldIds = new int[0];
  private Type[] lastTypes = new Type[0];
  private int[] scratch = new int[16];

  /**
   * @param types the types the manifest's bounds are decoded by
   */
  AvroColumnStats(PartitionTypes types) {
    this.types = types;
  }

  ColumnStats read(
      Object columnSizes,
      Object valueCounts,
      Object nullValueCounts,
      Object nanValueCounts,
      Object lowerBounds,
      Object upperBounds) {
    int size = 0;
    for (Object map :
        new Object[] {
          columnSizes, valueCounts, nullValueCounts, nanValueCounts, lowerBounds, upperBounds
        }) {
      size = collectKeys(map, size);
    }
    if (size == 0) {
      return ColumnStats.NONE;
    }
    ColumnStatsBuilder builder = builder(distinct(size));
    counts(builder, columnSizes, Count.COLUMN_SIZE);
    counts(builder, valueCounts, Count.VALUE_COUNT);
    counts(builder, nullValueCounts, Count.NULL_VALUE_COUNT);
    counts(builder, nanValueCounts, Count.NAN_VALUE_COUNT);
    bounds(builder, lowerBounds, false);
    bounds(builder, upperBounds, true);
    return builder.build();
  }

  private int collectKeys(Object map, int size) {
    if (!(map instanceof Collection<?> pairs)) {
      return size;
    }
    int next = size;
    for (Object pair : pairs) {
      if (next == scratch.length) {
        scratch = Arrays.copyOf(scratch, next * 2);
      }
      scratch[next++] = key(pair);
    }
    return next;
  }

  private int[] distinct(int size) {
    int[] keys = Arrays.copyOf(scratch, size);
    Arrays.sort(keys);
    int distinct = 0;
    for (int i = 0; i < keys.length; i++) {
      if (i == 0 || keys[i] != keys[i - 1]) {
        keys[distinct++] = keys[i];
      }
    }
    return Arrays.copyOf(keys, distinct);
  }

  private ColumnStatsBuilder builder(int[] fieldIds) {
    if (!Arrays.equals(fieldIds, lastFieldIds)) {
      Type[] columnTypes = new Type[fieldIds.length];
      for (int i = 0; i < fieldIds.length; i++) {
        columnTypes[i] =
            typeById.computeIfAbsent(fieldIds[i], id -> types.columnType(id).orElse(BINARY));
      }
      lastFieldIds = fieldIds;
      lastTypes = columnTypes;
    }
    return new ColumnStatsBuilder(lastFieldIds, lastTypes);
  }

  private static void counts(ColumnStatsBuilder builder, Object map, Count count) {
    if (map instanceof Collection<?> pairs) {
      for (Object pair : pairs) {
        builder.count(key(pair), count, AvroRecords.toLong(((AvroRecord) pair).get(1)));
      }
    }
  }

  private void bounds(ColumnStatsBuilder builder, Object map, boolean upper) {
    if (map instanceof Collection<?> pairs) {
      for (Object pair : pairs) {
        int fieldId = key(pair);
        byte[] bytes = (byte[]) ((AvroRecord) pair).get(1);
        Conversions.requireDecodable(typeById.get(fieldId), bytes);
        builder.bound(fieldId, upper, bytes);
      }
    }
  }

  private static int key(Object pair) {
    return ((Number) ((AvroRecord) pair).get(0)).intValue();
  }
}
