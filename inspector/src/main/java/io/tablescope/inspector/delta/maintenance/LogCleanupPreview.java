package io.tablescope.inspector.delta.maintenance;

import io.tablescope.format.Problem;
import io.tablescope.format.delta.action.Metadata;
import io.tablescope.format.io.FileAccess;
import io.tablescope.inspector.delta.DeltaTable;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What Delta's metadata clean-up would delete from {@code _delta_log}, computed without touching
 * it, by Delta Kernel's walk: the log's files in name order until the first one modified after the
 * cutoff; a commit or checkpoint walked goes once a complete checkpoint after it was walked too, so
 * the newest complete checkpoint not after the cutoff, and its commit, stay and every kept version
 * stays readable. A version's checksum goes with its commit, as delta-spark deletes it (Kernel 4.0
 * leaves checksums).
 *
 * @param location the log folder
 * @param enabled {@code delta.enableExpiredLogCleanup}: when false, nothing is deleted
 * @param retention {@code delta.logRetentionDuration} and where it comes from
 * @param cutoff files modified after this stop the walk (epoch milliseconds)
 * @param deleted the files deleted, in name order
 * @param readableFrom the checkpoint version the log starts from afterwards, or null when nothing
 *     is deleted
 * @param problems what the listing shows to be wrong
 */
public record LogCleanupPreview(
    String location,
    boolean enabled,
    DeltaRetention retention,
    long cutoff,
    List<LogFile> deleted,
    Long readableFrom,
    List<Problem> problems) {

  private static final Pattern COMMIT = Pattern.compile("(\\d+)\\.json");
  private static final Pattern CHECKSUM = Pattern.compile("(\\d+)\\.crc");
  private static final Pattern SINGLE =
      Pattern.compile("(\\d+)\\.checkpoint(\\.[^.]+)?\\.(json|parquet)");
  private static final Pattern MULTI_PART =
      Pattern.compile("(\\d+)\\.checkpoint\\.(\\d+)\\.(\\d+)\\.parquet");

  /** The walk starts at version 0's name; names that sort before it are not walked. */
  private static final String FIRST = "00000000000000000000.";

  public LogCleanupPreview {
    Objects.requireNonNull(location, "location");
    Objects.requireNonNull(retention, "retention");
    deleted = List.copyOf(deleted);
    problems = List.copyOf(problems);
  }

  /**
   * Previews the clean-up a checkpoint written now would run.
   *
   * @throws IllegalArgumentException naming the property when the retention is not an interval
   *     Delta reads
   */
  public static LogCleanupPreview of(DeltaTable table, long now) {
    Metadata metadata = table.log().latest().metadata();
    DeltaRetention retention =
        DeltaRetention.of(metadata, DeltaRetention.LOG_RETENTION, DeltaRetention.LOG_DEFAULT);
    boolean enabled =
        metadata == null
            || metadata.configuration() == null
            || !"false"
                .equalsIgnoreCase(metadata.configuration().get(DeltaRetention.EXPIRED_LOG_CLEANUP));
    long cutoff = now - retention.duration().toMillis();
    String location = table.log().listing().logDirectory();
    List<Problem> problems = table.log().problems();
    if (!enabled) {
      return new LogCleanupPreview(location, false, retention, cutoff, List.of(), null, problems);
    }
    Walk walk = new Walk();
    TreeMap<String, String> byName = new TreeMap<>();
    Map<String, Long> times = table.log().listing().modificationTimes();
    times.keySet().forEach(path -> byName.put(FileAccess.fileName(path), path));
    for (Map.Entry<String, String> file : byName.tailMap(FIRST, true).entrySet()) {
      if (!walk.step(file.getKey(), file.getValue(), times.get(file.getValue()), cutoff)) {
        break;
      }
    }
    return new LogCleanupPreview(
        location, true, retention, cutoff, walk.deleted(), walk.readableFrom, problems);
  }

  /** Kernel's walk, one file at a time. */
  private static final class Walk {
    private final List<LogFile> deleted = new ArrayList<>();
    private final List<LogFile> maybe = new ArrayList<>();
    private final List<LogFile> lastCheckpoint = new ArrayList<>();
    private final List<LogFile> checksums = new ArrayList<>();
    private Long readableFrom;

    /** Takes the next file; false when the walk stops at it. */
    boolean step(String name, String path, long modified, long cutoff) {
      if (complete(lastCheckpoint)) {
        deleted.addAll(maybe);
        maybe.clear();
        maybe.addAll(lastCheckpoint);
        readableFrom = lastCheckpoint.get(0).version();
        lastCheckpoint.clear();
      }
      if (modified > cutoff) {
        return false;
      }
      Matcher matcher;
      if ((matcher = COMMIT.matcher(name)).matches()) {
        maybe.add(new LogFile(path, version(matcher), LogFile.Kind.COMMIT, modified));
      } else if ((matcher = SINGLE.matcher(name)).matches()
          || (matcher = MULTI_PART.matcher(name)).matches()) {
        long version = version(matcher);
        if (!lastCheckpoint.isEmpty() && version > lastCheckpoint.get(0).version()) {
          // The files seen for the older version never made a complete checkpoint.
          maybe.addAll(lastCheckpoint);
          lastCheckpoint.clear();
        }
        lastCheckpoint.add(new LogFile(path, version, LogFile.Kind.CHECKPOINT, modified));
      } else if ((matcher = CHECKSUM.matcher(name)).matches()) {
        checksums.add(new LogFile(path, version(matcher), LogFile.Kind.CHECKSUM, modified));
      }
      return true;
    }

    /** What the walk deleted, with the checksum of each deleted commit's version, by name. */
    List<LogFile> deleted() {
      Set<Long> commits = new HashSet<>();
      deleted.stream()
          .filter(file -> file.kind() == LogFile.Kind.COMMIT)
          .forEach(file -> commits.add(file.version()));
      List<LogFile> all = new ArrayList<>(deleted);
      checksums.stream().filter(crc -> commits.contains(crc.version())).forEach(all::add);
      all.sort(Comparator.comparing(file -> FileAccess.fileName(file.path())));
      return all;
    }

    /**
     * Whether the files hold a whole checkpoint: one single-file checkpoint, or every part of a
     * multi-part one.
     */
    private static boolean complete(List<LogFile> files) {
      Map<Integer, Set<Integer>> partsByTotal = new TreeMap<>();
      for (LogFile file : files) {
        String name = FileAccess.fileName(file.path());
        Matcher multi = MULTI_PART.matcher(name);
        if (!multi.matches()) {
          return true;
        }
        int total = Integer.parseInt(multi.group(3));
        Set<Integer> parts = partsByTotal.computeIfAbsent(total, key -> new HashSet<>());
        parts.add(Integer.parseInt(multi.group(2)));
        if (parts.size() == total) {
          return true;
        }
      }
      return false;
    }

    private static long version(Matcher matcher) {
      return Long.parseLong(matcher.group(1));
    }
  }
}
