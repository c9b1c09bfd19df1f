package io.tablescope.inspector.table;

import java.util.List;

/**
 * The table formats Tablescope reads, with the words each uses for the same things, so views and
 * output speak the format's own vocabulary.
 */
public enum TableFormat {
  ICEBERG(
      "Iceberg",
      "Iceberg",
      "snapshot",
      "snapshot-id",
      List.of(CommitSelector.SNAPSHOT, CommitSelector.REF),
      List.of(ReadQuery.SNAPSHOT),
      new StatedTotals("Snapshot summaries", "summary", "the manifests")),
  DELTA(
      "Delta Lake",
      "Delta",
      "version",
      "version",
      List.of(CommitSelector.VERSION),
      List.of(ReadQuery.SNAPSHOT),
      new StatedTotals("Version checksums (.crc)", "checksum", "the log")),
  HUDI(
      "Apache Hudi",
      "Hudi",
      "instant",
      "instant",
      List.of(CommitSelector.INSTANT),
      List.of(ReadQuery.SNAPSHOT, ReadQuery.READ_OPTIMIZED),
      new StatedTotals("Write stats", "write stats", "the file slices"));

  private final String displayName;
  private final String shortName;
  private final String commitNoun;
  private final String commitIdField;
  private final List<CommitSelector> selectors;
  private final List<ReadQuery> queries;
  private final StatedTotals statedTotals;

  TableFormat(
      String displayName,
      String shortName,
      String commitNoun,
      String commitIdField,
      List<CommitSelector> selectors,
      List<ReadQuery> queries,
      StatedTotals statedTotals) {
    this.displayName = displayName;
    this.shortName = shortName;
    this.commitNoun = commitNoun;
    this.commitIdField = commitIdField;
    this.selectors = selectors;
    this.queries = queries;
    this.statedTotals = statedTotals;
  }

  /** The format's name for a person, e.g. {@code Delta Lake}. */
  public String displayName() {
    return displayName;
  }

  /** The name in a phrase such as {@code a Delta table}: {@code Iceberg}, {@code Delta}. */
  public String shortName() {
    return shortName;
  }

  /** What the format calls a commit: {@code snapshot} (Iceberg) or {@code version} (Delta). */
  public String commitNoun() {
    return commitNoun;
  }

  /** The JSON field that names a commit: {@code snapshot-id} or {@code version}. */
  public String commitIdField() {
    return commitIdField;
  }

  /** How one of its commits is named: Iceberg by snapshot id or ref, Delta by version. */
  public List<CommitSelector> selectors() {
    return selectors;
  }

  /** How its tables can be read: a snapshot always, its base files alone for Hudi. */
  public List<ReadQuery> queries() {
    return queries;
  }

  /** What its commits state about their own files, and where those files are counted. */
  public StatedTotals statedTotals() {
    return statedTotals;
  }

  /**
   * The words for the totals a commit states about itself and that a diff checks against its files.
   *
   * @param statements what states them, e.g. {@code Snapshot summaries}
   * @param statement one of them, e.g. {@code summary}
   * @param counted where the files are counted, e.g. {@code the manifests}
   */
  public record StatedTotals(String statements, String statement, String counted) {}
}
