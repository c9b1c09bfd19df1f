package io.tablescope.inspector.table;

import java.util.List;
import java.util.Objects;

/** A titled group of facts about the selected node, shown as one block of the details pane. */
public record DetailSection(String title, List<DetailRow> rows) {
  public DetailSection {
    Objects.requireNonNull(title, "title");
    rows = List.copyOf(rows);
  }

  /**
   * One fact: a name and its value.
   *
   * @param copyable whether the value is a path or id the user may want to copy
   * @param flagged whether the value is a disagreement or problem to draw the eye to
   */
  public record DetailRow(String name, String value, boolean copyable, boolean flagged) {
    public DetailRow {
      Objects.requireNonNull(name, "name");
      value = value == null ? "" : value;
    }

    public static DetailRow of(String name, Object value) {
      return new DetailRow(name, value == null ? "" : value.toString(), false, false);
    }

    public static DetailRow copyable(String name, String value) {
      return new DetailRow(name, value, true, false);
    }
  }
}
