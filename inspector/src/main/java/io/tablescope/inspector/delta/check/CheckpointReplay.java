package io.tablescope.inspector.delta.check;

import io.tablescope.format.Problem;
import io.tablescope.format.delta.checkpoint.Checkpoint;
import io.tablescope.format.delta.checkpoint.CheckpointActions;
import io.tablescope.format.delta.log.DeltaLog;
import io.tablescope.format.delta.log.DeltaSnapshot;
import io.tablescope.format.delta.log.LogListing;
import io.tablescope.format.io.FileAccess;
import io.tablescope.format.io.FileEntry;
import io.tablescope.inspector.delta.check.DeltaFinding.Severity;
import io.tablescope.inspector.table.AnalysisProgress;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Each checkpoint against the replay of the commits it summarises, oldest first. The replay starts
 * from version 0 when the log still has it, else from the oldest checkpoint, which is then taken as
 * it is; each later checkpoint is replayed from the newest older one that agreed with its own
 * replay (so by induction from version 0), never from one found wrong. A checkpoint whose commits
 * are partly missing or do not read cannot be judged, and is taken as it is, as readers take it.
 * The replay is {@link DeltaLog}'s own, over the log with the newer and the untrusted checkpoints
 * hidden ({@link LogView}).
 */
final class CheckpointReplay {
  private final FileAccess files;
  private final DeltaLog log;
  private final List<FileEntry> logEntries;
  private final List<DeltaFinding> findings = new ArrayList<>();
  // Trusted checkpoints: version to every file of each, the files a later replay may start from.
  private final TreeMap<Long, Set<String>> trusted = new TreeMap<>();
  private int compared;
  private int unverified;
  private int read;

  private CheckpointReplay(FileAccess files, DeltaLog log, List<FileEntry> logEntries) {
    this.files = files;
    this.log = log;
    this.logEntries = logEntries;
  }

  static CheckpointReplay run(
      FileAccess files, DeltaLog log, List<FileEntry> logEntries, AnalysisProgress progress) {
    CheckpointReplay replay = new CheckpointReplay(files, log, logEntries);
    List<Checkpoint> checkpoints = log.checkpoints();
    for (int i = 0; i < checkpoints.size(); i++) {
      progress.checkCancelled();
      progress.update(
          (double) i / checkpoints.size(),
          "Replaying the log to checkpoint " + (i + 1) + " of " + checkpoints.size() + "…");
      replay.check(checkpoints.get(i));
    }
    return replay;
  }

  private void check(Checkpoint checkpoint) {
    CheckpointActions actions = log.checkpointActions(checkpoint);
    if (!actions.usable()) {
      for (Problem problem : actions.problems()) {
        findings.add(
            new DeltaFinding(
                "checkpoint-read",
                checkpoint.version(),
                problem.path(),
                problem.message() + "; readers fall back to an older checkpoint or fail",
                Severity.ERROR));
      }
      return;
    }
    read++;
    for (Problem problem : actions.findings()) {
      // Values no writer means (a negative size): the checkpoint still starts the state.
      findings.add(
          new DeltaFinding(
              "checkpoint-values",
              checkpoint.version(),
              problem.path(),
              problem.message(),
              Severity.WARNING));
    }
    long version = checkpoint.version();
    Map.Entry<Long, Set<String>> base = trusted.lowerEntry(version);
    boolean fromZero = log.listing().commits().containsKey(0L);
    long first = base != null ? base.getKey() + 1 : 0;
    if ((base == null && !fromZero) || !commitsFrom(first, version)) {
      // Nothing older to replay (a cleaned-up log), or a gap another check reports.
      unverified++;
      trust(checkpoint);
      return;
    }
    Set<String> startFrom = base == null ? Set.of() : base.getValue();
    DeltaSnapshot state;
    try {
      LogView view =
          LogView.replayTo(files, log.listing().logDirectory(), logEntries, version, startFrom);
      state = DeltaLog.open(view, log.tableRoot()).stateAt(version);
    } catch (IOException e) {
      unverified++;
      return;
    }
    if (state.problems().stream().anyMatch(CheckpointReplay::damage)) {
      // A commit that does not read is its own finding; the checkpoint cannot be judged by it,
      // and is where readers start past it.
      unverified++;
      trust(checkpoint);
      return;
    }
    LogState replayed = LogState.of(state);
    compared++;
    List<String> differences =
        replayed.differences(LogState.of(actions.actions()), "the checkpoint");
    for (String difference : differences) {
      findings.add(
          new DeltaFinding(
              "checkpoint-state",
              version,
              checkpoint.location(),
              "differs from the replay of "
                  + (base == null ? "commits 0" : "checkpoint " + base.getKey() + " and commits")
                  + " to "
                  + version
                  + ": "
                  + difference,
              Severity.ERROR));
    }
    if (differences.isEmpty()) {
      trust(checkpoint);
    }
  }

  private static boolean damage(Problem problem) {
    return problem.kind() == Problem.Kind.CORRUPT || problem.kind() == Problem.Kind.MISSING;
  }

  private boolean commitsFrom(long first, long version) {
    LogListing listing = log.listing();
    return listing.commits().subMap(first, true, version, true).size() == version - first + 1;
  }

  private void trust(Checkpoint checkpoint) {
    trusted
        .computeIfAbsent(checkpoint.version(), v -> new HashSet<>())
        .addAll(checkpoint.locations());
  }

  List<DeltaFinding> findings() {
    return findings;
  }

  /** Checkpoints compared with a replay. */
  int compared() {
    return compared;
  }

  /** Checkpoints read but with nothing older to replay against. */
  int unverified() {
    return unverified;
  }

  /** Checkpoints that could be read. */
  int read() {
    return read;
  }
}
