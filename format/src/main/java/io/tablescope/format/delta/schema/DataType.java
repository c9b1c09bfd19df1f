package io.tablescope.format.delta.schema;

/**
 * A column type in Spark's JSON schema, as Delta stores it in {@code metaData.schemaString}: a
 * primitive named by a string ({@code "long"}, {@code "decimal(10,2)"}), an array, a map or a
 * struct.
 */
public sealed interface DataType
    permits DataType.Primitive, DataType.ArrayType, DataType.MapType, StructType {

  /** The type as Spark names it in a schema string: {@code long}, {@code array<int>}, ... */
  String simpleString();

  /** A primitive type, named as in the schema string (unknown names are kept as written). */
  record Primitive(String name) implements DataType {
    public Primitive {
      java.util.Objects.requireNonNull(name, "name");
    }

    @Override
    public String simpleString() {
      return name;
    }
  }

  /** An array of elements. */
  record ArrayType(DataType elementType, boolean containsNull) implements DataType {
    public ArrayType {
      java.util.Objects.requireNonNull(elementType, "elementType");
    }

    @Override
    public String simpleString() {
      return "array<" + elementType.simpleString() + ">";
    }
  }

  /** A map from keys to values. */
  record MapType(DataType keyType, DataType valueType, boolean valueContainsNull)
      implements DataType {
    public MapType {
      java.util.Objects.requireNonNull(keyType, "keyType");
      java.util.Objects.requireNonNull(valueType, "valueType");
    }

    @Override
    public String simpleString() {
      return "map<" + keyType.simpleString() + "," + valueType.simpleString() + ">";
    }
  }
}
