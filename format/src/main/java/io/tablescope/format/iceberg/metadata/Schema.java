package io.tablescope.format.iceberg.metadata;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A table schema: its id, identifier fields and top-level struct, with every nested field indexed
 * by id (bounds and partition sources name fields by id).
 */
public final class Schema {
  private final int schemaId;
  private final List<Integer> identifierFieldIds;
  private final Type.Struct struct;
  private final Map<Integer, NestedField> fieldsById;
  private final Map<Integer, String> namesById;

  public Schema(int schemaId, List<Integer> identifierFieldIds, Type.Struct struct) {
    this.schemaId = schemaId;
    this.identifierFieldIds = List.copyOf(identifierFieldIds);
    this.struct = struct;
    Map<Integer, NestedField> fields = new HashMap<>();
    Map<Integer, String> names = new HashMap<>();
    index(struct, "", fields, names);
    this.fieldsById = Map.copyOf(fields);
    this.namesById = Map.copyOf(names);
  }

  private static void index(
      Type type, String prefix, Map<Integer, NestedField> fields, Map<Integer, String> names) {
    if (type instanceof Type.Struct struct) {
      for (NestedField field : struct.fields()) {
        String name = prefix + field.name();
        fields.put(field.id(), field);
        names.put(field.id(), name);
        index(field.type(), name + ".", fields, names);
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
      fields.put(element.id(), element);
      names.put(element.id(), prefix + "element");
      index(list.element(), prefix + "element.", fields, names);
    } else if (type instanceof Type.MapType map) {
      fields.put(
          map.keyId(), new NestedField(map.keyId(), "key", true, map.key(), null, null, null));
      names.put(map.keyId(), prefix + "key");
      fields.put(
          map.valueId(),
          new NestedField(
              map.valueId(), "value", map.valueRequired(), map.value(), null, null, null));
      names.put(map.valueId(), prefix + "value");
      index(map.key(), prefix + "key.", fields, names);
      index(map.value(), prefix + "value.", fields, names);
    }
  }

  public int schemaId() {
    return schemaId;
  }

  public List<Integer> identifierFieldIds() {
    return identifierFieldIds;
  }

  public Type.Struct struct() {
    return struct;
  }

  public List<NestedField> columns() {
    return struct.fields();
  }

  /** The field with this id, at any depth. */
  public Optional<NestedField> findField(int fieldId) {
    return Optional.ofNullable(fieldsById.get(fieldId));
  }

  /** The dotted name of the field with this id, e.g. {@code address.city}. */
  public Optional<String> findColumnName(int fieldId) {
    return Optional.ofNullable(namesById.get(fieldId));
  }

  /** The ids of all fields, sorted. */
  public List<Integer> fieldIds() {
    List<Integer> ids = new ArrayList<>(fieldsById.keySet());
    ids.sort(null);
    return ids;
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof Schema that
        && schemaId == that.schemaId
        && identifierFieldIds.equals(that.identifierFieldIds)
        && struct.equals(that.struct);
  }

  @Override
  public int hashCode() {
    return struct.hashCode() * 31 + schemaId;
  }

  @Override
  public String toString() {
    return "schema " + schemaId + " " + struct.describe();
  }
}
