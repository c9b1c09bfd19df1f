package io.tablescope.inspector.hudi.clean;

import io.tablescope.format.Problem;
import io.tablescope.inspector.hudi.HudiTable;
import java.util.List;

/**
 * What Hudi's cleaner would delete under a policy, as its {@code CleanPlanner} plans it, and what
 * it keeps and why. Nothing is deleted.
 *
 * @param earliestCommitToRetain the instant the clean would record as the earliest it retains; null
 *     when it would clean nothing (Hudi then records no clean)
 * @param scope which partitions the planner looks at, and why
 * @param slices every file slice of every file group, deleted or kept
 */
public record CleanPreview(
    CleanSettings settings,
    String earliestCommitToRetain,
    String scope,
    List<SliceDecision> slices,
    List<Problem> problems) {
  public CleanPreview {
    slices = List.copyOf(slices);
    problems = List.copyOf(problems);
  }

  /** Plans a clean of the table under the settings, at a time (the hours policy counts back). */
  public static CleanPreview of(HudiTable table, CleanSettings settings, long nowMillis) {
    return new CleanPlanning(new CleanTimeline(table), settings, nowMillis).plan();
  }

  /** The slices the clean would delete. */
  public List<SliceDecision> deleted() {
    return slices.stream().filter(SliceDecision::deleted).toList();
  }

  /** The files the clean would delete. */
  public List<CleanFile> deletedFiles() {
    return deleted().stream().flatMap(slice -> slice.files().stream()).toList();
  }

  /** Bytes the clean would free. */
  public long bytes() {
    return deletedFiles().stream().mapToLong(CleanFile::sizeInBytes).sum();
  }
}
