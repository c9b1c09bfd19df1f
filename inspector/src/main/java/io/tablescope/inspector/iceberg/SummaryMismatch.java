package io.tablescope.inspector.iceberg;

import java.util.Objects;

/**
 * A snapshot summary value that disagrees with what the manifests say: a sign of a buggy writer or
 * of damaged metadata.
 *
 * @param key the summary property, e.g. {@code added-data-files}
 * @param summaryValue the value the summary states
 * @param manifestValue the value counted from the manifests
 */
public record SummaryMismatch(
    long snapshotId, String key, String summaryValue, long manifestValue) {
  public SummaryMismatch {
    Objects.requireNonNull(key, "key");
    Objects.requireNonNull(summaryValue, "summaryValue");
  }
}
