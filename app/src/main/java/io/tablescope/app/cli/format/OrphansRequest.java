package io.tablescope.app.cli.format;

import java.util.Objects;

/**
 * What {@code orphans} asks: each format's settings, which the other formats refuse.
 *
 * @param table the TABLE argument as given, for messages
 * @param olderThan Iceberg's threshold in epoch milliseconds, or null
 * @param delta Delta's VACUUM settings
 */
public record OrphansRequest(String table, Long olderThan, DeltaVacuum delta) {
  public OrphansRequest {
    Objects.requireNonNull(table, "table");
    Objects.requireNonNull(delta, "delta");
  }

  /**
   * Delta's VACUUM settings.
   *
   * @param retainHours {@code RETAIN n HOURS}, or null for the table's retention
   * @param retentionCheckDisabled as {@code spark.databricks.delta.retentionDurationCheck.enabled =
   *     false}: a retention shorter than the table's is previewed, not refused
   */
  public record DeltaVacuum(Double retainHours, boolean retentionCheckDisabled) {
    public boolean given() {
      return retainHours != null || retentionCheckDisabled;
    }
  }
}
