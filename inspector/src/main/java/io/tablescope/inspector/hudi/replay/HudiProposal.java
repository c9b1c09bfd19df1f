package io.tablescope.inspector.hudi.replay;

import java.util.Collections;
import java.util.Objects;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * A write that wants to commit: its instant (the requested time, when the writer started), action,
 * operation, the concurrency mode it commits under and the file groups it wrote.
 *
 * @param state the state Hudi names the proposal in its message: {@code INFLIGHT}, as a write is
 *     when it commits
 * @param operation Hudi's write operation ({@code upsert}, {@code bulk_insert}...), or null when
 *     unknown
 * @param concurrencyMode {@code SINGLE_WRITER}, {@code OPTIMISTIC_CONCURRENCY_CONTROL} or {@code
 *     NON_BLOCKING_CONCURRENCY_CONTROL}
 * @param strategy the conflict resolution strategy Hudi checks it with
 * @param source where the file groups come from: the operation file, the instant's inflight
 *     metadata or its markers
 */
public record HudiProposal(
    String instantTime,
    String action,
    String state,
    String operation,
    String concurrencyMode,
    ConflictResolutionStrategy strategy,
    SortedSet<FileGroupId> writes,
    String source) {
  public static final String SINGLE_WRITER = "SINGLE_WRITER";
  public static final String OCC = "OPTIMISTIC_CONCURRENCY_CONTROL";
  public static final String NBCC = "NON_BLOCKING_CONCURRENCY_CONTROL";

  /** The modes Hudi's {@code WriteConcurrencyMode} names. */
  public static final Set<String> MODES = Set.of(SINGLE_WRITER, OCC, NBCC);

  public HudiProposal {
    Objects.requireNonNull(instantTime, "instantTime");
    Objects.requireNonNull(action, "action");
    Objects.requireNonNull(state, "state");
    Objects.requireNonNull(concurrencyMode, "concurrencyMode");
    Objects.requireNonNull(strategy, "strategy");
    writes = Collections.unmodifiableSortedSet(new TreeSet<>(writes));
    Objects.requireNonNull(source, "source");
  }

  /** A proposal checked with Hudi's default strategy, Simple's, as for a table without buckets. */
  public HudiProposal(
      String instantTime,
      String action,
      String state,
      String operation,
      String concurrencyMode,
      SortedSet<FileGroupId> writes,
      String source) {
    this(
        instantTime,
        action,
        state,
        operation,
        concurrencyMode,
        ConflictResolutionStrategy.SIMPLE,
        writes,
        source);
  }
}
