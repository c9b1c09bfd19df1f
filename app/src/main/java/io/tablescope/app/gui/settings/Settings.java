package io.tablescope.app.gui.settings;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A window's settings in memory: text values by key and named child nodes, as {@code
 * java.util.prefs} arranges them, but kept apart per app run and written to {@code settings.json}
 * only when {@link SettingsStore#save} is asked to. One lock guards the whole tree: the UI thread
 * and background work may both touch it.
 */
public final class Settings {
  private final Object lock;
  private final Settings parent;
  private final String name;
  private final Map<String, String> values = new LinkedHashMap<>();
  private final Map<String, Settings> children = new LinkedHashMap<>();

  /** Empty settings of their own, not read from or written to any file. */
  public Settings() {
    this(new Object(), null, "");
  }

  private Settings(Object lock, Settings parent, String name) {
    this.lock = lock;
    this.parent = parent;
    this.name = name;
  }

  public String get(String key, String fallback) {
    synchronized (lock) {
      return values.getOrDefault(key, fallback);
    }
  }

  public void put(String key, String value) {
    synchronized (lock) {
      values.put(key, value);
    }
  }

  public void remove(String key) {
    synchronized (lock) {
      values.remove(key);
    }
  }

  public boolean getBoolean(String key, boolean fallback) {
    String value = get(key, null);
    return value == null ? fallback : Boolean.parseBoolean(value);
  }

  public void putBoolean(String key, boolean value) {
    put(key, String.valueOf(value));
  }

  public int getInt(String key, int fallback) {
    try {
      String value = get(key, null);
      return value == null ? fallback : Integer.parseInt(value);
    } catch (NumberFormatException e) {
      return fallback;
    }
  }

  public void putInt(String key, int value) {
    put(key, String.valueOf(value));
  }

  public double getDouble(String key, double fallback) {
    try {
      String value = get(key, null);
      return value == null ? fallback : Double.parseDouble(value);
    } catch (NumberFormatException e) {
      return fallback;
    }
  }

  public void putDouble(String key, double value) {
    put(key, String.valueOf(value));
  }

  /** Removes this node's values; its children stay. */
  public void clear() {
    synchronized (lock) {
      values.clear();
    }
  }

  /** The keys of this node's values, in the order they were first put. */
  public List<String> keys() {
    synchronized (lock) {
      return List.copyOf(values.keySet());
    }
  }

  /** The child node of a name, made empty when there is none. */
  public Settings node(String child) {
    synchronized (lock) {
      return children.computeIfAbsent(child, named -> new Settings(lock, this, named));
    }
  }

  public boolean nodeExists(String child) {
    synchronized (lock) {
      return children.containsKey(child);
    }
  }

  public List<String> childrenNames() {
    synchronized (lock) {
      return new ArrayList<>(children.keySet());
    }
  }

  /** Removes this node, with its values and children, from its parent. */
  public void removeNode() {
    synchronized (lock) {
      values.clear();
      children.clear();
      if (parent != null) {
        parent.children.remove(name);
      }
    }
  }
}
