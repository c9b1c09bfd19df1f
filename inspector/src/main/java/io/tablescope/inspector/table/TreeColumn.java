package io.tablescope.inspector.table;

import java.util.Objects;

/**
 * A column of a commit tree.
 *
 * @param id the column's stable name, the key of its cells in every row
 * @param width its width in pixels when first drawn
 */
public record TreeColumn(String id, String title, double width, Kind kind) {
  /** How the column's cells read. */
  public enum Kind {
    /** The node's name, drawn with its kind's icon. */
    NAME,
    TEXT,
    /** A count, aligned right. */
    NUMBER,
    /** A size in bytes, aligned right. */
    SIZE
  }

  public TreeColumn {
    Objects.requireNonNull(id, "id");
    Objects.requireNonNull(title, "title");
    Objects.requireNonNull(kind, "kind");
  }

  public static TreeColumn name(String id, double width) {
    return new TreeColumn(id, "Name", width, Kind.NAME);
  }

  public static TreeColumn text(String id, String title, double width) {
    return new TreeColumn(id, title, width, Kind.TEXT);
  }

  public static TreeColumn number(String id, String title) {
    return new TreeColumn(id, title, 95, Kind.NUMBER);
  }

  public static TreeColumn size(String id, String title) {
    return new TreeColumn(id, title, 95, Kind.SIZE);
  }
}
