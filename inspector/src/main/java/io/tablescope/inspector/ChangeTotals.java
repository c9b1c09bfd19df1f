package io.tablescope.inspector;

/** Files and records that a diff adds and removes, in one group (a partition, a content type). */
public record ChangeTotals(
    long addedFiles, long addedRecords, long removedFiles, long removedRecords) {
  public static final ChangeTotals ZERO = new ChangeTotals(0, 0, 0, 0);

  ChangeTotals plusAdded(long records) {
    return new ChangeTotals(addedFiles + 1, addedRecords + records, removedFiles, removedRecords);
  }

  ChangeTotals plusRemoved(long records) {
    return new ChangeTotals(addedFiles, addedRecords, removedFiles + 1, removedRecords + records);
  }
}
