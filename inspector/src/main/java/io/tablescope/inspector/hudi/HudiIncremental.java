package io.tablescope.inspector.hudi;

import io.tablescope.format.hudi.instant.WriteStat;
import io.tablescope.format.hudi.timeline.HoodieAction;
import io.tablescope.format.hudi.timeline.HoodieInstant;
import io.tablescope.format.io.FileAccess;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * Hudi's incremental query between two times, begin exclusive and end inclusive: on timeline layout
 * 2 the instants whose completion time falls in the range, on layout 1 those whose requested time
 * does, and the files their write stats name.
 *
 * @param basis {@code completion-time} or {@code requested-time}
 * @param instants the completed commits, delta commits and replace commits read, in timeline order
 * @param filesRead the files they wrote, relative to the table root, sorted
 * @param warnings where Hudi's reader returns other than the range's commits wrote
 */
public record HudiIncremental(
    long from,
    Long to,
    String basis,
    List<HoodieInstant> instants,
    List<String> filesRead,
    List<IncrementalWarning> warnings) {
  public HudiIncremental {
    instants = List.copyOf(instants);
    filesRead = List.copyOf(filesRead);
    warnings = List.copyOf(warnings);
  }

  private static final String FALLBACK =
      "hoodie.datasource.read.incr.fallback.fulltablescan.enable=true";

  private static final Set<String> COMMITS =
      Set.of(HoodieAction.COMMIT, HoodieAction.DELTA_COMMIT, HoodieAction.REPLACE_COMMIT);

  /**
   * @param to the end, or null for the timeline's end
   */
  public static HudiIncremental read(HudiTable table, long from, Long to) {
    boolean completion = table.timeline().keepsCompletionTimes();
    // On layout 2 Hudi reads the archive too when the range starts before the active timeline;
    // on layout 1 it reads the active timeline alone.
    List<HoodieInstant> candidates =
        new ArrayList<>(completion ? table.archivedInstants() : List.of());
    candidates.addAll(table.timeline().instants());
    List<HoodieInstant> read =
        candidates.stream()
            .filter(HoodieInstant::isCompleted)
            .filter(instant -> COMMITS.contains(instant.action()))
            .filter(
                instant -> {
                  long time =
                      number(completion ? instant.completionTime() : instant.requestedTime());
                  return time > from && (to == null || time <= to);
                })
            .toList();
    Set<String> files = new TreeSet<>();
    for (HoodieInstant instant : read) {
      for (WriteStat stat : table.commitMetadata(instant).writeStats()) {
        if (stat.path() != null) {
          files.add(stat.path());
        }
      }
    }
    List<IncrementalWarning> warnings = new ArrayList<>();
    if (!completion) {
      skippedArchive(table, from, to).ifPresent(warnings::add);
    }
    if (!files.isEmpty()) {
      warnings.addAll(gone(table, files));
    }
    return new HudiIncremental(
        from,
        to,
        completion ? "completion-time" : "requested-time",
        read,
        List.copyOf(files),
        warnings);
  }

  /** The archived commits in a layout 1 range, which Hudi's reader of the active timeline skips. */
  private static Optional<IncrementalWarning> skippedArchive(HudiTable table, long from, Long to) {
    List<String> skipped =
        table.archivedInstants().stream()
            .filter(instant -> COMMITS.contains(instant.action()))
            .filter(instant -> inRange(number(instant.requestedTime()), from, to))
            .map(HoodieInstant::requestedTime)
            .toList();
    if (skipped.isEmpty()) {
      return Optional.empty();
    }
    return Optional.of(
        new IncrementalWarning(
            IncrementalWarning.Kind.BEGIN_ARCHIVED,
            count(skipped.size(), "commit")
                + " in the range "
                + (skipped.size() == 1 ? "is" : "are")
                + " archived: on timeline layout 1 Hudi's incremental read reads the active"
                + " timeline alone and misses what they wrote, unless "
                + FALLBACK
                + " makes it scan the whole table",
            skipped));
  }

  /** The files read that are no longer in storage: cleaned or rolled back, or missing. */
  private static List<IncrementalWarning> gone(HudiTable table, Set<String> files) {
    Set<String> stored = new HudiFiles(table).storedPaths();
    Map<String, HoodieInstant> deletions = table.deletions();
    List<String> deleted = new ArrayList<>();
    Set<String> deleters = new TreeSet<>();
    List<String> missing = new ArrayList<>();
    for (String file : files) {
      if (stored.contains(file)) {
        continue;
      }
      HoodieInstant deleter = deletions.get(FileAccess.fileName(file));
      if (deleter == null) {
        missing.add(file);
      } else {
        deleted.add(file);
        deleters.add(deleter.action() + " " + deleter.requestedTime());
      }
    }
    List<IncrementalWarning> warnings = new ArrayList<>();
    if (!deleted.isEmpty()) {
      warnings.add(
          new IncrementalWarning(
              IncrementalWarning.Kind.FILES_CLEANED,
              count(deleted.size(), "file")
                  + " the range's commits wrote "
                  + (deleted.size() == 1 ? "was" : "were")
                  + " deleted since by "
                  + String.join(", ", deleters)
                  + ": Hudi's incremental read fails on them or misses their records, unless "
                  + FALLBACK
                  + " makes it scan the whole table",
              deleted));
    }
    if (!missing.isEmpty()) {
      warnings.add(
          new IncrementalWarning(
              IncrementalWarning.Kind.FILES_MISSING,
              count(missing.size(), "file")
                  + " the range's commits wrote "
                  + (missing.size() == 1 ? "is" : "are")
                  + " not in storage and no clean or rollback deleted them: a read misses"
                  + " their records",
              missing));
    }
    return warnings;
  }

  private static boolean inRange(long time, long from, Long to) {
    return time > from && (to == null || time <= to);
  }

  private static String count(int n, String noun) {
    return n + " " + noun + (n == 1 ? "" : "s");
  }

  private static long number(String time) {
    try {
      return time == null ? -1 : Long.parseLong(time);
    } catch (NumberFormatException e) {
      return -1;
    }
  }
}
