package io.tablescope.inspector.delta;

import io.tablescope.format.delta.action.CommitInfo;
import io.tablescope.format.delta.log.CommitTimestamps;
import io.tablescope.format.delta.log.DeltaVersion;
import io.tablescope.format.delta.log.LogListing;
import io.tablescope.inspector.table.CommitDating;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Map;
import java.util.function.Supplier;

/**
 * Which of Delta's rules dates a version, beside the time its writer recorded ({@code
 * commitInfo.timestamp}): a copied table's commit files all carry the copy's time, and Delta's time
 * travel goes by that time, not the writer's. Also says why a version without any file is missing.
 */
final class DeltaDating {
  /** Dated by {@code commitInfo.inCommitTimestamp}. */
  static final String IN_COMMIT = "in-commit";

  /** Dated by the commit file's modification time. */
  static final String FILE_TIME = "file time";

  /** Dated 1 ms after the previous version, its file time being no later. */
  static final String MONOTONIC = "file time, made monotonic";

  /** A version whose commit file is gone, kept by its checkpoint. */
  static final String CHECKPOINT_TIME = "checkpoint file time";

  private static final DateTimeFormatter EXACT =
      DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss.SSS 'UTC'").withZone(ZoneOffset.UTC);

  private DeltaDating() {}

  /**
   * How the version is dated; null for a version with no file at all (see {@link #missing}).
   *
   * @param inCommit whether in-commit timestamps date this version and it has one
   * @param timestamps the log's commit times; only asked when the version is dated by its file
   */
  static CommitDating of(
      DeltaVersion version,
      CommitInfo info,
      boolean inCommit,
      Supplier<CommitTimestamps> timestamps) {
    Long written = info == null ? null : info.timestamp();
    if (version.commit() == null) {
      return version.checkpoints().isEmpty()
          ? null
          : new CommitDating(
              written,
              CHECKPOINT_TIME,
              "its commit file is no longer in the log; its checkpoint keeps the version, dated"
                  + " here by the checkpoint file's time. A time-travel read by time never lands"
                  + " on it");
    }
    if (inCommit) {
      return new CommitDating(
          written,
          IN_COMMIT,
          "the table enables in-commit timestamps: Delta dates the version by its"
              + " commitInfo.inCommitTimestamp");
    }
    CommitTimestamps times = timestamps.get();
    long v = version.version();
    CommitTimestamps.Rule rule = times.rules().get(v);
    Long fileTime = times.fileTimes().get(v);
    if (rule == CommitTimestamps.Rule.FILE_TIME_MONOTONIC && fileTime != null) {
      long previous = times.byVersion().get(v) - 1;
      return new CommitDating(
          written,
          MONOTONIC,
          "its commit file's modification time, "
              + exact(fileTime)
              + ", is not after the previous version's time, "
              + exact(previous)
              + ": Delta dates it 1 ms after that");
    }
    return new CommitDating(
        written,
        FILE_TIME,
        rule == null
            ? "its commit file's modification time could not be read"
            : "in-commit timestamps are not enabled at this version: Delta dates it by its"
                + " commit file's modification time");
  }

  /**
   * Why a version with neither commit file nor checkpoint is missing, and what that does to reads;
   * null when the version has a file.
   */
  static String missing(DeltaVersion version, LogListing listing) {
    if (version.commit() != null || !version.checkpoints().isEmpty()) {
      return null;
    }
    long v = version.version();
    Map.Entry<Long, String> before = listing.commits().lowerEntry(v);
    Map.Entry<Long, String> after = listing.commits().higherEntry(v);
    Long checkpoint = listing.checkpoints().higherKey(v);
    String between =
        before != null && after != null
            ? " between commits " + before.getKey() + " and " + after.getKey()
            : "";
    String unreadable =
        checkpoint == null || checkpoint - 1 == v
            ? "version " + v
            : "versions " + v + " to " + (checkpoint - 1);
    String reads =
        checkpoint == null
            ? "Delta refuses to read version "
                + v
                + " and every later one (the commits are not"
                + " contiguous); Tablescope replays them without it"
            : "Delta refuses to read "
                + unreadable
                + " (the commits are not contiguous); from version "
                + checkpoint
                + " on, its checkpoint is read and the gap does not matter";
    return "_delta_log holds no " + String.format("%020d.json", v) + between + ". " + reads;
  }

  /** A time to the millisecond, as the rules compare them. */
  static String exact(long millis) {
    return EXACT.format(Instant.ofEpochMilli(millis));
  }
}
