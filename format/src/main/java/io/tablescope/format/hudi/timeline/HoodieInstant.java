package io.tablescope.format.hudi.timeline;

import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * One instant of a Hudi timeline in its latest state, with the files that record it.
 *
 * @param requestedTime when the instant was requested, as Hudi writes it ({@code
 *     yyyyMMddHHmmssSSS}); the instant's name
 * @param action the action as the timeline names it now: a completed compaction is a {@code commit}
 * @param completionTime when it completed, from the file name on timeline layout 2; null where the
 *     layout keeps none or the instant is pending
 * @param files the instant file of each state reached, by state
 * @param modificationTime when the newest of its files was last modified, in epoch milliseconds:
 *     layout 1's only record of when the instant completed
 */
public record HoodieInstant(
    String requestedTime,
    String action,
    InstantState state,
    String completionTime,
    Map<InstantState, String> files,
    long modificationTime) {
  public HoodieInstant {
    Objects.requireNonNull(requestedTime, "requestedTime");
    Objects.requireNonNull(action, "action");
    Objects.requireNonNull(state, "state");
    files = Map.copyOf(files);
  }

  public boolean isCompleted() {
    return state == InstantState.COMPLETED;
  }

  /** The file of the instant's current state. */
  public String file() {
    return files.get(state);
  }

  /** The file of a state the instant reached, if it reached it and the file is still there. */
  public Optional<String> file(InstantState of) {
    return Optional.ofNullable(files.get(of));
  }

  /** The name Hudi shows for the instant: {@code [20261130092203076__commit__COMPLETED]}. */
  @Override
  public String toString() {
    return "[" + requestedTime + "__" + action + "__" + state + "]";
  }
}
