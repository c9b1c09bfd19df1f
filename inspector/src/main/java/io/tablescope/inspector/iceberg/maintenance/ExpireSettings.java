package io.tablescope.inspector.iceberg.maintenance;

import java.util.List;
import java.util.Objects;

/**
 * The settings that decided an expiry, each with where it came from (the caller, a table property,
 * or Iceberg's default).
 *
 * @param now the time the expiry is computed at, in epoch milliseconds
 * @param olderThan snapshots older than this (epoch milliseconds) may expire, unless a branch's own
 *     max-snapshot-age-ms says otherwise
 * @param maxRefAgeMs how old a ref's snapshot may be before the ref is removed; null for no limit
 * @param refs what was decided for each branch and tag
 */
public record ExpireSettings(
    long now,
    long olderThan,
    String olderThanSource,
    int retainLast,
    String retainLastSource,
    Long maxRefAgeMs,
    String maxRefAgeSource,
    List<RefRetention> refs) {
  public ExpireSettings {
    Objects.requireNonNull(olderThanSource, "olderThanSource");
    Objects.requireNonNull(retainLastSource, "retainLastSource");
    Objects.requireNonNull(maxRefAgeSource, "maxRefAgeSource");
    refs = List.copyOf(refs);
  }
}
