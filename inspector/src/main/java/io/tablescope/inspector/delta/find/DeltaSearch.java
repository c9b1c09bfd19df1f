package io.tablescope.inspector.delta.find;

import io.tablescope.format.Problem;
import io.tablescope.format.delta.action.Action;
import io.tablescope.inspector.delta.DeltaLogScan;
import io.tablescope.inspector.delta.DeltaTable;
import io.tablescope.inspector.delta.LoggedVersion;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Finds a path or part of one, a partition value ({@code col=value}) or a version in every version
 * of a Delta log, ignoring case; and one file's history by its path or an ending only it has. Each
 * commit file is read once, and the oldest checkpoint once for files older than every commit.
 */
public final class DeltaSearch {
  /** How many hits {@code find} lists before it only counts. */
  public static final int LIMIT = 1_000;

  /** How many other paths a too-short ending names. */
  private static final int NAMED = 5;

  private DeltaSearch() {}

  /** The first {@code limit} hits in version order, and how many there are in all. */
  public static DeltaFindResult find(DeltaTable table, String text, int limit) {
    String wanted = text.strip().toLowerCase(Locale.ROOT);
    List<DeltaFindHit> hits = new ArrayList<>();
    List<Problem> problems = new ArrayList<>();
    long[] total = {0};
    if (wanted.isEmpty()) {
      return new DeltaFindResult(hits, 0, problems);
    }
    Long versionWanted = version(wanted);
    DeltaLogScan.scan(
        table,
        version -> {
          problems.addAll(version.problems());
          boolean whole = versionWanted != null && versionWanted == version.version();
          if (whole) {
            add(hits, total, limit, versionHit(version));
          }
          for (Action action : version.actions()) {
            DeltaFileEvent event = DeltaFileActions.event(version, action);
            if (event == null) {
              continue;
            }
            String path = DeltaFileActions.path(action);
            if (whole || matches(path, wanted) || matches(event.partition(), wanted)) {
              add(
                  hits,
                  total,
                  limit,
                  new DeltaFindHit(
                      version.version(),
                      event.action().word(),
                      version.operation(),
                      path,
                      event.partition()));
            }
          }
        });
    return new DeltaFindResult(hits, total[0], problems);
  }

  /**
   * The history of the one file whose path is the text or ends with it; the table's location before
   * the path is allowed.
   *
   * @throws IllegalArgumentException naming the table when no file, or several, match
   */
  public static DeltaFileHistory file(DeltaTable table, String pathOrSuffix) {
    String root = table.location() + "/";
    String wanted =
        pathOrSuffix.startsWith(root) ? pathOrSuffix.substring(root.length()) : pathOrSuffix;
    List<DeltaFileEvent> exact = new ArrayList<>();
    List<DeltaFileEvent> firstEnding = new ArrayList<>();
    Set<String> endings = new LinkedHashSet<>();
    List<Problem> problems = new ArrayList<>();
    DeltaLogScan.scan(
        table,
        version -> {
          problems.addAll(version.problems());
          for (Action action : version.actions()) {
            String path = DeltaFileActions.path(action);
            if (path == null || !path.endsWith(wanted)) {
              continue;
            }
            DeltaFileEvent event = DeltaFileActions.event(version, action);
            if (path.equals(wanted)) {
              exact.add(event);
            } else {
              if (endings.isEmpty() || endings.iterator().next().equals(path)) {
                firstEnding.add(event);
              }
              if (endings.size() <= NAMED) {
                endings.add(path);
              }
            }
          }
        });
    long latest = table.log().latestVersion();
    if (!exact.isEmpty()) {
      return new DeltaFileHistory(wanted, exact, DeltaFileActions.live(exact), latest, problems);
    }
    if (endings.isEmpty()) {
      throw new IllegalArgumentException(
          "No file of table "
              + table.location()
              + " has the path or a path ending in "
              + pathOrSuffix);
    }
    if (endings.size() > 1) {
      List<String> named = new ArrayList<>(endings).subList(0, Math.min(NAMED, endings.size()));
      throw new IllegalArgumentException(
          "Several files of table "
              + table.location()
              + " have paths ending in "
              + pathOrSuffix
              + "; give more of the path: "
              + String.join(", ", named)
              + (endings.size() > NAMED ? ", ..." : ""));
    }
    return new DeltaFileHistory(
        endings.iterator().next(),
        firstEnding,
        DeltaFileActions.live(firstEnding),
        latest,
        problems);
  }

  /** The decoded path of a file action ({@code add}, {@code remove}, {@code cdc}), else null. */
  public static String fileOf(Action action) {
    return action == null ? null : DeltaFileActions.path(action);
  }

  private static DeltaFindHit versionHit(LoggedVersion version) {
    return new DeltaFindHit(
        version.version(),
        version.checkpoint() ? "checkpoint" : "commit",
        version.operation(),
        "",
        "");
  }

  private static void add(List<DeltaFindHit> hits, long[] total, int limit, DeltaFindHit hit) {
    total[0]++;
    if (hits.size() < limit) {
      hits.add(hit);
    }
  }

  private static Long version(String text) {
    if (!text.chars().allMatch(Character::isDigit) || text.length() > 18) {
      return null;
    }
    return Long.parseLong(text);
  }

  private static boolean matches(String value, String wanted) {
    return value.toLowerCase(Locale.ROOT).contains(wanted);
  }
}
