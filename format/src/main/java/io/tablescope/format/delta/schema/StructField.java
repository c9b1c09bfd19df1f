package io.tablescope.format.delta.schema;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * One field of a struct: its logical name, type, nullability and metadata. With column mapping, the
 * metadata holds the name in the data files ({@code delta.columnMapping.physicalName}) and the
 * field id ({@code delta.columnMapping.id}).
 *
 * @param metadata the field's metadata, key to value as JSON text (strings without quotes)
 */
public record StructField(
    String name, DataType type, boolean nullable, Map<String, String> metadata) {
  /** The metadata key of the column's name in data files and statistics. */
  public static final String PHYSICAL_NAME_KEY = "delta.columnMapping.physicalName";

  /** The metadata key of the column mapping field id. */
  public static final String COLUMN_ID_KEY = "delta.columnMapping.id";

  public StructField {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(type, "type");
    metadata = Collections.unmodifiableMap(new LinkedHashMap<>(metadata));
  }

  /** The name in data files: the column-mapping physical name, or the logical name without one. */
  public String physicalName() {
    return metadata.getOrDefault(PHYSICAL_NAME_KEY, name);
  }

  /** The column-mapping field id, or null when the table does not map columns by id. */
  public Long columnId() {
    String id = metadata.get(COLUMN_ID_KEY);
    try {
      return id == null ? null : Long.valueOf(id);
    } catch (NumberFormatException e) {
      return null;
    }
  }
}
