package io.tablescope.inspector.table.graph;

import java.util.List;
import java.util.Optional;

/**
 * The metadata tree of one or several snapshots, laid out: cards in columns (for Iceberg snapshots,
 * manifest lists, manifests, entries) and the edges between them. A manifest several chosen
 * snapshots share is one card with an edge from each list.
 *
 * @param drawnEntries the entries that have a card (the rest are folded)
 * @param totalEntries every entry of the drawn manifests
 * @param width the right edge of the rightmost card
 * @param height the bottom edge of the lowest card
 */
public record TreeGraph(
    List<GraphCard> cards,
    List<GraphEdge> edges,
    int drawnEntries,
    int totalEntries,
    double width,
    double height) {
  /** A graph without cards. */
  public static final TreeGraph EMPTY = new TreeGraph(List.of(), List.of(), 0, 0, 0, 0);

  public TreeGraph {
    cards = List.copyOf(cards);
    edges = List.copyOf(edges);
    if (drawnEntries > totalEntries) {
      throw new IllegalArgumentException(
          "Drawn entries " + drawnEntries + " exceed the total " + totalEntries);
    }
  }

  /** The badge's words, e.g. {@code drawing 20 of 1,254 entries}. */
  public String drawing() {
    return String.format("drawing %,d of %,d entries", drawnEntries, totalEntries);
  }

  /** The topmost card at this point, if any. */
  public Optional<GraphCard> cardAt(double x, double y) {
    for (int i = cards.size() - 1; i >= 0; i--) {
      if (cards.get(i).contains(x, y)) {
        return Optional.of(cards.get(i));
      }
    }
    return Optional.empty();
  }

  /** The card with this id, if any. */
  public Optional<GraphCard> card(String id) {
    return cards.stream().filter(card -> card.id().equals(id)).findFirst();
  }
}
