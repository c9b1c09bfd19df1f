package io.tablescope.inspector.table;

/**
 * How a read of a commit reads the table: every format reads a snapshot; a merge-on-read format can
 * also read its base files alone ({@link TableFormat#queries()}).
 */
public enum ReadQuery {
  /** The table as of the commit: data files with what applies to them merged. */
  SNAPSHOT("snapshot"),
  /** Hudi's read-optimized query: the base files alone, no log merged. */
  READ_OPTIMIZED("read-optimized");

  private final String word;

  ReadQuery(String word) {
    this.word = word;
  }

  /** What the command line and JSON call it. */
  public String word() {
    return word;
  }
}
