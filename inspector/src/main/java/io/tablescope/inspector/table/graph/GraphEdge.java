package io.tablescope.inspector.table.graph;

import java.util.Objects;

/** An edge of the tree graph, from a card to one it leads to, named by their ids. */
public record GraphEdge(String from, String to) {
  public GraphEdge {
    Objects.requireNonNull(from, "from");
    Objects.requireNonNull(to, "to");
  }
}
