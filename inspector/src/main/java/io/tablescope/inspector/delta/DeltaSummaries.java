package io.tablescope.inspector.delta;

import io.tablescope.format.delta.action.AddFile;
import io.tablescope.format.delta.log.ChecksumFile;
import io.tablescope.format.delta.log.DeltaLog;
import io.tablescope.format.delta.log.DeltaSnapshot;
import io.tablescope.format.delta.log.DeltaVersion;
import io.tablescope.inspector.table.Commit;
import io.tablescope.inspector.table.SummaryMismatch;
import java.util.ArrayList;
import java.util.List;

/** Builds the {@link DeltaSummary} of a Delta table from its latest state. */
public final class DeltaSummaries {
  private DeltaSummaries() {}

  public static DeltaSummary summarize(DeltaTable table) {
    DeltaLog log = table.log();
    DeltaSnapshot state = log.latest();
    List<DeltaVersion> versions = log.versions();
    long bytes = 0;
    long vectors = 0;
    long rowsDeleted = 0;
    for (AddFile add : state.files().values()) {
      bytes += add.size();
      if (add.deletionVector() != null) {
        vectors++;
        rowsDeleted += add.deletionVector().cardinality();
      }
    }
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
        state.files().size(),
        bytes,
        vectors,
        rowsDeleted,
        state.tombstones().size(),
        List.copyOf(state.transactions().values()),
        List.copyOf(state.domainMetadata().values()),
        latest.timestampMillis(),
        table.dating(latest),
        checksum(table, state.version(), vectors, rowsDeleted),
        table.problems());
  }

  private static DeltaSummary.ChecksumCheck checksum(
      DeltaTable table, long version, long vectors, long rowsDeleted) {
    ChecksumFile crc = table.log().checksum(version);
    if (crc == null) {
      return new DeltaSummary.ChecksumCheck(null, List.of(), List.of());
    }
    Commit commit = table.commit(version).orElseThrow();
    List<SummaryMismatch> mismatches = new ArrayList<>(table.liveFiles(commit).summaryMismatches());
    if (crc.checksum() != null && table.log().stateAt(version).problems().isEmpty()) {
      // Deletion vector counts are optional in a .crc; checked where the writer stated them.
      check(
          mismatches,
          version,
          "numDeletionVectorsOpt",
          crc.checksum().numDeletionVectorsOpt(),
          vectors);
      check(
          mismatches,
          version,
          "numDeletedRecordsOpt",
          crc.checksum().numDeletedRecordsOpt(),
          rowsDeleted);
    }
    return new DeltaSummary.ChecksumCheck(crc.location(), mismatches, crc.problems());
  }

  private static void check(
      List<SummaryMismatch> mismatches, long version, String key, Long stated, long counted) {
    if (stated != null && stated != counted) {
      mismatches.add(new SummaryMismatch(version, key, Long.toString(stated), counted));
    }
  }
}
