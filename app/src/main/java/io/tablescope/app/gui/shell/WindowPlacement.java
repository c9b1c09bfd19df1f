package io.tablescope.app.gui.shell;

import io.tablescope.app.gui.settings.Settings;
import java.util.List;
import javafx.geometry.Rectangle2D;
import javafx.stage.Stage;
import javafx.stage.WindowEvent;

/**
 * The window's size and place: as the user left it, when that place is still on a visible screen,
 * else a size that fits the main screen (a 1366×768 laptop included), centred on it. Kept in the
 * user's settings when the window closes.
 */
final class WindowPlacement {
  /** The least size at which every view stays usable. */
  static final double MIN_WIDTH = 900;

  static final double MIN_HEIGHT = 560;

  /** The size a first window asks for, when the screen has room. */
  static final double PREFERRED_WIDTH = 1440;

  static final double PREFERRED_HEIGHT = 900;

  /** How much of the window's top edge must be on a screen for the user to reach it. */
  private static final double REACHABLE_WIDTH = 100;

  private static final double REACHABLE_HEIGHT = 40;

  private static final String X = "x";
  private static final String Y = "y";
  private static final String WIDTH = "width";
  private static final String HEIGHT = "height";
  private static final String MAXIMIZED = "maximized";

  private final Settings settings;

  WindowPlacement(Settings settings) {
    this.settings = settings;
  }

  /**
   * Sizes and places a stage before it is shown, and remembers its place when it is hidden.
   *
   * @param screens the visual bounds of the screens, the main screen first
   */
  void place(Stage stage, List<Rectangle2D> screens) {
    Rectangle2D main = screens.get(0);
    stage.setMinWidth(Math.min(MIN_WIDTH, main.getWidth()));
    stage.setMinHeight(Math.min(MIN_HEIGHT, main.getHeight()));
    Rectangle2D left = remembered();
    Rectangle2D screen = left == null ? null : screenReaching(left, screens);
    if (screen == null) {
      double width = Math.min(PREFERRED_WIDTH, main.getWidth());
      double height = Math.min(PREFERRED_HEIGHT, main.getHeight());
      stage.setX(main.getMinX() + (main.getWidth() - width) / 2);
      stage.setY(main.getMinY() + (main.getHeight() - height) / 2);
      stage.setWidth(width);
      stage.setHeight(height);
    } else {
      stage.setX(left.getMinX());
      stage.setY(left.getMinY());
      stage.setWidth(Math.min(left.getWidth(), screen.getWidth()));
      stage.setHeight(Math.min(left.getHeight(), screen.getHeight()));
    }
    stage.setMaximized(settings.getBoolean(MAXIMIZED, false));
    stage.addEventHandler(WindowEvent.WINDOW_HIDING, event -> remember(stage));
  }

  /** Keeps the stage's place; a maximised window keeps the place it had before. */
  private void remember(Stage stage) {
    settings.putBoolean(MAXIMIZED, stage.isMaximized());
    if (!stage.isMaximized()) {
      settings.putDouble(X, stage.getX());
      settings.putDouble(Y, stage.getY());
      settings.putDouble(WIDTH, stage.getWidth());
      settings.putDouble(HEIGHT, stage.getHeight());
    }
  }

  private Rectangle2D remembered() {
    double width = settings.getDouble(WIDTH, -1);
    double height = settings.getDouble(HEIGHT, -1);
    if (width <= 0 || height <= 0) {
      return null;
    }
    return new Rectangle2D(settings.getDouble(X, 0), settings.getDouble(Y, 0), width, height);
  }

  /** The screen on which the window's top edge can be reached, or null when none. */
  private static Rectangle2D screenReaching(Rectangle2D window, List<Rectangle2D> screens) {
    for (Rectangle2D screen : screens) {
      if (screen.contains(
          window.getMinX(),
          window.getMinY(),
          Math.min(REACHABLE_WIDTH, window.getWidth()),
          Math.min(REACHABLE_HEIGHT, window.getHeight()))) {
        return screen;
      }
    }
    return null;
  }
}
