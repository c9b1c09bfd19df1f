package io.tablescope.inspector.table;

import java.util.Objects;

/**
 * A value a commit states about itself that disagrees with its files: a sign of a buggy writer or
 * of damaged metadata.
 *
 * @param commitId the commit whose statement it is
 * @param key what is stated, e.g. Iceberg's summary property {@code added-data-files}
 * @param statedValue the value the commit states
 * @param countedValue the value counted from the files
 */
public record SummaryMismatch(long commitId, String key, String statedValue, long countedValue) {
  public SummaryMismatch {
    Objects.requireNonNull(key, "key");
    Objects.requireNonNull(statedValue, "statedValue");
  }
}
