package io.tablescope.inspector.table;

/**
 * A way to name one commit of a table: each format takes some ({@link TableFormat#selectors()}),
 * and a command given another names a commit the format does not have.
 */
public enum CommitSelector {
  /** An Iceberg snapshot's id. */
  SNAPSHOT("snapshot"),
  /** A branch or tag. */
  REF("ref"),
  /** A Delta version. */
  VERSION("version"),
  /** A Hudi instant, by its requested time. */
  INSTANT("instant");

  private final String word;

  CommitSelector(String word) {
    this.word = word;
  }

  /** What the selector is called; the command line's option is {@code --} and this word. */
  public String word() {
    return word;
  }
}
