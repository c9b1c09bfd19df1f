package io.tablescope.inspector.iceberg.replay;

/**
 * The checks a replay runs, named as Iceberg names them: the validation methods of its snapshot
 * producers, and the apply-time checks that throw before validation.
 */
public enum Check {
  /** An append: Iceberg runs no conflict check. */
  APPEND("append"),
  /** A row delta onto a branch that has no snapshot yet: nothing to check against. */
  EMPTY_BRANCH("validate"),
  /** RowDelta: the snapshot the operation read must be an ancestor of the branch head. */
  ANCESTRY("ancestry of validateFromSnapshot"),
  /** Files added concurrently that can hold rows in the conflict scope. */
  ADDED_DATA_FILES("validateAddedDataFiles"),
  /** Files removed concurrently that held rows in the conflict scope. */
  DELETED_DATA_FILES("validateDeletedDataFiles"),
  /** Delete files added concurrently that can apply to rows in the conflict scope. */
  NO_NEW_DELETE_FILES("validateNoNewDeleteFiles"),
  /** Deletes added concurrently that apply to a data file the operation replaces. */
  NO_NEW_DELETES_FOR_DATA_FILES("validateNoNewDeletesForDataFiles"),
  /** Data files the operation's deletes reference, removed concurrently. */
  DATA_FILES_EXIST("validateDataFilesExist"),
  /** A deletion vector added concurrently for a file the operation adds one for. */
  ADDED_DVS("validateAddedDVs"),
  /** The operation removes a data file its own new deletes reference. */
  NO_CONFLICTING_FILE_AND_POSITION_DELETES("validateNoConflictingFileAndPositionDeletes"),
  /** A format v3 table takes position deletes only as deletion vectors. */
  POSITION_DELETES_AS_DVS("format version of position deletes"),
  /** The files the operation deletes must be live in the branch head. */
  REQUIRED_DELETES("validateRequiredDeletes"),
  /**
   * ReplacePartitions {@code validateAppendOnly}: the branch head must hold no file in a partition
   * the operation replaces.
   */
  APPEND_ONLY("validateAppendOnly"),
  /** OverwriteFiles: every added file holds only rows that match the row filter. */
  ADDED_FILES_MATCH_OVERWRITE_FILTER("validateAddedFilesMatchOverwriteFilter"),
  /**
   * A row filter ({@code overwriteByRowFilter}, {@code deleteFromRowFilter}) deletes only whole
   * files: a live file where some, but not all, rows match fails.
   */
  ROW_FILTER_DELETES("delete by row filter"),
  /**
   * The added data files' one partition spec ({@code dataSpec()}), which a dynamic overwrite and
   * {@code validateAddedFilesMatchOverwriteFilter} need.
   */
  DATA_SPEC("partition spec of the added files"),
  /** A rewrite must not add records. */
  REPLACE_RECORD_COUNT("REPLACE record count");

  private final String displayName;

  Check(String displayName) {
    this.displayName = displayName;
  }

  /** The Iceberg method name of the check, or a short description for apply-time checks. */
  public String displayName() {
    return displayName;
  }

  @Override
  public String toString() {
    return displayName;
  }
}
