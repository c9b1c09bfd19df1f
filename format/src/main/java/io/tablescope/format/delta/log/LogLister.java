package io.tablescope.format.delta.log;

import io.tablescope.format.Problem;
import io.tablescope.format.delta.ReadFailure;
import io.tablescope.format.delta.checkpoint.Checkpoint;
import io.tablescope.format.io.FileAccess;
import io.tablescope.format.io.FileEntry;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Lists {@code _delta_log} once and sorts its files by the protocol's names, keeping each file's
 * modification time from the listing. Files it does not know are ignored, and so is {@code
 * _staged_commits/}: only a catalog knows which staged commit is ratified.
 */
final class LogLister {
  private static final Pattern COMMIT = Pattern.compile("(\\d+)\\.json");
  private static final Pattern CLASSIC = Pattern.compile("(\\d+)\\.checkpoint\\.parquet");
  private static final Pattern MULTI_PART =
      Pattern.compile("(\\d+)\\.checkpoint\\.(\\d+)\\.(\\d+)\\.parquet");
  private static final Pattern UUID =
      Pattern.compile("(\\d+)\\.checkpoint\\.[^.]+\\.(json|parquet)");
  private static final Pattern COMPACTION = Pattern.compile("(\\d+)\\.(\\d+)\\.compacted\\.json");
  private static final Pattern CHECKSUM = Pattern.compile("(\\d+)\\.crc");

  private LogLister() {}

  static LogListing list(FileAccess files, String logDirectory) throws IOException {
    TreeMap<Long, String> commits = new TreeMap<>();
    TreeMap<Long, List<Checkpoint>> checkpoints = new TreeMap<>();
    List<LogListing.Compaction> compactions = new ArrayList<>();
    TreeMap<Long, String> checksums = new TreeMap<>();
    Map<String, TreeMap<Integer, String>> partSets = new TreeMap<>();
    List<Problem> problems = new ArrayList<>();
    String lastCheckpoint = null;
    Map<String, Long> modificationTimes = new HashMap<>();
    for (FileEntry entry : entries(files, logDirectory, modificationTimes, problems)) {
      String location = entry.location();
      String name = FileAccess.fileName(location);
      Matcher matcher;
      if ((matcher = COMMIT.matcher(name)).matches()) {
        commits.put(Long.parseLong(matcher.group(1)), location);
      } else if ((matcher = CLASSIC.matcher(name)).matches()) {
        add(
            checkpoints,
            new Checkpoint(version(matcher), Checkpoint.Kind.CLASSIC, List.of(location)));
      } else if ((matcher = MULTI_PART.matcher(name)).matches()) {
        String set = matcher.group(1) + "/" + Integer.parseInt(matcher.group(3));
        partSets
            .computeIfAbsent(set, key -> new TreeMap<>())
            .put(Integer.parseInt(matcher.group(2)), location);
      } else if ((matcher = UUID.matcher(name)).matches()) {
        add(checkpoints, new Checkpoint(version(matcher), Checkpoint.Kind.UUID, List.of(location)));
      } else if ((matcher = COMPACTION.matcher(name)).matches()) {
        compactions.add(
            new LogListing.Compaction(
                Long.parseLong(matcher.group(1)), Long.parseLong(matcher.group(2)), location));
      } else if ((matcher = CHECKSUM.matcher(name)).matches()) {
        checksums.put(version(matcher), location);
      } else if (name.equals("_last_checkpoint")) {
        lastCheckpoint = location;
      }
    }
    partSets.forEach(
        (set, parts) -> {
          long version = Long.parseLong(set.substring(0, set.indexOf('/')));
          int expected = Integer.parseInt(set.substring(set.indexOf('/') + 1));
          boolean complete =
              parts.size() == expected && parts.firstKey() == 1 && parts.lastKey() == expected;
          if (complete) {
            add(
                checkpoints,
                new Checkpoint(version, Checkpoint.Kind.MULTI_PART, List.copyOf(parts.values())));
          } else {
            problems.add(
                new Problem(
                    Problem.Kind.MISSING,
                    parts.firstEntry().getValue(),
                    "multi-part checkpoint of version "
                        + version
                        + " has "
                        + parts.size()
                        + " of "
                        + expected
                        + " parts; the set is ignored"));
          }
        });
    compactions.sort(
        Comparator.comparingLong(LogListing.Compaction::fromVersion)
            .thenComparingLong(LogListing.Compaction::toVersion));
    return new LogListing(
        logDirectory,
        commits,
        checkpoints,
        compactions,
        checksums,
        lastCheckpoint,
        problems,
        modificationTimes);
  }

  /**
   * The log's entries, each with its modification time where it can be read. One entry whose
   * attributes cannot be read (a link in a loop) fails a listing with times, so then the names are
   * listed and each asked: an unreadable one is a problem named at it, and the rest of the log
   * stays readable.
   */
  private static List<FileEntry> entries(
      FileAccess files, String logDirectory, Map<String, Long> times, List<Problem> problems)
      throws IOException {
    try {
      List<FileEntry> entries = files.listEntries(logDirectory);
      entries.forEach(entry -> times.put(entry.location(), entry.modificationTime()));
      return entries;
    } catch (IOException whole) {
      List<FileEntry> entries = new ArrayList<>();
      for (String location : files.list(logDirectory)) {
        try {
          long time = files.modificationTime(location);
          times.put(location, time);
          entries.add(new FileEntry(location, files.isDirectory(location), 0, time));
        } catch (IOException e) {
          problems.add(ReadFailure.problem(location, e, ""));
          entries.add(new FileEntry(location, false, 0, 0));
        }
      }
      return entries;
    }
  }

  private static long version(Matcher matcher) {
    return Long.parseLong(matcher.group(1));
  }

  private static void add(TreeMap<Long, List<Checkpoint>> checkpoints, Checkpoint checkpoint) {
    checkpoints.computeIfAbsent(checkpoint.version(), key -> new ArrayList<>()).add(checkpoint);
  }
}
