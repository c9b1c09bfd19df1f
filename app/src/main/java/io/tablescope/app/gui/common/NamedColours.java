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
   * The colour a name stands for under this pane's style sheets, by styling a hidden probe with it;
   * gray when the name is unknown or the pane is not in a scene yet.
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
    return background == null || background.getFills().isEmpty()
        ? Color.GRAY
        : background.getFills().get(0).getFill();
  }

  /** The paint as an SVG colour, e.g. {@code #1a7f37}; gray for a paint that is not a colour. */
  public static String hex(Paint paint) {
    Color colour = paint instanceof Color c ? c : Color.GRAY;
    return String.format(
        "#%02x%02x%02x",
        Math.round(colour.getRed() * 255),
        Math.round(colour.getGreen() * 255),
        Math.round(colour.getBlue() * 255));
  }
}
