package io.tablescope.format.iceberg.metadata;

import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Set;

/**
 * An immutable map that keeps its entries in written order in two arrays and finds keys by a linear
 * scan. A snapshot summary has a few dozen short entries and a large table has 100,000 summaries,
 * so this is both faster to build and several times smaller than a hash map.
 */
final class SummaryMap extends AbstractMap<String, String> {
  private final String[] keys;
  private final String[] values;

  /**
   * Takes key, value, key, value, ... in order; a later duplicate of a key wins. Duplicates are
   * found by identity, which is enough for keys from the parser (it shares equal field names).
   */
  SummaryMap(List<String> keysAndValues) {
    int size = keysAndValues.size() / 2;
    String[] newKeys = new String[size];
    String[] newValues = new String[size];
    int count = 0;
    for (int i = 0; i < size; i++) {
      String key = keysAndValues.get(2 * i);
      int existing = indexOfSame(newKeys, count, key);
      if (existing >= 0) {
        newValues[existing] = keysAndValues.get(2 * i + 1);
      } else {
        newKeys[count] = key;
        newValues[count] = keysAndValues.get(2 * i + 1);
        count++;
      }
    }
    this.keys = count == size ? newKeys : java.util.Arrays.copyOf(newKeys, count);
    this.values = count == size ? newValues : java.util.Arrays.copyOf(newValues, count);
  }

  private static int indexOfSame(String[] keys, int count, String key) {
    for (int i = 0; i < count; i++) {
      if (keys[i] == key) {
        return i;
      }
    }
    return -1;
  }

  private static int indexOf(String[] keys, int count, Object key) {
    for (int i = 0; i < count; i++) {
      if (keys[i].equals(key)) {
        return i;
      }
    }
    return -1;
  }

  @Override
  public String get(Object key) {
    int index = indexOf(keys, keys.length, key);
    return index < 0 ? null : values[index];
  }

  @Override
  public boolean containsKey(Object key) {
    return indexOf(keys, keys.length, key) >= 0;
  }

  @Override
  public int size() {
    return keys.length;
  }

  @Override
  public Set<Entry<String, String>> entrySet() {
    return new AbstractSet<>() {
      @Override
      public Iterator<Entry<String, String>> iterator() {
        return new Iterator<>() {
          private int next = 0;

          @Override
          public boolean hasNext() {
            return next < keys.length;
          }

          @Override
          public Entry<String, String> next() {
            if (next >= keys.length) {
              throw new NoSuchElementException();
            }
            Entry<String, String> entry = Map.entry(keys[next], values[next]);
            next++;
            return entry;
          }
        };
      }

      @Override
      public int size() {
        return keys.length;
      }
    };
  }
}
