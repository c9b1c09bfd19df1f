package io.tablescope.inspector.iceberg.definition;

import java.util.Objects;

/**
 * A table property set, changed or removed by a metadata version.
 *
 * @param metadataFile the metadata file that first has the new value
 * @param before the value in the previous readable version, or null when the key was added
 * @param after the new value, or null when the key was removed
 */
public record PropertyChange(
    String metadataFile, long timestampMillis, String key, String before, String after) {
  public PropertyChange {
    Objects.requireNonNull(metadataFile, "metadataFile");
    Objects.requireNonNull(key, "key");
  }

  /** {@code set}, {@code changed} or {@code removed}. */
  public String word() {
    return before == null ? "set" : after == null ? "removed" : "changed";
  }
}
