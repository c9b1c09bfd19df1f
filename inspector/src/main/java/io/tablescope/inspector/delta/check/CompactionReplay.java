package io.tablescope.inspector.delta.check;

import io.tablescope.format.Problem;
import io.tablescope.format.delta.log.DeltaLog;
import io.tablescope.format.delta.log.DeltaSnapshot;
import io.tablescope.format.delta.log.LogListing;
import io.tablescope.format.io.FileAccess;
import io.tablescope.format.io.FileEntry;
import io.tablescope.inspector.delta.check.DeltaFinding.Severity;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Each log compaction {@code x.y.compacted.json} against the commits {@code x} to {@code y} it
 * stands in for: both replayed by {@link DeltaLog} over the log with only those commits, with and
 * without the compaction ({@link LogView}), must reach the same state.
 */
final class CompactionReplay {
  private final List<DeltaFinding> findings = new ArrayList<>();

  private CompactionReplay() {}

  static CompactionReplay check(FileAccess files, DeltaLog log, List<FileEntry> logEntries) {
    CompactionReplay replay = new CompactionReplay();
    replay.examine(files, log, logEntries);
    return replay;
  }

  /**
   * A compaction must claim a forward run of commits that exist, and hold what replaying them
   * gives: a reader uses it in their place.
   */
  private void examine(FileAccess files, DeltaLog log, List<FileEntry> logEntries) {
    LogListing listing = log.listing();
    long latestCommit = listing.commits().isEmpty() ? -1 : listing.commits().lastKey();
    for (FileEntry entry : logEntries) {
      long[] range = LogView.compactionRange(entry.location());
      if (range == null) {
        continue;
      }
      String location = entry.location();
      if (range[0] >= range[1] || range[1] > latestCommit) {
        findings.add(
            new DeltaFinding(
                "compaction",
                range[1],
                location,
                "claims versions "
                    + range[0]
                    + " to "
                    + range[1]
                    + (range[0] >= range[1]
                        ? ", which do not run forward"
                        : ", past the latest commit, " + latestCommit),
                Severity.ERROR));
        continue;
      }
      if (listing.commits().subMap(range[0], true, range[1], true).size()
          != range[1] - range[0] + 1) {
        // The commits it stands in for are partly gone: nothing to compare it with.
        continue;
      }
      compare(files, log, logEntries, location, range[0], range[1]);
    }
  }

  private void compare(
      FileAccess files,
      DeltaLog log,
      List<FileEntry> entries,
      String compaction,
      long from,
      long to) {
    String logDirectory = log.listing().logDirectory();
    try {
      LogState commits =
          LogState.of(
              DeltaLog.open(
                      LogView.commits(files, logDirectory, entries, from, to, null),
                      log.tableRoot())
                  .stateAt(to));
      DeltaSnapshot withCompaction =
          DeltaLog.open(
                  LogView.commits(files, logDirectory, entries, from, to, compaction),
                  log.tableRoot())
              .stateAt(to);
      for (Problem problem : withCompaction.problems()) {
        if (problem.path().equals(compaction)) {
          findings.add(
              new DeltaFinding("compaction", to, compaction, problem.message(), Severity.ERROR));
        }
      }
      LogState compacted = LogState.of(withCompaction);
      for (String difference : commits.differences(compacted, "the compaction")) {
        findings.add(
            new DeltaFinding(
                "compaction",
                to,
                compaction,
                "differs from commits " + from + " to " + to + ": " + difference,
                Severity.ERROR));
      }
    } catch (IOException e) {
      findings.add(new DeltaFinding("compaction", to, compaction, e.getMessage(), Severity.ERROR));
    }
  }

  List<DeltaFinding> findings() {
    return findings;
  }

  /** The compactions found to claim versions wrongly or to differ from their commits. */
  Set<String> wrong() {
    return findings.stream().map(DeltaFinding::path).collect(Collectors.toSet());
  }
}
