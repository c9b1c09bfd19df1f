package io.tablescope.app.gui.graph;

import static io.tablescope.inspector.table.graph.CardGeometry.CARD_WIDTH;
import static io.tablescope.inspector.table.graph.CardGeometry.COLUMN_GAP;
import static io.tablescope.inspector.table.graph.CardGeometry.LINE_HEIGHT;
import static io.tablescope.inspector.table.graph.CardGeometry.PADDING;

import io.tablescope.app.gui.common.NamedColours;
import io.tablescope.app.gui.common.SvgDocument;
import io.tablescope.app.gui.common.ThemeProbe;
import io.tablescope.inspector.table.graph.GraphCard;
import io.tablescope.inspector.table.graph.GraphEdge;
import io.tablescope.inspector.table.graph.TreeGraph;
import java.io.IOException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javafx.geometry.Point2D;
import javafx.geometry.Rectangle2D;
import javafx.geometry.VPos;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.scene.layout.Pane;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;

/**
 * One canvas that draws the cards and edges of the tree graph in view (and keeps its mini-map in
 * step), zoomed with Ctrl+wheel or +/-, panned by dragging, the wheel, the arrow keys, Page Up and
 * Page Down; Home goes back to the start, End to the last cards. A click selects a card or expands
 * a fold.
 */
public final class GraphCanvas extends Pane {
  private static final double MARGIN = 20;

  /** The graph's width up to its manifests (three columns), which the first view fits. */
  private static final double TO_MANIFESTS = 3 * CARD_WIDTH + 2 * COLUMN_GAP + 2 * MARGIN;

  private static final double MIN_FIT_SCALE = 0.5;
  private static final double MIN_SCALE = 0.05;
  private static final double MAX_SCALE = 3;
  private static final double PAN_STEP = 80;
  private static final double TEXT_FROM_SCALE = 0.35;

  private final GraphModel viewModel;
  private final Canvas canvas = new Canvas();
  private final GraphMiniMap miniMap = new GraphMiniMap(this::centreOn);
  private Font font = Font.font("System", 12);
  private Font bold = Font.font("System", FontWeight.BOLD, 12);
  private Map<String, GraphCard> byId = Map.of();
  private GraphPalette palette;
  private double scale = 1;
  private double originX = -MARGIN;
  private double originY = -MARGIN;
  private double pressX;
  private double pressY;
  private boolean dragged;
  private boolean fitted;

  public GraphCanvas(GraphModel viewModel) {
    this.viewModel = viewModel;
    canvas.setId("graphCanvas");
    getChildren()
        .addAll(
            canvas,
            ThemeProbe.of(
                () -> {
                  palette = null;
                  draw();
                }));
    setFocusTraversable(true);
    viewModel
        .graphProperty()
        .addListener(
            (observable, old, graph) -> {
              byId = index(graph);
              if (old == null || old.cards().isEmpty() || !sameSnapshots(old, graph)) {
                fitted = false;
                fit();
              }
              draw();
            });
    viewModel
        .selectedProperty()
        .addListener(
            (observable, old, card) -> {
              if (card != null) {
                reveal(card);
              }
              draw();
            });
    canvas.setOnMousePressed(
        event -> {
          requestFocus();
          pressX = event.getX();
          pressY = event.getY();
          dragged = false;
        });
    canvas.setOnMouseDragged(
        event -> {
          double dx = event.getX() - pressX;
          double dy = event.getY() - pressY;
          if (dragged || Math.abs(dx) + Math.abs(dy) > 4) {
            dragged = true;
            panBy(-dx / scale, -dy / scale);
            pressX = event.getX();
            pressY = event.getY();
          }
        });
    canvas.setOnMouseReleased(
        event -> {
          if (!dragged && event.getButton() == MouseButton.PRIMARY) {
            click(event.getX(), event.getY());
          }
        });
    canvas.setOnScroll(
        event -> {
          if (event.isControlDown()) {
            zoom(event.getDeltaY() > 0 ? 1.2 : 1 / 1.2, event.getX(), event.getY());
          } else {
            panBy(-event.getDeltaX() / scale, -event.getDeltaY() / scale);
          }
        });
    setOnKeyPressed(
        event -> {
          KeyCode code = event.getCode();
          switch (code) {
            case PLUS, EQUALS, ADD -> zoom(1.2, canvas.getWidth() / 2, canvas.getHeight() / 2);
            case MINUS, SUBTRACT -> zoom(1 / 1.2, canvas.getWidth() / 2, canvas.getHeight() / 2);
            case LEFT -> panBy(-PAN_STEP / scale, 0);
            case RIGHT -> panBy(PAN_STEP / scale, 0);
            case UP -> panBy(0, -PAN_STEP / scale);
            case DOWN -> panBy(0, PAN_STEP / scale);
            case PAGE_UP -> panBy(0, -canvas.getHeight() / scale);
            case PAGE_DOWN -> panBy(0, canvas.getHeight() / scale);
            case HOME -> panTo(-MARGIN, -MARGIN);
            case END -> panTo(-MARGIN, endY());
            default -> {
              return;
            }
          }
          event.consume();
        });
  }

  private static boolean sameSnapshots(TreeGraph old, TreeGraph graph) {
    return !old.cards().isEmpty()
        && !graph.cards().isEmpty()
        && old.cards().get(0).id().equals(graph.cards().get(0).id());
  }

  private static Map<String, GraphCard> index(TreeGraph graph) {
    Map<String, GraphCard> cards = new HashMap<>(graph.cards().size() * 2);
    graph.cards().forEach(card -> cards.put(card.id(), card));
    return cards;
  }

  public Canvas canvas() {
    return canvas;
  }

  public double scale() {
    return scale;
  }

  /** The mini-map of the whole graph, for a place beside the canvas. */
  public GraphMiniMap miniMap() {
    return miniMap;
  }

  /**
   * Starts a new graph at its top left, zoomed out (not below half size, where text stays readable)
   * so its manifests are on screen: at 1366×768 the canvas is narrower than the three columns up to
   * them.
   */
  private void fit() {
    if (fitted || canvas.getWidth() <= 0) {
      return;
    }
    fitted = true;
    scale = Math.max(MIN_FIT_SCALE, Math.min(1, canvas.getWidth() / TO_MANIFESTS));
    originX = -MARGIN;
    originY = -MARGIN;
  }

  private void centreOn(double worldX, double worldY) {
    panTo(worldX - canvas.getWidth() / scale / 2, worldY - canvas.getHeight() / scale / 2);
  }

  /** Zooms by a factor around a point of the canvas. */
  public void zoom(double factor, double atX, double atY) {
    double worldX = originX + atX / scale;
    double worldY = originY + atY / scale;
    scale = Math.max(MIN_SCALE, Math.min(MAX_SCALE, scale * factor));
    originX = worldX - atX / scale;
    originY = worldY - atY / scale;
    draw();
  }

  /** The top of the view that shows the graph's last cards at its bottom. */
  private double endY() {
    double height = viewModel.graphProperty().get().height();
    return Math.max(-MARGIN, height + MARGIN - canvas.getHeight() / scale);
  }

  private void panTo(double x, double y) {
    originX = x;
    originY = y;
    draw();
  }

  /** The point of the graph at the view's top left corner. */
  public Point2D origin() {
    return new Point2D(originX, originY);
  }

  private void panBy(double dx, double dy) {
    originX += dx;
    originY += dy;
    draw();
  }

  private void click(double x, double y) {
    viewModel
        .graphProperty()
        .get()
        .cardAt(originX + x / scale, originY + y / scale)
        .ifPresent(viewModel::select);
  }

  /** Pans so the card is in view; returns its centre on the screen. */
  public Point2D reveal(GraphCard card) {
    double viewWidth = canvas.getWidth() / scale;
    double viewHeight = canvas.getHeight() / scale;
    if (card.x() < originX || card.x() + card.width() > originX + viewWidth) {
      originX = card.x() - MARGIN;
    }
    if (card.y() < originY || card.bottom() > originY + viewHeight) {
      originY = card.y() - MARGIN;
    }
    draw();
    return canvas.localToScreen(
        (card.x() + card.width() / 2 - originX) * scale,
        (card.y() + card.height() / 2 - originY) * scale);
  }

  @Override
  protected void layoutChildren() {
    canvas.setWidth(getWidth());
    canvas.setHeight(getHeight());
    fit();
    draw();
  }

  private void draw() {
    GraphicsContext g = canvas.getGraphicsContext2D();
    if (palette == null) {
      if (getScene() == null) {
        return;
      }
      palette = GraphPalette.lookUp(this);
    }
    g.setFill(palette.background());
    g.fillRect(0, 0, canvas.getWidth(), canvas.getHeight());
    TreeGraph graph = viewModel.graphProperty().get();
    double right = originX + canvas.getWidth() / scale;
    double bottom = originY + canvas.getHeight() / scale;
    g.setStroke(palette.border());
    g.setLineWidth(1);
    for (GraphEdge edge : graph.edges()) {
      GraphCard from = byId.get(edge.from());
      GraphCard to = byId.get(edge.to());
      double x1 = from.x() + from.width();
      double y1 = from.y() + Math.min(from.height() / 2, 16);
      double x2 = to.x();
      double y2 = to.y() + Math.min(to.height() / 2, 16);
      if (Math.max(x1, x2) >= originX
          && Math.min(x1, x2) <= right
          && Math.max(y1, y2) >= originY
          && Math.min(y1, y2) <= bottom) {
        g.strokeLine(sx(x1), sy(y1), sx(x2), sy(y2));
      }
    }
    GraphCard selected = viewModel.selectedProperty().get();
    if (font.getSize() != 12 * scale) {
      font = Font.font("System", 12 * scale);
      bold = Font.font("System", FontWeight.BOLD, 12 * scale);
    }
    for (GraphCard card : graph.cards()) {
      if (card.x() + card.width() >= originX
          && card.x() <= right
          && card.bottom() >= originY
          && card.y() <= bottom) {
        drawCard(g, card, selected != null && selected.id().equals(card.id()));
      }
    }
    miniMap.draw(
        graph,
        new Rectangle2D(originX, originY, canvas.getWidth() / scale, canvas.getHeight() / scale),
        palette);
  }

  private void drawCard(GraphicsContext g, GraphCard card, boolean selected) {
    double x = sx(card.x());
    double y = sy(card.y());
    double w = card.width() * scale;
    double h = card.height() * scale;
    g.setFill(card.isProblem() ? palette.problemBackground() : palette.card());
    g.fillRoundRect(x, y, w, h, 8 * scale, 8 * scale);
    g.setFill(palette.accent(card));
    g.fillRect(x, y, 4 * scale, h);
    g.setStroke(
        selected ? palette.selection() : card.isProblem() ? palette.problem() : palette.border());
    g.setLineWidth(selected ? 3 : 1);
    g.strokeRoundRect(x, y, w, h, 8 * scale, 8 * scale);
    if (scale < TEXT_FROM_SCALE) {
      return;
    }
    g.setTextBaseline(VPos.BASELINE);
    List<String> lines = card.lines();
    for (int i = 0; i < lines.size(); i++) {
      String line = lines.get(i);
      g.setFont(i == 0 ? bold : font);
      g.setFill(
          i == 0
              ? palette.accent(card)
              : line.endsWith("(inherited)") ? palette.inherited() : palette.text());
      g.fillText(
          line,
          x + (PADDING + 4) * scale,
          y + (PADDING + (i + 1) * LINE_HEIGHT - 4) * scale,
          w - (PADDING * 2 + 4) * scale);
    }
  }

  private double sx(double worldX) {
    return (worldX - originX) * scale;
  }

  private double sy(double worldY) {
    return (worldY - originY) * scale;
  }

  /** Writes the whole graph as SVG: each card's box and lines, and the edges. */
  public void writeSvg(Path file) throws IOException {
    TreeGraph graph = viewModel.graphProperty().get();
    if (palette == null) {
      palette = GraphPalette.lookUp(this);
    }
    SvgDocument svg = new SvgDocument(graph.width() + 2 * MARGIN, graph.height() + 2 * MARGIN);
    svg.rect(
        0,
        0,
        graph.width() + 2 * MARGIN,
        graph.height() + 2 * MARGIN,
        0,
        NamedColours.hex(palette.background()),
        null);
    String border = NamedColours.hex(palette.border());
    for (GraphEdge edge : graph.edges()) {
      GraphCard from = byId.get(edge.from());
      GraphCard to = byId.get(edge.to());
      svg.line(
          MARGIN + from.x() + from.width(),
          MARGIN + from.y() + Math.min(from.height() / 2, 16),
          MARGIN + to.x(),
          MARGIN + to.y() + Math.min(to.height() / 2, 16),
          border,
          1);
    }
    for (GraphCard card : graph.cards()) {
      double x = MARGIN + card.x();
      double y = MARGIN + card.y();
      String accent = NamedColours.hex(palette.accent(card));
      svg.rect(
          x,
          y,
          card.width(),
          card.height(),
          4,
          NamedColours.hex(card.isProblem() ? palette.problemBackground() : palette.card()),
          card.isProblem() ? accent : border);
      svg.rect(x, y, 4, card.height(), 0, accent, null);
      for (int i = 0; i < card.lines().size(); i++) {
        String line = card.lines().get(i);
        svg.text(
            x + PADDING + 4,
            y + PADDING + (i + 1) * LINE_HEIGHT - 4,
            line,
            i == 0
                ? accent
                : NamedColours.hex(
                    line.endsWith("(inherited)") ? palette.inherited() : palette.text()),
            12,
            i == 0);
      }
    }
    svg.write(file);
  }
}
