package io.tablescope.app.gui.open;

import io.tablescope.app.gui.settings.Settings;
import java.util.ArrayList;
import java.util.List;

/**
 * The tables open in the window's tabs, in tab order, and the selected tab, kept in the window's
 * settings so the next start reopens them. A table is kept as the recent list keeps it: its
 * location or its catalog name, never a credential; an empty string is a tab with no table.
 */
public final class OpenTabs {
  private static final String KEY = "tab-";
  private static final String SELECTED = "selected";

  private final Settings settings;

  /**
   * @param settings a node of their own: everything in it is replaced on each change
   */
  public OpenTabs(Settings settings) {
    this.settings = settings;
  }

  /** The remembered tabs' tables, in tab order; empty when none were remembered. */
  public List<String> tables() {
    List<String> tables = new ArrayList<>();
    for (int i = 0; settings.get(KEY + i, null) != null; i++) {
      tables.add(settings.get(KEY + i, null));
    }
    return List.copyOf(tables);
  }

  /** The index of the remembered selected tab, within {@link #tables()} (0 when none). */
  public int selected() {
    int selected = settings.getInt(SELECTED, 0);
    return selected >= 0 && selected < tables().size() ? selected : 0;
  }

  /** Replaces the remembered tabs. */
  public void remember(List<String> tables, int selected) {
    settings.clear();
    for (int i = 0; i < tables.size(); i++) {
      settings.put(KEY + i, tables.get(i));
    }
    settings.putInt(SELECTED, selected);
  }
}
