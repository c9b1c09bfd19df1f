package io.tablescope.format.catalog.rest;

import java.util.Objects;

/**
 * A table of a catalog: the namespace holding it and its name.
 *
 * @param namespace the namespace, never the root
 * @param name the table's name
 */
public record TableIdentifier(Namespace namespace, String name) {
  public TableIdentifier {
    Objects.requireNonNull(namespace, "namespace");
    Objects.requireNonNull(name, "name");
    if (name.isEmpty()) {
      throw new IllegalArgumentException("A table name is empty in namespace " + namespace);
    }
  }

  /** The namespace and name joined with dots, as users write them: {@code sales.eu.orders}. */
  @Override
  public String toString() {
    return namespace.isRoot() ? name : namespace + "." + name;
  }
}
