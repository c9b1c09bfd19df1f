package io.tablescope.inspector.iceberg.replay;

import io.tablescope.format.iceberg.manifest.ContentFile;
import io.tablescope.format.iceberg.metadata.NestedField;
import io.tablescope.format.iceberg.metadata.PartitionField;
import io.tablescope.format.iceberg.metadata.PartitionSpec;
import io.tablescope.format.iceberg.metadata.Schema;
import io.tablescope.format.iceberg.metadata.TableMetadata;
import io.tablescope.format.iceberg.metadata.Type;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
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
 * The conflict filter limited to the partitions of the files an operation adds and removes, in the
 * operation file's filter syntax: identity partitions as their values ({@code color = 'red'}), and
 * truncate and time partitions as the range of the source column they cover ({@code day >=
 * '2024-01-01' and day < '2024-02-01'}, one range spanning every file's). A column is limited only
 * when every one of those files is partitioned on it, so the filter still covers each of them: a
 * filter that left one out would hide a conflict rather than avoid one.
 */
final class NarrowedConflictFilter {
  private static final long MICROS_PER_HOUR = 3_600_000_000L;
  private static final long MICROS_PER_DAY = 24 * MICROS_PER_HOUR;
  private static final LocalDate EPOCH = LocalDate.ofEpochDay(0);

  private NarrowedConflictFilter() {}

  /**
   * The source-column values one partition covers, {@code low} inclusive and {@code high}
   * exclusive, in the column's in-memory form (days for dates, microseconds for timestamps).
   */
  private record Range(long low, long high) {
    /** The values of both partitions of two files, and any between. */
    Range span(Range other) {
      return new Range(Math.min(low, other.low), Math.max(high, other.high));
    }

    /** The values in both partitions of one file, partitioned twice on the column. */
    Range intersect(Range other) {
      return new Range(Math.max(low, other.low), Math.min(high, other.high));
    }
  }

  /** The partition part of the filter, or empty when no column can be limited. */
  static Optional<String> partitionsOf(TableMetadata metadata, List<ContentFile> files) {
    Schema schema = metadata.currentSchema().orElse(null);
    if (schema == null || files.isEmpty()) {
      return Optional.empty();
    }
    Map<Integer, Type.Primitive> types = new HashMap<>();
    Map<Integer, String> names = new HashMap<>();
    for (NestedField field : schema.columns()) {
      if (field.type() instanceof Type.Primitive type) {
        types.put(field.id(), type);
        names.put(field.id(), field.name());
      }
    }
    Map<Integer, Set<Object>> identities = null;
    Map<Integer, Range> ranges = null;
    for (ContentFile file : files) {
      Map<Integer, Object> fileIdentities = new LinkedHashMap<>();
      Map<Integer, Range> fileRanges = new LinkedHashMap<>();
      read(metadata, file, types, fileIdentities, fileRanges);
      if (identities == null) {
        identities = new LinkedHashMap<>();
        for (Integer column : fileIdentities.keySet()) {
          identities.put(column, new LinkedHashSet<>());
        }
        ranges = new LinkedHashMap<>(fileRanges);
      }
      identities.keySet().retainAll(fileIdentities.keySet());
      for (Map.Entry<Integer, Set<Object>> column : identities.entrySet()) {
        column.getValue().add(fileIdentities.get(column.getKey()));
      }
      ranges.keySet().retainAll(fileRanges.keySet());
      ranges.replaceAll((column, range) -> range.span(fileRanges.get(column)));
    }
    List<String> terms = new ArrayList<>();
    for (Map.Entry<Integer, Set<Object>> column : identities.entrySet()) {
      Type.Primitive type = types.get(column.getKey());
      identityTerm(names.get(column.getKey()), type, column.getValue()).ifPresent(terms::add);
    }
    for (Map.Entry<Integer, Range> column : ranges.entrySet()) {
      if (!identities.containsKey(column.getKey())) {
        rangeTerm(names.get(column.getKey()), types.get(column.getKey()), column.getValue())
            .ifPresent(terms::add);
      }
    }
    return terms.isEmpty() ? Optional.empty() : Optional.of(String.join(" and ", terms));
  }

  /** A file's identity values and transform ranges, by source column id. */
  private static void read(
      TableMetadata metadata,
      ContentFile file,
      Map<Integer, Type.Primitive> types,
      Map<Integer, Object> identities,
      Map<Integer, Range> ranges) {
    PartitionSpec spec = metadata.spec(file.specId()).orElse(null);
    if (spec == null) {
      return;
    }
    for (int i = 0; i < spec.fields().size() && i < file.partition().size(); i++) {
      PartitionField field = spec.fields().get(i);
      Type.Primitive type = types.get(field.sourceId());
      if (field.sourceIds().size() != 1 || type == null) {
        continue;
      }
      Object value = file.partition().get(i).value().value();
      if (field.transform().equals("identity")) {
        identities.put(field.sourceId(), value);
      } else if (value instanceof Number number) {
        Range range = range(field.transform(), type, number.longValue());
        if (range != null) {
          ranges.merge(field.sourceId(), range, Range::intersect);
        }
      }
    }
  }

  /** The source values a truncate or time partition value covers, or null for other transforms. */
  private static Range range(String transform, Type.Primitive type, long value) {
    boolean date = type.name().equals("date");
    boolean timestamp = type.name().equals("timestamp") || type.name().equals("timestamptz");
    if (transform.startsWith("truncate[")
        && (type.name().equals("int") || type.name().equals("long"))) {
      return new Range(
          value, value + Long.parseLong(transform.substring(9, transform.length() - 1)));
    }
    if (!date && !timestamp) {
      return null;
    }
    long unit = date ? 1 : MICROS_PER_DAY;
    switch (transform) {
      case "day":
        return new Range(value * unit, (value + 1) * unit);
      case "hour":
        return timestamp ? new Range(value * MICROS_PER_HOUR, (value + 1) * MICROS_PER_HOUR) : null;
      case "month":
        return new Range(
            EPOCH.plusMonths(value).toEpochDay() * unit,
            EPOCH.plusMonths(value + 1).toEpochDay() * unit);
      case "year":
        return new Range(
            EPOCH.plusYears(value).toEpochDay() * unit,
            EPOCH.plusYears(value + 1).toEpochDay() * unit);
      default:
        return null;
    }
  }

  /** {@code column = v}, {@code column in (...)}, {@code column is null}, or an or of them. */
  private static Optional<String> identityTerm(
      String column, Type.Primitive type, Set<Object> values) {
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

  private static Optional<String> rangeTerm(String column, Type.Primitive type, Range range) {
    String low = literal(type, range.low);
    String high = literal(type, range.high);
    return low == null || high == null
        ? Optional.empty()
        : Optional.of(column + " >= " + low + " and " + column + " < " + high);
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
        return value instanceof Number days
            ? "'" + LocalDate.ofEpochDay(days.longValue()) + "'"
            : null;
      case "timestamp":
        return value instanceof Number micros ? "'" + dateTime(micros.longValue()) + "'" : null;
      case "timestamptz":
        return value instanceof Number micros ? "'" + dateTime(micros.longValue()) + "Z'" : null;
      default:
        return null;
    }
  }

  private static LocalDateTime dateTime(long micros) {
    return LocalDateTime.ofEpochSecond(
        Math.floorDiv(micros, 1_000_000L),
        (int) Math.floorMod(micros, 1_000_000L) * 1000,
        ZoneOffset.UTC);
  }
}
