package io.tablescope.format.catalog.rest;

import java.util.ArrayList;
import java.util.List;

/**
 * A namespace of a catalog: its levels from the top, e.g. {@code [sales, eu]}; no level is the
 * catalog's root.
 *
 * @param levels the names from the outermost in, none blank
 */
public record Namespace(List<String> levels) {
  public Namespace {
    levels = List.copyOf(levels);
    for (String level : levels) {
      if (level.isEmpty()) {
        throw new IllegalArgumentException("A namespace level is empty: " + levels);
      }
    }
  }

  /** The catalog's root, which holds the top-level namespaces. */
  public static Namespace root() {
    return new Namespace(List.of());
  }

  /** A namespace of the given levels. */
  public static Namespace of(String... levels) {
    return new Namespace(List.of(levels));
  }

  /** Whether this is the catalog's root. */
  public boolean isRoot() {
    return levels.isEmpty();
  }

  /** A namespace inside this one. */
  public Namespace child(String level) {
    List<String> child = new ArrayList<>(levels);
    child.add(level);
    return new Namespace(child);
  }

  /** The levels joined with dots, as users write them: {@code sales.eu}. */
  @Override
  public String toString() {
    return String.join(".", levels);
  }
}
