package io.tablescope.app.gui.iceberg.definition;

import io.tablescope.inspector.iceberg.definition.SpecField;
import io.tablescope.inspector.iceberg.definition.SpecVersion;
import java.util.ArrayList;
import java.util.List;

/**
 * A row of the partition specs table: a field of a spec, or the spec alone when it has no fields.
 *
 * @param field null for a spec without fields
 */
public record SpecRow(SpecVersion spec, SpecField field) {

  /** Every spec's fields, spec after spec. */
  static List<SpecRow> of(List<SpecVersion> specs) {
    List<SpecRow> rows = new ArrayList<>();
    for (SpecVersion spec : specs) {
      if (spec.fields().isEmpty()) {
        rows.add(new SpecRow(spec, null));
      }
      spec.fields().forEach(field -> rows.add(new SpecRow(spec, field)));
    }
    return rows;
  }
}
