package io.tablescope.format.iceberg.manifest;

import io.tablescope.format.avro.AvroException;
import io.tablescope.format.avro.AvroRecord;
import io.tablescope.format.avro.AvroSchema;
import java.util.Collection;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Field access on Avro records whose schema comes from the file: a field the writer did not write
 * (an older format version) reads as null.
 */
final class AvroRecords {
  private AvroRecords() {}

  /** The positions of named fields in one record schema, resolved once per file. */
  static final class Positions {
    private final Map<String, Integer> positions = new LinkedHashMap<>();

    Positions(AvroSchema recordSchema) {
      for (AvroSchema.Field field : recordSchema.fields()) {
        positions.put(field.name(), field.position());
      }
    }

    /** Whether the schema has a field of this name. */
    boolean has(String name) {
      return positions.containsKey(name);
    }

    Object get(AvroRecord record, String name) {
      Integer position = positions.get(name);
      return position == null ? null : record.get(position);
    }

    /**
     * A field the spec requires. A file without it, or with null in it, is damaged: reading stops
     * with an error naming the field, which the file's reader turns into a problem.
     */
    Object required(AvroRecord record, String name) {
      Object value = get(record, name);
      if (value == null) {
        throw new AvroException("required field " + name + " is null or missing");
      }
      return value;
    }

    /** The first of several names a field has had across format versions. */
    Object get(AvroRecord record, String name, String olderName) {
      Object value = get(record, name);
      return value != null ? value : get(record, olderName);
    }
  }

  static Long toLong(Object value) {
    return value == null ? null : ((Number) value).longValue();
  }

  static Integer toInt(Object value) {
    return value == null ? null : ((Number) value).intValue();
  }

  static String toText(Object value) {
    return value == null ? null : value.toString();
  }

  static String toHex(Object value) {
    return value instanceof byte[] bytes ? HexFormat.of().formatHex(bytes) : null;
  }

  @SuppressWarnings("unchecked")
  static <T> List<T> list(Object value) {
    return value == null ? List.of() : List.copyOf((Collection<T>) value);
  }
}
