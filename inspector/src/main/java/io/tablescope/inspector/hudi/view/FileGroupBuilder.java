package io.tablescope.inspector.hudi.view;

import io.tablescope.format.hudi.file.HoodieBaseFileName;
import io.tablescope.format.hudi.file.HoodieLogFileName;
import io.tablescope.format.hudi.file.PartitionListing.PartitionFiles;
import io.tablescope.format.hudi.timeline.HoodieInstant;
import io.tablescope.format.io.FileAccess;
import io.tablescope.format.io.FileEntry;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Groups a table's files into file groups and slices as Hudi's file system view does: base files by
 * the instant in their names; log files, before table version 8, by the base instant in theirs, and
 * from version 8 on by when the delta commit that wrote them completed (a log joins the latest
 * slice based no later than that); a pending compaction opens a slice of its own, which the logs
 * written since join.
 */
public final class FileGroupBuilder {
  private final int tableVersion;
  private final String baseFileExtension;
  private final Map<String, HoodieInstant> instants = new HashMap<>();
  private final String timelineStart;

  /**
   * @param timeline the active timeline, whose completion times place a version 8 log
   */
  public FileGroupBuilder(
      int tableVersion, String baseFileExtension, List<HoodieInstant> timeline) {
    this.tableVersion = tableVersion;
    this.baseFileExtension = baseFileExtension;
    timeline.forEach(instant -> instants.putIfAbsent(instant.requestedTime(), instant));
    this.timelineStart = timeline.isEmpty() ? null : timeline.get(0).requestedTime();
  }

  /**
   * The file groups of the partitions, sorted by partition and file id.
   *
   * @param pendingCompactions {@code partition/fileId} to the pending compaction planned on it
   * @param replaced {@code partition/fileId} to the replace commit that dropped it
   */
  public List<FileGroup> build(
      List<PartitionFiles> partitions,
      Map<String, String> pendingCompactions,
      Map<String, String> replaced) {
    List<FileGroup> groups = new ArrayList<>();
    for (PartitionFiles partition : partitions) {
      Map<String, TreeMap<String, Slice>> byFileId = new TreeMap<>();
      Map<String, List<LogFile>> logsByFileId = new LinkedHashMap<>();
      for (FileEntry file : partition.files()) {
        String name = FileAccess.fileName(file.location());
        String path = partition.partition().isEmpty() ? name : partition.partition() + "/" + name;
        if (name.endsWith(baseFileExtension)) {
          HoodieBaseFileName base = HoodieBaseFileName.parse(name).orElse(null);
          if (base != null) {
            slices(byFileId, base.fileId()).computeIfAbsent(base.instantTime(), Slice::new).base =
                new BaseFile(path, name, base.instantTime(), file.length());
          }
          continue;
        }
        HoodieLogFileName log = HoodieLogFileName.parse(name).orElse(null);
        if (log != null && log.extension().equals("log")) {
          logsByFileId
              .computeIfAbsent(log.fileId(), id -> new ArrayList<>())
              .add(
                  new LogFile(
                      path,
                      name,
                      log.instantTime(),
                      log.version(),
                      log.writeToken(),
                      log.cdc(),
                      file.length()));
          slices(byFileId, log.fileId());
        }
      }
      for (Map.Entry<String, TreeMap<String, Slice>> group : byFileId.entrySet()) {
        TreeMap<String, Slice> slices = group.getValue();
        String key = FileSystemView.key(partition.partition(), group.getKey());
        String compaction = pendingCompactions.get(key);
        if (compaction != null) {
          slices.computeIfAbsent(compaction, Slice::new);
        }
        // After the pending compaction's slice: a log still being written, or completed after the
        // compaction was requested, joins it (as Hudi 1.0.1 places them).
        List<LogFile> logs = logsByFileId.getOrDefault(group.getKey(), List.of());
        logs.stream()
            .sorted(FileSlice.WRITE_ORDER)
            .forEach(
                log -> slices.computeIfAbsent(baseInstant(slices, log), Slice::new).logs.add(log));
        List<FileSlice> built =
            slices.values().stream()
                .map(slice -> slice.build(partition.partition(), group.getKey()))
                .sorted(FileSystemView.NEWEST_FIRST)
                .toList();
        groups.add(new FileGroup(partition.partition(), group.getKey(), built, replaced.get(key)));
      }
    }
    groups.sort(Comparator.comparing(FileGroup::partition).thenComparing(FileGroup::fileId));
    return groups;
  }

  private static TreeMap<String, Slice> slices(
      Map<String, TreeMap<String, Slice>> byFileId, String fileId) {
    return byFileId.computeIfAbsent(fileId, id -> new TreeMap<>(Comparator.reverseOrder()));
  }

  /** The slice a log joins, by the rule of the table's version. */
  private String baseInstant(TreeMap<String, Slice> slices, LogFile log) {
    if (tableVersion < 8 || slices.isEmpty()) {
      return log.instantTime();
    }
    HoodieInstant writer = instants.get(log.instantTime());
    String completion;
    if (writer != null && writer.isCompleted()) {
      completion =
          writer.completionTime() != null ? writer.completionTime() : writer.requestedTime();
    } else if (writer == null
        && timelineStart != null
        && log.instantTime().compareTo(timelineStart) < 0) {
      // Archived: it completed before the active timeline starts.
      completion = log.instantTime();
    } else {
      // Still being written: it belongs to the latest slice.
      return slices.firstKey();
    }
    for (String baseInstant : slices.keySet()) {
      if (completion.compareTo(baseInstant) >= 0) {
        return baseInstant;
      }
    }
    return log.instantTime();
  }

  /** A slice being gathered. */
  private static final class Slice {
    private final String baseInstant;
    private BaseFile base;
    private final List<LogFile> logs = new ArrayList<>();

    Slice(String baseInstant) {
      this.baseInstant = baseInstant;
    }

    FileSlice build(String partition, String fileId) {
      return new FileSlice(partition, fileId, baseInstant, base, logs);
    }
  }
}
