package io.tablescope.inspector.delta;

import io.tablescope.format.Problem;
import io.tablescope.format.delta.action.DomainMetadata;
import io.tablescope.format.delta.action.Metadata;
import io.tablescope.format.delta.action.Protocol;
import io.tablescope.format.delta.action.SetTransaction;
import io.tablescope.format.delta.checkpoint.Checkpoint;
import io.tablescope.format.delta.log.LastCheckpoint;
import io.tablescope.inspector.table.CommitDating;
import io.tablescope.inspector.table.SummaryMismatch;
import java.util.List;
import java.util.Objects;

/**
 * What {@code summary} says about a Delta table at its latest version.
 *
 * @param location the table folder
 * @param version the latest version
 * @param oldestVersion the oldest version the log can still rebuild
 * @param versions how many versions the log shows, oldest to latest
 * @param checkpoint the checkpoint the latest state was read from, or null (replayed from 0)
 * @param lastCheckpoint {@code _last_checkpoint} as read, or null when absent or unreadable
 * @param protocol the protocol in force, or null when the log holds none
 * @param metadata the metadata in force, or null when the log holds none
 * @param liveFiles how many data files a read opens
 * @param liveBytes their total size
 * @param deletionVectors how many live files carry a deletion vector
 * @param rowsDeleted rows those vectors delete (the sum of their cardinalities)
 * @param tombstones removed files not yet expired
 * @param transactions the latest {@code txn} per application id
 * @param domains the active domain metadata
 * @param commitTimestampMillis the latest version's commit time, the one Delta's time travel goes
 *     by
 * @param dating how Delta dated the latest version, and the time its writer recorded; null when it
 *     has no file to date it by
 * @param checksum the {@code .crc} check of the latest version
 * @param problems what is wrong with the log and its latest version
 */
public record DeltaSummary(
    String location,
    long version,
    long oldestVersion,
    long versions,
    Checkpoint checkpoint,
    LastCheckpoint lastCheckpoint,
    Protocol protocol,
    Metadata metadata,
    long liveFiles,
    long liveBytes,
    long deletionVectors,
    long rowsDeleted,
    long tombstones,
    List<SetTransaction> transactions,
    List<DomainMetadata> domains,
    long commitTimestampMillis,
    CommitDating dating,
    ChecksumCheck checksum,
    List<Problem> problems) {

  public DeltaSummary {
    Objects.requireNonNull(location, "location");
    Objects.requireNonNull(checksum, "checksum");
    transactions = List.copyOf(transactions);
    domains = List.copyOf(domains);
    problems = List.copyOf(problems);
  }

  /**
   * The latest version's {@code N.crc} against the replayed state.
   *
   * @param file the {@code .crc} file, or null when the version has none
   * @param mismatches where what it states differs from the log
   * @param problems what was wrong reading it
   */
  public record ChecksumCheck(
      String file, List<SummaryMismatch> mismatches, List<Problem> problems) {
    public ChecksumCheck {
      mismatches = List.copyOf(mismatches);
      problems = List.copyOf(problems);
    }

    /** Whether the version has a {@code .crc} that could be read and agrees with the log. */
    public boolean agrees() {
      return file != null && mismatches.isEmpty() && problems.isEmpty();
    }
  }
}
