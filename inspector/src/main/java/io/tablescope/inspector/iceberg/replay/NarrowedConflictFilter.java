package io.tablescope.inspector.iceberg.replay;

import io.tablescope.format.iceberg.manifest.ContentFile;
import io.tablescope.format.iceberg.metadata.NestedField;
import io.tablescope.format.iceberg.metadata.PartitionField;
import io.tablescope.format.iceberg.metadata.PartitionSpec;
import io.tablescope.format.iceberg.metadata.Schema;
import io.tablescope.format.iceberg.metadata.TableMetadata;
import io.tablescope.format.iceberg.metadata.Type;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The conflict filter limited to the identity partitions of the files an operation adds and
 * removes, in the operation file's filter syntax ({@code color = 'red'}, {@code day in
 * ('2024-01-02', '2024-01-03')}). A column is limited only when every one of those files has an
 * identity partition on it, so the filter still covers each of them: a filter that left one out
 * would hide a conflict rather than avoid one.
 */
final class NarrowedConflictFilter {
  private NarrowedConflictFilter() {}

  /** The partition part of the filter, or empty when no column can be limited. */
  static Optional<String> partitionsOf(TableMetadata metadata, List<ContentFile> files) {
    Schema schema = metadata.currentSchema().orElse(null);
    if (schema == null || files.isEmpty()) {
      return Optional.empty();
    }
    Map<Integer, Set<Object>> valuesByColumn = null;
    for (ContentFile file : files) {
      Map<Integer, Object> identities = identityValues(metadata, file);
      if (valuesByColumn == null) {
        valuesByColumn = new LinkedHashMap<>();
        for (Integer column : identities.keySet()) {
          valuesByColumn.put(column, new LinkedHashSet<>());
        }
      }
      valuesByColumn.keySet().retainAll(identities.keySet());
      for (Map.Entry<Integer, Set<Object>> column : valuesByColumn.entrySet()) {
        column.getValue().add(identities.get(column.getKey()));
      }
    }
    List<String> terms = new ArrayList<>();
    for (Map.Entry<Integer, Set<Object>> column : valuesByColumn.entrySet()) {
      NestedField field =
          schema.columns().stream()
              .filter(candidate -> candidate.id() == column.getKey())
              .findFirst()
              .orElse(null);
      if (field != null && field.type() instanceof Type.Primitive type) {
        term(field.name(), type, column.getValue()).ifPresent(terms::add);
      }
    }
    return terms.isEmpty() ? Optional.empty() : Optional.of(String.join(" and ", terms));
  }

  /** A file's identity partition values by source column id; a null value is the null partition. */
  private static Map<Integer, Object> identityValues(TableMetadata metadata, ContentFile file) {
    Map<Integer, Object> values = new HashMap<>();
    PartitionSpec spec = metadata.spec(file.specId()).orElse(null);
    if (spec == null) {
      return values;
    }
    for (int i = 0; i < spec.fields().size() && i < file.partition().size(); i++) {
      PartitionField field = spec.fields().get(i);
      if (field.transform().equals("identity") && field.sourceIds().size() == 1) {
        values.put(field.sourceId(), file.partition().get(i).value().value());
      }
    }
    return values;
  }

  /** {@code column = v}, {@code column in (...)}, {@code column is null}, or an or of them. */
  private static Optional<String> term(String column, Type.Primitive type, Set<Object> values) {
    List<String> literals = new ArrayList<>();
    for (Object value : values) {
      if (value != null) {
        String literal = literal(type, value);
        if (literal == null) {
          return Optional.empty();
        }
        literals.add(literal);
      }
    }
    List<String> alternatives = new ArrayList<>();
    if (literals.size() == 1) {
      alternatives.add(column + " = " + literals.get(0));
    } else if (!literals.isEmpty()) {
      alternatives.add(column + " in (" + String.join(", ", literals) + ")");
    }
    if (values.contains(null)) {
      alternatives.add(column + " is null");
    }
    return Optional.of(
        alternatives.size() == 1
            ? alternatives.get(0)
            : alternatives.stream().collect(Collectors.joining(" or ", "(", ")")));
  }

  /** A value as the filter syntax writes it, or null for a type it has no literal for here. */
  private static String literal(Type.Primitive type, Object value) {
    switch (type.name()) {
      case "string":
        return "'" + value.toString().replace("'", "''") + "'";
      case "int":
      case "long":
      case "boolean":
        return value.toString();
      case "date":
        return value instanceof Integer days ? "'" + LocalDate.ofEpochDay(days) + "'" : null;
      default:
        return null;
    }
  }
}
