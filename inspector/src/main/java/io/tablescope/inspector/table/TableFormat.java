package io.tablescope.inspector.table;

/**
 * The table formats Tablescope reads, with the words each uses for the same things, so views and
 * output speak the format's own vocabulary.
 */
public enum TableFormat {
  ICEBERG("Iceberg", "snapshot", "snapshot-id"),
  DELTA("Delta Lake", "version", "version");

  private final String displayName;
  private final String commitNoun;
  private final String commitIdField;

  TableFormat(String displayName, String commitNoun, String commitIdField) {
    this.displayName = displayName;
    this.commitNoun = commitNoun;
    this.commitIdField = commitIdField;
  }

  /** The format's name for a person, e.g. {@code Delta Lake}. */
  public String displayName() {
    return displayName;
  }

  /** What the format calls a commit: {@code snapshot} (Iceberg) or {@code version} (Delta). */
  public String commitNoun() {
    return commitNoun;
  }

  /** The JSON field that names a commit: {@code snapshot-id} or {@code version}. */
  public String commitIdField() {
    return commitIdField;
  }
}
