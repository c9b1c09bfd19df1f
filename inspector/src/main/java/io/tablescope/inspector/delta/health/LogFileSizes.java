package io.tablescope.inspector.delta.health;

import io.tablescope.format.Problem;
import io.tablescope.format.delta.ReadFailure;
import io.tablescope.format.io.FileAccess;
import io.tablescope.format.io.FileEntry;
import java.io.IOException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The sizes of the files in {@code _delta_log} and {@code _delta_log/_sidecars}, from one listing
 * of each: the log's own listing keeps names and times, not sizes.
 */
final class LogFileSizes {
  private static final String SIDECARS = "_sidecars";

  private final Map<String, Long> lengths = new HashMap<>();
  private final Map<String, Long> sidecars = new HashMap<>();

  LogFileSizes(FileAccess files, String logDirectory, List<Problem> problems) {
    list(files, logDirectory, lengths, problems);
    String sidecarFolder = FileAccess.child(logDirectory, SIDECARS);
    if (files.isDirectory(sidecarFolder)) {
      list(files, sidecarFolder, sidecars, problems);
    }
  }

  private static void list(
      FileAccess files, String folder, Map<String, Long> into, List<Problem> problems) {
    try {
      for (FileEntry entry : files.listEntries(folder)) {
        if (!entry.directory()) {
          into.put(entry.location(), entry.length());
        }
      }
    } catch (IOException e) {
      problems.add(ReadFailure.problem(folder, e, "; the log's sizes are not counted"));
    }
  }

  /** A log file's size, or 0 when the listing did not show it. */
  long length(String location) {
    Long length = lengths.get(location);
    if (length == null) {
      length = sidecars.get(location);
    }
    return length == null ? 0 : length;
  }

  /** Whether any file in the log is named as a checkpoint of the version, complete or not. */
  boolean hasCheckpointFile(long version) {
    String prefix = String.format("%020d.checkpoint.", version);
    return lengths.keySet().stream()
        .anyMatch(location -> FileAccess.fileName(location).startsWith(prefix));
  }

  /** The sidecar folder's files. */
  int sidecarFiles() {
    return sidecars.size();
  }

  /** The sidecar folder's bytes. */
  long sidecarBytes() {
    return sidecars.values().stream().mapToLong(Long::longValue).sum();
  }
}
