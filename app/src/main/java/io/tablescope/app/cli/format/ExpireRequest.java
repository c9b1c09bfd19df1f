package io.tablescope.app.cli.format;

import java.util.Objects;

/**
 * What {@code expire} asks: each format's settings, which the other format refuses.
 *
 * @param table the TABLE argument as given, for messages
 */
public record ExpireRequest(String table, IcebergExpire iceberg, HudiClean hudi) {
  /** What every maintenance preview says first. */
  public static final String NOTHING_DELETED = "Preview only: nothing was deleted.";

  public ExpireRequest {
    Objects.requireNonNull(table, "table");
    Objects.requireNonNull(iceberg, "iceberg");
    Objects.requireNonNull(hudi, "hudi");
  }

  /**
   * Iceberg's expire-snapshots settings.
   *
   * @param olderThan epoch milliseconds, or null for the table's
   * @param retainLast ancestors kept, or null for the table's
   */
  public record IcebergExpire(Long olderThan, Integer retainLast) {
    public boolean given() {
      return olderThan != null || retainLast != null;
    }
  }

  /**
   * Hudi's cleaner and archival settings.
   *
   * @param policy the cleaner policy as named, or null for the table's
   * @param retain commits, file versions or hours retained, or null for the table's
   * @param keepMin {@code hoodie.keep.min.commits}, or null for the table's
   * @param keepMax {@code hoodie.keep.max.commits}, or null for the table's
   */
  public record HudiClean(String policy, Integer retain, Integer keepMin, Integer keepMax) {
    public boolean given() {
      return policy != null || retain != null || keepMin != null || keepMax != null;
    }
  }
}
