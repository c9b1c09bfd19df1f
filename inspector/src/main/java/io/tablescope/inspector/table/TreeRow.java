package io.tablescope.inspector.table;

import java.util.Map;
import java.util.Objects;

/**
 * What a node's row in a commit tree shows.
 *
 * @param tooltip what hovering over the name says, or null
 * @param cells the cells by column id; a column without one is empty
 * @param path the file the node is or names, by which a view selects it; empty for none
 * @param problem whether the row is damage, drawn red
 */
public record TreeRow(
    NodeKind kind,
    String name,
    String tooltip,
    Map<String, TreeCell> cells,
    String path,
    boolean problem) {
  public TreeRow {
    Objects.requireNonNull(kind, "kind");
    Objects.requireNonNull(name, "name");
    cells = Map.copyOf(cells);
    path = path == null ? "" : path;
  }

  /** The cell of a column, empty when the row has none. */
  public TreeCell cell(String columnId) {
    return cells.getOrDefault(columnId, TreeCell.EMPTY);
  }
}
