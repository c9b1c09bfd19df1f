package io.tablescope.app.gui.history;

import io.tablescope.app.gui.common.ImageExport;
import io.tablescope.app.gui.common.ThemeProbe;
import io.tablescope.inspector.history.HistoryGraph;
import io.tablescope.inspector.history.HistoryGraph.HistoryRow;
import io.tablescope.inspector.table.Ref;
import java.io.IOException;
import java.nio.file.Path;
import javafx.geometry.Orientation;
import javafx.geometry.VPos;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.control.MenuButton;
import javafx.scene.control.ScrollBar;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseButton;
import javafx.scene.layout.Pane;
import javafx.scene.paint.Paint;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.Text;
import javafx.scene.text.TextAlignment;

/**
 * The lineage graph of every branch and tag, like {@code git log --graph}: one canvas that draws
 * only the rows in view, each row from its own layout (lanes, lines through it, refs), so a table
 * of 100,000 snapshots scrolls as fast as one of ten. A Delta table's versions form one lane, those
 * the log holds a checkpoint of marked with a badge. Click selects a snapshot; double-click (or
 * Enter) asks to open its tree; the keys move as in a list. The bar above the rows jumps to a
 * snapshot by id or name, and its Export menu writes the view as PNG or every row as SVG.
 */
public final class HistoryView extends Pane {
  static final double ROW_HEIGHT = 30;
  private static final double LANE_WIDTH = 18;
  private static final double NODE_RADIUS = 5.5;
  private static final double PADDING = 14;
  private static final double BADGE_GAP = 6;
  private static final double WIDE_ID_WIDTH = 175;
  private static final double ID_WIDTH = 110;
  private static final double OPERATION_WIDTH = 90;
  private static final double WIDE_OPERATION_WIDTH = 170;
  private static final double TIME_WIDTH = 150;
  private static final double DATING_WIDTH = 360;
  private static final double ORDER_WIDTH = 95;
  private static final double WIDE_ORDER_WIDTH = 190;
  private static final String CHECKPOINT = "checkpoint";
  private static final double MIN_HANDLE = 32;

  private final HistoryViewModel viewModel;
  private final Canvas canvas = new Canvas();
  private final ScrollBar scroll = new ScrollBar();
  private final Runnable openTree;
  private final Font font = Font.font("System", 13);
  private final Font bold = Font.font("System", FontWeight.BOLD, 13);
  private final Font mono = Font.font("Monospaced", 12.5);
  private final ImageExport export;
  private final HistoryGoTo goTo;
  private final Tooltip tooltip = new Tooltip();
  private HistoryPalette palette;
  private double refsWidth;

  /**
   * @param openTree called when the user double-clicks a snapshot or presses Enter on it
   */
  public HistoryView(HistoryViewModel viewModel, Runnable openTree) {
    this.viewModel = viewModel;
    this.openTree = openTree;
    setId("history");
    canvas.setId("historyCanvas");
    scroll.setOrientation(Orientation.VERTICAL);
    scroll.setId("historyScroll");
    export = new ImageExport(() -> getScene() == null ? null : getScene().getWindow());
    MenuButton exportMenu =
        export.menu("historyExport", canvas, this::writeSvg, viewModel::reportError);
    // Nothing to export until a table's history is drawn.
    exportMenu
        .disableProperty()
        .bind(viewModel.graphProperty().map(graph -> graph.rows().isEmpty()).orElse(true));
    goTo = new HistoryGoTo(viewModel, exportMenu, this::requestFocus);
    getChildren()
        .addAll(
            canvas,
            scroll,
            goTo,
            ThemeProbe.of(
                () -> {
                  palette = null;
                  requestLayout();
                }));
    setFocusTraversable(true);

    scroll.valueProperty().addListener((observable, old, value) -> draw());
    viewModel.graphProperty().addListener((observable, old, graph) -> refresh());
    viewModel.selectedRowProperty().addListener((observable, old, row) -> reveal(row.intValue()));
    canvas.setOnMouseClicked(
        event -> {
          if (event.getButton() != MouseButton.PRIMARY) {
            return;
          }
          requestFocus();
          int row = (int) Math.floor((event.getY() + scroll.getValue()) / ROW_HEIGHT);
          viewModel.select(row);
          if (event.getClickCount() == 2) {
            openTree.run();
          }
        });
    canvas.setOnScroll(event -> scrollBy(-event.getDeltaY()));
    tooltip.setId("historyTooltip");
    tooltip.setWrapText(true);
    tooltip.setMaxWidth(640);
    Tooltip.install(canvas, tooltip);
    canvas.setOnMouseMoved(event -> tooltip.setText(tooltipAt(event.getY())));
    setOnKeyPressed(this::keyPressed);
  }

  /**
   * Moves the selection as a list does: a row with Up and Down, a page with Page Up and Page Down,
   * to the newest or oldest row with Home and End (Ctrl or not); Enter opens the tree. Keys typed
   * in the Go to field are the field's.
   */
  private void keyPressed(KeyEvent event) {
    if (event.getTarget() != this) {
      return;
    }
    HistoryGraph graph = viewModel.graphProperty().get();
    int rows = graph == null ? 0 : graph.rows().size();
    int selected = viewModel.selectedRowProperty().get();
    int page = Math.max(1, (int) (canvas.getHeight() / ROW_HEIGHT) - 1);
    switch (event.getCode()) {
      case DOWN, KP_DOWN -> viewModel.select(Math.min(rows - 1, selected + 1));
      case UP, KP_UP -> viewModel.select(Math.max(0, selected - 1));
      case PAGE_DOWN -> viewModel.select(Math.min(rows - 1, selected + page));
      case PAGE_UP -> viewModel.select(Math.max(0, selected - page));
      case HOME -> viewModel.select(0);
      case END -> viewModel.select(rows - 1);
      case ENTER -> openTree.run();
      default -> {
        return;
      }
    }
    event.consume();
  }

  /** All the row under the pointer says, unclipped; empty below the last row. */
  private String tooltipAt(double y) {
    HistoryGraph graph = viewModel.graphProperty().get();
    int row = (int) Math.floor((y + scroll.getValue()) / ROW_HEIGHT);
    return graph == null || row < 0 || row >= graph.rows().size()
        ? ""
        : viewModel.tooltip(graph.rows().get(row));
  }

  @Override
  protected void layoutChildren() {
    double barWidth = scroll.prefWidth(-1);
    double top = goTo.prefHeight(getWidth());
    goTo.resizeRelocate(0, 0, getWidth(), top);
    double height = Math.max(0, getHeight() - top);
    canvas.setLayoutY(top);
    canvas.setWidth(Math.max(0, getWidth() - barWidth));
    canvas.setHeight(height);
    scroll.resizeRelocate(getWidth() - barWidth, top, barWidth, height);
    refresh();
  }

  /** Where exports are written, instead of a file chooser (for tests). */
  public void setExportTarget(ImageExport.Target target) {
    export.setTarget(target);
  }

  /** Writes every row of the graph, not only those in view, as SVG. */
  private void writeSvg(Path file) throws IOException {
    HistoryGraph graph = viewModel.graphProperty().get();
    if (graph != null) {
      HistorySvg.of(graph, viewModel, palette == null ? HistoryPalette.lookUp(this) : palette)
          .write(file);
    }
  }

  private void refresh() {
    HistoryGraph graph = viewModel.graphProperty().get();
    int rows = graph == null ? 0 : graph.rows().size();
    double max = Math.max(0, rows * ROW_HEIGHT - canvas.getHeight());
    scroll.setMax(max);
    // The handle's share of the track is the visible share of the rows, which at 20,000 rows is a
    // pixel: claim a larger share, so the handle keeps a size a pointer can grab.
    double track = Math.max(1, canvas.getHeight() - 2 * scroll.getWidth());
    scroll.setVisibleAmount(Math.max(canvas.getHeight(), max * MIN_HANDLE / track));
    scroll.setUnitIncrement(ROW_HEIGHT);
    scroll.setBlockIncrement(canvas.getHeight());
    scroll.setValue(clamp(scroll.getValue(), max));
    refsWidth = refsWidth(graph);
    draw();
  }

  private void scrollBy(double pixels) {
    scroll.setValue(clamp(scroll.getValue() + pixels, scroll.getMax()));
  }

  private void reveal(int row) {
    double top = row * ROW_HEIGHT;
    if (top < scroll.getValue()) {
      scroll.setValue(top);
    } else if (top + ROW_HEIGHT > scroll.getValue() + canvas.getHeight()) {
      scroll.setValue(clamp(top + ROW_HEIGHT - canvas.getHeight(), scroll.getMax()));
    }
    draw();
  }

  private void draw() {
    GraphicsContext g = canvas.getGraphicsContext2D();
    if (palette == null && getScene() != null) {
      palette = HistoryPalette.lookUp(this);
    }
    if (palette == null) {
      return;
    }
    HistoryPalette colours = palette;
    g.setFill(colours.background());
    g.fillRect(0, 0, canvas.getWidth(), canvas.getHeight());
    HistoryGraph graph = viewModel.graphProperty().get();
    if (graph == null) {
      return;
    }
    double offset = clamp(scroll.getValue(), scroll.getMax());
    int first = (int) Math.floor(offset / ROW_HEIGHT);
    int last =
        Math.min(
            graph.rows().size() - 1, (int) Math.ceil((offset + canvas.getHeight()) / ROW_HEIGHT));
    double textX = PADDING + Math.max(1, graph.lanes()) * LANE_WIDTH + 12;
    for (int i = Math.max(0, first); i <= last; i++) {
      double top = i * ROW_HEIGHT - offset;
      HistoryRow row = graph.rows().get(i);
      if (i == viewModel.selectedRowProperty().get()) {
        g.setFill(colours.selection());
        g.fillRect(0, top, canvas.getWidth(), ROW_HEIGHT);
      } else if (i % 2 == 1) {
        g.setFill(colours.stripe());
        g.fillRect(0, top, canvas.getWidth(), ROW_HEIGHT);
      }
      HistoryViewModel.RowText text = viewModel.text(row);
      drawLanes(g, row, text.problem() != null, top, colours);
      drawText(g, row, text, top, textX, colours);
    }
  }

  private static double clamp(double value, double max) {
    return Math.max(0, Math.min(max, value));
  }

  /** The width of the widest set of ref badges, so the columns after them line up. */
  private double refsWidth(HistoryGraph graph) {
    double widest = 0;
    if (graph != null) {
      for (HistoryRow row : graph.rows()) {
        double width = 0;
        for (Ref ref : row.refs()) {
          width += badgeWidth(ref.name()) + BADGE_GAP;
        }
        widest = Math.max(widest, width);
      }
    }
    if (viewModel.columns().checkpoints()) {
      widest = Math.max(widest, badgeWidth(CHECKPOINT) + BADGE_GAP);
    }
    return widest;
  }

  private void drawLanes(
      GraphicsContext g, HistoryRow row, boolean problem, double top, HistoryPalette colours) {
    double middle = top + ROW_HEIGHT / 2;
    double bottom = top + ROW_HEIGHT;
    double x = laneX(row.lane());
    g.setLineWidth(2);
    for (int lane : row.passingLanes()) {
      g.setStroke(colours.lane(lane));
      g.strokeLine(laneX(lane), top, laneX(lane), bottom);
    }
    g.setStroke(colours.lane(row.lane()));
    if (row.hasChild()) {
      g.strokeLine(x, top, x, middle);
    }
    if (row.hasParent()) {
      g.strokeLine(x, middle, x, bottom);
    }
    for (int lane : row.mergingLanes()) {
      g.setStroke(colours.lane(lane));
      g.beginPath();
      g.moveTo(laneX(lane), top);
      g.bezierCurveTo(laneX(lane), middle, x, top, x, middle);
      g.stroke();
    }
    g.setFill(problem ? colours.problem() : colours.lane(row.lane()));
    g.fillOval(x - NODE_RADIUS, middle - NODE_RADIUS, NODE_RADIUS * 2, NODE_RADIUS * 2);
    g.setStroke(colours.background());
    g.setLineWidth(1.5);
    g.strokeOval(x - NODE_RADIUS, middle - NODE_RADIUS, NODE_RADIUS * 2, NODE_RADIUS * 2);
  }

  private void drawText(
      GraphicsContext g,
      HistoryRow row,
      HistoryViewModel.RowText text,
      double top,
      double x,
      HistoryPalette colours) {
    double middle = top + ROW_HEIGHT / 2;
    g.setTextBaseline(VPos.CENTER);
    g.setTextAlign(TextAlignment.LEFT);
    double cursor = x;
    for (Ref ref : row.refs()) {
      cursor =
          badge(
              g,
              ref.name(),
              ref.kind() == Ref.Kind.BRANCH ? colours.branch() : colours.tag(),
              cursor,
              middle,
              colours);
    }
    if (text.checkpoint()) {
      badge(g, CHECKPOINT, colours.checkpoint(), cursor, middle, colours);
    }
    HistoryViewModel.Columns columns = viewModel.columns();
    cursor = x + refsWidth + (refsWidth > 0 ? BADGE_GAP : 0);
    g.setFont(mono);
    g.setFill(text.problem() == null ? colours.text() : colours.problem());
    g.fillText(text.id(), cursor, middle);
    cursor += columns.wideId() ? WIDE_ID_WIDTH : ID_WIDTH;
    if (text.problem() != null) {
      // A commit that is not there has no operation, time or counts: what is wrong takes the row.
      g.setFont(bold);
      g.fillText(text.problem(), cursor, middle);
      return;
    }
    g.setFont(bold);
    g.setFill(colours.operation(text.kind()));
    g.fillText(text.operation(), cursor, middle);
    cursor += columns.wideOperation() ? WIDE_OPERATION_WIDTH : OPERATION_WIDTH;
    g.setFont(font);
    g.setFill(colours.muted());
    g.fillText(text.time(), cursor, middle);
    cursor += TIME_WIDTH;
    if (columns.dated()) {
      g.fillText(fitted(text.dating(), DATING_WIDTH - 10), cursor, middle);
      cursor += DATING_WIDTH;
    }
    g.fillText(
        fitted(text.order(), (columns.wideOrder() ? WIDE_ORDER_WIDTH : ORDER_WIDTH) - 10),
        cursor,
        middle);
    cursor += columns.wideOrder() ? WIDE_ORDER_WIDTH : ORDER_WIDTH;
    g.setFill(colours.text());
    g.fillText(text.summary(), cursor, middle);
  }

  private double badge(
      GraphicsContext g, String name, Paint fill, double x, double middle, HistoryPalette colours) {
    g.setFont(bold);
    double width = badgeWidth(name);
    g.setFill(fill);
    g.fillRoundRect(x, middle - 10, width, 20, 10, 10);
    g.setFill(colours.badgeText());
    g.fillText(name, x + 7, middle);
    return x + width + BADGE_GAP;
  }

  private double badgeWidth(String name) {
    return width(name, bold) + 14;
  }

  /**
   * The text cut to a width with an ellipsis: a long engine name squeezed into its column would be
   * unreadable.
   */
  private String fitted(String text, double maxWidth) {
    double full = width(text, font);
    if (full <= maxWidth) {
      return text;
    }
    // Start from the proportional length, so a redraw measures a few times, not once a character.
    String cut = text.substring(0, Math.max(1, (int) (text.length() * maxWidth / full)));
    while (cut.length() > 1 && width(cut + "…", font) > maxWidth) {
      cut = cut.substring(0, cut.length() - 1);
    }
    return cut + "…";
  }

  private static double width(String text, Font font) {
    Text measure = new Text(text);
    measure.setFont(font);
    return measure.getLayoutBounds().getWidth();
  }

  private static double laneX(int lane) {
    return PADDING + lane * LANE_WIDTH + LANE_WIDTH / 2;
  }
}
