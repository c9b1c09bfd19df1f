package io.tablescope.inspector.hudi.health;

import io.tablescope.format.hudi.HoodieTableConfigReader;
import io.tablescope.format.hudi.timeline.HoodieAction;
import io.tablescope.format.hudi.timeline.HoodieInstant;
import io.tablescope.format.io.FileAccess;
import io.tablescope.inspector.hudi.HudiTable;
import io.tablescope.inspector.hudi.view.FileGroup;
import io.tablescope.inspector.hudi.view.FileSlice;
import io.tablescope.inspector.hudi.view.LogFile;
import java.io.IOException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Set;

/**
 * The writes left pending on the timeline, their files and markers, and the order Hudi rolls them
 * back in.
 */
final class PendingWrites {
  private final HudiTable table;
  private final Set<String> clusterings;

  /**
   * @param clusterings the pending replace commits whose plans are clusterings: Hudi's rollback
   *     rule leaves them out
   */
  PendingWrites(HudiTable table, Set<String> clusterings) {
    this.table = table;
    this.clusterings = clusterings;
  }

  /**
   * The pending commits timeline Hudi's rollback rule reads: commit, deltacommit, replacecommit.
   */
  List<HoodieInstant> pendingCommits() {
    return table.timeline().instants().stream()
        .filter(instant -> !instant.isCompleted())
        .filter(
            instant ->
                instant.action().equals(HoodieAction.COMMIT)
                    || instant.action().equals(HoodieAction.DELTA_COMMIT)
                    || instant.action().equals(HoodieAction.REPLACE_COMMIT))
        .filter(instant -> !clusterings.contains(instant.requestedTime()))
        .toList();
  }

  List<PendingWrite> writes(List<HoodieInstant> pending) {
    String latestRequestedCompleted =
        table.timeline().completed().stream()
            .map(HoodieInstant::requestedTime)
            .max(String::compareTo)
            .orElse("");
    List<PendingWrite> writes = new ArrayList<>();
    for (int i = 0; i < pending.size(); i++) {
      HoodieInstant instant = pending.get(i);
      List<String> files = new ArrayList<>();
      long bytes = 0;
      for (FileGroup group : table.view().fileGroups()) {
        for (FileSlice slice : group.slices()) {
          if (slice.baseFile() != null
              && slice.baseFile().instantTime().equals(instant.requestedTime())) {
            files.add(slice.baseFile().path());
            bytes += slice.baseFile().sizeInBytes();
          }
          for (LogFile log : slice.logFiles()) {
            if (log.instantTime().equals(instant.requestedTime())
                && table.config().tableVersion() >= 8) {
              files.add(log.path());
              bytes += log.sizeInBytes();
            }
          }
        }
      }
      int[] markers = markers(instant.requestedTime());
      writes.add(
          new PendingWrite(
              instant,
              latestRequestedCompleted.compareTo(instant.requestedTime()) > 0,
              files.stream().sorted().toList(),
              bytes,
              markers[0],
              markers[1] == 1,
              table.files().isFile(heartbeat(instant.requestedTime())),
              pending.size() - i));
    }
    return writes;
  }

  RollbackRule rule(List<HoodieInstant> pending, WriteConfig config) {
    List<String> order =
        pending.stream()
            .map(HoodieInstant::requestedTime)
            .sorted((a, b) -> b.compareTo(a))
            .toList();
    String policy = config.failedWritesPolicy();
    String refusal =
        order.size() > 1 && policy.equals("EAGER")
            ? RollbackRule.refusalFor(order.get(order.size() - 1))
            : null;
    return new RollbackRule(policy, config.failedWritesPolicySet(), order, refusal);
  }

  private String meta() {
    return FileAccess.child(table.location(), HoodieTableConfigReader.META_FOLDER);
  }

  private String heartbeat(String instant) {
    return FileAccess.child(FileAccess.child(meta(), ".heartbeat"), instant);
  }

  /** A direct marker, {@code <data file>.marker.<CREATE|MERGE|APPEND>}; not its checksum. */
  private static boolean isMarker(String name) {
    return name.contains(".marker.") && !name.endsWith(".crc");
  }

  /** The marker files under {@code .temp/<instant>}, up to the bound, and whether it was hit. */
  private int[] markers(String instant) {
    String folder = FileAccess.child(FileAccess.child(meta(), ".temp"), instant);
    if (!table.files().isDirectory(folder)) {
      return new int[] {0, 0};
    }
    int count = 0;
    int listed = 0;
    Deque<String> folders = new ArrayDeque<>(List.of(folder));
    while (!folders.isEmpty()) {
      String next = folders.pop();
      List<String> children;
      try {
        children = table.files().list(next);
      } catch (IOException e) {
        continue;
      }
      for (String child : children) {
        if (++listed > HudiHealthAnalysis.MAX_MARKERS * 2
            || count >= HudiHealthAnalysis.MAX_MARKERS) {
          return new int[] {count, 1};
        }
        if (table.files().isDirectory(child)) {
          folders.push(child);
        } else if (isMarker(FileAccess.fileName(child))) {
          count++;
        }
      }
    }
    return new int[] {count, 0};
  }
}
