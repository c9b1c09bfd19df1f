package io.tablescope.inspector.delta.check;

import io.tablescope.format.Problem;
import io.tablescope.format.delta.log.CommitActions;
import io.tablescope.format.delta.log.DeltaLog;
import io.tablescope.format.delta.log.DeltaSnapshot;
import io.tablescope.format.delta.log.LogListing;
import io.tablescope.format.io.FileAccess;
import io.tablescope.format.io.FileEntry;
import io.tablescope.inspector.delta.check.DeltaFinding.Severity;
import io.tablescope.inspector.table.AnalysisProgress;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * The log as a sequence of versions: every commit's actions parse, no version is missing between
 * the oldest file and the latest, no version is claimed by two files, each compaction covers
 * commits that exist and holds what they reconcile to, and the listing's own problems (a multi-part
 * checkpoint with parts missing, a {@code _last_checkpoint} that is unreadable or points nowhere).
 */
final class LogSequence {
  private static final Pattern VERSIONED = Pattern.compile("(\\d+)\\.(json|crc)");
  private static final Pattern MULTI_PART =
      Pattern.compile("\\d+\\.checkpoint\\.\\d+\\.\\d+\\.parquet");

  private final List<DeltaFinding> findings = new ArrayList<>();
  private int commitsRead;

  static LogSequence check(
      FileAccess files, DeltaLog log, List<FileEntry> logEntries, AnalysisProgress progress) {
    LogSequence sequence = new LogSequence();
    sequence.listing(log);
    sequence.duplicates(logEntries);
    sequence.gaps(log.listing());
    sequence.commits(log, progress);
    sequence.compactions(files, log, logEntries);
    return sequence;
  }

  private void listing(DeltaLog log) {
    for (Problem problem : log.problems()) {
      boolean parts = MULTI_PART.matcher(FileAccess.fileName(problem.path())).matches();
      boolean listed = log.listing().problems().contains(problem);
      findings.add(
          new DeltaFinding(
              parts ? "checkpoint-parts" : listed ? "log-listing" : "last-checkpoint",
              null,
              problem.path(),
              problem.message(),
              parts || listed ? Severity.ERROR : Severity.WARNING));
    }
  }

  /** Two files naming one version ({@code 5.json} beside {@code 00000000000000000005.json}). */
  private void duplicates(List<FileEntry> logEntries) {
    Map<String, List<String>> byVersion = new TreeMap<>();
    for (FileEntry entry : logEntries) {
      Matcher matcher = VERSIONED.matcher(FileAccess.fileName(entry.location()));
      if (matcher.matches()) {
        String key = Long.parseLong(matcher.group(1)) + "." + matcher.group(2);
        byVersion.computeIfAbsent(key, k -> new ArrayList<>()).add(entry.location());
      }
    }
    byVersion.forEach(
        (key, locations) -> {
          if (locations.size() > 1) {
            long version = Long.parseLong(key.substring(0, key.indexOf('.')));
            findings.add(
                new DeltaFinding(
                    "duplicate-version",
                    version,
                    locations.get(1),
                    locations.size()
                        + " files claim version "
                        + version
                        + " ("
                        + String.join(", ", locations.stream().map(FileAccess::fileName).toList())
                        + "); readers pick one of them",
                    Severity.ERROR));
          }
        });
  }

  /**
   * A version with no commit after the oldest commit or checkpoint: clean-up removes only the
   * oldest versions, so a hole in the middle is damage.
   */
  private void gaps(LogListing listing) {
    long oldestCommit = listing.commits().isEmpty() ? Long.MAX_VALUE : listing.commits().firstKey();
    long oldestCheckpoint =
        listing.checkpoints().isEmpty() ? Long.MAX_VALUE : listing.checkpoints().firstKey();
    long from = Math.min(oldestCommit, oldestCheckpoint);
    for (long version = from + 1; version <= listing.latestVersion(); version++) {
      if (!listing.commits().containsKey(version)) {
        findings.add(
            new DeltaFinding(
                "version-gap",
                version,
                FileAccess.child(listing.logDirectory(), String.format("%020d.json", version)),
                "commit "
                    + version
                    + " is missing between version "
                    + from
                    + " and the latest, "
                    + listing.latestVersion()
                    + ": a reader replaying through it fails or misses its actions",
                Severity.ERROR));
      }
    }
  }

  private void commits(DeltaLog log, AnalysisProgress progress) {
    int total = log.listing().commits().size();
    int done = 0;
    for (long version : log.listing().commits().keySet()) {
      if (done++ % 100 == 0) {
        progress.checkCancelled();
        progress.update((double) done / total, "Reading commit " + done + " of " + total + "…");
      }
      CommitActions actions = log.commit(version);
      if (!actions.actions().isEmpty()) {
        commitsRead++;
      }
      for (Problem problem : actions.problems()) {
        findings.add(
            new DeltaFinding(
                "commit-read", version, problem.path(), problem.message(), Severity.ERROR));
      }
    }
  }

  /**
   * A compaction must claim a forward run of commits that exist, and hold what replaying them
   * gives: a reader uses it in their place.
   */
  private void compactions(FileAccess files, DeltaLog log, List<FileEntry> logEntries) {
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
  Set<String> wrongCompactions() {
    return findings.stream()
        .filter(finding -> finding.check().equals("compaction"))
        .map(DeltaFinding::path)
        .collect(Collectors.toSet());
  }

  /** Commit files that gave at least one action. */
  int commitsRead() {
    return commitsRead;
  }
}
