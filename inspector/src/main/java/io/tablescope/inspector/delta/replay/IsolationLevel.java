package io.tablescope.inspector.delta.replay;

import java.util.Arrays;

/** Delta's isolation levels, strongest first, named as {@code delta.isolationLevel} names them. */
public enum IsolationLevel {
  SERIALIZABLE("Serializable"),
  WRITE_SERIALIZABLE("WriteSerializable"),
  SNAPSHOT_ISOLATION("SnapshotIsolation");

  /** The table property that sets a table's default level. */
  public static final String TABLE_PROPERTY = "delta.isolationLevel";

  private final String deltaName;

  IsolationLevel(String deltaName) {
    this.deltaName = deltaName;
  }

  public String deltaName() {
    return deltaName;
  }

  /** The level named as Delta names it (case aside), or null when the name is none of them. */
  public static IsolationLevel fromName(String name) {
    return Arrays.stream(values())
        .filter(level -> level.deltaName.equalsIgnoreCase(name))
        .findFirst()
        .orElse(null);
  }

  @Override
  public String toString() {
    return deltaName;
  }
}
