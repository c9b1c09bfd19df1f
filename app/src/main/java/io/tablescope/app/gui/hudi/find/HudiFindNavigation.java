package io.tablescope.app.gui.hudi.find;

/**
 * Where a Hudi find result, file history row or integrity finding leads: the History or the Tree of
 * an instant.
 */
public interface HudiFindNavigation {
  /** Shows the instant, by its requested time, in the History. */
  void showInstant(String instant);

  /** Shows the instant's tree with the file selected. */
  void showFile(String instant, String path);
}
