package io.tablescope.inspector.hudi.health;

import java.util.List;

/**
 * Log files piling up on merge-on-read slices since their base file.
 *
 * @param slices the latest slices with logs, most logs first, at most {@link
 *     HudiHealthAnalysis#TOP_SLICES}
 * @param slicesWithLogs how many latest slices have logs
 * @param maxDeltaCommits {@code hoodie.compact.inline.max.delta.commits} when the table sets it, or
 *     null
 * @param deltaCommitsSinceCompaction completed delta commits since the last completed compaction
 */
public record LogPileUp(
    List<Slice> slices,
    int slicesWithLogs,
    Integer maxDeltaCommits,
    int deltaCommitsSinceCompaction) {
  public LogPileUp {
    slices = List.copyOf(slices);
  }

  /** One slice's logs. */
  public record Slice(
      String partition,
      String fileId,
      String baseInstant,
      boolean hasBaseFile,
      int logFiles,
      long logBytes) {}
}
