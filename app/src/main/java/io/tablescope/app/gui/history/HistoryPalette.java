package io.tablescope.app.gui.history;

import io.tablescope.app.gui.common.NamedColours;
import java.util.List;
import java.util.stream.IntStream;
import javafx.scene.layout.Pane;
import javafx.scene.paint.Paint;

/**
 * The canvas colours, looked up from the named colours of Tablescope's style sheet, which come from
 * the theme's tokens: looked up again when the theme changes.
 */
record HistoryPalette(
    Paint background,
    Paint stripe,
    Paint selection,
    Paint text,
    Paint muted,
    Paint branch,
    Paint tag,
    Paint checkpoint,
    Paint badgeText,
    Paint append,
    Paint overwrite,
    Paint delete,
    Paint replace,
    Paint problem,
    List<Paint> lanes) {
  private static final int LANE_COLOURS = 6;

  static HistoryPalette lookUp(Pane host) {
    List<Paint> lanes =
        IntStream.range(0, LANE_COLOURS).mapToObj(i -> colour(host, "-ts-lane-" + i)).toList();
    return new HistoryPalette(
        colour(host, "-color-bg-default"),
        colour(host, "-color-bg-subtle"),
        colour(host, "-ts-selection"),
        colour(host, "-color-fg-default"),
        colour(host, "-color-fg-muted"),
        colour(host, "-ts-branch"),
        colour(host, "-ts-tag"),
        colour(host, "-ts-checkpoint"),
        colour(host, "-ts-badge-text"),
        colour(host, "-ts-op-append"),
        colour(host, "-ts-op-overwrite"),
        colour(host, "-ts-op-delete"),
        colour(host, "-ts-op-replace"),
        colour(host, "-ts-problem"),
        lanes);
  }

  private static Paint colour(Pane host, String name) {
    return NamedColours.lookUp(host, name);
  }

  Paint lane(int lane) {
    return lanes.get(lane % lanes.size());
  }

  Paint operation(String operation) {
    return switch (operation) {
      case "append" -> append;
      case "overwrite" -> overwrite;
      case "delete" -> delete;
      case "replace" -> replace;
      default -> muted;
    };
  }
}
