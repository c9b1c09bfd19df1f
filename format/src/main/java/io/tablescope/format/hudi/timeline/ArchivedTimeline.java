package io.tablescope.format.hudi.timeline;

import io.tablescope.format.Problem;
import java.util.List;

/** The instants archival moved out of the active timeline, oldest first, and what was unread. */
public record ArchivedTimeline(List<ArchivedInstant> instants, List<Problem> problems) {
  public ArchivedTimeline {
    instants = List.copyOf(instants);
    problems = List.copyOf(problems);
  }

  public static ArchivedTimeline empty() {
    return new ArchivedTimeline(List.of(), List.of());
  }
}
