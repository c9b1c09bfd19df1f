package io.tablescope.inspector.iceberg.health;

import io.tablescope.inspector.iceberg.IcebergTable;
import java.util.Objects;

/**
 * Why an Iceberg table is slow or huge, read from its metadata without writing anything: how its
 * metadata file grows and what bounds it, how hard it is committed to, and how often its commits
 * had to retry.
 */
public record HealthReport(MetadataGrowth metadata, CommitPressure commits, CommitRetries retries) {
  public HealthReport {
    Objects.requireNonNull(metadata, "metadata");
    Objects.requireNonNull(commits, "commits");
    Objects.requireNonNull(retries, "retries");
  }

  /**
   * Reads the report of a table.
   *
   * @param nowMillis the time an expiry is imagined at (the clock's, outside tests)
   */
  public static HealthReport of(IcebergTable table, long nowMillis) {
    return new HealthReport(
        MetadataGrowth.of(table, nowMillis),
        CommitPressure.of(table.metadata()),
        CommitRetries.of(table));
  }
}
