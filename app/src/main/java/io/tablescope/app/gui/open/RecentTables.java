package io.tablescope.app.gui.open;

import java.util.ArrayList;
import java.util.List;
import java.util.prefs.Preferences;

/**
 * The tables opened lately, newest first, kept in the user's preferences so they survive a restart.
 * Holds at most {@link #LIMIT} locations.
 */
public final class RecentTables {
  static final int LIMIT = 10;
  private static final String KEY = "recent-";

  private final Preferences preferences;

  public RecentTables(Preferences preferences) {
    this.preferences = preferences;
  }

  /** The recent locations, newest first. */
  public List<String> list() {
    List<String> locations = new ArrayList<>();
    for (int i = 0; i < LIMIT; i++) {
      String location = preferences.get(KEY + i, null);
      if (location != null) {
        locations.add(location);
      }
    }
    return locations;
  }

  /** Puts a location first, removing it from further down, and returns the new list. */
  public List<String> remember(String location) {
    List<String> locations = new ArrayList<>(list());
    locations.remove(location);
    locations.add(0, location);
    for (int i = 0; i < LIMIT; i++) {
      if (i < locations.size()) {
        preferences.put(KEY + i, locations.get(i));
      } else {
        preferences.remove(KEY + i);
      }
    }
    return List.copyOf(locations.subList(0, Math.min(LIMIT, locations.size())));
  }
}
