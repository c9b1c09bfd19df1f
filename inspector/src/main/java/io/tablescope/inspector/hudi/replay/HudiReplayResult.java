package io.tablescope.inspector.hudi.replay;

import io.tablescope.format.Problem;
import java.util.List;
import java.util.SortedSet;

/**
 * What Hudi would say when the proposal commits: a conflict with Hudi's exception and message, or a
 * pass; and every instant it examined, with the file groups each touches. A writer that detects
 * conflicts early may fail before it commits: {@link #earlyConflict()}.
 *
 * @param checked whether the concurrency mode checks this write for conflicts at all
 * @param mode what the concurrency mode means for this write, in a sentence
 * @param conflicts every examined instant Hudi cannot resolve, in its order: it throws for the
 *     first
 * @param earlyConflictDetection what the writer's early conflict detection says before the commit,
 *     or null when it does not detect early
 */
public record HudiReplayResult(
    HudiProposal proposal,
    boolean checked,
    String mode,
    List<Examined> examined,
    List<Conflict> conflicts,
    List<Problem> problems,
    EarlyConflictDetection earlyConflictDetection) {
  /** A replay without early conflict detection. */
  public HudiReplayResult(
      HudiProposal proposal,
      boolean checked,
      String mode,
      List<Examined> examined,
      List<Conflict> conflicts,
      List<Problem> problems) {
    this(proposal, checked, mode, examined, conflicts, problems, null);
  }

  public HudiReplayResult {
    examined = List.copyOf(examined);
    conflicts = List.copyOf(conflicts);
    problems = List.copyOf(problems);
  }

  /** Hudi's exception when a conflict cannot be resolved. */
  public static final String EXCEPTION = "org.apache.hudi.exception.HoodieWriteConflictException";

  /** The conflict resolution strategy Hudi checks the write with. */
  public ConflictResolutionStrategy strategy() {
    return proposal.strategy();
  }

  /** No conflict at commit, nor early. */
  public boolean passes() {
    return conflicts.isEmpty() && earlyConflict() == null;
  }

  /** The conflict early conflict detection throws for, before the commit, or null. */
  public EarlyConflictDetection.Conflict earlyConflict() {
    return earlyConflictDetection == null ? null : earlyConflictDetection.conflict();
  }

  /** The conflict Hudi throws for, or null. */
  public Conflict conflict() {
    return conflicts.isEmpty() ? null : conflicts.get(0);
  }

  /** {@code pass} or {@code fail}, as every format's replay says. */
  public String outcome() {
    return passes() ? "pass" : "fail";
  }

  /**
   * One instant Hudi examines.
   *
   * @param reason why Hudi examines it
   * @param fileGroups the file groups it wrote or plans
   * @param overlap those the proposal wrote too
   * @param verdict {@code no overlap}, {@code conflict}, or why an overlap is resolved
   */
  public record Examined(
      String instant,
      String action,
      String state,
      String operation,
      String reason,
      SortedSet<FileGroupId> fileGroups,
      SortedSet<FileGroupId> overlap,
      String verdict) {
    public boolean conflicts() {
      return verdict.equals(CONFLICT);
    }
  }

  /** An examined instant's verdict when it conflicts. */
  public static final String CONFLICT = "conflict";

  /**
   * The conflict Hudi throws for.
   *
   * @param exception Hudi's exception class
   * @param message its message, as Hudi's {@code getMessage()} gives it
   * @param partitions the partitions of the overlapping file groups
   * @param explanation why, in Tablescope's words
   */
  public record Conflict(
      String exception,
      String message,
      String instant,
      String action,
      String state,
      SortedSet<FileGroupId> fileGroups,
      SortedSet<String> partitions,
      String explanation) {
    /** The exception's simple name: {@code HoodieWriteConflictException}. */
    public String exceptionName() {
      return exception.substring(exception.lastIndexOf('.') + 1);
    }
  }
}
