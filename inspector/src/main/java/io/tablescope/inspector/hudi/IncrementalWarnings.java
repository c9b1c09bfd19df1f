package io.tablescope.inspector.hudi;

import io.tablescope.format.hudi.timeline.HoodieInstant;
import io.tablescope.format.io.FileAccess;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * Where an incremental read's range is not what Hudi's reader returns: layout 1's archived commits
 * it skips, and files read that are no longer in storage.
 */
final class IncrementalWarnings {
  private static final String FALLBACK =
      "hoodie.datasource.read.incr.fallback.fulltablescan.enable=true";

  private IncrementalWarnings() {}

  static List<IncrementalWarning> of(
      HudiTable table, boolean completion, long from, Long to, Set<String> files) {
    List<IncrementalWarning> warnings = new ArrayList<>();
    if (!completion) {
      skippedArchive(table, from, to).ifPresent(warnings::add);
    }
    if (!files.isEmpty()) {
      warnings.addAll(gone(table, files));
    }
    return warnings;
  }

  /** The archived commits in a layout 1 range, which Hudi's reader of the active timeline skips. */
  private static Optional<IncrementalWarning> skippedArchive(HudiTable table, long from, Long to) {
    List<String> skipped =
        table.archivedInstants().stream()
            .filter(instant -> HudiIncremental.COMMITS.contains(instant.action()))
            .filter(
                instant ->
                    HudiIncremental.inRange(
                        HudiIncremental.number(instant.requestedTime()), from, to))
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

  private static String count(int n, String noun) {
    return n + " " + noun + (n == 1 ? "" : "s");
  }
}
