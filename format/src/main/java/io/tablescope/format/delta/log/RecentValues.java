package io.tablescope.format.delta.log;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The few values asked for most recently, the least recent dropped past a count. Safe to share
 * between threads.
 */
final class RecentValues<K, V> {
  private final Map<K, V> values;

  RecentValues(int count) {
    values =
        new LinkedHashMap<>(16, 0.75f, true) {
          @Override
          protected boolean removeEldestEntry(Map.Entry<K, V> eldest) {
            return size() > count;
          }
        };
  }

  synchronized V get(K key) {
    return values.get(key);
  }

  synchronized void put(K key, V value) {
    values.put(key, value);
  }
}
