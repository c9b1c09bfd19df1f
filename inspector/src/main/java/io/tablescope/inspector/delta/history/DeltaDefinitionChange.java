package io.tablescope.inspector.delta.history;

import java.util.Locale;
import java.util.Objects;

/**
 * One thing a version changed in what the table declares.
 *
 * @param what the kind of change
 * @param name the field's path, the property's key, or what of the protocol or table changed
 * @param before the value before, or null when it was added
 * @param after the value after, or null when it was removed
 */
public record DeltaDefinitionChange(What what, String name, String before, String after) {
  /** What changed. */
  public enum What {
    /** A schema field, by its dotted path: its type, then "not null" when it is required. */
    SCHEMA_FIELD,
    /** The partition columns, as a list. */
    PARTITION_COLUMNS,
    /** A {@code configuration} key. */
    PROPERTY,
    /** The table's id, name or description. */
    TABLE,
    /** The minimum reader or writer version. */
    PROTOCOL_VERSION,
    /** A reader or writer table feature. */
    TABLE_FEATURE;

    public String word() {
      return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }
  }

  public DeltaDefinitionChange {
    Objects.requireNonNull(what, "what");
    Objects.requireNonNull(name, "name");
  }

  /** "added", "removed" or "changed". */
  public String change() {
    return before == null ? "added" : after == null ? "removed" : "changed";
  }
}
