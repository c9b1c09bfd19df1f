package io.tablescope.inspector.iceberg.replay;

import java.util.EnumSet;
import java.util.Set;

/** The opt-in validations, by the names of the Iceberg API methods that turn them on. */
public enum Validation {
  /** OverwriteFiles and ReplacePartitions {@code validateNoConflictingData()}. */
  NO_CONFLICTING_DATA("validateNoConflictingData"),
  /** OverwriteFiles and ReplacePartitions {@code validateNoConflictingDeletes()}. */
  NO_CONFLICTING_DELETES("validateNoConflictingDeletes"),
  /** RowDelta {@code validateNoConflictingDataFiles()}. */
  NO_CONFLICTING_DATA_FILES("validateNoConflictingDataFiles"),
  /** RowDelta {@code validateNoConflictingDeleteFiles()}. */
  NO_CONFLICTING_DELETE_FILES("validateNoConflictingDeleteFiles"),
  /** RowDelta {@code validateDataFilesExist(paths)}. */
  DATA_FILES_EXIST("validateDataFilesExist"),
  /** RowDelta {@code validateDeletedFiles()}. */
  DELETED_FILES("validateDeletedFiles"),
  /** DeleteFiles {@code validateFilesExist()}. */
  FILES_EXIST("validateFilesExist"),
  /** ReplacePartitions {@code validateAppendOnly()}: the replaced partitions must hold no file. */
  APPEND_ONLY("validateAppendOnly"),
  /**
   * OverwriteFiles {@code validateAddedFilesMatchOverwriteFilter()}: every added file holds only
   * rows that match the row filter.
   */
  ADDED_FILES_MATCH_OVERWRITE_FILTER("validateAddedFilesMatchOverwriteFilter");

  private final String methodName;

  Validation(String methodName) {
    this.methodName = methodName;
  }

  public String methodName() {
    return methodName;
  }

  /** The validation a method name turns on, or null. */
  public static Validation fromMethodName(String name) {
    for (Validation validation : values()) {
      if (validation.methodName.equals(name)) {
        return validation;
      }
    }
    return null;
  }

  /** The validations one operation accepts. */
  public static Set<Validation> acceptedBy(OperationType type) {
    switch (type) {
      case OVERWRITE:
        return EnumSet.of(
            NO_CONFLICTING_DATA, NO_CONFLICTING_DELETES, ADDED_FILES_MATCH_OVERWRITE_FILTER);
      case REPLACE_PARTITIONS:
        return EnumSet.of(NO_CONFLICTING_DATA, NO_CONFLICTING_DELETES, APPEND_ONLY);
      case ROW_DELTA:
        return EnumSet.of(
            NO_CONFLICTING_DATA_FILES,
            NO_CONFLICTING_DELETE_FILES,
            DATA_FILES_EXIST,
            DELETED_FILES);
      case DELETE:
        return EnumSet.of(FILES_EXIST);
      default:
        return EnumSet.noneOf(Validation.class);
    }
  }

  /**
   * The validations Spark enables for an operation at an isolation level (iceberg-validation.md
   * §7.1). A row delta that adds rows is an UPDATE or MERGE, one that only adds deletes a DELETE.
   */
  public static Set<Validation> sparkPreset(
      OperationType type, String isolation, boolean addsRows) {
    boolean serializable = "serializable".equals(isolation);
    switch (type) {
      case OVERWRITE:
      case REPLACE_PARTITIONS:
        return serializable
            ? EnumSet.of(NO_CONFLICTING_DATA, NO_CONFLICTING_DELETES)
            : EnumSet.of(NO_CONFLICTING_DELETES);
      case ROW_DELTA:
        Set<Validation> rowDelta = EnumSet.of(DATA_FILES_EXIST);
        if (serializable) {
          rowDelta.add(NO_CONFLICTING_DATA_FILES);
        }
        if (addsRows) {
          rowDelta.add(DELETED_FILES);
          rowDelta.add(NO_CONFLICTING_DELETE_FILES);
        }
        return rowDelta;
      default:
        return EnumSet.noneOf(Validation.class);
    }
  }
}
