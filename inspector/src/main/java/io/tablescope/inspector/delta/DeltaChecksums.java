package io.tablescope.inspector.delta;

import io.tablescope.format.delta.log.ChecksumFile;
import io.tablescope.inspector.table.SummaryMismatch;
import java.util.ArrayList;
import java.util.List;

/** A version's {@code .crc} checked against what the replay to the version counted. */
final class DeltaChecksums {
  private DeltaChecksums() {}

  /**
   * Where the checksum's file count and table size disagree with the live files counted; none when
   * the version has no readable checksum.
   */
  static List<SummaryMismatch> mismatches(ChecksumFile crc, long files, long bytes) {
    if (crc == null || crc.checksum() == null) {
      return List.of();
    }
    List<SummaryMismatch> mismatches = new ArrayList<>();
    check(mismatches, crc.version(), "numFiles", crc.checksum().numFiles(), files);
    check(mismatches, crc.version(), "tableSizeBytes", crc.checksum().tableSizeBytes(), bytes);
    return mismatches;
  }

  /** Adds a mismatch when a value the checksum states differs from the one counted. */
  static void check(
      List<SummaryMismatch> mismatches, long version, String key, Long stated, long counted) {
    if (stated != null && stated != counted) {
      mismatches.add(new SummaryMismatch(version, key, Long.toString(stated), counted));
    }
  }
}
