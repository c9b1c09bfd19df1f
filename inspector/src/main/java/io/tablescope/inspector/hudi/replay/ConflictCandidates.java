package io.tablescope.inspector.hudi.replay;

import io.tablescope.format.hudi.timeline.HoodieAction;
import io.tablescope.format.hudi.timeline.HoodieInstant;
import java.util.ArrayList;
import java.util.Comparator;
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
 * requested after the write's instant (the bucket index's strategy takes the same); {@code
 * PreferWriterConflictResolutionStrategy} takes the writes completed after the write started
 * instead, and no plans.
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
    PLAN_AFTER_START("a plan requested after the write started"),
    COMPLETED_AFTER_START("completed after the write started");

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
   * The timeline and the committing write's start.
   *
   * @param instants the active timeline in Hudi's order
   * @param keepsCompletionTimes whether the layout names completion times (layout 2)
   * @param instantTime the committing write's requested time
   * @param startMillis the same as epoch milliseconds, for layout 1's modification times
   * @param isClusteringPlan whether a pending replace commit is a clustering (its plan says so)
   */
  public record Start(
      List<HoodieInstant> instants,
      boolean keepsCompletionTimes,
      String instantTime,
      long startMillis,
      Predicate<HoodieInstant> isClusteringPlan) {
    /** Whether an instant had completed when the write started. */
    boolean completedAtStart(HoodieInstant instant) {
      return keepsCompletionTimes
          ? instant.completionTime() != null && instant.completionTime().compareTo(instantTime) < 0
          : instant.modificationTime() < startMillis;
    }

    List<HoodieInstant> completedWrites() {
      return instants.stream()
          .filter(HoodieInstant::isCompleted)
          .filter(i -> HoodieAction.writes(i.action()))
          .toList();
    }
  }

  /** Simple's candidates (and the bucket index's), after those pending at the start. */
  public static List<Candidate> of(Start start) {
    String instantTime = start.instantTime();
    List<HoodieInstant> instants = start.instants();
    Predicate<HoodieInstant> completedAtStart = start::completedAtStart;
    List<HoodieInstant> completedWrites = start.completedWrites();
    String lastSeen =
        completedWrites.stream()
            .filter(i -> i.requestedTime().compareTo(instantTime) < 0)
            .filter(completedAtStart)
            .map(HoodieInstant::requestedTime)
            .reduce((first, second) -> second)
            .orElse("");
    Map<String, Candidate> candidates = pendingAtStart(start);
    for (HoodieInstant instant : completedWrites) {
      if (instant.requestedTime().compareTo(lastSeen) > 0
          && !instant.requestedTime().equals(instantTime)) {
        candidates.putIfAbsent(key(instant), new Candidate(instant, Reason.COMPLETED_SINCE));
      }
    }
    for (HoodieInstant instant : instants) {
      if (!instant.isCompleted()
          && instant.requestedTime().compareTo(instantTime) > 0
          && isPlan(instant, start.isClusteringPlan())) {
        candidates.putIfAbsent(key(instant), new Candidate(instant, Reason.PLAN_AFTER_START));
      }
    }
    return new ArrayList<>(candidates.values());
  }

  /**
   * {@code PreferWriterConflictResolutionStrategy}'s candidates, after those pending at the start:
   * the writes that completed after the write started, in completion order, and no plans.
   */
  public static List<Candidate> completedAfterStart(Start start) {
    Map<String, Candidate> candidates = pendingAtStart(start);
    Comparator<HoodieInstant> completion =
        start.keepsCompletionTimes()
            ? Comparator.comparing(
                HoodieInstant::completionTime, Comparator.nullsLast(Comparator.naturalOrder()))
            : Comparator.comparingLong(HoodieInstant::modificationTime);
    start.completedWrites().stream()
        .filter(i -> !start.completedAtStart(i) && !i.requestedTime().equals(start.instantTime()))
        .sorted(completion)
        .forEach(
            i -> candidates.putIfAbsent(key(i), new Candidate(i, Reason.COMPLETED_AFTER_START)));
    return new ArrayList<>(candidates.values());
  }

  /** {@code TransactionUtils}' instants: pending when the write started, completed since. */
  private static Map<String, Candidate> pendingAtStart(Start start) {
    Map<String, Candidate> candidates = new LinkedHashMap<>();
    for (HoodieInstant instant : start.completedWrites()) {
      if (instant.requestedTime().compareTo(start.instantTime()) < 0
          && !start.completedAtStart(instant)) {
        candidates.put(key(instant), new Candidate(instant, Reason.PENDING_AT_START));
      }
    }
    return candidates;
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
