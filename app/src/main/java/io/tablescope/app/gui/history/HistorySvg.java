package io.tablescope.app.gui.history;

import static io.tablescope.app.gui.common.NamedColours.hex;

import io.tablescope.app.gui.common.SvgDocument;
import io.tablescope.inspector.history.HistoryGraph;
import io.tablescope.inspector.history.HistoryGraph.HistoryRow;
import io.tablescope.inspector.table.Ref;
import java.util.stream.Collectors;

/**
 * The whole history graph as SVG, every row rather than those in view: lanes, commit dots, refs,
 * id, operation, time, order and summary, in the canvas's colours.
 */
final class HistorySvg {
  private static final double ROW = HistoryView.ROW_HEIGHT;
  private static final double LANE = 18;
  private static final double PADDING = 14;
  private static final double TEXT_WIDTH = 1100;

  private HistorySvg() {}

  static SvgDocument of(HistoryGraph graph, HistoryViewModel viewModel, HistoryPalette colours) {
    double textX = PADDING + Math.max(1, graph.lanes()) * LANE + 12;
    SvgDocument svg = new SvgDocument(textX + TEXT_WIDTH, graph.rows().size() * ROW);
    svg.rect(
        0, 0, textX + TEXT_WIDTH, graph.rows().size() * ROW, 0, hex(colours.background()), null);
    for (int i = 0; i < graph.rows().size(); i++) {
      HistoryRow row = graph.rows().get(i);
      double top = i * ROW;
      double middle = top + ROW / 2;
      double x = laneX(row.lane());
      for (int lane : row.passingLanes()) {
        svg.line(laneX(lane), top, laneX(lane), top + ROW, hex(colours.lane(lane)), 2);
      }
      String own = hex(colours.lane(row.lane()));
      if (row.hasChild()) {
        svg.line(x, top, x, middle, own, 2);
      }
      if (row.hasParent()) {
        svg.line(x, middle, x, top + ROW, own, 2);
      }
      for (int lane : row.mergingLanes()) {
        svg.line(laneX(lane), top, x, middle, hex(colours.lane(lane)), 2);
      }
      HistoryViewModel.RowText text = viewModel.text(row);
      String problem = hex(colours.problem());
      svg.circle(x, middle, 5.5, text.problem() == null ? own : problem);
      String refs = row.refs().stream().map(Ref::name).collect(Collectors.joining(" "));
      double baseline = middle + 4;
      double cursor = textX;
      if (!refs.isEmpty()) {
        svg.text(cursor, baseline, refs, hex(colours.branch()), 13, true);
        cursor += 8 * refs.length() + 10;
      }
      if (text.problem() != null) {
        svg.text(cursor, baseline, text.id(), problem, 12.5, false);
        svg.text(cursor + 175, baseline, text.problem(), problem, 13, true);
        continue;
      }
      svg.text(cursor, baseline, text.id(), hex(colours.text()), 12.5, false);
      svg.text(
          cursor + 175, baseline, text.operation(), hex(colours.operation(text.kind())), 13, true);
      svg.text(cursor + 265, baseline, text.time(), hex(colours.muted()), 13, false);
      double dating = text.dating().isEmpty() ? 0 : 360;
      if (dating > 0) {
        svg.text(cursor + 415, baseline, text.dating(), hex(colours.muted()), 13, false);
      }
      svg.text(cursor + 415 + dating, baseline, text.order(), hex(colours.muted()), 13, false);
      svg.text(cursor + 510 + dating, baseline, text.summary(), hex(colours.text()), 13, false);
    }
    return svg;
  }

  private static double laneX(int lane) {
    return PADDING + lane * LANE + LANE / 2;
  }
}
