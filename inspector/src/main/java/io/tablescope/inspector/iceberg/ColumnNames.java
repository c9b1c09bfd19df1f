package io.tablescope.inspector.iceberg;

import io.tablescope.format.iceberg.metadata.MetadataColumns;
import io.tablescope.format.iceberg.metadata.Schema;
import io.tablescope.format.iceberg.metadata.TableMetadata;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

/**
 * Names columns by field id, looking in the current schema first, then older ones, so a bound
 * written before a column was renamed or dropped still gets a name.
 */
public final class ColumnNames {
  private final List<Schema> schemas;

  public ColumnNames(TableMetadata metadata) {
    List<Schema> newestFirst = new ArrayList<>();
    metadata.currentSchema().ifPresent(newestFirst::add);
    List<Schema> older = new ArrayList<>(metadata.schemas());
    Collections.reverse(older);
    newestFirst.addAll(older);
    this.schemas = List.copyOf(newestFirst);
  }

  /**
   * The column's dotted name, the name of the reserved metadata column with this id (such as a
   * position delete's {@code file_path}), or {@code #<id>} when neither has the field.
   */
  public String name(int fieldId) {
    for (Schema schema : schemas) {
      Optional<String> name = schema.findColumnName(fieldId);
      if (name.isPresent()) {
        return name.get();
      }
    }
    return MetadataColumns.find(fieldId).map(MetadataColumns.Column::name).orElse("#" + fieldId);
  }
}
