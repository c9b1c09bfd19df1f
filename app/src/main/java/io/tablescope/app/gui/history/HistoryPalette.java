package io.tablescope.app.gui.history;

import io.tablescope.app.gui.common.NamedColours;
import java.util.List;
import java.util.stream.IntStream;
import javafx.scene.layout.Pane;
import javafx.scene.paint.Color;
import javafx.scene.paint.Paint;

/** The canvas colours, looked up from the named colours of Tablescope's style sheet. */
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
    List<Paint> lanes) {
  private static final int LANE_COLOURS = 6;

  static final HistoryPalette FALLBACK =
      new HistoryPalette(
          Color.WHITE,
          Color.web("#f6f8fa"),
          Color.web("#ddf4ff"),
          Color.web("#1f2328"),
          Color.web("#656d76"),
          Color.web("#1a7f37"),
          Color.web("#9a6700"),
          Color.web("#0550ae"),
          Color.WHITE,
          Color.web("#1a7f37"),
          Color.web("#bc4c00"),
          Color.web("#cf222e"),
          Color.web("#8250df"),
          List.of(
              Color.web("#0969da"),
              Color.web("#8250df"),
              Color.web("#bf3989"),
              Color.web("#1a7f37"),
              Color.web("#bc4c00"),
              Color.web("#0598bc")));

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
