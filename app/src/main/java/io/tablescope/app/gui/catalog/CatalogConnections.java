package io.tablescope.app.gui.catalog;

import io.tablescope.format.catalog.config.CatalogConfig;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.prefs.BackingStoreException;
import java.util.prefs.Preferences;

/**
 * The catalogs a user connected to from the app, kept in the user's preferences so they are offered
 * again after a restart. Only what is not secret is kept (the uri, the warehouse, the scope, ...):
 * a credential or token is asked for again, or comes from the pyiceberg configuration.
 */
public final class CatalogConnections {
  private final Preferences preferences;

  /**
   * @param preferences the node the connections are kept under, one child node each
   */
  public CatalogConnections(Preferences preferences) {
    this.preferences = preferences;
  }

  /** The remembered connections, by name. */
  public List<CatalogConfig> list() {
    List<CatalogConfig> connections = new ArrayList<>();
    try {
      for (String name : preferences.childrenNames()) {
        Preferences node = preferences.node(name);
        Map<String, String> properties = new LinkedHashMap<>();
        for (String key : node.keys()) {
          properties.put(key, node.get(key, ""));
        }
        connections.add(CatalogConfig.of(name, properties));
      }
    } catch (BackingStoreException e) {
      return List.of();
    }
    connections.sort((a, b) -> a.name().compareTo(b.name()));
    return connections;
  }

  /** Remembers a connection without its secrets, replacing one of the same name. */
  public void remember(CatalogConfig catalog) {
    try {
      if (preferences.nodeExists(catalog.name())) {
        preferences.node(catalog.name()).removeNode();
      }
    } catch (BackingStoreException e) {
      return;
    }
    Preferences node = preferences.node(catalog.name());
    catalog
        .properties()
        .forEach(
            (key, value) -> {
              if (!CatalogConfig.isSecret(key)) {
                node.put(key, value);
              }
            });
  }

  /** Forgets a connection. */
  public void forget(String name) {
    try {
      if (preferences.nodeExists(name)) {
        preferences.node(name).removeNode();
      }
    } catch (BackingStoreException e) {
      // Nothing was kept, so nothing is left to forget.
    }
  }
}
