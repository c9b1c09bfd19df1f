package io.tablescope.app.gui.format;

import io.tablescope.inspector.table.Capability;
import java.util.Optional;
import javafx.scene.Node;

/**
 * The views one format draws for the capabilities its tables offer, made once for a window: the
 * window shows a tab for each capability the opened table offers and asks its format's views for
 * the tab's content, so it never asks which format it has.
 */
public interface FormatViews {
  /**
   * The view of a capability, built the first time it is asked for and the same view after; empty
   * for a capability this format draws no view of.
   */
  Optional<Node> view(Capability capability);

  /**
   * The view of a capability if it has been built, without building it: one view may build another
   * it leads to, such as Iceberg's graph the tree its cards select in.
   */
  Optional<Node> built(Capability capability);

  /**
   * Whether this format draws a capability in a tab of its own: a format may draw one inside
   * another's view instead (Iceberg's maintenance previews are sections of its Health).
   */
  boolean draws(Capability capability);

  /** Puts the keyboard focus where typing in a capability's view starts, such as Find's field. */
  default void focus(Capability capability) {}
}
