package io.tablescope.app.cli.format;

import io.tablescope.inspector.iceberg.IncrementalScans;
import java.util.Objects;

/**
 * What {@code changes} asks: the range, and the options of each format's readers, which the other
 * format refuses.
 *
 * @param table the TABLE argument as given, for messages
 * @param from where the range starts, or null
 * @param to where it ends, or null for the current commit
 */
public record ChangesRequest(
    String table, Long from, Long to, IcebergReads iceberg, DeltaReads delta) {
  public ChangesRequest {
    Objects.requireNonNull(table, "table");
    Objects.requireNonNull(iceberg, "iceberg");
    Objects.requireNonNull(delta, "delta");
  }

  /**
   * The options of Iceberg's incremental scans and of Spark's and Flink's readers.
   *
   * @param branch the branch whose lineage is read, or null
   * @param flinkStart Flink's starting strategy, or null for the append scan
   * @param startMillis Flink's start-snapshot-timestamp, or null
   */
  public record IcebergReads(
      boolean inclusive,
      String branch,
      boolean skipOverwrites,
      boolean skipDeletes,
      IncrementalScans.FlinkStart flinkStart,
      Long startMillis) {
    /** Whether any of them is given. */
    public boolean given() {
      return inclusive || branch != null || skipOverwrites || skipDeletes || flinkStart != null;
    }
  }

  /** The options of Delta's streaming source. */
  public record DeltaReads(
      boolean ignoreDeletes, boolean ignoreChanges, boolean skipChangeCommits) {
    /** Whether any of them is given. */
    public boolean given() {
      return ignoreDeletes || ignoreChanges || skipChangeCommits;
    }
  }
}
