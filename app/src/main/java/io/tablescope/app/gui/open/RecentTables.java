package io.tablescope.app.gui.open;

import io.tablescope.app.gui.settings.Settings;
import java.util.ArrayList;
import java.util.List;

/**
 * The tables opened lately, newest first, kept in the settings so they survive a restart. Holds at
 * most {@link #LIMIT} locations.
 */
public final class RecentTables {
  static final int LIMIT = 10;
  private static final String KEY = "recent-";

  private final Settings settings;

  public RecentTables(Settings settings) {
    this.settings = settings;
  }

  /** The recent locations, newest first. */
  public List<String> list() {
    List<String> locations = new ArrayList<>();
    for (int i = 0; i < LIMIT; i++) {
      String location = settings.get(KEY + i, null);
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
        settings.put(KEY + i, locations.get(i));
      } else {
        settings.remove(KEY + i);
      }
    }
    return List.copyOf(locations.subList(0, Math.min(LIMIT, locations.size())));
  }
}
