package io.tablescope.inspector.delta.check;

import io.tablescope.format.Problem;
import io.tablescope.format.delta.action.AddFile;
import io.tablescope.format.delta.log.ChecksumFile;
import io.tablescope.format.delta.log.DeltaLog;
import io.tablescope.format.delta.log.DeltaSnapshot;
import io.tablescope.format.delta.log.VersionChecksum;
import io.tablescope.inspector.delta.check.DeltaFinding.Severity;
import io.tablescope.inspector.table.AnalysisProgress;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Each {@code N.crc} against the state at its version: the file count, the table size, the protocol
 * and the metadata it states. Readers may trust a {@code .crc} instead of replaying (for the size
 * and count a summary shows), so a wrong one misleads without breaking a read: a warning.
 */
final class ChecksumAgreement {
  private final List<DeltaFinding> findings = new ArrayList<>();
  private final Set<String> wrongCompactions;
  private int compared;

  private ChecksumAgreement(Set<String> wrongCompactions) {
    this.wrongCompactions = wrongCompactions;
  }

  /**
   * @param wrongCompactions compactions found to differ from their commits: a state replayed
   *     through one is not the state the checksum describes
   */
  static ChecksumAgreement check(
      DeltaLog log, Set<String> wrongCompactions, AnalysisProgress progress) {
    ChecksumAgreement agreement = new ChecksumAgreement(wrongCompactions);
    int total = log.listing().checksums().size();
    int done = 0;
    for (long version : log.listing().checksums().keySet()) {
      progress.checkCancelled();
      progress.update((double) done++ / total, "Comparing checksum " + done + " of " + total + "…");
      agreement.compare(log, log.checksum(version));
    }
    return agreement;
  }

  private void compare(DeltaLog log, ChecksumFile crc) {
    for (Problem problem : crc.problems()) {
      findings.add(finding(crc, problem.message()));
    }
    VersionChecksum stated = crc.checksum();
    if (stated == null || crc.version() > log.latestVersion()) {
      return;
    }
    DeltaSnapshot state = log.stateAt(crc.version());
    boolean damaged =
        state.problems().stream().anyMatch(p -> p.kind() != Problem.Kind.UNSUPPORTED)
            || state.replayedFiles().stream().anyMatch(wrongCompactions::contains);
    if (damaged) {
      // The state is damaged (a finding of its own); the checksum cannot be judged by it.
      return;
    }
    compared++;
    long files = state.files().size();
    long bytes = state.files().values().stream().mapToLong(AddFile::size).sum();
    if (stated.numFiles() != files) {
      findings.add(finding(crc, "numFiles " + stated.numFiles() + " where the log holds " + files));
    }
    if (stated.tableSizeBytes() != bytes) {
      findings.add(
          finding(
              crc,
              "tableSizeBytes "
                  + stated.tableSizeBytes()
                  + " where the log's files sum to "
                  + bytes));
    }
    String protocol = LogState.protocol(state.protocol(), stated.protocol());
    if (protocol != null) {
      findings.add(finding(crc, "protocol: " + protocol));
    }
    String metadata = LogState.metadata(state.metadata(), stated.metadata());
    if (metadata != null) {
      findings.add(finding(crc, "metadata: " + metadata));
    }
  }

  private static DeltaFinding finding(ChecksumFile crc, String message) {
    return new DeltaFinding("checksum", crc.version(), crc.location(), message, Severity.WARNING);
  }

  List<DeltaFinding> findings() {
    return findings;
  }

  int compared() {
    return compared;
  }
}
