package io.tablescope.inspector.iceberg.definition;

import io.tablescope.format.iceberg.metadata.PartitionField;
import io.tablescope.format.iceberg.metadata.PartitionSpec;
import io.tablescope.inspector.iceberg.ColumnNames;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A partition spec of the table and how it evolved from the spec before it (by spec id): its
 * fields, each marked with its change, then the fields the previous spec had and this one does not.
 *
 * @param isDefault whether new data is written with this spec
 */
public record SpecVersion(int specId, boolean isDefault, String describe, List<SpecField> fields) {
  public SpecVersion {
    fields = List.copyOf(fields);
  }

  /** Every spec in the order the metadata lists them, each compared with the one before. */
  public static List<SpecVersion> of(
      List<PartitionSpec> specs, int defaultSpecId, ColumnNames columns) {
    List<SpecVersion> versions = new ArrayList<>();
    PartitionSpec previous = null;
    for (PartitionSpec spec : specs) {
      versions.add(compare(previous, spec, spec.specId() == defaultSpecId, columns));
      previous = spec;
    }
    return List.copyOf(versions);
  }

  private static SpecVersion compare(
      PartitionSpec previous, PartitionSpec spec, boolean isDefault, ColumnNames columns) {
    Map<Integer, PartitionField> before = new HashMap<>();
    if (previous != null) {
      previous.fields().forEach(field -> before.put(field.fieldId(), field));
    }
    List<SpecField> fields = new ArrayList<>();
    for (PartitionField field : spec.fields()) {
      PartitionField old = before.remove(field.fieldId());
      fields.add(
          row(field, change(previous, old, field), old == null ? null : old.name(), columns));
    }
    for (PartitionField old : previous == null ? List.<PartitionField>of() : previous.fields()) {
      if (before.containsKey(old.fieldId())) {
        fields.add(row(old, "removed", old.name(), columns));
      }
    }
    return new SpecVersion(spec.specId(), isDefault, spec.describe(), fields);
  }

  private static String change(PartitionSpec previous, PartitionField old, PartitionField field) {
    if (previous == null) {
      return "";
    }
    if (old == null) {
      return "added";
    }
    if (field.transform().equals("void") && !old.transform().equals("void")) {
      return "void";
    }
    return old.name().equals(field.name()) ? "" : "renamed";
  }

  private static SpecField row(
      PartitionField field, String change, String previousName, ColumnNames columns) {
    String source = String.join(", ", field.sourceIds().stream().map(columns::name).toList());
    return new SpecField(
        field.fieldId(), field.name(), field.transform(), source, change, previousName);
  }
}
