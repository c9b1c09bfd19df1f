package io.tablescope.format.delta.log;

import io.tablescope.format.Problem;
import io.tablescope.format.delta.checkpoint.Checkpoint;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.Objects;
import java.util.TreeMap;

/**
 * The files of {@code _delta_log} sorted by kind, from one listing: what a reader needs to pick a
 * checkpoint and the commits after it without opening any file.
 *
 * @param logDirectory the {@code _delta_log} folder
 * @param commits commit files by version
 * @param checkpoints complete checkpoints by version, several per version possible
 * @param compactions log compaction files, by start version then end version
 * @param checksums {@code N.crc} files by version
 * @param lastCheckpoint the {@code _last_checkpoint} file, or null when there is none
 * @param problems what the listing itself shows to be wrong (a multi-part checkpoint with a part
 *     missing)
 * @param modificationTimes the modification time of each file the listing showed, by location: a
 *     commit is dated by its file's time without asking the store once per commit
 */
public record LogListing(
    String logDirectory,
    NavigableMap<Long, String> commits,
    NavigableMap<Long, List<Checkpoint>> checkpoints,
    List<Compaction> compactions,
    NavigableMap<Long, String> checksums,
    String lastCheckpoint,
    List<Problem> problems,
    Map<String, Long> modificationTimes) {

  public LogListing {
    Objects.requireNonNull(logDirectory, "logDirectory");
    commits = Collections.unmodifiableNavigableMap(new TreeMap<>(commits));
    TreeMap<Long, List<Checkpoint>> copied = new TreeMap<>();
    checkpoints.forEach((version, list) -> copied.put(version, List.copyOf(list)));
    checkpoints = Collections.unmodifiableNavigableMap(copied);
    compactions = List.copyOf(compactions);
    checksums = Collections.unmodifiableNavigableMap(new TreeMap<>(checksums));
    problems = List.copyOf(problems);
    modificationTimes = Map.copyOf(modificationTimes);
  }

  /** The newest version the listing shows (commit or checkpoint), or -1 when there is none. */
  public long latestVersion() {
    long commit = commits.isEmpty() ? -1 : commits.lastKey();
    long checkpoint = checkpoints.isEmpty() ? -1 : checkpoints.lastKey();
    return Math.max(commit, checkpoint);
  }

  /**
   * A log compaction file {@code x.y.compacted.json}: the reconciled actions of commits {@code x}
   * to {@code y}, inclusive.
   */
  public record Compaction(long fromVersion, long toVersion, String location) {
    public Compaction {
      Objects.requireNonNull(location, "location");
    }
  }
}
