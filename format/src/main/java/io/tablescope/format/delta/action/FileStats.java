package io.tablescope.format.delta.action;

import java.util.Map;

/**
 * The statistics of a data file, parsed from its {@code stats} JSON (or a checkpoint's {@code
 * stats_parsed}). Column names are as written: physical names when the table maps columns.
 *
 * @param numRecords the row count, or null
 * @param minValues lowest value per column, dotted path to value text (nested structs flattened)
 * @param maxValues highest value per column, as {@code minValues}
 * @param nullCount nulls per column, dotted path to count
 * @param tightBounds whether bounds are exact; null when absent (the protocol reads that as true)
 */
public record FileStats(
    Long numRecords,
    Map<String, String> minValues,
    Map<String, String> maxValues,
    Map<String, Long> nullCount,
    Boolean tightBounds) {

  public FileStats {
    minValues = Maps.copyOrEmpty(minValues);
    maxValues = Maps.copyOrEmpty(maxValues);
    nullCount = Maps.copyOrEmpty(nullCount);
  }
}
