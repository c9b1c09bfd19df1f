package io.tablescope.format;

/**
 * The kind of a content file as Tablescope names it everywhere (text, JSON, the app): the spec's
 * content types, with deletion vectors (position deletes in a Puffin blob) told apart.
 */
public enum ContentKind {
  DATA("data"),
  POSITION_DELETES("position-deletes"),
  EQUALITY_DELETES("equality-deletes"),
  DELETION_VECTOR("deletion-vector"),
  /** A Hudi log file: blocks of updates and deletes merged onto a file slice's base file. */
  LOG("log");

  private final String jsonName;

  ContentKind(String jsonName) {
    this.jsonName = jsonName;
  }

  /** The one name of this kind, e.g. {@code deletion-vector}. */
  public String jsonName() {
    return jsonName;
  }

  /** Whether files of this kind delete rows; their record count is the rows they delete. */
  public boolean isDelete() {
    return this == POSITION_DELETES || this == EQUALITY_DELETES || this == DELETION_VECTOR;
  }
}
