package io.tablescope.inspector.iceberg.publish;

import io.tablescope.format.testing.TestTables;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.apache.iceberg.DataFile;
import org.apache.iceberg.ManifestFile;
import org.apache.iceberg.ManifestFiles;
import org.apache.iceberg.Snapshot;
import org.apache.iceberg.Table;
import org.apache.iceberg.io.CloseableIterable;
import org.apache.iceberg.util.SnapshotUtil;

/**
 * What iceberg-core does when asked to publish a branch, on a copy of the table: {@code
 * fastForwardBranch(target, branch)}, and when that refuses, {@code cherrypick(id)} of each of the
 * branch's snapshots since the fork point, oldest first, stopping at the first exception (when the
 * target is main, the only branch {@code cherrypick} moves).
 *
 * @param fastForwardMessage the fast-forward's exception message, or null when it succeeded
 * @param actions per picked snapshot: "fast-forward" when main's head became the snapshot itself,
 *     "re-applied" when a new snapshot was written
 * @param exception the simple class name of the first exception of the cherry-picks, or null
 * @param dataFiles the target's live data files afterwards (empty when refused)
 */
record PublishOracle(
    String fastForwardMessage,
    List<String> actions,
    String exception,
    String message,
    Set<String> dataFiles) {

  /** Publishes on a copy of the table at {@code table}, made in the empty folder {@code copy}. */
  static PublishOracle run(
      Path table, Path copy, String recordedLocation, String branch, String target)
      throws IOException {
    copyTree(table, copy);
    Table copied = TestTables.load(copy, recordedLocation);
    try {
      copied.manageSnapshots().fastForwardBranch(target, branch).commit();
      copied.refresh();
      return new PublishOracle(
          null, List.of(), null, null, dataFiles(copied, copied.snapshot(target)));
    } catch (IllegalArgumentException refused) {
      String fastForwardMessage = refused.getMessage();
      if (!"main".equals(target)) {
        // cherrypick moves main only: for another target the refused fast-forward is the answer.
        return new PublishOracle(fastForwardMessage, List.of(), null, null, Set.of());
      }
      List<Long> picks = sinceFork(copied, branch, target);
      List<String> actions = new ArrayList<>();
      for (long id : picks) {
        try {
          copied.manageSnapshots().cherrypick(id).commit();
        } catch (RuntimeException e) {
          return new PublishOracle(
              fastForwardMessage, actions, e.getClass().getSimpleName(), e.getMessage(), Set.of());
        }
        copied.refresh();
        actions.add(copied.currentSnapshot().snapshotId() == id ? "fast-forward" : "re-applied");
      }
      return new PublishOracle(
          fastForwardMessage, actions, null, null, dataFiles(copied, copied.currentSnapshot()));
    }
  }

  /** The branch's snapshots that are not ancestors of the target's head, oldest first. */
  private static List<Long> sinceFork(Table table, String branch, String target) {
    Set<Long> targetAncestry =
        new HashSet<>(SnapshotUtil.ancestorIds(table.snapshot(target), table::snapshot));
    List<Long> picks = new ArrayList<>();
    for (long id : SnapshotUtil.ancestorIds(table.snapshot(branch), table::snapshot)) {
      if (targetAncestry.contains(id)) {
        break;
      }
      picks.add(0, id);
    }
    return picks;
  }

  static Set<String> dataFiles(Table table, Snapshot snapshot) throws IOException {
    Set<String> paths = new LinkedHashSet<>();
    for (ManifestFile manifest : snapshot.dataManifests(table.io())) {
      try (CloseableIterable<DataFile> files =
          ManifestFiles.read(manifest, table.io(), table.specs())) {
        files.forEach(file -> paths.add(file.location()));
      }
    }
    return paths;
  }

  private static void copyTree(Path from, Path to) throws IOException {
    try (Stream<Path> paths = Files.walk(from)) {
      for (Path path : paths.toList()) {
        Path target = to.resolve(from.relativize(path).toString());
        if (Files.isDirectory(path)) {
          Files.createDirectories(target);
        } else {
          Files.copy(path, target);
        }
      }
    } catch (UncheckedIOException e) {
      throw e.getCause();
    }
  }
}
