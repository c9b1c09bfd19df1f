package io.tablescope.format.avro;

import java.util.List;

/**
 * An Avro schema as a file's header declares it: what Tablescope needs to decode the file's
 * records, and Iceberg's {@code field-id} of each record field. Named types (records, enums, fixed)
 * keep their names; logical types are not interpreted, since values are read as written.
 */
public final class AvroSchema {
  /** Avro's types. */
  public enum Type {
    NULL,
    BOOLEAN,
    INT,
    LONG,
    FLOAT,
    DOUBLE,
    BYTES,
    STRING,
    RECORD,
    ENUM,
    ARRAY,
    MAP,
    UNION,
    FIXED
  }

  /**
   * A field of a record schema.
   *
   * @param fieldId Iceberg's {@code field-id} property, or null when the field has none
   */
  public record Field(String name, int position, AvroSchema schema, Integer fieldId) {}

  private final Type type;
  private final String name;
  private final List<Field> fields;
  private final List<AvroSchema> branches;
  private final AvroSchema element;
  private final List<String> symbols;
  private final int size;

  private AvroSchema(
      Type type,
      String name,
      List<Field> fields,
      List<AvroSchema> branches,
      AvroSchema element,
      List<String> symbols,
      int size) {
    this.type = type;
    this.name = name;
    this.fields = fields;
    this.branches = branches;
    this.element = element;
    this.symbols = symbols;
    this.size = size;
  }

  static AvroSchema primitive(Type type) {
    return new AvroSchema(
        type, type.name().toLowerCase(), List.of(), List.of(), null, List.of(), 0);
  }

  static AvroSchema record(String name, List<Field> fields) {
    return new AvroSchema(Type.RECORD, name, List.copyOf(fields), List.of(), null, List.of(), 0);
  }

  static AvroSchema enumeration(String name, List<String> symbols) {
    return new AvroSchema(Type.ENUM, name, List.of(), List.of(), null, List.copyOf(symbols), 0);
  }

  static AvroSchema fixed(String name, int size) {
    return new AvroSchema(Type.FIXED, name, List.of(), List.of(), null, List.of(), size);
  }

  static AvroSchema array(AvroSchema items) {
    return new AvroSchema(Type.ARRAY, "array", List.of(), List.of(), items, List.of(), 0);
  }

  static AvroSchema map(AvroSchema values) {
    return new AvroSchema(Type.MAP, "map", List.of(), List.of(), values, List.of(), 0);
  }

  static AvroSchema union(List<AvroSchema> branches) {
    return new AvroSchema(
        Type.UNION, "union", List.of(), List.copyOf(branches), null, List.of(), 0);
  }

  public Type type() {
    return type;
  }

  /** The full name of a named type; the type's own name (such as {@code long}) otherwise. */
  public String name() {
    return name;
  }

  /** A record's fields, in the order they are written; empty for other types. */
  public List<Field> fields() {
    return fields;
  }

  /** The record field of this name, or null. */
  public Field field(String fieldName) {
    for (Field field : fields) {
      if (field.name().equals(fieldName)) {
        return field;
      }
    }
    return null;
  }

  /** A union's branches; empty for other types. */
  public List<AvroSchema> branches() {
    return branches;
  }

  /** An array's items or a map's values; null for other types. */
  public AvroSchema element() {
    return element;
  }

  /** An enum's symbols; empty for other types. */
  public List<String> symbols() {
    return symbols;
  }

  /** A fixed type's size in bytes; 0 for other types. */
  public int size() {
    return size;
  }

  @Override
  public String toString() {
    return name;
  }
}
