package io.tablescope.inspector.hudi;

import io.tablescope.format.ContentKind;
import io.tablescope.format.Problem;
import io.tablescope.format.hudi.instant.WriteStat;
import io.tablescope.format.hudi.timeline.HoodieAction;
import io.tablescope.format.hudi.timeline.HoodieInstant;
import io.tablescope.format.io.FileAccess;
import io.tablescope.inspector.hudi.view.FileGroup;
import io.tablescope.inspector.hudi.view.FileSlice;
import io.tablescope.inspector.hudi.view.LogFile;
import io.tablescope.inspector.table.TableFile;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** The files of a Hudi table's slices as the neutral model names them, and what a read merges. */
final class HudiFiles {
  private final HudiTable table;

  HudiFiles(HudiTable table) {
    this.table = table;
  }

  /** The slices a snapshot read as of an instant opens, with the logs it merges. */
  List<FileSlice> snapshot(String instant) {
    List<FileSlice> slices = new ArrayList<>();
    for (FileSlice slice : table.view().latestMergedSlicesBeforeOrOn(instant)) {
      slices.add(
          slice.withLogFiles(slice.logFiles().stream().filter(log -> read(log, instant)).toList()));
    }
    return slices;
  }

  /**
   * Whether a read as of an instant merges the log. From table version 8 a log is named after the
   * delta commit that wrote it: one not completed, or requested after the instant, is not read.
   * Before 8 logs are named after their slice's base instant and only their blocks tell.
   */
  private boolean read(LogFile log, String instant) {
    if (table.config().tableVersion() < 8) {
      return true;
    }
    if (log.instantTime().compareTo(instant) > 0) {
      return false;
    }
    HoodieInstant writer = table.timeline().instant(log.instantTime()).orElse(null);
    if (writer == null) {
      // Not on the active timeline: archived, so completed, when older than its start.
      List<HoodieInstant> active = table.timeline().instants();
      return !active.isEmpty() && log.instantTime().compareTo(active.get(0).requestedTime()) < 0;
    }
    return writer.isCompleted();
  }

  /**
   * What keeps a read at a completed write from seeing what it wrote: its own instant file
   * unreadable, or a file its write stats name gone from storage when no clean or rollback deleted
   * it.
   */
  List<Problem> unreadWrites(HoodieInstant instant) {
    List<Problem> problems = new ArrayList<>();
    if (!instant.isCompleted() || !HoodieAction.writes(instant.action())) {
      return problems;
    }
    Problem unreadable = table.instantProblem(instant);
    if (unreadable != null) {
      problems.add(unreadable);
      return problems;
    }
    Set<String> inStorage = storedPaths();
    Map<String, HoodieInstant> deleted = table.deletions();
    for (WriteStat stat : table.commitMetadata(instant).writeStats()) {
      String path = stat.path();
      if (path != null
          && !inStorage.contains(path)
          && !deleted.containsKey(FileAccess.fileName(path))) {
        problems.add(
            new Problem(
                Problem.Kind.MISSING,
                FileAccess.child(table.location(), path),
                "written by "
                    + instant.action()
                    + " "
                    + instant.requestedTime()
                    + " and not deleted by any clean or rollback, but not in storage: a read"
                    + " misses its records"));
      }
    }
    return problems;
  }

  /** The base and log files of every slice read from storage, relative to the table root. */
  Set<String> storedPaths() {
    Set<String> paths = new HashSet<>();
    for (FileGroup group : table.view().fileGroups()) {
      for (FileSlice slice : group.slices()) {
        if (slice.baseFile() != null) {
          paths.add(slice.baseFile().path());
        }
        slice.logFiles().forEach(log -> paths.add(log.path()));
      }
    }
    return paths;
  }

  /** A slice's files as table files: the base file, then the logs oldest first. */
  List<TableFile> tableFiles(FileSlice slice) {
    List<TableFile> files = new ArrayList<>();
    Map<String, String> partition = partitionValues(slice.partition());
    if (slice.baseFile() != null) {
      WriteStat stat = table.writeStatOf(slice.baseFile().path());
      files.add(
          new TableFile(
              slice.baseFile().path(),
              slice.baseFile().path(),
              ContentKind.DATA,
              partition,
              stat == null ? null : stat.numWrites(),
              slice.baseFile().sizeInBytes(),
              instantNumber(slice.baseFile().instantTime()),
              null,
              null,
              null));
    }
    for (LogFile log : slice.logFiles()) {
      files.add(
          new TableFile(
              log.path(),
              log.path(),
              ContentKind.LOG,
              partition,
              null,
              log.sizeInBytes(),
              instantNumber(log.instantTime()),
              null,
              null,
              null));
    }
    return files;
  }

  /**
   * A partition path's values by field: {@code region=EU} names its own, a plain {@code EU} takes
   * the partition fields' names in order.
   */
  Map<String, String> partitionValues(String partitionPath) {
    Map<String, String> values = new LinkedHashMap<>();
    if (partitionPath.isEmpty()) {
      return values;
    }
    String[] parts = partitionPath.split("/");
    List<String> fields = table.config().partitionFields();
    for (int i = 0; i < parts.length; i++) {
      int equals = parts[i].indexOf('=');
      if (equals > 0) {
        values.put(parts[i].substring(0, equals), parts[i].substring(equals + 1));
      } else {
        String field = i < fields.size() ? fields.get(i) : "partition_" + i;
        int type = field.indexOf(':');
        values.put(type > 0 ? field.substring(0, type) : field, parts[i]);
      }
    }
    return values;
  }

  private static Long instantNumber(String instantTime) {
    try {
      return Long.parseLong(instantTime);
    } catch (NumberFormatException e) {
      return null;
    }
  }
}
