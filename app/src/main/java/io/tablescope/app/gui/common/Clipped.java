package io.tablescope.app.gui.common;

import io.tablescope.app.cli.common.Numbers;
import javafx.beans.InvalidationListener;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import javafx.scene.control.Labeled;
import javafx.scene.control.OverrunStyle;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableColumnBase;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.Region;
import javafx.scene.text.Text;
import javafx.util.Callback;

/**
 * Text cut where it differs least, with the whole value in a tooltip: a path or a UUID in the
 * middle, so the file name's end still tells {@code …-m0.avro} from {@code …-m1.avro}; an id or a
 * count never, its column widening to hold it; prose at its end.
 */
public final class Clipped {
  /** A cell's padding on each side before its style gives it one. */
  private static final double MIN_PADDING = 6;

  private static final String FILLING = "clipped.filling";
  private static final String WHOLE = "clipped.whole";
  private static final String ELLIPSIS = "…";

  /** The least a filling column keeps when the others take the whole width. */
  private static final double MIN_FILLING = 160;

  /** Room for a vertical scroll bar beside the columns. */
  private static final double SCROLL_BAR = 18;

  private Clipped() {}

  /**
   * Shows a path, a UUID or a file name cut in the middle: a path too long for its room keeps its
   * whole file name and as much of its start as fits, else the name is cut in its own middle.
   */
  public static void middle(Labeled labeled, String text) {
    if (!labeled.getProperties().containsKey(WHOLE)) {
      labeled.widthProperty().addListener(observable -> fitPath(labeled));
    }
    labeled.getProperties().put(WHOLE, text == null ? "" : text);
    show(labeled, text, OverrunStyle.CENTER_ELLIPSIS, text);
    fitPath(labeled);
  }

  /** The whole value a label shows, perhaps cut: what {@link #middle} was given, else its text. */
  public static String wholeText(Labeled labeled) {
    Object whole = labeled.getProperties().get(WHOLE);
    return whole == null || labeled.getText() == null ? labeled.getText() : whole.toString();
  }

  /** Cuts a path in its directories, so that its file name shows whole where there is room. */
  private static void fitPath(Labeled labeled) {
    String whole = (String) labeled.getProperties().get(WHOLE);
    if (whole == null || whole.isEmpty() || labeled.getText() == null) {
      return;
    }
    double room = labeled.getWidth() - widthOf(labeled, "");
    int slash = Math.max(whole.lastIndexOf('/'), whole.lastIndexOf('\\'));
    String name = whole.substring(slash + 1);
    String text = whole;
    if (room > 0 && slash > 0 && textWidth(labeled, whole) > room) {
      String tail = ELLIPSIS + whole.substring(slash);
      if (textWidth(labeled, tail) <= room) {
        int low = 0;
        int high = slash;
        while (low < high) {
          int mid = (low + high + 1) / 2;
          if (textWidth(labeled, whole.substring(0, mid) + tail) <= room) {
            low = mid;
          } else {
            high = mid - 1;
          }
        }
        text = whole.substring(0, low) + tail;
      } else {
        text = name;
      }
    }
    if (!text.equals(labeled.getText())) {
      labeled.setText(text);
    }
  }

  /** Shows prose cut at its end. */
  public static void end(Labeled labeled, String text) {
    show(labeled, text, OverrunStyle.ELLIPSIS, text);
  }

  /**
   * Shows an id or a number whole: the cell's column widens to hold it, and never narrows below.
   */
  public static void whole(Labeled cell, TableColumnBase<?, ?> column, String text) {
    show(cell, text, OverrunStyle.ELLIPSIS, text);
    if (column != null && text != null && !text.isEmpty()) {
      double needed = widthOf(cell, text);
      if (column.getMinWidth() < needed) {
        column.setMinWidth(needed);
      }
      if (column.getPrefWidth() < needed) {
        column.setPrefWidth(needed);
      }
    }
  }

  /** Shows a text clipped as asked, with a tooltip of its own (null for none). */
  public static void show(Labeled labeled, String text, OverrunStyle overrun, String tooltip) {
    labeled.setTextOverrun(overrun);
    labeled.setText(text);
    if (tooltip == null || tooltip.isEmpty()) {
      labeled.setTooltip(null);
    } else if (labeled.getTooltip() == null) {
      labeled.setTooltip(new Tooltip(tooltip));
    } else {
      labeled.getTooltip().setText(tooltip);
    }
  }

  /** Cells of paths, names and UUIDs, cut in the middle. */
  public static <S, T> Callback<TableColumn<S, T>, TableCell<S, T>> middleCells() {
    return column -> new ClippedCell<>(Clipped::middle);
  }

  /** Cells of prose, cut at the end. */
  public static <S, T> Callback<TableColumn<S, T>, TableCell<S, T>> endCells() {
    return column -> new ClippedCell<>(Clipped::end);
  }

  /** Cells of ids, counts and times, shown whole: their column widens to the widest drawn. */
  public static <S, T> Callback<TableColumn<S, T>, TableCell<S, T>> wholeCells() {
    return column ->
        new ClippedCell<S, T>(null) {
          @Override
          void show(String text) {
            whole(this, getTableColumn(), text);
          }
        };
  }

  /** Marks the column that takes the width the others leave, once {@link #fills} watches. */
  public static <C extends TableColumnBase<?, ?>> C filling(C column) {
    column.getProperties().put(FILLING, Boolean.TRUE);
    return column;
  }

  /** Cells of sizes in bytes, in binary units, whole, the exact bytes in their tooltip. */
  public static <S, T extends Number> Callback<TableColumn<S, T>, TableCell<S, T>> sizeCells() {
    return column ->
        new TableCell<>() {
          @Override
          protected void updateItem(T bytes, boolean empty) {
            super.updateItem(bytes, empty);
            boolean none = empty || bytes == null;
            whole(this, getTableColumn(), none ? null : Numbers.size(bytes.longValue()));
            show(
                this,
                getText(),
                OverrunStyle.ELLIPSIS,
                none ? null : Numbers.bytes(bytes.longValue()));
          }
        };
  }

  /** Cells of counts, their digits grouped, whole. */
  public static <S, T extends Number> Callback<TableColumn<S, T>, TableCell<S, T>> countCells() {
    return column ->
        new TableCell<>() {
          @Override
          protected void updateItem(T count, boolean empty) {
            super.updateItem(count, empty);
            whole(
                this,
                getTableColumn(),
                empty || count == null ? null : Numbers.grouped(count.longValue()));
          }
        };
  }

  /**
   * Makes the {@link #filling} column of a table take the width the others leave, so a path column
   * reaches the right edge instead of leaving space empty there, and gives way before the ids.
   */
  public static void fills(Region table, ObservableList<? extends TableColumnBase<?, ?>> columns) {
    InvalidationListener fill =
        observable -> {
          TableColumnBase<?, ?> filling =
              columns.stream()
                  .filter(c -> c.getProperties().containsKey(FILLING))
                  .findFirst()
                  .orElse(null);
          if (filling == null || table.getWidth() <= 0) {
            return;
          }
          double others =
              columns.stream().filter(c -> c != filling).mapToDouble(c -> c.getWidth()).sum();
          double left = Math.floor(table.getWidth() - others - SCROLL_BAR);
          filling.setPrefWidth(Math.max(Math.max(filling.getMinWidth(), MIN_FILLING), left));
        };
    table.widthProperty().addListener(fill);
    columns.forEach(column -> column.widthProperty().addListener(fill));
    columns.addListener(
        (ListChangeListener<TableColumnBase<?, ?>>)
            change -> {
              while (change.next()) {
                change.getRemoved().forEach(c -> c.widthProperty().removeListener(fill));
                change.getAddedSubList().forEach(c -> c.widthProperty().addListener(fill));
              }
              fill.invalidated(columns);
            });
    fill.invalidated(columns);
  }

  /** The width a cell needs to draw a text whole, in the cell's own font. */
  private static double widthOf(Labeled cell, String text) {
    double graphic =
        cell.getGraphic() == null ? 0 : cell.getGraphic().prefWidth(-1) + cell.getGraphicTextGap();
    double insets = Math.max(cell.snappedLeftInset() + cell.snappedRightInset(), 2 * MIN_PADDING);
    return Math.ceil(textWidth(cell, text) + graphic + insets + 2);
  }

  private static double textWidth(Labeled labeled, String text) {
    Text measured = new Text(text);
    measured.setFont(labeled.getFont());
    return measured.getLayoutBounds().getWidth();
  }

  /** A table cell drawing its value's text as a {@link Shown} says. */
  private static class ClippedCell<S, T> extends TableCell<S, T> {
    private final Shown shown;

    ClippedCell(Shown shown) {
      this.shown = shown;
    }

    @Override
    protected void updateItem(T item, boolean empty) {
      super.updateItem(item, empty);
      show(empty || item == null ? null : item.toString());
    }

    void show(String text) {
      shown.show(this, text);
    }
  }

  /** How a cell shows its text. */
  @FunctionalInterface
  private interface Shown {
    void show(Labeled labeled, String text);
  }
}
