package io.tablescope.inspector.iceberg.replay;

/** The iceberg-core producer of a {@link ProposedOperation}, by its operation-file name. */
enum OperationKind {
  APPEND("append"),
  OVERWRITE("overwrite"),
  ROW_DELTA("row-delta"),
  REWRITE("rewrite"),
  REPLACE_PARTITIONS("replace-partitions"),
  DELETE("delete");

  private final String jsonName;

  OperationKind(String jsonName) {
    this.jsonName = jsonName;
  }

  String jsonName() {
    return jsonName;
  }
}
