package io.tablescope.format.iceberg.metadata;

import java.util.Map;
import java.util.Optional;

/**
 * The field ids the Iceberg spec reserves for metadata columns, with their names and types: the
 * {@code file_path} and {@code pos} columns of position delete files, v3 row lineage ({@code
 * _row_id}, {@code _last_updated_sequence_number}) and the engines' virtual columns. A manifest
 * entry of a position delete file has bounds keyed by these ids, which no table schema holds.
 */
public final class MetadataColumns {
  /** A reserved column: its name and primitive type. */
  public record Column(String name, Type type) {}

  private static final int MAX = Integer.MAX_VALUE;

  private static final Map<Integer, Column> RESERVED =
      Map.ofEntries(
          column(MAX - 1, "_file", "string"),
          column(MAX - 2, "_pos", "long"),
          column(MAX - 3, "_deleted", "boolean"),
          column(MAX - 4, "_spec_id", "int"),
          column(MAX - 101, "file_path", "string"),
          column(MAX - 102, "pos", "long"),
          column(MAX - 104, "_change_type", "string"),
          column(MAX - 105, "_change_ordinal", "int"),
          column(MAX - 106, "_commit_snapshot_id", "long"),
          column(MAX - 107, "_row_id", "long"),
          column(MAX - 108, "_last_updated_sequence_number", "long"));

  private MetadataColumns() {}

  /** The reserved column with this field id, if it is one of primitive type. */
  public static Optional<Column> find(int fieldId) {
    return Optional.ofNullable(RESERVED.get(fieldId));
  }

  /** Every reserved column of primitive type, by field id. */
  public static Map<Integer, Column> all() {
    return RESERVED;
  }

  private static Map.Entry<Integer, Column> column(int fieldId, String name, String type) {
    return Map.entry(fieldId, new Column(name, new Type.Primitive(type)));
  }
}
