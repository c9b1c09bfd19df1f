package io.tablescope.inspector.hudi.clean;

import io.tablescope.format.hudi.log.LogBlock;
import io.tablescope.format.hudi.log.LogBlocks;
import io.tablescope.format.hudi.timeline.HoodieAction;
import io.tablescope.format.hudi.timeline.HoodieInstant;
import io.tablescope.inspector.hudi.HudiTable;
import io.tablescope.inspector.hudi.view.FileGroup;
import io.tablescope.inspector.hudi.view.FileSlice;
import io.tablescope.inspector.hudi.view.LogFile;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;

/**
 * The base and log files in the table's partitions that no completed instant reaches: written by a
 * write that is still pending or failed, by one a rollback undid (and left behind), or by an
 * instant the timeline does not know. A file is reached when a completed write's metadata names it,
 * or when its instant is older than the active timeline (archived; not checked further). Nothing is
 * deleted.
 *
 * @param files the orphans, by partition and name
 */
public record OrphanFiles(List<OrphanFile> files) {
  public OrphanFiles {
    files = List.copyOf(files);
  }

  public long bytes() {
    return files.stream().mapToLong(OrphanFile::sizeInBytes).sum();
  }

  public static OrphanFiles of(HudiTable table) {
    List<HoodieInstant> instants = table.timeline().instants();
    String start = instants.isEmpty() ? null : instants.get(0).requestedTime();
    Map<String, String> rolledBackBy = new HashMap<>();
    for (HoodieInstant instant : table.timeline().completed()) {
      if (instant.action().equals(HoodieAction.ROLLBACK)) {
        table
            .rollbackMetadata(instant)
            .commitsRollback()
            .forEach(undone -> rolledBackBy.put(undone, instant.requestedTime()));
      }
    }
    List<OrphanFile> orphans = new ArrayList<>();
    for (FileGroup group : table.view().fileGroups()) {
      for (FileSlice slice : group.slices()) {
        if (slice.baseFile() != null) {
          String why =
              why(
                  table,
                  slice.baseFile().path(),
                  slice.baseFile().instantTime(),
                  start,
                  rolledBackBy);
          if (why != null) {
            orphans.add(
                new OrphanFile(
                    slice.baseFile().path(),
                    slice.baseFile().sizeInBytes(),
                    slice.baseFile().instantTime(),
                    why));
          }
        }
        for (LogFile log : slice.logFiles()) {
          String writer = writer(table, log, start);
          String why = writer == null ? null : why(table, log.path(), writer, start, rolledBackBy);
          if (why != null) {
            orphans.add(new OrphanFile(log.path(), log.sizeInBytes(), writer, why));
          }
        }
      }
    }
    return new OrphanFiles(orphans);
  }

  /**
   * The instant that wrote a log, or null when a completed one reached it. From table version 8 its
   * name tells; before, the log is named after its slice's base instant and its blocks' headers
   * tell: a block of a completed instant (a rollback's command block too) reaches the file.
   */
  private static String writer(HudiTable table, LogFile log, String start) {
    if (table.config().tableVersion() >= 8 || table.writeStatOf(log.path()) != null) {
      return log.instantTime();
    }
    LogBlocks blocks = table.logBlocks(log);
    for (LogBlock block : blocks.blocks()) {
      String instant = block.instantTime();
      if (instant != null
          && (start == null
              || instant.compareTo(start) < 0
              || table.timeline().instant(instant).map(HoodieInstant::isCompleted).orElse(false))) {
        return null;
      }
    }
    return blocks.blocks().stream()
        .map(LogBlock::instantTime)
        .filter(Objects::nonNull)
        .findFirst()
        .orElse(log.instantTime());
  }

  /** Why no completed instant reaches the file, or null when one does. */
  private static String why(
      HudiTable table,
      String path,
      String instant,
      String start,
      Map<String, String> rolledBackBy) {
    if (table.writeStatOf(path) != null) {
      return null;
    }
    if (start == null || instant.compareTo(start) < 0) {
      return null;
    }
    String rollback = rolledBackBy.get(instant);
    if (rollback != null) {
      return "written by " + instant + ", which rollback " + rollback + " undid";
    }
    HoodieInstant writer = table.timeline().instant(instant).orElse(null);
    if (writer == null) {
      return "no instant " + instant + " on the active timeline wrote it";
    }
    if (!writer.isCompleted()) {
      return "written by "
          + writer.action()
          + " "
          + instant
          + ", "
          + writer.state().name().toLowerCase(Locale.ROOT)
          + ": the write never completed";
    }
    return writer.action()
        + " "
        + instant
        + " completed but its metadata does not name the file (a failed attempt's copy)";
  }
}
