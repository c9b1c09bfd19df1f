package io.tablescope.format.hudi.timeline;

import io.tablescope.format.Problem;
import java.util.List;
import java.util.Optional;

/**
 * The instants of a Hudi table's active timeline in Hudi's order (requested time, then action, then
 * state), each in its latest state, and what could not be read of the listing.
 *
 * @param folder where the instant files are: {@code .hoodie/} on layout 1, {@code
 *     .hoodie/timeline/} on layout 2
 */
public record ActiveTimeline(
    int layoutVersion, String folder, List<HoodieInstant> instants, List<Problem> problems) {
  public ActiveTimeline {
    instants = List.copyOf(instants);
    problems = List.copyOf(problems);
  }

  /** Whether completion times are in the instants' names (layout 2). */
  public boolean keepsCompletionTimes() {
    return layoutVersion >= 2;
  }

  /** The instant requested at a time, if the timeline holds one. */
  public Optional<HoodieInstant> instant(String requestedTime) {
    return instants.stream().filter(i -> i.requestedTime().equals(requestedTime)).findFirst();
  }

  /** The completed instants. */
  public List<HoodieInstant> completed() {
    return instants.stream().filter(HoodieInstant::isCompleted).toList();
  }

  /**
   * The write timeline Hudi's file system view is built on: completed writes, and compactions and
   * log compactions still pending (their slices exist before their files do).
   */
  public List<HoodieInstant> writeTimeline() {
    return instants.stream()
        .filter(i -> HoodieAction.writes(i.action()))
        .filter(
            i ->
                i.isCompleted()
                    || i.action().equals(HoodieAction.COMPACTION)
                    || i.action().equals(HoodieAction.LOG_COMPACTION))
        .toList();
  }
}
