package io.tablescope.inspector.iceberg.health;

/**
 * The rows of a snapshot's live files.
 *
 * @param dataRows the record counts of the live data files
 * @param positionDeletedRows the record counts of the position delete files and deletion vectors (a
 *     vector's count is its cardinality) that apply to some live data file; exact unless two delete
 *     files delete the same row
 * @param equalityDeletedRowsAtMost the rows of the data files that some equality delete applies to:
 *     an upper bound, as which of their rows match is known only by reading them
 */
public record LiveRows(long dataRows, long positionDeletedRows, long equalityDeletedRowsAtMost) {
  public LiveRows {
    if (dataRows < 0 || positionDeletedRows < 0 || equalityDeletedRowsAtMost < 0) {
      throw new IllegalArgumentException(
          "Negative row count: "
              + dataRows
              + ", "
              + positionDeletedRows
              + ", "
              + equalityDeletedRowsAtMost);
    }
  }

  /** The rows a scan returns at least: data rows less every row that may be deleted. */
  public long liveRowsAtLeast() {
    return Math.max(0, dataRows - positionDeletedRows - equalityDeletedRowsAtMost);
  }

  /** The figures in one sentence, the same in the CLI and the app. */
  public String describe() {
    return dataRows
        + " data rows, "
        + positionDeletedRows
        + " deleted by position deletes and deletion vectors, at most "
        + equalityDeletedRowsAtMost
        + " by equality deletes (an upper bound): at least "
        + liveRowsAtLeast()
        + " live";
  }
}
