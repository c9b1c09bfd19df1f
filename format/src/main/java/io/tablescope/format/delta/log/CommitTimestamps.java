package io.tablescope.format.delta.log;

import io.tablescope.format.Problem;
import io.tablescope.format.delta.action.CommitInfo;
import io.tablescope.format.delta.action.Metadata;
import io.tablescope.format.io.FileAccess;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Commit times by Delta's rule: versions at or after {@code
 * delta.inCommitTimestampEnablementVersion} of a table that enables in-commit timestamps use {@code
 * commitInfo.inCommitTimestamp}; earlier versions use the commit file's modification time, made
 * monotonic (a time not after the previous version's becomes that time + 1 ms).
 *
 * @param byVersion the commit time of every version that has a commit file, in milliseconds
 * @param rules which rule dated each version in {@code byVersion}
 * @param fileTimes the commit file's own modification time of each version dated by it, before it
 *     was made monotonic
 * @param problems commits whose in-commit timestamp was missing or whose file could not be dated
 */
public record CommitTimestamps(
    Map<Long, Long> byVersion,
    Map<Long, Rule> rules,
    Map<Long, Long> fileTimes,
    List<Problem> problems) {
  /** The table property that turns in-commit timestamps on. */
  public static final String ENABLE_KEY = "delta.enableInCommitTimestamps";

  /** The table property naming the first version with an in-commit timestamp. */
  public static final String ENABLEMENT_VERSION_KEY = "delta.inCommitTimestampEnablementVersion";

  /** Which of Delta's rules gives a version its commit time. */
  public enum Rule {
    /** {@code commitInfo.inCommitTimestamp}, where the table enables in-commit timestamps. */
    IN_COMMIT,
    /** The commit file's modification time, as it is. */
    FILE_TIME,
    /**
     * The commit file's modification time was not after the previous version's time, so Delta dates
     * the version 1 ms after the previous one.
     */
    FILE_TIME_MONOTONIC
  }

  public CommitTimestamps {
    byVersion = Collections.unmodifiableMap(new LinkedHashMap<>(byVersion));
    rules = Collections.unmodifiableMap(new LinkedHashMap<>(rules));
    fileTimes = Collections.unmodifiableMap(new LinkedHashMap<>(fileTimes));
    problems = List.copyOf(problems);
  }

  /** The first version dated by in-commit timestamps, or -1 when the table does not use them. */
  public static long enablementVersion(Metadata latest) {
    if (latest == null || !"true".equals(latest.configuration().get(ENABLE_KEY))) {
      return -1;
    }
    String version = latest.configuration().get(ENABLEMENT_VERSION_KEY);
    try {
      return version == null ? 0 : Long.parseLong(version);
    } catch (NumberFormatException e) {
      return 0;
    }
  }

  static CommitTimestamps compute(FileAccess files, LogListing listing, Metadata latest) {
    long enablement = enablementVersion(latest);
    Map<Long, Long> times = new LinkedHashMap<>();
    Map<Long, Rule> rules = new LinkedHashMap<>();
    Map<Long, Long> fileTimes = new LinkedHashMap<>();
    List<Problem> problems = new ArrayList<>();
    long previous = Long.MIN_VALUE;
    for (Map.Entry<Long, String> commit : listing.commits().entrySet()) {
      long version = commit.getKey();
      Long time = null;
      if (enablement >= 0 && version >= enablement) {
        CommitInfo info = CommitReader.read(files, commit.getValue(), version).commitInfo();
        time = info == null ? null : info.inCommitTimestamp();
        if (time == null) {
          problems.add(
              new Problem(
                  Problem.Kind.INVALID,
                  commit.getValue(),
                  "in-commit timestamps are enabled from version "
                      + enablement
                      + " but this commit has no commitInfo.inCommitTimestamp;"
                      + " dated by file modification time"));
        } else {
          times.put(version, time);
          rules.put(version, Rule.IN_COMMIT);
          previous = time;
          continue;
        }
      }
      try {
        Long listed = listing.modificationTimes().get(commit.getValue());
        long modified = listed != null ? listed : files.modificationTime(commit.getValue());
        boolean adjusted = previous != Long.MIN_VALUE && modified <= previous;
        long monotonic = adjusted ? previous + 1 : modified;
        times.put(version, monotonic);
        rules.put(version, adjusted ? Rule.FILE_TIME_MONOTONIC : Rule.FILE_TIME);
        fileTimes.put(version, modified);
        previous = monotonic;
      } catch (IOException e) {
        problems.add(
            new Problem(
                Problem.Kind.MISSING, commit.getValue(), "cannot be dated: " + e.getMessage()));
      }
    }
    return new CommitTimestamps(times, rules, fileTimes, problems);
  }
}
