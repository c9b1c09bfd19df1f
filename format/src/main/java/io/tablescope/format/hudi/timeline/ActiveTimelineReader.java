package io.tablescope.format.hudi.timeline;

import io.tablescope.format.Problem;
import io.tablescope.format.io.FileAccess;
import io.tablescope.format.io.FileEntry;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Lists a Hudi table's active timeline from its instant files' names alone: one listing, no file
 * read. An instant's files are grouped under its requested time and the action it completes as, and
 * the furthest state reached is its state, as Hudi's timeline has it.
 */
public final class ActiveTimelineReader {
  /** Three files an instant: a timeline of a hundred thousand instants fits a small heap. */
  static final int MAX_INSTANT_FILES = 300_000;

  private static final Comparator<HoodieInstant> HUDI_ORDER =
      Comparator.comparing(HoodieInstant::requestedTime)
          .thenComparing(instant -> HoodieAction.completedAs(instant.action()))
          .thenComparing(HoodieInstant::state);

  private ActiveTimelineReader() {}

  /**
   * Reads the timeline in a folder.
   *
   * @param layoutVersion the table's timeline layout version
   * @throws IOException naming the folder when it cannot be listed
   */
  public static ActiveTimeline read(FileAccess files, String folder, int layoutVersion)
      throws IOException {
    List<Problem> problems = new ArrayList<>();
    Map<String, Group> groups = new LinkedHashMap<>();
    int instantFiles = 0;
    for (FileEntry entry : files.listEntries(folder)) {
      if (entry.directory()) {
        continue;
      }
      String name = FileAccess.fileName(entry.location());
      InstantFileName parsed = InstantFileName.parse(name).orElse(null);
      if (parsed == null) {
        continue;
      }
      if (!parsed.knownAction()) {
        problems.add(
            new Problem(
                Problem.Kind.UNSUPPORTED,
                entry.location(),
                "an instant of unknown action \""
                    + parsed.action()
                    + "\", left out of the timeline"));
        continue;
      }
      if (parsed.completionTime() != null && layoutVersion < 2) {
        problems.add(
            new Problem(
                Problem.Kind.INVALID,
                entry.location(),
                "a completion time in the name of an instant on timeline layout " + layoutVersion));
      }
      if (++instantFiles > MAX_INSTANT_FILES) {
        problems.add(
            new Problem(
                Problem.Kind.UNSUPPORTED,
                folder,
                "more than "
                    + MAX_INSTANT_FILES
                    + " instant files; the timeline is read up to the first "
                    + MAX_INSTANT_FILES));
        break;
      }
      groups
          .computeIfAbsent(
              parsed.requestedTime() + "." + parsed.completedAction(), key -> new Group())
          .add(parsed, entry);
    }
    List<HoodieInstant> instants = new ArrayList<>(groups.size());
    for (Group group : groups.values()) {
      instants.add(group.instant());
    }
    instants.sort(HUDI_ORDER);
    return new ActiveTimeline(layoutVersion, folder, instants, problems);
  }

  /** The files of one instant as they are found. */
  private static final class Group {
    private final Map<InstantState, String> files = new EnumMap<>(InstantState.class);
    private InstantFileName latest;
    private long modificationTime;

    void add(InstantFileName name, FileEntry entry) {
      files.put(name.state(), entry.location());
      if (latest == null || name.state().compareTo(latest.state()) > 0) {
        latest = name;
      }
      modificationTime = Math.max(modificationTime, entry.modificationTime());
    }

    HoodieInstant instant() {
      return new HoodieInstant(
          latest.requestedTime(),
          latest.action(),
          latest.state(),
          latest.completionTime(),
          files,
          modificationTime);
    }
  }
}
