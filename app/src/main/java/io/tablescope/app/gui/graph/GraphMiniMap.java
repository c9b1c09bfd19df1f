package io.tablescope.app.gui.graph;

import io.tablescope.inspector.table.graph.GraphCard;
import io.tablescope.inspector.table.graph.TreeGraph;
import java.util.HashSet;
import java.util.Set;
import java.util.function.BiConsumer;
import javafx.geometry.Rectangle2D;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.input.MouseButton;

/**
 * The whole tree graph shrunk into the Graph tab's side column, with the part in view outlined; a
 * click there centres the view on that point. It has a place of its own beside the cards, not over
 * them, so it never hides one. Cards that fall on the same pixel are drawn once, so a graph of
 * 200,000 cards costs a few hundred rectangles.
 */
public final class GraphMiniMap extends Canvas {
  static final double WIDTH = 220;
  static final double HEIGHT = 140;

  private double mini = 1;

  /**
   * @param centreOn called with the graph's point under a click
   */
  GraphMiniMap(BiConsumer<Double, Double> centreOn) {
    super(WIDTH, HEIGHT);
    setId("graphMiniMap");
    setOnMouseClicked(
        event -> {
          if (event.getButton() == MouseButton.PRIMARY) {
            centreOn.accept(event.getX() / mini, event.getY() / mini);
          }
        });
  }

  /** Draws the graph and outlines the part of it in view (in the graph's units). */
  void draw(TreeGraph graph, Rectangle2D inView, GraphPalette palette) {
    GraphicsContext g = getGraphicsContext2D();
    g.clearRect(0, 0, WIDTH, HEIGHT);
    setVisible(!graph.cards().isEmpty());
    if (graph.cards().isEmpty()) {
      return;
    }
    mini = Math.min(WIDTH / Math.max(1, graph.width()), HEIGHT / Math.max(1, graph.height()));
    g.setFill(palette.card());
    g.fillRect(0, 0, WIDTH, HEIGHT);
    g.setStroke(palette.border());
    g.setLineWidth(1);
    g.strokeRect(0.5, 0.5, WIDTH - 1, HEIGHT - 1);
    Set<Long> drawn = new HashSet<>();
    for (GraphCard card : graph.cards()) {
      int column = (int) Math.round(card.x() * mini);
      int row = (int) Math.round(card.y() * mini);
      if (drawn.add(((long) column << 32) | row)) {
        g.setFill(palette.accent(card));
        g.fillRect(
            card.x() * mini,
            card.y() * mini,
            Math.max(1, card.width() * mini),
            Math.max(1, card.height() * mini));
      }
    }
    g.setStroke(palette.selection());
    g.setLineWidth(1.5);
    g.strokeRect(
        Math.max(0, inView.getMinX()) * mini,
        Math.max(0, inView.getMinY()) * mini,
        Math.min(WIDTH, inView.getWidth() * mini),
        Math.min(HEIGHT, inView.getHeight() * mini));
  }
}
