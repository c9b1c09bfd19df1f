package io.tablescope.inspector.delta.check;

import io.tablescope.format.Problem;
import io.tablescope.format.delta.log.CommitActions;
import io.tablescope.format.delta.log.DeltaLog;
import io.tablescope.format.delta.log.LogListing;
import io.tablescope.format.io.FileAccess;
import io.tablescope.format.io.FileEntry;
import io.tablescope.inspector.delta.check.DeltaFinding.Severity;
import io.tablescope.inspector.table.AnalysisProgress;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The log as a sequence of versions: every commit's actions parse, no version is missing between
 * the oldest file and the latest, no version is claimed by two files, and the listing's own
 * problems (a multi-part checkpoint with parts missing, a {@code _last_checkpoint} that is
 * unreadable or points nowhere).
 */
final class LogSequence {
  private static final Pattern VERSIONED = Pattern.compile("(\\d+)\\.(json|crc)");
  private static final Pattern MULTI_PART =
      Pattern.compile("\\d+\\.checkpoint\\.\\d+\\.\\d+\\.parquet");

  private final List<DeltaFinding> findings = new ArrayList<>();
  private int commitsRead;

  static LogSequence check(DeltaLog log, List<FileEntry> logEntries, AnalysisProgress progress) {
    LogSequence sequence = new LogSequence();
    sequence.listing(log);
    sequence.duplicates(logEntries);
    sequence.gaps(log.listing());
    sequence.commits(log, progress);
    return sequence;
  }

  private void listing(DeltaLog log) {
    for (Problem problem : log.problems()) {
      boolean parts = MULTI_PART.matcher(FileAccess.fileName(problem.path())).matches();
      boolean listed = log.listing().problems().contains(problem);
      findings.add(
          new DeltaFinding(
              parts ? "checkpoint-parts" : listed ? "log-listing" : "last-checkpoint",
              parts ? leadingVersion(problem.path()) : null,
              problem.path(),
              problem.message(),
              parts || listed ? Severity.ERROR : Severity.WARNING));
    }
  }

  private static long leadingVersion(String location) {
    String name = FileAccess.fileName(location);
    return Long.parseLong(name.substring(0, name.indexOf('.')));
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

  List<DeltaFinding> findings() {
    return findings;
  }

  /** Commit files that gave at least one action. */
  int commitsRead() {
    return commitsRead;
  }
}
