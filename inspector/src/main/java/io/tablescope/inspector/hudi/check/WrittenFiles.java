package io.tablescope.inspector.hudi.check;

import io.tablescope.format.hudi.file.PartitionListing;
import io.tablescope.format.hudi.instant.CommitMetadata;
import io.tablescope.format.hudi.instant.WriteStat;
import io.tablescope.format.hudi.timeline.HoodieInstant;
import io.tablescope.format.io.FileAccess;
import io.tablescope.format.io.FileEntry;
import io.tablescope.inspector.hudi.HudiTable;
import io.tablescope.inspector.hudi.view.FileSlice;
import io.tablescope.inspector.hudi.view.LogFile;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Looks for the files the table's instants name in storage: each file a completed write's stats
 * name, unless a clean or rollback since deleted it, and each base and log file of the latest file
 * system view's slices.
 */
final class WrittenFiles {
  private final HudiTable table;
  private final List<HudiFinding> findings = new ArrayList<>();
  private int writtenFiles;
  private int latestSlices;

  private WrittenFiles(HudiTable table) {
    this.table = table;
  }

  static WrittenFiles check(
      HudiTable table,
      Map<HoodieInstant, CommitMetadata> writes,
      Map<String, HoodieInstant> deletions) {
    WrittenFiles check = new WrittenFiles(table);
    check.writes(writes, deletions, stored(table));
    check.slices();
    return check;
  }

  /** Every file in the table's partitions, relative to the table root as write stats name them. */
  private static Set<String> stored(HudiTable table) {
    Set<String> paths = new HashSet<>();
    for (PartitionListing.PartitionFiles partition :
        PartitionListing.partitions(table.files(), table.location()).partitions()) {
      for (FileEntry file : partition.files()) {
        String name = FileAccess.fileName(file.location());
        paths.add(partition.partition().isEmpty() ? name : partition.partition() + "/" + name);
      }
    }
    return paths;
  }

  private void writes(
      Map<HoodieInstant, CommitMetadata> writes,
      Map<String, HoodieInstant> deletions,
      Set<String> stored) {
    Set<String> seen = new LinkedHashSet<>();
    for (Map.Entry<HoodieInstant, CommitMetadata> write : writes.entrySet()) {
      HoodieInstant instant = write.getKey();
      for (WriteStat stat : write.getValue().writeStats()) {
        String path = stat.path();
        if (path == null || path.isEmpty() || !seen.add(path)) {
          continue;
        }
        if (!stored.contains(path) && !deletions.containsKey(FileAccess.fileName(path))) {
          findings.add(
              new HudiFinding(
                  "write-file",
                  instant.requestedTime(),
                  path,
                  (stat.isLog() ? "log file" : "base file")
                      + " of file group "
                      + stat.fileId()
                      + " written by "
                      + instant
                      + " and deleted by no clean or rollback, but not in storage: a read"
                      + " misses its records"));
        }
      }
    }
    writtenFiles = seen.size();
  }

  /** The latest slices were built from a listing; each file is looked for again by its path. */
  private void slices() {
    List<FileSlice> slices = table.view().latestSlices();
    latestSlices = slices.size();
    for (FileSlice slice : slices) {
      if (slice.baseFile() != null) {
        exists(slice, slice.baseFile().path(), "base file");
      }
      for (LogFile log : slice.logFiles()) {
        exists(slice, log.path(), "log file");
      }
    }
  }

  private void exists(FileSlice slice, String path, String what) {
    if (!table.files().isFile(FileAccess.child(table.location(), path))) {
      findings.add(
          new HudiFinding(
              "slice-file",
              slice.baseInstantTime(),
              path,
              what
                  + " of the latest slice of file group "
                  + slice.fileId()
                  + " is not in storage: a snapshot read fails opening it"));
    }
  }

  List<HudiFinding> findings() {
    return findings;
  }

  int writtenFiles() {
    return writtenFiles;
  }

  int latestSlices() {
    return latestSlices;
  }
}
