package io.tablescope.inspector.iceberg.definition;

import io.tablescope.format.iceberg.metadata.SortOrder;
import io.tablescope.inspector.iceberg.ColumnNames;
import java.util.ArrayList;
import java.util.List;

/**
 * A sort order of the table, each field in words, e.g. {@code bucket[4](id) desc nulls-last}.
 *
 * @param isDefault whether writers sort new data by it
 */
public record SortOrderVersion(int orderId, boolean isDefault, List<String> fields) {
  public SortOrderVersion {
    fields = List.copyOf(fields);
  }

  /** Whether the order sorts nothing (order id 0, or no fields). */
  public boolean isUnsorted() {
    return fields.isEmpty();
  }

  /** Every sort order in the order the metadata lists them. */
  public static List<SortOrderVersion> of(
      List<SortOrder> orders, int defaultOrderId, ColumnNames columns) {
    List<SortOrderVersion> versions = new ArrayList<>();
    for (SortOrder order : orders) {
      List<String> fields = new ArrayList<>();
      for (SortOrder.Field field : order.fields()) {
        String source = String.join(", ", field.sourceIds().stream().map(columns::name).toList());
        String term =
            field.transform().equals("identity") ? source : field.transform() + "(" + source + ")";
        fields.add(term + " " + field.direction() + " " + field.nullOrder());
      }
      versions.add(
          new SortOrderVersion(order.orderId(), order.orderId() == defaultOrderId, fields));
    }
    return List.copyOf(versions);
  }
}
