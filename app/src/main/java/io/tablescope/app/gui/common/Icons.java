package io.tablescope.app.gui.common;

import io.tablescope.icons.Icon;
import java.util.EnumMap;
import java.util.Locale;
import java.util.Map;
import javafx.scene.Group;
import javafx.scene.Node;
import javafx.scene.shape.FillRule;
import javafx.scene.shape.SVGPath;

/**
 * Draws Tablescope's icons as vector shapes, so they are sharp at any screen scale. Each shape
 * carries the style classes {@code icon} and {@code icon-<name>}, which give it its colour.
 */
public final class Icons {
  private final Map<Icon, String> pathData = new EnumMap<>(Icon.class);

  public Icons() {
    for (Icon icon : Icon.values()) {
      pathData.put(icon, icon.pathData());
    }
  }

  /** A new node showing the icon at a size in pixels. */
  public Node node(Icon icon, double size) {
    SVGPath path = new SVGPath();
    path.setContent(pathData.get(icon));
    path.setFillRule(FillRule.EVEN_ODD);
    path.getStyleClass().addAll(Styles.ICON, styleClass(icon));
    double scale = size / Icon.SIZE;
    path.setScaleX(scale);
    path.setScaleY(scale);
    // A group sized by its (scaled) content keeps the layout box equal to the drawn icon.
    Group group = new Group(path);
    group.setManaged(true);
    return group;
  }

  /** The style class of an icon, e.g. {@code icon-data-manifest}. */
  public static String styleClass(Icon icon) {
    return "icon-" + icon.name().toLowerCase(Locale.ROOT).replace('_', '-');
  }
}
