package io.tablescope.inspector.iceberg.definition;

import java.util.Objects;

/**
 * A partition field of a spec as a row, and how it differs from the previous spec.
 *
 * @param source the source columns' names, from the current schema or else an older one
 * @param change how the field differs from the previous spec: {@code added}, {@code renamed} (from
 *     {@code previousName}), {@code void} (dropped in a v1 table, where the field stays with the
 *     {@code void} transform), {@code removed} (no longer in the spec); empty when unchanged
 * @param previousName the name in the previous spec, when it had the field
 */
public record SpecField(
    int fieldId, String name, String transform, String source, String change, String previousName) {
  public SpecField {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(transform, "transform");
    Objects.requireNonNull(source, "source");
    Objects.requireNonNull(change, "change");
  }
}
