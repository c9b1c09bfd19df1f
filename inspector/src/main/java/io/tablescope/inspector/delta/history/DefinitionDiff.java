package io.tablescope.inspector.delta.history;

import io.tablescope.format.delta.action.Metadata;
import io.tablescope.format.delta.action.Protocol;
import io.tablescope.format.delta.schema.DataType;
import io.tablescope.format.delta.schema.StructField;
import io.tablescope.format.delta.schema.StructType;
import io.tablescope.inspector.delta.history.DeltaDefinitionChange.What;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/** What changed between two metadata or two protocol actions; a null one declared nothing. */
final class DefinitionDiff {
  private DefinitionDiff() {}

  static void metadata(Metadata before, Metadata after, List<DeltaDefinitionChange> changes) {
    table("id", before == null ? null : before.id(), after.id(), changes);
    table("name", before == null ? null : before.name(), after.name(), changes);
    table(
        "description", before == null ? null : before.description(), after.description(), changes);
    keyed(
        What.SCHEMA_FIELD,
        before == null ? Map.of() : fields(before.schema()),
        fields(after.schema()),
        changes);
    String columnsBefore = before == null ? null : before.partitionColumns().toString();
    String columnsAfter = after.partitionColumns().toString();
    if (!Objects.equals(columnsBefore, columnsAfter)
        && !(before == null && after.partitionColumns().isEmpty())) {
      changes.add(
          new DeltaDefinitionChange(
              What.PARTITION_COLUMNS, "partitionColumns", columnsBefore, columnsAfter));
    }
    keyed(
        What.PROPERTY,
        before == null ? Map.of() : before.configuration(),
        after.configuration(),
        changes);
  }

  static void protocol(Protocol before, Protocol after, List<DeltaDefinitionChange> changes) {
    version(
        "minReaderVersion",
        before == null ? null : before.minReaderVersion(),
        after.minReaderVersion(),
        changes);
    version(
        "minWriterVersion",
        before == null ? null : before.minWriterVersion(),
        after.minWriterVersion(),
        changes);
    features(
        "reader", before == null ? null : before.readerFeatures(), after.readerFeatures(), changes);
    features(
        "writer", before == null ? null : before.writerFeatures(), after.writerFeatures(), changes);
  }

  private static void table(
      String name, String before, String after, List<DeltaDefinitionChange> changes) {
    if (!Objects.equals(before, after)) {
      changes.add(new DeltaDefinitionChange(What.TABLE, name, before, after));
    }
  }

  private static void version(
      String name, Integer before, int after, List<DeltaDefinitionChange> changes) {
    if (before == null || before != after) {
      changes.add(
          new DeltaDefinitionChange(
              What.PROTOCOL_VERSION,
              name,
              before == null ? null : before.toString(),
              Integer.toString(after)));
    }
  }

  private static void features(
      String side, List<String> before, List<String> after, List<DeltaDefinitionChange> changes) {
    Set<String> old = before == null ? Set.of() : new LinkedHashSet<>(before);
    Set<String> now = after == null ? Set.of() : new LinkedHashSet<>(after);
    for (String feature : now) {
      if (!old.contains(feature)) {
        changes.add(new DeltaDefinitionChange(What.TABLE_FEATURE, feature, null, side));
      }
    }
    for (String feature : old) {
      if (!now.contains(feature)) {
        changes.add(new DeltaDefinitionChange(What.TABLE_FEATURE, feature, side, null));
      }
    }
  }

  private static void keyed(
      What what,
      Map<String, String> before,
      Map<String, String> after,
      List<DeltaDefinitionChange> changes) {
    after.forEach(
        (key, value) -> {
          String old = before.get(key);
          if (!Objects.equals(old, value)) {
            changes.add(new DeltaDefinitionChange(what, key, old, value));
          }
        });
    before.forEach(
        (key, value) -> {
          if (!after.containsKey(key)) {
            changes.add(new DeltaDefinitionChange(what, key, value, null));
          }
        });
  }

  /** Every field by its dotted path, nested structs' fields too, as its type and nullability. */
  private static Map<String, String> fields(StructType schema) {
    Map<String, String> fields = new LinkedHashMap<>();
    if (schema != null) {
      fields("", schema, fields);
    }
    return fields;
  }

  private static void fields(String prefix, StructType struct, Map<String, String> into) {
    for (StructField field : struct.fields()) {
      String path = prefix + field.name();
      DataType type = field.type();
      into.put(path, type.simpleString() + (field.nullable() ? "" : " not null"));
      if (type instanceof StructType nested) {
        fields(path + ".", nested, into);
      }
    }
  }
}
