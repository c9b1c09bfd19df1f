package io.tablescope.inspector.hudi.replay;

import io.tablescope.format.hudi.timeline.HoodieAction;
import io.tablescope.format.hudi.timeline.HoodieInstant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/**
 * The instants Hudi 1.0.1 checks a committing write against under optimistic concurrency, in its
 * order: {@code TransactionUtils.resolveWriteConflictIfAny} takes the instants that were pending
 * when the write started and have completed since, then {@code
 * SimpleConcurrentFileWritesConflictResolutionStrategy.getCandidateInstants} the completed writes
 * requested after the last one the writer saw completed, then the compaction and clustering plans
 * requested after the write's instant.
 *
 * <p>Hudi keeps the first two sets in the writer's memory; Tablescope rebuilds them from the final
 * timeline: an instant had completed when the write started if it completed before the write's
 * instant time, by its completion time on timeline layout 2 and by its file's modification time on
 * layout 1, which keeps no completion time.
 */
public final class ConflictCandidates {

  /** Why Hudi examines an instant. */
  public enum Reason {
    PENDING_AT_START("pending when the write started, completed since"),
    COMPLETED_SINCE("completed after the last write the writer saw completed"),
    PLAN_AFTER_START("a plan requested after the write started");

    private final String words;

    Reason(String words) {
      this.words = words;
    }

    public String words() {
      return words;
    }
  }

  /** An instant Hudi examines, and why. */
  public record Candidate(HoodieInstant instant, Reason reason) {}

  private ConflictCandidates() {}

  /**
   * @param instants the active timeline in Hudi's order
   * @param keepsCompletionTimes whether the layout names completion times (layout 2)
   * @param instantTime the committing write's requested time
   * @param startMillis the same as epoch milliseconds, for layout 1's modification times
   * @param isClusteringPlan whether a pending replace commit is a clustering (its plan says so)
   */
  public static List<Candidate> of(
      List<HoodieInstant> instants,
      boolean keepsCompletionTimes,
      String instantTime,
      long startMillis,
      Predicate<HoodieInstant> isClusteringPlan) {
    Predicate<HoodieInstant> completedAtStart =
        completedAtStart(keepsCompletionTimes, instantTime, startMillis);
    List<HoodieInstant> completedWrites =
        instants.stream()
            .filter(HoodieInstant::isCompleted)
            .filter(i -> HoodieAction.writes(i.action()))
            .toList();
    String lastSeen =
        completedWrites.stream()
            .filter(i -> i.requestedTime().compareTo(instantTime) < 0)
            .filter(completedAtStart)
            .map(HoodieInstant::requestedTime)
            .reduce((first, second) -> second)
            .orElse("");
    Map<String, Candidate> candidates = new LinkedHashMap<>();
    for (HoodieInstant instant : completedWrites) {
      if (instant.requestedTime().compareTo(instantTime) < 0 && !completedAtStart.test(instant)) {
        candidates.put(key(instant), new Candidate(instant, Reason.PENDING_AT_START));
      }
    }
    for (HoodieInstant instant : completedWrites) {
      if (instant.requestedTime().compareTo(lastSeen) > 0
          && !instant.requestedTime().equals(instantTime)) {
        candidates.putIfAbsent(key(instant), new Candidate(instant, Reason.COMPLETED_SINCE));
      }
    }
    for (HoodieInstant instant : instants) {
      if (!instant.isCompleted()
          && instant.requestedTime().compareTo(instantTime) > 0
          && isPlan(instant, isClusteringPlan)) {
        candidates.putIfAbsent(key(instant), new Candidate(instant, Reason.PLAN_AFTER_START));
      }
    }
    return new ArrayList<>(candidates.values());
  }

  /**
   * Whether an instant had completed when the write started: by its completion time on layout 2, by
   * its file's modification time on layout 1.
   */
  static Predicate<HoodieInstant> completedAtStart(
      boolean keepsCompletionTimes, String instantTime, long startMillis) {
    return keepsCompletionTimes
        ? i -> i.completionTime() != null && i.completionTime().compareTo(instantTime) < 0
        : i -> i.modificationTime() < startMillis;
  }

  /** Compactions, and clusterings (a replace commit only when its plan is a clustering's). */
  private static boolean isPlan(HoodieInstant instant, Predicate<HoodieInstant> isClusteringPlan) {
    return switch (instant.action()) {
      case HoodieAction.COMPACTION, HoodieAction.CLUSTERING -> true;
      case HoodieAction.REPLACE_COMMIT -> isClusteringPlan.test(instant);
      default -> false;
    };
  }

  private static String key(HoodieInstant instant) {
    return instant.requestedTime() + "/" + instant.action();
  }
}
