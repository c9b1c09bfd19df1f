package io.tablescope.app.gui.common;

import javafx.scene.layout.Background;
import javafx.scene.layout.Pane;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import javafx.scene.paint.Paint;

/**
 * Resolves the named colours of Tablescope's style sheet (and the theme's tokens) for code that
 * paints a canvas or writes an image, so no colour is written in Java.
 */
public final class NamedColours {
  private NamedColours() {}

  /**
   * The colour a name stands for under this pane's style sheets, by styling a hidden probe with it.
   *
   * @throws IllegalStateException when the style sheets do not define the name (or the pane is not
   *     in a scene yet)
   */
  public static Paint lookUp(Pane host, String name) {
    Region probe = new Region();
    probe.setManaged(false);
    probe.setVisible(false);
    probe.setStyle("-fx-background-color: " + name + ";");
    host.getChildren().add(probe);
    probe.applyCss();
    Background background = probe.getBackground();
    host.getChildren().remove(probe);
    if (background == null || background.getFills().isEmpty()) {
      throw new IllegalStateException("The style sheet does not define the colour " + name);
    }
    return background.getFills().get(0).getFill();
  }

  /** The paint as an SVG colour, e.g. {@code #1a7f37}; {@code none} for a paint that is not one. */
  public static String hex(Paint paint) {
    if (!(paint instanceof Color colour)) {
      return "none";
    }
    return String.format(
        "#%02x%02x%02x",
        Math.round(colour.getRed() * 255),
        Math.round(colour.getGreen() * 255),
        Math.round(colour.getBlue() * 255));
  }
}
