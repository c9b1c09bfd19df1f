package io.tablescope.format.iceberg.manifest;

import io.tablescope.format.iceberg.metadata.Type;
import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.Arrays;
import java.util.Iterator;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;

/**
 * The six column statistics of one data or delete file ({@code column_sizes}, {@code value_counts},
 * {@code null_value_counts}, {@code nan_value_counts}, {@code lower_bounds}, {@code upper_bounds}),
 * held in a few arrays rather than six maps of boxed values: a table holds them by the hundred
 * thousand, and as maps they were three quarters of the memory of an entry. Bounds keep the bytes
 * the manifest stored and are decoded by their column's type when asked for. The maps a caller sees
 * are read-only views in field id order.
 */
public final class ColumnStats {
  /** No statistics: a file without them, or one read without them. */
  public static final ColumnStats NONE =
      new ColumnStats(new int[0], new Type[0], new long[0], new byte[0], new byte[0], new int[0]);

  /** The four counts of a column, in the order {@link #counts} holds them. */
  enum Count {
    COLUMN_SIZE,
    VALUE_COUNT,
    NULL_VALUE_COUNT,
    NAN_VALUE_COUNT
  }

  /** {@link #present}'s bits: one per count (by ordinal), then the two bounds. */
  static final int LOWER_BIT = 1 << 4;

  static final int UPPER_BIT = 1 << 5;

  private final int[] fieldIds;
  private final Type[] types;
  private final long[] counts;
  private final byte[] present;
  private final byte[] boundBytes;
  private final int[] boundEnds;

  /**
   * @param fieldIds the columns with any statistic, ascending; may be shared by many files
   * @param types each column's type, for decoding its bounds; may be shared by many files
   * @param counts four per column, in {@link Count} order
   * @param present per column, which statistics it has
   * @param boundBytes every lower then upper bound, column by column
   * @param boundEnds two per column: where its lower bound and its upper bound end in {@code
   *     boundBytes}
   */
  ColumnStats(
      int[] fieldIds,
      Type[] types,
      long[] counts,
      byte[] present,
      byte[] boundBytes,
      int[] boundEnds) {
    this.fieldIds = fieldIds;
    this.types = types;
    this.counts = counts;
    this.present = present;
    this.boundBytes = boundBytes;
    this.boundEnds = boundEnds;
  }

  /**
   * Statistics given as maps, as an operation file or a test states them. Bounds are kept as their
   * bytes and type, so they must carry their bytes ({@link Value#raw()}).
   */
  public static ColumnStats of(
      Map<Integer, Long> columnSizes,
      Map<Integer, Long> valueCounts,
      Map<Integer, Long> nullValueCounts,
      Map<Integer, Long> nanValueCounts,
      Map<Integer, Value> lowerBounds,
      Map<Integer, Value> upperBounds) {
    Set<Integer> ids = new TreeSet<>();
    for (Map<Integer, ?> map :
        Arrays.asList(
            columnSizes, valueCounts, nullValueCounts, nanValueCounts, lowerBounds, upperBounds)) {
      ids.addAll(map.keySet());
    }
    if (ids.isEmpty()) {
      return NONE;
    }
    ColumnStatsBuilder builder =
        new ColumnStatsBuilder(ids.stream().mapToInt(Integer::intValue).toArray());
    for (int id : ids) {
      builder.count(id, Count.COLUMN_SIZE, columnSizes.get(id));
      builder.count(id, Count.VALUE_COUNT, valueCounts.get(id));
      builder.count(id, Count.NULL_VALUE_COUNT, nullValueCounts.get(id));
      builder.count(id, Count.NAN_VALUE_COUNT, nanValueCounts.get(id));
      builder.bound(id, false, lowerBounds.get(id));
      builder.bound(id, true, upperBounds.get(id));
    }
    return builder.build();
  }

  /** Whether the file has no statistic at all. */
  public boolean isEmpty() {
    return fieldIds.length == 0;
  }

  public Map<Integer, Long> columnSizes() {
    return new CountMap(Count.COLUMN_SIZE);
  }

  public Map<Integer, Long> valueCounts() {
    return new CountMap(Count.VALUE_COUNT);
  }

  public Map<Integer, Long> nullValueCounts() {
    return new CountMap(Count.NULL_VALUE_COUNT);
  }

  public Map<Integer, Long> nanValueCounts() {
    return new CountMap(Count.NAN_VALUE_COUNT);
  }

  public Map<Integer, Value> lowerBounds() {
    return new BoundMap(LOWER_BIT);
  }

  public Map<Integer, Value> upperBounds() {
    return new BoundMap(UPPER_BIT);
  }

  private Long count(int column, Count count) {
    return has(column, 1 << count.ordinal()) ? counts[column * 4 + count.ordinal()] : null;
  }

  private Value bound(int column, int bit) {
    if (!has(column, bit)) {
      return null;
    }
    int slot = column * 2 + (bit == UPPER_BIT ? 1 : 0);
    int start = slot == 0 ? 0 : boundEnds[slot - 1];
    return Conversions.fromBytes(
        types[column], Arrays.copyOfRange(boundBytes, start, boundEnds[slot]));
  }

  private boolean has(int column, int bit) {
    return (present[column] & bit) != 0;
  }

  private int column(Object key) {
    return key instanceof Integer id ? Arrays.binarySearch(fieldIds, id) : -1;
  }

  /** Equal when the same columns have the same counts and the same bound bytes and types. */
  @Override
  public boolean equals(Object other) {
    return other instanceof ColumnStats that
        && Arrays.equals(fieldIds, that.fieldIds)
        && Arrays.equals(types, that.types)
        && Arrays.equals(counts, that.counts)
        && Arrays.equals(present, that.present)
        && Arrays.equals(boundBytes, that.boundBytes)
        && Arrays.equals(boundEnds, that.boundEnds);
  }

  @Override
  public int hashCode() {
    return Objects.hash(
        Arrays.hashCode(fieldIds), Arrays.hashCode(counts), Arrays.hashCode(boundBytes));
  }

  @Override
  public String toString() {
    return "ColumnStats[columnSizes="
        + columnSizes()
        + ", valueCounts="
        + valueCounts()
        + ", nullValueCounts="
        + nullValueCounts()
        + ", nanValueCounts="
        + nanValueCounts()
        + ", lowerBounds="
        + lowerBounds()
        + ", upperBounds="
        + upperBounds()
        + "]";
  }

  /** A read-only view of one statistic: looks a column up without building anything. */
  private abstract class StatMap<V> extends AbstractMap<Integer, V> {
    final int bit;

    StatMap(int bit) {
      this.bit = bit;
    }

    abstract V value(int column);

    @Override
    public V get(Object key) {
      int column = column(key);
      return column >= 0 && has(column, bit) ? value(column) : null;
    }

    @Override
    public boolean containsKey(Object key) {
      int column = column(key);
      return column >= 0 && has(column, bit);
    }

    @Override
    public Set<Entry<Integer, V>> entrySet() {
      return new AbstractSet<>() {
        @Override
        public Iterator<Entry<Integer, V>> iterator() {
          return new Iterator<>() {
            private int next = advance(0);

            private int advance(int from) {
              int column = from;
              while (column < fieldIds.length && !has(column, bit)) {
                column++;
              }
              return column;
            }

            @Override
            public boolean hasNext() {
              return next < fieldIds.length;
            }

            @Override
            public Entry<Integer, V> next() {
              if (!hasNext()) {
                throw new NoSuchElementException();
              }
              int column = next;
              next = advance(column + 1);
              return new SimpleImmutableEntry<>(fieldIds[column], value(column));
            }
          };
        }

        @Override
        public int size() {
          int size = 0;
          for (int column = 0; column < fieldIds.length; column++) {
            size += has(column, bit) ? 1 : 0;
          }
          return size;
        }
      };
    }
  }

  private final class CountMap extends StatMap<Long> {
    private final Count count;

    CountMap(Count count) {
      super(1 << count.ordinal());
      this.count = count;
    }

    @Override
    Long value(int column) {
      return count(column, count);
    }
  }

  private final class BoundMap extends StatMap<Value> {
    BoundMap(int bit) {
      super(bit);
    }

    @Override
    Value value(int column) {
      return bound(column, bit);
    }
  }
}
