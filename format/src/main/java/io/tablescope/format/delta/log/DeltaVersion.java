package io.tablescope.format.delta.log;

import io.tablescope.format.delta.checkpoint.Checkpoint;
import java.util.List;

/**
 * One version of the log and the files that hold it.
 *
 * @param version the version
 * @param commit its commit file {@code N.json}, or null when cleanup removed it
 * @param checkpoints the complete checkpoints at this version (usually none)
 * @param checksum its {@code N.crc}, or null
 */
public record DeltaVersion(
    long version, String commit, List<Checkpoint> checkpoints, String checksum) {
  public DeltaVersion {
    checkpoints = List.copyOf(checkpoints);
  }
}
