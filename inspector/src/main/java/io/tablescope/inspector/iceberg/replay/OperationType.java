package io.tablescope.inspector.iceberg.replay;

/** The Iceberg operations a replay can check, by their operation-file names. */
public enum OperationType {
  /** AppendFiles: no conflict checks. */
  APPEND("append"),
  /** OverwriteFiles, as copy-on-write UPDATE/DELETE/MERGE write it. */
  OVERWRITE("overwrite"),
  /** RowDelta, as merge-on-read writes it. */
  ROW_DELTA("row-delta"),
  /** RewriteFiles: compaction. */
  REWRITE("rewrite"),
  /** ReplacePartitions: dynamic partition overwrite. */
  REPLACE_PARTITIONS("replace-partitions"),
  /** DeleteFiles. */
  DELETE("delete");

  private final String jsonName;

  OperationType(String jsonName) {
    this.jsonName = jsonName;
  }

  public String jsonName() {
    return jsonName;
  }

  /** The type named in an operation file, or null if the name is unknown. */
  public static OperationType fromJson(String name) {
    for (OperationType type : values()) {
      if (type.jsonName.equals(name)) {
        return type;
      }
    }
    return null;
  }
}
