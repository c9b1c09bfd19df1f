package io.tablescope.format.delta.action;

import java.util.Map;

/**
 * A file's lowest and highest value per column, read from its statistics when asked. They are only
 * shown, one file at a time, so a replay of a million files never builds them; the statistics were
 * already checked to read when the action was parsed.
 */
public final class ColumnBounds {
  private final Object source;

  /**
   * @param source the statistics as a JSON string or as a checkpoint's parsed struct
   */
  ColumnBounds(Object source) {
    this.source = source;
  }

  /** Lowest value per column, dotted path to value text (nested structs flattened). */
  public Map<String, String> minValues() {
    return StatsParser.bounds(source, "minValues");
  }

  /** Highest value per column, as {@link #minValues()}. */
  public Map<String, String> maxValues() {
    return StatsParser.bounds(source, "maxValues");
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof ColumnBounds bounds
        && minValues().equals(bounds.minValues())
        && maxValues().equals(bounds.maxValues());
  }

  @Override
  public int hashCode() {
    return minValues().hashCode() * 31 + maxValues().hashCode();
  }

  @Override
  public String toString() {
    return "min " + minValues() + ", max " + maxValues();
  }
}
