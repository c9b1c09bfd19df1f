package io.tablescope.format.iceberg.manifest;

import io.tablescope.format.iceberg.metadata.MetadataColumns;
import io.tablescope.format.iceberg.metadata.NestedField;
import io.tablescope.format.iceberg.metadata.PartitionField;
import io.tablescope.format.iceberg.metadata.PartitionSpec;
import io.tablescope.format.iceberg.metadata.Schema;
import io.tablescope.format.iceberg.metadata.TableMetadata;
import io.tablescope.format.iceberg.metadata.Type;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Knows the column types of a table across all its schemas, and from them the type of each
 * partition field, so that bounds and partition values can be decoded.
 */
public final class PartitionTypes {
  private static final Type INT = new Type.Primitive("int");
  private static final Type UNKNOWN = new Type.Primitive("binary");

  private final List<Schema> schemas;

  /** Types from the table's schemas, newest (current) first. */
  public PartitionTypes(TableMetadata metadata) {
    List<Schema> ordered = new ArrayList<>();
    metadata.currentSchema().ifPresent(ordered::add);
    for (int i = metadata.schemas().size() - 1; i >= 0; i--) {
      if (!ordered.contains(metadata.schemas().get(i))) {
        ordered.add(metadata.schemas().get(i));
      }
    }
    this.schemas = List.copyOf(ordered);
  }

  private PartitionTypes(List<Schema> schemas) {
    this.schemas = List.copyOf(schemas);
  }

  /**
   * The same table's types, then a manifest's own schema for columns the table's schemas no longer
   * have. The table's types come first because Iceberg reads a value written before a type was
   * widened (int to long, float to double, a decimal's precision) as the current type.
   */
  public PartitionTypes withFallback(Schema schema) {
    List<Schema> ordered = new ArrayList<>(schemas);
    ordered.add(schema);
    return new PartitionTypes(ordered);
  }

  /**
   * The type of the column with this id in the first schema that has it, or of the reserved
   * metadata column with this id (such as a position delete's {@code file_path}).
   */
  public Optional<Type> columnType(int fieldId) {
    for (Schema schema : schemas) {
      Optional<NestedField> field = schema.findField(fieldId);
      if (field.isPresent()) {
        return Optional.of(field.get().type());
      }
    }
    return MetadataColumns.find(fieldId).map(MetadataColumns.Column::type);
  }

  /** The type of a partition field's values. */
  public Type resultType(PartitionField field) {
    String transform = field.transform();
    if (transform.startsWith("bucket")
        || List.of("year", "month", "day", "hour").contains(transform)) {
      return INT;
    }
    return columnType(field.sourceId()).orElse(UNKNOWN);
  }

  /** The result types of every field of a spec, in order. */
  public List<Type> resultTypes(PartitionSpec spec) {
    return spec.fields().stream().map(this::resultType).toList();
  }
}
