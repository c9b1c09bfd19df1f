package io.tablescope.inspector.delta.health;

import io.tablescope.format.Problem;
import io.tablescope.format.delta.action.Metadata;
import io.tablescope.format.delta.action.Protocol;
import io.tablescope.format.delta.checkpoint.Checkpoint;
import io.tablescope.format.delta.log.CommitTimestamps;
import io.tablescope.format.delta.log.DeltaLog;
import io.tablescope.format.delta.log.DeltaSnapshot;
import io.tablescope.format.delta.log.LogListing;
import io.tablescope.inspector.delta.DeltaTable;
import io.tablescope.inspector.table.AnalysisProgress;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;

/**
 * Reads why a Delta table is slow or large from its log: the latest state (already read on open),
 * one listing of {@code _delta_log} for sizes, and every commit file once, in parallel on the
 * table's readers, keeping of each only what health needs. Writes nothing.
 */
public final class DeltaHealthAnalysis {
  /** Partitions the small-file section lists, most small files first. */
  public static final int TOP_PARTITIONS = 20;

  /** Commits the contention section lists, most winners in between first. */
  public static final int TOP_CONTENDED = 10;

  private static final double DAY = 24.0 * 60 * 60 * 1000;

  private DeltaHealthAnalysis() {}

  /** The table's health now. */
  public static DeltaHealth of(DeltaTable table, AnalysisProgress progress) {
    return of(table, progress, System.currentTimeMillis());
  }

  /**
   * The table's health at a time: ages and retentions are measured from {@code now}.
   *
   * @throws java.util.concurrent.CancellationException when the progress is cancelled
   */
  public static DeltaHealth of(DeltaTable table, AnalysisProgress progress, long now) {
    DeltaLog log = table.log();
    DeltaSnapshot latest = log.latest();
    List<Problem> problems = new ArrayList<>(table.problems());
    progress.update(0.05, "Listing _delta_log");
    LogFileSizes sizes = new LogFileSizes(table.files(), log.listing().logDirectory(), problems);
    List<CommitDigest> commits = readCommits(table, progress, problems);
    progress.update(0.85, "Dating the commits");
    CommitTimestamps timestamps = log.timestamps();
    timestamps.problems().stream().filter(p -> !problems.contains(p)).forEach(problems::add);
    progress.checkCancelled();
    progress.update(0.9, "Weighing the checkpoint and the files");
    CheckpointHealth checkpoints = new CheckpointHealth(log, sizes);
    FileHealth files = new FileHealth(latest);
    DeltaHealth health =
        new DeltaHealth(
            now,
            growth(log.listing(), sizes, timestamps.byVersion()),
            checkpoints.lag(latest.metadata(), latest.protocol()),
            checkpoints.pointer(latest),
            checkpoints.retention(latest.metadata(), now),
            files.smallFiles(TOP_PARTITIONS),
            files.deletionVectors(commits),
            files.tombstones(now),
            CommitActivityAnalysis.of(commits, timestamps.byVersion(), TOP_CONTENDED),
            features(latest),
            problems);
    progress.update(1, "Done");
    return health;
  }

  /** Every commit file, read once on the table's readers. */
  private static List<CommitDigest> readCommits(
      DeltaTable table, AnalysisProgress progress, List<Problem> problems) {
    DeltaLog log = table.log();
    List<CompletableFuture<CommitDigest>> reads = new ArrayList<>();
    for (long version : log.listing().commits().keySet()) {
      reads.add(
          CompletableFuture.supplyAsync(
              () -> CommitDigest.of(log.commit(version)), table.executor()));
    }
    List<CommitDigest> commits = new ArrayList<>(reads.size());
    try {
      for (CompletableFuture<CommitDigest> read : reads) {
        progress.checkCancelled();
        CommitDigest commit = read.join();
        commits.add(commit);
        commit.problems().stream().filter(p -> !problems.contains(p)).forEach(problems::add);
        if (commits.size() % 100 == 0) {
          progress.update(
              0.1 + 0.75 * commits.size() / reads.size(),
              "Read " + commits.size() + " of " + reads.size() + " commits");
        }
      }
    } finally {
      reads.forEach(read -> read.cancel(false));
    }
    return commits;
  }

  private static LogGrowth growth(LogListing listing, LogFileSizes sizes, Map<Long, Long> times) {
    long commitBytes = listing.commits().values().stream().mapToLong(sizes::length).sum();
    int checkpointFiles = sizes.sidecarFiles();
    long checkpointBytes = sizes.sidecarBytes();
    for (List<Checkpoint> checkpoints : listing.checkpoints().values()) {
      for (Checkpoint checkpoint : checkpoints) {
        checkpointFiles += checkpoint.locations().size();
        checkpointBytes += checkpoint.locations().stream().mapToLong(sizes::length).sum();
      }
    }
    Long first = times.values().stream().min(Long::compare).orElse(null);
    Long last = times.values().stream().max(Long::compare).orElse(null);
    double days = first == null ? 1 : Math.max(1, (last - first) / DAY);
    return new LogGrowth(
        listing.commits().size(), commitBytes, checkpointFiles, checkpointBytes, first, last, days);
  }

  private static TableFeatures features(DeltaSnapshot state) {
    Protocol protocol = state.protocol();
    Metadata metadata = state.metadata();
    Map<String, String> configuration = CheckpointHealth.configuration(metadata);
    long enablement = CommitTimestamps.enablementVersion(metadata);
    return new TableFeatures(
        protocol == null ? 0 : protocol.minReaderVersion(),
        protocol == null ? 0 : protocol.minWriterVersion(),
        protocol == null || protocol.readerFeatures() == null
            ? List.of()
            : protocol.readerFeatures(),
        protocol == null || protocol.writerFeatures() == null
            ? List.of()
            : protocol.writerFeatures(),
        enablement >= 0,
        enablement >= 0 ? enablement : null,
        number(configuration.get("delta.inCommitTimestampEnablementTimestamp")));
  }

  private static Long number(String text) {
    try {
      return text == null ? null : Long.parseLong(text.trim());
    } catch (NumberFormatException e) {
      return null;
    }
  }
}
