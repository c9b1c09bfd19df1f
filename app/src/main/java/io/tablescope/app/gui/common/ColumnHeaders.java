package io.tablescope.app.gui.common;

import javafx.scene.Node;
import javafx.scene.control.Control;
import javafx.scene.control.Labeled;
import javafx.scene.control.TableColumnBase;
import javafx.scene.control.skin.TableColumnHeader;

/**
 * Keeps every column of a table at least as wide as its header's words, so that a narrow column
 * reads "Default" or "File seq" rather than "Defa…" while space sits empty at the right. The width
 * is measured on the header as the theme draws it, once the table is laid out.
 */
public final class ColumnHeaders {
  /** Room for the arrow a sorted column shows beside its title, so sorting never cuts it. */
  private static final double SORT_ARROW = 14;

  private ColumnHeaders() {}

  /** Widens any column whose header would be cut, each time the table has been laid out. */
  public static void keepWhole(Control table) {
    table
        .needsLayoutProperty()
        .addListener(
            (observable, was, needs) -> {
              if (!needs) {
                widen(table);
              }
            });
  }

  private static void widen(Control table) {
    Node headers = table.lookup(".column-header-background");
    if (headers == null) {
      return;
    }
    for (Node node : headers.lookupAll(".column-header")) {
      if (node instanceof TableColumnHeader header
          && header.getTableColumn() != null
          && header.lookup(".label") instanceof Labeled label) {
        double words =
            Math.ceil(
                label.prefWidth(-1)
                    + header.snappedLeftInset()
                    + header.snappedRightInset()
                    + SORT_ARROW);
        TableColumnBase<?, ?> column = header.getTableColumn();
        if (column.getMinWidth() < words) {
          column.setMinWidth(words);
        }
      }
    }
  }
}
