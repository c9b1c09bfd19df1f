package io.tablescope.inspector.hudi;

import io.tablescope.format.hudi.instant.WriteStat;
import io.tablescope.format.hudi.timeline.HoodieAction;
import io.tablescope.format.hudi.timeline.HoodieInstant;
import java.util.ArrayList;
import java.util.List;
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

  static final Set<String> COMMITS =
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
    List<IncrementalWarning> warnings = IncrementalWarnings.of(table, completion, from, to, files);
    return new HudiIncremental(
        from,
        to,
        completion ? "completion-time" : "requested-time",
        read,
        List.copyOf(files),
        warnings);
  }

  static boolean inRange(long time, long from, Long to) {
    return time > from && (to == null || time <= to);
  }

  static long number(String time) {
    try {
      return time == null ? -1 : Long.parseLong(time);
    } catch (NumberFormatException e) {
      return -1;
    }
  }
}
