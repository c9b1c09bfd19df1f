package io.tablescope.inspector.table;

import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.Iterator;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Set;

/**
 * A partition as column name to value text, in the table's partition order: immutable and small
 * (two arrays), because a snapshot of many files holds one per file, and files of one partition can
 * share one. Names are never null; a value is null where the partition value is.
 */
public final class PartitionMap extends AbstractMap<String, String> {
  private static final PartitionMap EMPTY = new PartitionMap(new String[0], new String[0]);

  private final String[] names;
  private final String[] values;

  private PartitionMap(String[] names, String[] values) {
    this.names = names;
    this.values = values;
  }

  /** The partition as a partition map, in its iteration order; itself when it is one already. */
  public static PartitionMap copyOf(Map<String, String> partition) {
    if (partition instanceof PartitionMap immutable) {
      return immutable;
    }
    if (partition.isEmpty()) {
      return EMPTY;
    }
    String[] names = new String[partition.size()];
    String[] values = new String[partition.size()];
    int i = 0;
    for (Map.Entry<String, String> value : partition.entrySet()) {
      names[i] = Objects.requireNonNull(value.getKey(), "partition column name");
      values[i] = value.getValue();
      i++;
    }
    return new PartitionMap(names, values);
  }

  @Override
  public int size() {
    return names.length;
  }

  @Override
  public boolean containsKey(Object name) {
    return indexOf(name) >= 0;
  }

  @Override
  public String get(Object name) {
    int index = indexOf(name);
    return index < 0 ? null : values[index];
  }

  private int indexOf(Object name) {
    for (int i = 0; i < names.length; i++) {
      if (names[i].equals(name)) {
        return i;
      }
    }
    return -1;
  }

  @Override
  public Set<Map.Entry<String, String>> entrySet() {
    return new AbstractSet<>() {
      @Override
      public int size() {
        return names.length;
      }

      @Override
      public Iterator<Map.Entry<String, String>> iterator() {
        return new Iterator<>() {
          private int next;

          @Override
          public boolean hasNext() {
            return next < names.length;
          }

          @Override
          public Map.Entry<String, String> next() {
            if (next >= names.length) {
              throw new NoSuchElementException();
            }
            Map.Entry<String, String> entry =
                new AbstractMap.SimpleImmutableEntry<>(names[next], values[next]);
            next++;
            return entry;
          }
        };
      }
    };
  }
}
