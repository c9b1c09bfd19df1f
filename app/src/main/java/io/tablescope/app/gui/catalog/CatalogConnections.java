package io.tablescope.app.gui.catalog;

import io.tablescope.app.gui.settings.Settings;
import io.tablescope.format.catalog.config.CatalogConfig;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The catalogs a user connected to from the app, kept in the user's settings so they are offered
 * again after a restart. Only what is not secret is kept (the uri, the warehouse, the scope, ...):
 * a credential or token is asked for again, or comes from the pyiceberg configuration.
 */
public final class CatalogConnections {
  private final Settings settings;

  /**
   * @param settings the node the connections are kept under, one child node each
   */
  public CatalogConnections(Settings settings) {
    this.settings = settings;
  }

  /** The remembered connections, by name. */
  public List<CatalogConfig> list() {
    List<CatalogConfig> connections = new ArrayList<>();
    for (String name : settings.childrenNames()) {
      Settings node = settings.node(name);
      Map<String, String> properties = new LinkedHashMap<>();
      for (String key : node.keys()) {
        properties.put(key, node.get(key, ""));
      }
      connections.add(CatalogConfig.of(name, properties));
    }
    connections.sort((a, b) -> a.name().compareTo(b.name()));
    return connections;
  }

  /** Remembers a connection without its secrets, replacing one of the same name. */
  public void remember(CatalogConfig catalog) {
    forget(catalog.name());
    Settings node = settings.node(catalog.name());
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
    if (settings.nodeExists(name)) {
      settings.node(name).removeNode();
    }
  }
}
