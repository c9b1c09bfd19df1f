package io.tablescope.inspector.delta.check;

import java.util.List;

/**
 * What the integrity check found over a Delta table, and what it examined.
 *
 * @param findings what is wrong, check by check; empty when the table is sound
 * @param versions the versions the log holds, from the oldest it can still show to the latest
 * @param commitsRead the commit files read
 * @param checkpointsCompared the checkpoints compared with the replay of the commits before them
 * @param checkpointsUnverified the checkpoints nothing older could be replayed against (the log was
 *     cleaned up before them), so taken as they are
 * @param checksumsCompared the {@code .crc} files compared with the state at their version
 * @param filesLookedFor the live data files of the latest version looked for in storage
 * @param deletionVectorsLookedFor the deletion vector files of those files looked for
 * @param readNothing whether not one commit and not one checkpoint could be read
 */
public record DeltaCheckReport(
    List<DeltaFinding> findings,
    int versions,
    int commitsRead,
    int checkpointsCompared,
    int checkpointsUnverified,
    int checksumsCompared,
    int filesLookedFor,
    int deletionVectorsLookedFor,
    boolean readNothing) {
  public DeltaCheckReport {
    findings = List.copyOf(findings);
  }

  /** Whether nothing was found wrong. */
  public boolean sound() {
    return findings.isEmpty();
  }
}
