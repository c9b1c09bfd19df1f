package io.tablescope.inspector.delta;

import io.tablescope.format.delta.action.Metadata;
import io.tablescope.format.delta.schema.StructField;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A table's partition columns by their logical names, with the physical names its file actions key
 * partition values by: under column mapping ({@code name} or {@code id}) an add's {@code
 * partitionValues} say {@code col-173b4db9-…}, not {@code region}, while a person (and the
 * statistics) use {@code region}.
 *
 * @param logical the partition columns, in the metadata's order
 * @param physicalByLogical each partition column's physical name, where it differs
 */
record DeltaPartitionColumns(List<String> logical, Map<String, String> physicalByLogical) {
  static final DeltaPartitionColumns NONE = new DeltaPartitionColumns(List.of(), Map.of());

  DeltaPartitionColumns {
    logical = List.copyOf(logical);
    physicalByLogical = Map.copyOf(physicalByLogical);
  }

  /** The partition columns a metadata action declares; none without one. */
  static DeltaPartitionColumns of(Metadata metadata) {
    if (metadata == null) {
      return NONE;
    }
    Map<String, String> physical = new LinkedHashMap<>();
    if (metadata.schema() != null) {
      for (String column : metadata.partitionColumns()) {
        StructField field = metadata.schema().field(column);
        if (field != null && !field.physicalName().equals(column)) {
          physical.put(column, field.physicalName());
        }
      }
    }
    return new DeltaPartitionColumns(metadata.partitionColumns(), physical);
  }

  /**
   * The partition values keyed by logical name, in column order: each column's value read under its
   * physical name (or its logical one, as some writers put it); values of columns the metadata does
   * not name follow under their own names. Delta writes a null value as null or as an empty string;
   * both read {@code null}.
   */
  Map<String, String> byLogicalName(Map<String, String> values) {
    Map<String, String> ordered = new LinkedHashMap<>();
    for (String column : logical) {
      String physical = physicalByLogical.getOrDefault(column, column);
      String value = values.containsKey(physical) ? values.get(physical) : values.get(column);
      ordered.put(column, value == null || value.isEmpty() ? "null" : value);
    }
    values.forEach(
        (name, value) -> {
          if (!physicalByLogical.containsValue(name)) {
            ordered.putIfAbsent(name, value);
          }
        });
    return ordered;
  }
}
