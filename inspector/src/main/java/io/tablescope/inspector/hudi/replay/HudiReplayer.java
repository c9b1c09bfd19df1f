package io.tablescope.inspector.hudi.replay;

import io.tablescope.format.Problem;
import io.tablescope.format.hudi.HoodieTableConfig;
import io.tablescope.format.hudi.timeline.ActiveTimeline;
import io.tablescope.format.hudi.timeline.HoodieAction;
import io.tablescope.format.hudi.timeline.HoodieInstant;
import io.tablescope.inspector.hudi.HudiTable;
import io.tablescope.inspector.hudi.InstantTimes;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * Replays a Hudi write's commit as Hudi 1.0.1 checks it under its concurrency mode: {@code
 * HoodieWriteConfig.needResolveWriteConflict} decides whether to check (never under {@code
 * SINGLE_WRITER}, always under optimistic concurrency, only {@code bulk_insert} under non-blocking
 * concurrency), its {@link ConflictResolutionStrategy} which instants and what counts as touching
 * the same data (file groups, or buckets), and Simple's {@code resolveConflict}, which all three
 * strategies share, each overlap: a conflict, unless the other is a compaction requested before the
 * write or a log compaction. Hudi throws at the first conflict in its order; Tablescope examines
 * them all and names that one.
 */
public final class HudiReplayer {
  /** Where a table (or the writer's configuration copied into it) names its concurrency mode. */
  public static final String CONCURRENCY_MODE = "hoodie.write.concurrency.mode";

  private HudiReplayer() {}

  /** The operation file's write, with what it wrote read from the timeline where it says none. */
  public static HudiReplayResult replay(HudiTable table, HudiOperationFile file) {
    List<Problem> problems = new ArrayList<>();
    HudiProposal proposal = proposal(table, file, problems);
    ActiveTimeline timeline = table.timeline();
    InstantWrites writes = new InstantWrites(table);
    HudiReplayResult result =
        replay(
            proposal,
            timeline.instants(),
            timeline.keepsCompletionTimes(),
            InstantTimes.millis(proposal.instantTime(), table.config().utcTimeline()),
            writes::of,
            writes::isClusteringPlan);
    problems.addAll(result.problems());
    EarlyConflictDetection early = EarlyConflicts.detect(table, file, proposal);
    if (early != null) {
      problems.addAll(early.problems());
    }
    return new HudiReplayResult(
        result.proposal(),
        result.checked(),
        result.mode(),
        result.examined(),
        result.conflicts(),
        problems,
        early);
  }

  /**
   * The pending write instants of a table, what a losing or dead writer left, newest last: a
   * pending replace commit that is a clustering plan is a table service, not a write.
   */
  public static List<HoodieInstant> pendingWrites(HudiTable table) {
    InstantWrites writes = new InstantWrites(table);
    return table.timeline().instants().stream()
        .filter(i -> !i.isCompleted() && isWrite(i.action()))
        .filter(i -> !i.action().equals(HoodieAction.REPLACE_COMMIT) || !writes.isClusteringPlan(i))
        .toList();
  }

  static HudiProposal proposal(HudiTable table, HudiOperationFile file, List<Problem> problems) {
    Optional<HoodieInstant> onTimeline =
        table.timeline().instants().stream()
            .filter(i -> i.requestedTime().equals(file.instantTime()))
            .filter(i -> isWrite(i.action()))
            .findFirst();
    String mode =
        file.concurrencyMode() != null
            ? file.concurrencyMode()
            : Optional.ofNullable(table.config().properties().get(CONCURRENCY_MODE))
                .map(value -> value.toUpperCase(Locale.ROOT))
                .filter(HudiProposal.MODES::contains)
                .orElse(HudiProposal.OCC);
    ConflictResolutionStrategy strategy =
        ConflictResolutionStrategy.of(file.strategy(), table.config().properties());
    String configured = table.config().properties().get(ConflictResolutionStrategy.KEY);
    if (file.strategy() == null && configured != null && !configured.equals(strategy.className())) {
      problems.add(
          new Problem(
              Problem.Kind.UNSUPPORTED,
              table.location() + "/.hoodie/hoodie.properties",
              ConflictResolutionStrategy.KEY
                  + " names "
                  + configured
                  + ", not a strategy Hudi 1.0.1 ships: checked with "
                  + strategy.simpleName()));
    }
    String action =
        file.action() != null
            ? file.action()
            : onTimeline
                .map(HoodieInstant::action)
                .orElse(
                    table.config().tableType() == HoodieTableConfig.TableType.MERGE_ON_READ
                        ? HoodieAction.DELTA_COMMIT
                        : HoodieAction.COMMIT);
    if (file.writes() != null) {
      return new HudiProposal(
          file.instantTime(),
          action,
          "INFLIGHT",
          file.operation(),
          mode,
          strategy,
          file.writes(),
          "the" + " operation file");
    }
    HoodieInstant instant =
        onTimeline.orElseThrow(
            () ->
                new IllegalArgumentException(
                    "instant "
                        + file.instantTime()
                        + " is not a write on the active timeline: name its writes"));
    if (instant.isCompleted()) {
      throw new IllegalArgumentException(
          "instant "
              + file.instantTime()
              + " has completed: replay takes a pending write, or an operation file naming its"
              + " writes");
    }
    InstantWrites.Writes inflight = new InstantWrites(table).pending(instant);
    if (inflight.problem() != null) {
      problems.add(inflight.problem());
    }
    String operation =
        file.operation() != null
            ? file.operation()
            : inflight.operationType() == null
                ? null
                : inflight.operationType().toLowerCase(Locale.ROOT);
    // The inflight metadata names the file groups a write updates, and new ones by an empty file
    // id (they get theirs as they are written); the markers name every file written so far.
    Markers.Read markers = Markers.read(table.files(), table.location(), instant.requestedTime());
    problems.addAll(markers.problems());
    SortedSet<FileGroupId> writes = new TreeSet<>(markers.fileGroups());
    inflight.fileGroups().stream().filter(group -> !group.fileId().isEmpty()).forEach(writes::add);
    return new HudiProposal(
        instant.requestedTime(),
        action,
        "INFLIGHT",
        operation,
        mode,
        strategy,
        writes,
        "its inflight commit metadata and " + markers.markers() + " markers");
  }

  /** The check itself, over a timeline and what each instant writes. */
  static HudiReplayResult replay(
      HudiProposal proposal,
      List<HoodieInstant> instants,
      boolean keepsCompletionTimes,
      long startMillis,
      Function<HoodieInstant, InstantWrites.Writes> writesOf,
      Predicate<HoodieInstant> isClusteringPlan) {
    String skipped = unchecked(proposal);
    if (skipped != null) {
      return new HudiReplayResult(proposal, false, skipped, List.of(), List.of(), List.of());
    }
    List<Problem> problems = new ArrayList<>();
    List<HudiReplayResult.Examined> examined = new ArrayList<>();
    List<HudiReplayResult.Conflict> conflicts = new ArrayList<>();
    ConflictResolutionStrategy strategy = proposal.strategy();
    for (ConflictCandidates.Candidate candidate :
        strategy.candidates(
            new ConflictCandidates.Start(
                instants,
                keepsCompletionTimes,
                proposal.instantTime(),
                startMillis,
                isClusteringPlan))) {
      HoodieInstant other = candidate.instant();
      InstantWrites.Writes writes = writesOf.apply(other);
      if (writes.problem() != null) {
        problems.add(writes.problem());
      }
      SortedSet<FileGroupId> overlap = strategy.overlap(proposal.writes(), writes.fileGroups());
      String verdict = verdict(proposal, other, writes, overlap);
      examined.add(
          new HudiReplayResult.Examined(
              other.requestedTime(),
              other.action(),
              other.state().name(),
              writes.operationType(),
              candidate.reason().words(),
              writes.fileGroups(),
              overlap,
              verdict));
      if (verdict.equals(HudiReplayResult.CONFLICT)) {
        conflicts.add(conflict(proposal, other, candidate, overlap));
      }
    }
    return new HudiReplayResult(
        proposal,
        true,
        proposal.concurrencyMode()
            + ": Hudi checks the write against the instants below"
            + (strategy.isPreCommitRequired()
                ? "; it checks a clustering's commit too, so a clustering planned meanwhile"
                    + " fails rather than the write"
                : ""),
        examined,
        conflicts,
        problems);
  }

  /** Why the mode checks nothing for this write, or null when it checks. */
  private static String unchecked(HudiProposal proposal) {
    return switch (proposal.concurrencyMode()) {
      case HudiProposal.SINGLE_WRITER ->
          "SINGLE_WRITER: Hudi checks no conflicts for a single writer; the write commits";
      case HudiProposal.NBCC ->
          "bulk_insert".equals(proposal.operation())
              ? null
              : "NON_BLOCKING_CONCURRENCY_CONTROL: Hudi checks only bulk_insert; other writes"
                  + " commit, and readers and compaction merge them by completion time";
      default -> null;
    };
  }

  private static String verdict(
      HudiProposal proposal,
      HoodieInstant other,
      InstantWrites.Writes writes,
      SortedSet<FileGroupId> overlap) {
    if (overlap.isEmpty()) {
      return "no overlap";
    }
    if ("compact".equalsIgnoreCase(writes.operationType())
        && other.requestedTime().compareTo(proposal.instantTime()) < 0) {
      return "overlap resolved: a compaction requested before the write";
    }
    if (other.action().equals(HoodieAction.LOG_COMPACTION)) {
      return "overlap resolved: a log compaction";
    }
    return HudiReplayResult.CONFLICT;
  }

  private static HudiReplayResult.Conflict conflict(
      HudiProposal proposal,
      HoodieInstant other,
      ConflictCandidates.Candidate candidate,
      SortedSet<FileGroupId> overlap) {
    String message =
        "java.util.ConcurrentModificationException: Cannot resolve conflicts for overlapping writes"
            + " between first operation = "
            + operation(proposal.action(), proposal.instantTime(), proposal.state())
            + ", second operation = "
            + operation(other.action(), other.requestedTime(), other.state().name());
    SortedSet<String> partitions = new TreeSet<>();
    overlap.forEach(group -> partitions.add(group.partition()));
    String explanation =
        other.action()
            + " "
            + other.requestedTime()
            + " ("
            + candidate.reason().words()
            + ") "
            + (other.isCompleted() ? "wrote " : "plans to rewrite ")
            + proposal.strategy().counted(overlap)
            + " the write wrote too; Hudi resolves overlaps only with a compaction requested"
            + " before the write or a log compaction";
    return new HudiReplayResult.Conflict(
        HudiReplayResult.EXCEPTION,
        message,
        other.requestedTime(),
        other.action(),
        other.state().name(),
        overlap,
        partitions,
        explanation);
  }

  /** {@code ConcurrentOperation.toString()}, quote and all. */
  private static String operation(String action, String instantTime, String state) {
    return "{actionType="
        + action
        + ", instantTime="
        + instantTime
        + ", actionState="
        + state
        + "'}";
  }

  private static boolean isWrite(String action) {
    return action.equals(HoodieAction.COMMIT)
        || action.equals(HoodieAction.DELTA_COMMIT)
        || action.equals(HoodieAction.REPLACE_COMMIT);
  }
}
