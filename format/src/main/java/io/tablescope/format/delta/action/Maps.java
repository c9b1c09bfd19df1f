package io.tablescope.format.delta.action;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Copies for the records' collections; Delta maps may hold null values (a null partition). */
final class Maps {
  private Maps() {}

  static <V> Map<String, V> copy(Map<String, V> map) {
    if (map == null) {
      return null;
    }
    // Most maps of a file action are empty: one shared empty map spares a copy per action.
    return map.isEmpty() ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(map));
  }

  static <V> Map<String, V> copyOrEmpty(Map<String, V> map) {
    return map == null ? Map.of() : copy(map);
  }

  static List<String> copy(List<String> list) {
    return list == null ? null : List.copyOf(list);
  }
}
