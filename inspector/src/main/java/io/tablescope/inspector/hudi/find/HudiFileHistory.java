package io.tablescope.inspector.hudi.find;

import io.tablescope.format.hudi.instant.WriteStat;
import java.util.List;

/**
 * One base or log file across every instant: the write that created it, the instants whose snapshot
 * reads open it, and what superseded or deleted it.
 *
 * @param path relative to the table root, as write stats name it
 * @param partition the partition, "" for a table without partitions
 * @param fileId the file group it belongs to
 * @param log whether it is a log file (else a base file)
 * @param createdBy the requested time of the write that created it, or null when no instant read
 *     names it (a write archived, or never completed)
 * @param stat that write's stat for it, or null
 * @param liveIn the completed writes of the active timeline whose snapshot read opens it, oldest
 *     first
 * @param events what each instant did to it, in timeline order
 * @param inStorage whether storage holds it now
 */
public record HudiFileHistory(
    String path,
    String partition,
    String fileId,
    boolean log,
    String createdBy,
    WriteStat stat,
    List<String> liveIn,
    List<HudiFileEvent> events,
    boolean inStorage) {
  public HudiFileHistory {
    liveIn = List.copyOf(liveIn);
    events = List.copyOf(events);
  }
}
