package io.tablescope.app.gui.open;

import java.util.ArrayList;
import java.util.List;
import java.util.prefs.BackingStoreException;
import java.util.prefs.Preferences;

/**
 * The tables open in the window's tabs, in tab order, and the selected tab, kept in the user's
 * preferences so the next start reopens them. A table is kept as the recent list keeps it: its
 * location or its catalog name, never a credential; an empty string is a tab with no table.
 */
public final class OpenTabs {
  private static final String KEY = "tab-";
  private static final String SELECTED = "selected";

  private final Preferences preferences;

  /**
   * @param preferences a node of their own: everything in it is replaced on each change
   */
  public OpenTabs(Preferences preferences) {
    this.preferences = preferences;
  }

  /** The remembered tabs' tables, in tab order; empty when none were remembered. */
  public List<String> tables() {
    List<String> tables = new ArrayList<>();
    for (int i = 0; preferences.get(KEY + i, null) != null; i++) {
      tables.add(preferences.get(KEY + i, null));
    }
    return List.copyOf(tables);
  }

  /** The index of the remembered selected tab, within {@link #tables()} (0 when none). */
  public int selected() {
    int selected = preferences.getInt(SELECTED, 0);
    return selected >= 0 && selected < tables().size() ? selected : 0;
  }

  /** Replaces the remembered tabs. */
  public void remember(List<String> tables, int selected) {
    try {
      preferences.clear();
    } catch (BackingStoreException e) {
      // Keys left from a longer list are overwritten or ignored: reading stops at the first gap.
      preferences.remove(KEY + tables.size());
    }
    for (int i = 0; i < tables.size(); i++) {
      preferences.put(KEY + i, tables.get(i));
    }
    preferences.putInt(SELECTED, selected);
  }
}
