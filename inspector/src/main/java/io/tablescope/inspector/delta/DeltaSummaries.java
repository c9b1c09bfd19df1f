package io.tablescope.inspector.delta;

import io.tablescope.format.delta.log.ChecksumFile;
import io.tablescope.format.delta.log.DeltaLog;
import io.tablescope.format.delta.log.DeltaVersion;
import io.tablescope.format.delta.log.LogState;
import io.tablescope.inspector.table.Commit;
import io.tablescope.inspector.table.SummaryMismatch;
import java.util.ArrayList;
import java.util.List;

/** Builds the {@link DeltaSummary} of a Delta table from its latest state. */
public final class DeltaSummaries {
  private DeltaSummaries() {}

  /** Replays the latest version once, counting its files, and reads what else the summary says. */
  public static DeltaSummary summarize(DeltaTable table) {
    DeltaLog log = table.log();
    DeltaTotals totals = new DeltaTotals();
    LogState state = log.replay(log.latestVersion(), totals);
    List<DeltaVersion> versions = log.versions();
    Commit latest = table.commit(state.version()).orElseThrow();
    return new DeltaSummary(
        table.location(),
        state.version(),
        versions.get(0).version(),
        versions.size(),
        state.checkpoint(),
        log.lastCheckpoint(),
        state.protocol(),
        state.metadata(),
        totals.files(),
        totals.bytes(),
        totals.deletionVectors(),
        totals.rowsDeleted(),
        totals.tombstones(),
        List.copyOf(state.transactions().values()),
        List.copyOf(state.domainMetadata().values()),
        latest.timestampMillis(),
        table.dating(latest),
        checksum(log, state, totals),
        table.problems());
  }

  private static DeltaSummary.ChecksumCheck checksum(
      DeltaLog log, LogState state, DeltaTotals totals) {
    ChecksumFile crc = log.checksum(state.version());
    if (crc == null) {
      return new DeltaSummary.ChecksumCheck(null, List.of(), List.of());
    }
    List<SummaryMismatch> mismatches = new ArrayList<>();
    if (crc.checksum() != null && state.problems().isEmpty()) {
      mismatches.addAll(DeltaChecksums.mismatches(crc, totals.files(), totals.bytes()));
      // Deletion vector counts are optional in a .crc; checked where the writer stated them.
      DeltaChecksums.check(
          mismatches,
          state.version(),
          "numDeletionVectorsOpt",
          crc.checksum().numDeletionVectorsOpt(),
          totals.deletionVectors());
      DeltaChecksums.check(
          mismatches,
          state.version(),
          "numDeletedRecordsOpt",
          crc.checksum().numDeletedRecordsOpt(),
          totals.rowsDeleted());
    }
    return new DeltaSummary.ChecksumCheck(crc.location(), mismatches, crc.problems());
  }
}
