package io.tablescope.inspector.hudi.health;

import java.util.List;

/**
 * Slices kept beyond what the clean policy keeps, and what the last clean took from incremental
 * readers.
 *
 * @param policy {@code hoodie.clean.policy}: KEEP_LATEST_COMMITS (default),
 *     KEEP_LATEST_FILE_VERSIONS or KEEP_LATEST_BY_HOURS
 * @param retained the commits, file versions or hours the policy keeps
 * @param policySet whether {@code hoodie.properties} sets the policy
 * @param groups file groups holding slices the policy no longer keeps, most first
 * @param lastClean the last completed clean's instant, or null
 * @param earliestCommitToRetain what the last clean kept files for, or null
 * @param unusableBegins completed writes on the active timeline older than that: an incremental
 *     read beginning there reads commits whose files the clean may have deleted (it fails on a
 *     missing file, or falls back to a full scan)
 */
public record CleanLag(
    String policy,
    int retained,
    boolean policySet,
    List<Group> groups,
    String lastClean,
    String earliestCommitToRetain,
    List<String> unusableBegins) {
  public CleanLag {
    groups = List.copyOf(groups);
    unusableBegins = List.copyOf(unusableBegins);
  }

  /** A file group's slices, and how many the policy would clean. */
  public record Group(String partition, String fileId, int slices, int beyondPolicy) {}
}
