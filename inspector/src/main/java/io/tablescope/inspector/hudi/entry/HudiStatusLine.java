package io.tablescope.inspector.hudi.entry;

import io.tablescope.format.hudi.HoodieTableConfig;
import io.tablescope.format.hudi.timeline.HoodieInstant;
import io.tablescope.inspector.hudi.HudiTable;
import java.util.ArrayList;
import java.util.List;

/**
 * The one line a browser says about a Hudi table, e.g. {@code Apache Hudi · MERGE_ON_READ · table
 * version 8, timeline layout 2 · 14 instants (2 pending) · latest 20261130092203076}.
 */
final class HudiStatusLine {
  private HudiStatusLine() {}

  static String of(HudiTable table) {
    HoodieTableConfig config = table.config();
    List<HoodieInstant> instants = table.timeline().instants();
    long pending = instants.stream().filter(instant -> !instant.isCompleted()).count();
    List<String> parts = new ArrayList<>();
    parts.add(table.format().displayName());
    parts.add(config.tableType().name());
    parts.add(
        "table version "
            + config.tableVersion()
            + ", timeline layout "
            + config.timelineLayoutVersion());
    parts.add(
        instants.size()
            + (instants.size() == 1 ? " instant" : " instants")
            + (pending > 0 ? " (" + pending + " pending)" : ""));
    table.current().ifPresent(commit -> parts.add("latest " + table.line(commit).id()));
    return String.join(" · ", parts);
  }
}
