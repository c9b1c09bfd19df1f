package io.tablescope.inspector.delta.check;

import io.tablescope.format.delta.log.DeltaLog;
import io.tablescope.format.io.FileAccess;
import io.tablescope.format.io.FileEntry;
import io.tablescope.inspector.delta.DeltaTable;
import io.tablescope.inspector.delta.check.DeltaFinding.Severity;
import io.tablescope.inspector.table.AnalysisProgress;
import io.tablescope.inspector.table.FileExistence;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * Checks a Delta table's integrity: the log as a sequence of versions ({@link LogSequence}), each
 * compaction against its commits ({@link CompactionReplay}), each checkpoint against the replay of
 * the commits it summarises ({@link CheckpointReplay}), each {@code .crc} against the state at its
 * version ({@link ChecksumAgreement}), and the live files and deletion vectors of the latest
 * version in storage ({@link MissingFiles}). Reads, never writes.
 */
public final class DeltaIntegrityCheck {
  private DeltaIntegrityCheck() {}

  /**
   * Checks the table.
   *
   * @throws java.util.concurrent.CancellationException when the progress says the user gave up
   */
  public static DeltaCheckReport run(DeltaTable table, AnalysisProgress progress) {
    DeltaLog log = table.log();
    FileAccess files = table.files();
    List<DeltaFinding> findings = new ArrayList<>();
    List<FileEntry> logEntries;
    try {
      logEntries = files.listEntries(log.listing().logDirectory());
    } catch (IOException e) {
      // Opened a moment ago; gone since.
      findings.add(
          new DeltaFinding(
              "log-listing",
              null,
              log.listing().logDirectory(),
              FileAccess.describe(log.listing().logDirectory(), e),
              Severity.ERROR));
      return new DeltaCheckReport(findings, 0, 0, 0, 0, 0, 0, 0, true);
    }
    LogSequence sequence = LogSequence.check(log, logEntries, progress);
    findings.addAll(sequence.findings());
    CompactionReplay compactions = CompactionReplay.check(files, log, logEntries);
    findings.addAll(compactions.findings());
    CheckpointReplay checkpoints = CheckpointReplay.run(files, log, logEntries, progress);
    findings.addAll(checkpoints.findings());
    ChecksumAgreement checksums = ChecksumAgreement.check(log, compactions.wrong(), progress);
    findings.addAll(checksums.findings());
    MissingFiles missing = MissingFiles.check(log, new FileExistence(files), progress);
    findings.addAll(missing.findings());
    progress.update(1, "Checked.");
    return new DeltaCheckReport(
        findings,
        log.versions().size(),
        sequence.commitsRead(),
        checkpoints.compared(),
        checkpoints.unverified(),
        checksums.compared(),
        missing.files(),
        missing.vectors(),
        sequence.commitsRead() == 0 && checkpoints.read() == 0);
  }
}
