package io.tablescope.inspector.delta.check;

import io.tablescope.format.delta.action.AddFile;
import io.tablescope.format.delta.action.FileKey;
import io.tablescope.format.delta.log.DeltaLog;
import io.tablescope.format.delta.log.DeltaSnapshot;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * The version whose commit added each of a few live files: the commits are read newest first until
 * every file is found, so only as much of the log is read as the files need. A file added before
 * the commits the log still holds is dated by the checkpoint that carries it.
 */
final class AddingVersions {
  private AddingVersions() {}

  /** By file: its adding version, or the version of the checkpoint holding it; null if neither. */
  static Map<FileKey, Long> find(
      DeltaLog log, DeltaSnapshot latest, Map<FileKey, ?> some, Map<FileKey, ?> more) {
    Set<FileKey> wanted = new HashSet<>(some.keySet());
    wanted.addAll(more.keySet());
    Map<FileKey, Long> found = new HashMap<>();
    for (long version :
        log.listing().commits().headMap(latest.version(), true).descendingKeySet()) {
      if (found.size() == wanted.size()) {
        break;
      }
      for (AddFile add : log.commit(version).actionsOf(AddFile.class)) {
        FileKey key = add.fileKey();
        if (wanted.contains(key)) {
          found.putIfAbsent(key, version);
        }
      }
    }
    if (latest.checkpoint() != null) {
      for (FileKey key : wanted) {
        found.putIfAbsent(key, latest.checkpoint().version());
      }
    }
    return found;
  }

  /** How a finding names where the file came from. */
  static String describe(Long version, DeltaSnapshot latest) {
    if (version == null) {
      return "";
    }
    boolean fromCheckpoint =
        latest.checkpoint() != null && latest.checkpoint().version() == version;
    return fromCheckpoint
        ? " (held by the checkpoint of version " + version + ")"
        : " (added by version " + version + ")";
  }
}
