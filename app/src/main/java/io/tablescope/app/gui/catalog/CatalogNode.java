package io.tablescope.app.gui.catalog;

import io.tablescope.format.catalog.rest.Namespace;
import io.tablescope.format.catalog.rest.TableIdentifier;

/** A row of the catalog browser: a catalog, one of its namespaces, or a table. */
public sealed interface CatalogNode {

  /** The catalog the row belongs to. */
  String catalog();

  /** The row's text. */
  String label();

  /** Whether the row can have children. */
  default boolean isLeaf() {
    return false;
  }

  /** A catalog; its children are its top-level namespaces. */
  record CatalogRoot(String catalog, String uri) implements CatalogNode {
    @Override
    public String label() {
      return uri == null ? catalog : catalog + " · " + uri;
    }
  }

  /** A namespace; its children are its namespaces, then its tables. */
  record NamespaceNode(String catalog, Namespace namespace) implements CatalogNode {
    @Override
    public String label() {
      return namespace.levels().get(namespace.levels().size() - 1);
    }
  }

  /** A table; opening it shows it. */
  record TableNode(String catalog, TableIdentifier table) implements CatalogNode {
    @Override
    public String label() {
      return table.name();
    }

    @Override
    public boolean isLeaf() {
      return true;
    }

    /** The table's full name, {@code CATALOG.NAMESPACE.TABLE}. */
    public String fullName() {
      return catalog + "." + String.join(".", table.namespace().levels()) + "." + table.name();
    }
  }
}
