package io.tablescope.inspector.iceberg.definition;

import io.tablescope.format.iceberg.metadata.NestedField;
import io.tablescope.format.iceberg.metadata.Schema;
import io.tablescope.format.iceberg.metadata.Type;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A field of a schema version as a row: nested fields (struct members, list elements, map keys and
 * values) follow their parent, one level deeper.
 *
 * @param name the dotted name, e.g. {@code address.city} or {@code tags.element}
 * @param depth 0 for a top-level column
 * @param parentId the id of the enclosing field, or -1 for a top-level column
 * @param type the primitive type as Iceberg writes it, or {@code struct}, {@code list}, {@code map}
 * @param doc the field's doc, or null
 */
public record SchemaField(
    int id, String name, int depth, int parentId, String type, boolean required, String doc) {
  public SchemaField {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(type, "type");
  }

  /** The last part of the dotted name. */
  public String leafName() {
    return name.substring(name.lastIndexOf('.') + 1);
  }

  /** Every field of a schema, depth first, in the order the schema writes them. */
  public static List<SchemaField> of(Schema schema) {
    List<SchemaField> fields = new ArrayList<>();
    for (NestedField column : schema.columns()) {
      add(column, "", 0, -1, fields);
    }
    return List.copyOf(fields);
  }

  private static void add(
      NestedField field, String prefix, int depth, int parentId, List<SchemaField> fields) {
    String name = prefix + field.name();
    fields.add(
        new SchemaField(
            field.id(),
            name,
            depth,
            parentId,
            typeName(field.type()),
            field.required(),
            field.doc()));
    children(field.type(), name + ".", depth + 1, field.id(), fields);
  }

  private static void children(
      Type type, String prefix, int depth, int parentId, List<SchemaField> fields) {
    if (type instanceof Type.Struct struct) {
      for (NestedField member : struct.fields()) {
        add(member, prefix, depth, parentId, fields);
      }
    } else if (type instanceof Type.ListType list) {
      NestedField element =
          new NestedField(
              list.elementId(),
              "element",
              list.elementRequired(),
              list.element(),
              null,
              null,
              null);
      add(element, prefix, depth, parentId, fields);
    } else if (type instanceof Type.MapType map) {
      add(
          new NestedField(map.keyId(), "key", true, map.key(), null, null, null),
          prefix,
          depth,
          parentId,
          fields);
      NestedField value =
          new NestedField(
              map.valueId(), "value", map.valueRequired(), map.value(), null, null, null);
      add(value, prefix, depth, parentId, fields);
    }
  }

  /** The type of a field as its row shows it: nested types by their kind alone. */
  static String typeName(Type type) {
    if (type instanceof Type.Primitive primitive) {
      return primitive.name();
    }
    if (type instanceof Type.Struct) {
      return "struct";
    }
    return type instanceof Type.ListType ? "list" : "map";
  }
}
