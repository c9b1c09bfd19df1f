package io.tablescope.format.delta.schema;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** A struct: the table schema itself, or a nested struct column. */
public record StructType(List<StructField> fields) implements DataType {

  public StructType {
    fields = List.copyOf(fields);
  }

  /** The field with this logical name, or null. */
  public StructField field(String name) {
    for (StructField field : fields) {
      if (field.name().equals(name)) {
        return field;
      }
    }
    return null;
  }

  @Override
  public String simpleString() {
    StringBuilder text = new StringBuilder("struct<");
    for (int i = 0; i < fields.size(); i++) {
      StructField field = fields.get(i);
      text.append(i == 0 ? "" : ",").append(field.name()).append(':');
      text.append(field.type().simpleString());
    }
    return text.append('>').toString();
  }

  /**
   * Logical column paths by physical path, dotted through nested structs ({@code a.b}), for every
   * field: statistics and checkpoint columns use physical names, a person reads logical ones.
   */
  public Map<String, String> logicalNamesByPhysicalPath() {
    Map<String, String> names = new LinkedHashMap<>();
    collect(this, "", "", names);
    return Collections.unmodifiableMap(names);
  }

  private static void collect(
      StructType struct, String physicalPrefix, String logicalPrefix, Map<String, String> out) {
    for (StructField field : struct.fields()) {
      String physical = physicalPrefix + field.physicalName();
      String logical = logicalPrefix + field.name();
      out.put(physical, logical);
      if (field.type() instanceof StructType nested) {
        collect(nested, physical + ".", logical + ".", out);
      }
    }
  }
}
