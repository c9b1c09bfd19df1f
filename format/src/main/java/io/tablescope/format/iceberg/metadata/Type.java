package io.tablescope.format.iceberg.metadata;

import java.util.List;
import java.util.Objects;

/** An Iceberg type: a primitive, or a struct, list or map of nested fields. */
public sealed interface Type permits Type.Primitive, Type.Struct, Type.ListType, Type.MapType {

  /**
   * The type as Iceberg writes it in schema JSON, e.g. {@code decimal(9,2)} or {@code list<int>}.
   */
  String describe();

  /**
   * A primitive type by its Iceberg name: {@code boolean, int, long, float, double, date, time,
   * timestamp, timestamptz, timestamp_ns, timestamptz_ns, string, uuid, binary, unknown, variant,
   * geometry(...), geography(...), fixed[L], decimal(P,S)}.
   */
  record Primitive(String name) implements Type {
    public Primitive {
      Objects.requireNonNull(name, "name");
    }

    /** Whether the type is {@code decimal(P,S)}. */
    public boolean isDecimal() {
      return name.startsWith("decimal(");
    }

    /** The scale S of {@code decimal(P,S)}. */
    public int decimalScale() {
      return Integer.parseInt(name.substring(name.indexOf(',') + 1, name.indexOf(')')).trim());
    }

    /** Whether the type is {@code fixed[L]}. */
    public boolean isFixed() {
      return name.startsWith("fixed[");
    }

    @Override
    public String describe() {
      return name;
    }
  }

  /** A struct: an ordered list of fields. */
  record Struct(List<NestedField> fields) implements Type {
    public Struct {
      fields = List.copyOf(fields);
    }

    @Override
    public String describe() {
      StringBuilder text = new StringBuilder("struct<");
      for (int i = 0; i < fields.size(); i++) {
        NestedField field = fields.get(i);
        text.append(i == 0 ? "" : ", ")
            .append(field.name())
            .append(": ")
            .append(field.type().describe());
      }
      return text.append('>').toString();
    }
  }

  /** A list with its element field id. */
  record ListType(int elementId, boolean elementRequired, Type element) implements Type {
    public ListType {
      Objects.requireNonNull(element, "element");
    }

    @Override
    public String describe() {
      return "list<" + element.describe() + ">";
    }
  }

  /** A map with its key and value field ids. */
  record MapType(int keyId, Type key, int valueId, boolean valueRequired, Type value)
      implements Type {
    public MapType {
      Objects.requireNonNull(key, "key");
      Objects.requireNonNull(value, "value");
    }

    @Override
    public String describe() {
      return "map<" + key.describe() + ", " + value.describe() + ">";
    }
  }
}
