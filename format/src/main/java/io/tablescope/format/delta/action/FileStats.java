package io.tablescope.format.delta.action;

import java.util.Map;

/**
 * The statistics of a data file, parsed from its {@code stats} JSON (or a checkpoint's {@code
 * stats_parsed}). Column names are as written: physical names when the table maps columns.
 *
 * @param numRecords the row count, or null
 * @param bounds the lowest and highest value per column, read when asked
 * @param nullCount nulls per column, dotted path to count
 * @param tightBounds whether bounds are exact; null when absent (the protocol reads that as true)
 */
public record FileStats(
    Long numRecords, ColumnBounds bounds, Map<String, Long> nullCount, Boolean tightBounds) {

  public FileStats {
    nullCount = Maps.copyOrEmpty(nullCount);
  }
}
