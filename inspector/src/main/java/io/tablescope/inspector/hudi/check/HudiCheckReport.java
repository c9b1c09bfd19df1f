package io.tablescope.inspector.hudi.check;

import java.util.List;

/**
 * What the integrity check found over a Hudi table, and what it examined.
 *
 * @param findings what is wrong, rule by rule; empty when the table is sound
 * @param instants the instants of the active timeline examined
 * @param archivedInstants the instants of the archive read
 * @param instantFiles the instant files read, every state's file of every active instant
 * @param writtenFiles the distinct files completed writes name, each looked for in storage
 * @param latestSlices the slices of the latest file system view whose files were looked for
 * @param metadataTableCompared whether the metadata table's {@code files} partition was compared
 *     with storage (the table has a metadata table)
 * @param readNothing whether the timeline has completed instants but not one of their files could
 *     be read
 */
public record HudiCheckReport(
    List<HudiFinding> findings,
    int instants,
    int archivedInstants,
    int instantFiles,
    int writtenFiles,
    int latestSlices,
    boolean metadataTableCompared,
    boolean readNothing) {
  public HudiCheckReport {
    findings = List.copyOf(findings);
  }

  /** Whether nothing was found wrong. */
  public boolean sound() {
    return findings.isEmpty();
  }
}
