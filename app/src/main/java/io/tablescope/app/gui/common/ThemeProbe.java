package io.tablescope.app.gui.common;

import javafx.scene.layout.Region;

/**
 * A hidden node painted with the theme's background token, for views that draw on a canvas: its
 * background changes when the theme does, which is when their looked-up colours are stale.
 */
public final class ThemeProbe {
  private ThemeProbe() {}

  /** A probe to add to the view's children; runs {@code themeChanged} on each change of theme. */
  public static Region of(Runnable themeChanged) {
    Region probe = new Region();
    probe.setManaged(false);
    probe.setVisible(false);
    probe.setStyle("-fx-background-color: -color-bg-default;");
    probe.backgroundProperty().addListener((observable, old, background) -> themeChanged.run());
    return probe;
  }
}
