package io.tablescope.inspector.hudi.health;

import io.tablescope.format.hudi.timeline.ActiveTimeline;
import io.tablescope.format.hudi.timeline.HoodieAction;
import io.tablescope.format.hudi.timeline.HoodieInstant;
import java.util.ArrayList;
import java.util.List;

/** Hollow commits on timeline layout 1, completion-order inversions on layout 2. */
final class TimelineOrders {
  private TimelineOrders() {}

  static TimelineOrder of(ActiveTimeline timeline) {
    return timeline.keepsCompletionTimes()
        ? new TimelineOrder(timeline.layoutVersion(), List.of(), inversions(timeline))
        : new TimelineOrder(timeline.layoutVersion(), hollow(timeline), List.of());
  }

  private static List<TimelineOrder.Hollow> hollow(ActiveTimeline timeline) {
    List<HoodieInstant> writes =
        timeline.instants().stream().filter(i -> HoodieAction.writes(i.action())).toList();
    List<TimelineOrder.Hollow> hollow = new ArrayList<>();
    for (HoodieInstant pending : writes) {
      if (pending.isCompleted()) {
        continue;
      }
      List<HoodieInstant> after =
          writes.stream()
              .filter(HoodieInstant::isCompleted)
              .filter(i -> i.requestedTime().compareTo(pending.requestedTime()) > 0)
              .toList();
      if (!after.isEmpty()) {
        hollow.add(
            new TimelineOrder.Hollow(
                pending.requestedTime(),
                pending.action(),
                after.size(),
                after.get(after.size() - 1).requestedTime()));
      }
    }
    return hollow;
  }

  /**
   * Each completed instant that completed before one requested earlier: paired with the earlier
   * instant that completed latest, one pass in requested order.
   */
  private static List<TimelineOrder.Inversion> inversions(ActiveTimeline timeline) {
    List<TimelineOrder.Inversion> inversions = new ArrayList<>();
    HoodieInstant latestCompleting = null;
    for (HoodieInstant instant : timeline.completed()) {
      if (instant.completionTime() == null) {
        continue;
      }
      if (latestCompleting != null
          && latestCompleting.completionTime().compareTo(instant.completionTime()) > 0) {
        if (inversions.size() < HudiHealthAnalysis.MAX_INVERSIONS) {
          inversions.add(
              new TimelineOrder.Inversion(
                  latestCompleting.requestedTime(),
                  latestCompleting.completionTime(),
                  instant.requestedTime(),
                  instant.completionTime()));
        }
      } else {
        latestCompleting = instant;
      }
    }
    return inversions;
  }
}
