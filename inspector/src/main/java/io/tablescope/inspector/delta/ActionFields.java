package io.tablescope.inspector.delta;

import io.tablescope.format.delta.action.Action;
import io.tablescope.format.delta.action.ColumnBounds;
import io.tablescope.format.delta.action.DeletionVectorDescriptor;
import io.tablescope.format.delta.action.DeletionVectorFile;
import io.tablescope.format.delta.action.FileStats;
import io.tablescope.format.delta.action.Metadata;
import io.tablescope.format.delta.schema.StructType;
import java.lang.reflect.RecordComponent;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Every field of a Delta action as text, in the order the record declares them, nested values
 * flattened to dotted names ({@code deletionVector.cardinality}, {@code partitionValues.region}).
 * When the table maps columns, statistics are named by their columns' logical names, and partition
 * values by the logical name with the physical one the action uses beside it ({@code region
 * (col-173b4db9-…)}). A deletion vector stored by UUID gets its {@code file}, {@code
 * <prefix>/deletion_vector_<uuid>.bin}. Fields an action does not carry (null) are left out.
 */
public final class ActionFields {
  /** How a deletion vector's {@code file} starts when its path cannot be decoded. */
  static final String CANNOT_RESOLVE = "(cannot be resolved: ";

  private ActionFields() {}

  /**
   * @param metadata the table's metadata in force, for column mapping; null when unknown
   */
  public static Map<String, String> of(Action action, Metadata metadata) {
    Map<String, String> fields = new LinkedHashMap<>();
    Map<String, String> logicalNames =
        metadata == null || metadata.schema() == null
            ? Map.of()
            : metadata.schema().logicalNamesByPhysicalPath();
    add(fields, "", (Record) action, logicalNames);
    return fields;
  }

  private static void add(
      Map<String, String> fields, String prefix, Record record, Map<String, String> logicalNames) {
    for (RecordComponent component : record.getClass().getRecordComponents()) {
      Object value;
      try {
        value = component.getAccessor().invoke(record);
      } catch (ReflectiveOperationException e) {
        throw new IllegalStateException("Cannot read " + component.getName(), e);
      }
      String name = component.getName();
      // Fields this reader does not know are shown under their own names, as written.
      String path = name.equals("otherFields") ? prefix : prefix + name + ".";
      Naming naming =
          record instanceof FileStats
              ? Naming.LOGICAL
              : name.equals("partitionValues") ? Naming.LOGICAL_AND_PHYSICAL : Naming.AS_WRITTEN;
      put(fields, path, value, naming, logicalNames);
    }
    if (record instanceof DeletionVectorDescriptor vector) {
      fields.put(prefix + "uniqueId", vector.uniqueId());
      if (vector.storageType().equals("u")) {
        fields.put(prefix + "file", vectorFile(vector));
      }
    }
  }

  /** Where a vector stored by UUID is, under the table root; the reason when it cannot be said. */
  private static String vectorFile(DeletionVectorDescriptor vector) {
    try {
      return DeletionVectorFile.path(vector);
    } catch (IllegalArgumentException e) {
      return CANNOT_RESOLVE + e.getMessage() + ")";
    }
  }

  /** How a map's keys, which are column names, are shown. */
  private enum Naming {
    AS_WRITTEN,
    LOGICAL,
    LOGICAL_AND_PHYSICAL
  }

  private static void put(
      Map<String, String> fields,
      String path,
      Object value,
      Naming naming,
      Map<String, String> logicalNames) {
    String key = path.endsWith(".") ? path.substring(0, path.length() - 1) : path;
    if (value == null) {
      return;
    }
    if (value instanceof StructType schema) {
      fields.put(key, schema.simpleString());
    } else if (value instanceof ColumnBounds bounds) {
      // Shown as the statistics write them: minValues and maxValues beside numRecords.
      String parent = path.substring(0, path.length() - "bounds.".length());
      put(fields, parent + "minValues.", bounds.minValues(), naming, logicalNames);
      put(fields, parent + "maxValues.", bounds.maxValues(), naming, logicalNames);
    } else if (value instanceof Record nested) {
      add(fields, path, nested, logicalNames);
    } else if (value instanceof Map<?, ?> map) {
      map.forEach(
          (entry, entryValue) -> {
            fields.put(
                path + shown(String.valueOf(entry), naming, logicalNames),
                String.valueOf(entryValue));
          });
    } else if (value instanceof Collection<?> list) {
      fields.put(key, String.join(", ", list.stream().map(String::valueOf).toList()));
    } else {
      fields.put(key, String.valueOf(value));
    }
  }

  private static String shown(String column, Naming naming, Map<String, String> logicalNames) {
    String logical = logicalNames.getOrDefault(column, column);
    return switch (naming) {
      case AS_WRITTEN -> column;
      case LOGICAL -> logical;
      case LOGICAL_AND_PHYSICAL -> logical.equals(column) ? column : logical + " (" + column + ")";
    };
  }
}
