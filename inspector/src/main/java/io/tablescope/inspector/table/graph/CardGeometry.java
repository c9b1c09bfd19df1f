package io.tablescope.inspector.table.graph;

/** The sizes every tree graph is laid out with, which the canvas draws by. */
public final class CardGeometry {
  /** A card's width; every column is one card wide. */
  public static final double CARD_WIDTH = 280;

  /** The height of a line of a card's text. */
  public static final double LINE_HEIGHT = 16;

  /** The space between a card's edge and its text. */
  public static final double PADDING = 8;

  /** The space between two cards of a column. */
  public static final double ROW_GAP = 10;

  /** The space between two columns of cards. */
  public static final double COLUMN_GAP = 60;

  private CardGeometry() {}

  /** The left edge of a column. */
  public static double columnX(int column) {
    return column * (CARD_WIDTH + COLUMN_GAP);
  }

  /** The height of a card of this many lines. */
  public static double height(int lines) {
    return 2 * PADDING + lines * LINE_HEIGHT;
  }
}
