package io.tablescope.format.iceberg.metadata;

import java.util.List;

/** A partition spec: how rows are grouped into partitions, by id. */
public record PartitionSpec(int specId, List<PartitionField> fields) {
  public PartitionSpec {
    fields = List.copyOf(fields);
  }

  public boolean isUnpartitioned() {
    return fields.stream().allMatch(field -> field.transform().equals("void"));
  }

  /** The spec in Iceberg's short form, e.g. {@code [region: identity(3), ts_day: day(5)]}. */
  public String describe() {
    StringBuilder text = new StringBuilder("[");
    for (int i = 0; i < fields.size(); i++) {
      PartitionField field = fields.get(i);
      text.append(i == 0 ? "" : ", ")
          .append(field.name())
          .append(": ")
          .append(field.transform())
          .append('(')
          .append(field.sourceId())
          .append(')');
    }
    return text.append(']').toString();
  }
}
