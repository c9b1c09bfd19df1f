package io.tablescope.inspector.diff;

/**
 * Files a diff adds and removes in one group (a partition, a content kind), with the rows they
 * carry kept apart by meaning: {@code rows} are the records of data files, {@code deletedRows} the
 * records of delete files (the rows those files delete). The two are never added together.
 */
public record ChangeTotals(
    long addedFiles,
    long addedRows,
    long addedDeletedRows,
    long removedFiles,
    long removedRows,
    long removedDeletedRows) {
  public static final ChangeTotals ZERO = new ChangeTotals(0, 0, 0, 0, 0, 0);

  /** The totals with one more file: added or removed, data or delete. */
  ChangeTotals withFile(FileChange change, boolean added) {
    long records = change.file().records();
    boolean delete = change.file().kind().isDelete();
    long rows = delete ? 0 : records;
    long deletedRows = delete ? records : 0;
    return added
        ? new ChangeTotals(
            addedFiles + 1,
            addedRows + rows,
            addedDeletedRows + deletedRows,
            removedFiles,
            removedRows,
            removedDeletedRows)
        : new ChangeTotals(
            addedFiles,
            addedRows,
            addedDeletedRows,
            removedFiles + 1,
            removedRows + rows,
            removedDeletedRows + deletedRows);
  }

  /** Both groups together. */
  ChangeTotals plus(ChangeTotals other) {
    return new ChangeTotals(
        addedFiles + other.addedFiles,
        addedRows + other.addedRows,
        addedDeletedRows + other.addedDeletedRows,
        removedFiles + other.removedFiles,
        removedRows + other.removedRows,
        removedDeletedRows + other.removedDeletedRows);
  }
}
