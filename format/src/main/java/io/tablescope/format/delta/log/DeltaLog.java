package io.tablescope.format.delta.log;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadFeature;
import io.tablescope.format.Problem;
import io.tablescope.format.delta.ReadFailure;
import io.tablescope.format.delta.checkpoint.Checkpoint;
import io.tablescope.format.delta.checkpoint.CheckpointActions;
import io.tablescope.format.delta.checkpoint.CheckpointReader;
import io.tablescope.format.io.FileAccess;
import io.tablescope.format.json.JsonTrees;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A Delta table's log, opened once: {@code _delta_log} is listed once and {@code _last_checkpoint}
 * read; the state at the latest version (the newest checkpoint and the commits after it) is read on
 * open, never every commit. The state at any other version, a commit's actions, checksums and
 * commit times are read on demand; a few recent states are cached.
 *
 * <p>Damage is data: every problem met is on the result it concerns ({@link #problems()} for the
 * listing and {@code _last_checkpoint}). Only a log that cannot be listed at all is an exception.
 * Instances are safe to share between threads.
 */
public final class DeltaLog {
  /** The log folder's name inside a table folder. */
  public static final String LOG_FOLDER = "_delta_log";

  private static final int CACHED_STATES = 8;

  /** A key written twice is damage, not a value to pick from. */
  private static final JsonFactory STRICT_JSON =
      JsonFactory.builder().enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION).build();

  private final FileAccess files;
  private final String tableRoot;
  private final LogListing listing;
  private final LastCheckpoint lastCheckpoint;
  private final List<Problem> problems;
  private final StateReconstruction reconstruction;
  private final Map<Long, DeltaSnapshot> states =
      new LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Long, DeltaSnapshot> eldest) {
          return size() > CACHED_STATES;
        }
      };
  private CommitTimestamps timestamps;
  // Built once: views ask for a version's neighbours once per version.
  private List<DeltaVersion> versions;

  private DeltaLog(
      FileAccess files,
      String tableRoot,
      LogListing listing,
      LastCheckpoint lastCheckpoint,
      List<Problem> problems) {
    this.files = files;
    this.tableRoot = tableRoot;
    this.listing = listing;
    this.lastCheckpoint = lastCheckpoint;
    this.problems = List.copyOf(problems);
    this.reconstruction = new StateReconstruction(files, listing);
  }

  /** Whether the folder holds a {@code _delta_log} folder, which makes it a Delta table. */
  public static boolean isDeltaTable(FileAccess files, String tableRoot) {
    return files.isDirectory(FileAccess.child(tableRoot, LOG_FOLDER));
  }

  /**
   * Opens the log of the table at {@code tableRoot} and reconstructs its latest version.
   *
   * @throws IOException naming the path when {@code _delta_log} cannot be listed or holds no commit
   *     and no checkpoint
   */
  public static DeltaLog open(FileAccess files, String tableRoot) throws IOException {
    String logDirectory = FileAccess.child(tableRoot, LOG_FOLDER);
    if (!files.isDirectory(logDirectory)) {
      throw new IOException("Not a Delta table (no " + LOG_FOLDER + " folder): " + tableRoot);
    }
    LogListing listing = LogLister.list(files, logDirectory);
    if (listing.latestVersion() < 0) {
      throw new IOException("Delta log holds no commit and no checkpoint: " + logDirectory);
    }
    List<Problem> problems = new ArrayList<>(listing.problems());
    LastCheckpoint last = readLastCheckpoint(files, listing, problems);
    DeltaLog log = new DeltaLog(files, tableRoot, listing, last, problems);
    log.stateAt(log.latestVersion());
    return log;
  }

  private static LastCheckpoint readLastCheckpoint(
      FileAccess files, LogListing listing, List<Problem> problems) {
    String location = listing.lastCheckpoint();
    if (location == null) {
      return null;
    }
    // Delta falls back to listing when the pointer is unreadable; so does this reader.
    String fallback = "; the checkpoint is found by listing";
    LastCheckpoint last;
    try {
      last = LastCheckpoint.parse(JsonTrees.read(STRICT_JSON, files.readAllBytes(location)));
    } catch (JsonProcessingException e) {
      problems.add(new Problem(Problem.Kind.CORRUPT, location, ReadFailure.notJson(e) + fallback));
      return null;
    } catch (IOException e) {
      problems.add(ReadFailure.problem(location, e, fallback));
      return null;
    } catch (IllegalArgumentException e) {
      problems.add(new Problem(Problem.Kind.CORRUPT, location, e.getMessage() + fallback));
      return null;
    }
    String negative = last.negativeValues();
    if (negative != null) {
      // No writer means it, so the pointer is no better than garbage.
      problems.add(new Problem(Problem.Kind.INVALID, location, negative + fallback));
      return null;
    }
    if (!listing.checkpoints().containsKey(last.version())) {
      problems.add(
          new Problem(
              Problem.Kind.MISSING,
              location,
              "points at a checkpoint of version "
                  + last.version()
                  + " that is not in the log; the checkpoint is found by listing"));
    }
    return last;
  }

  /** The table folder. */
  public String tableRoot() {
    return tableRoot;
  }

  /** The one listing of {@code _delta_log} this log was opened with. */
  public LogListing listing() {
    return listing;
  }

  /** The parsed {@code _last_checkpoint}, or null when absent or unreadable. */
  public LastCheckpoint lastCheckpoint() {
    return lastCheckpoint;
  }

  /** Problems of the log as a whole: the listing and {@code _last_checkpoint}. */
  public List<Problem> problems() {
    return problems;
  }

  /** The newest version in the log. */
  public long latestVersion() {
    return listing.latestVersion();
  }

  /**
   * Every version from the oldest one the log can still show (the oldest checkpoint's, or 0) to the
   * latest, with its files; a version whose commit is missing has a null {@code commit}.
   */
  public synchronized List<DeltaVersion> versions() {
    if (versions != null) {
      return versions;
    }
    long first = oldestVersion();
    List<DeltaVersion> built = new ArrayList<>();
    for (long version = first; version <= latestVersion(); version++) {
      built.add(
          new DeltaVersion(
              version,
              listing.commits().get(version),
              listing.checkpoints().getOrDefault(version, List.of()),
              listing.checksums().get(version)));
    }
    versions = List.copyOf(built);
    return versions;
  }

  private long oldestVersion() {
    if (listing.commits().containsKey(0L)) {
      return 0;
    }
    // Without commit 0 nothing before the oldest checkpoint can be rebuilt.
    if (!listing.checkpoints().isEmpty()) {
      return listing.checkpoints().firstKey();
    }
    return listing.commits().isEmpty() ? latestVersion() : listing.commits().firstKey();
  }

  /** The state at the latest version. */
  public DeltaSnapshot latest() {
    return stateAt(latestVersion());
  }

  /**
   * The state at a version, reconstructed from the newest usable checkpoint at or below it.
   *
   * @throws IllegalArgumentException when the version is negative or after the latest
   */
  public DeltaSnapshot stateAt(long version) {
    if (version < 0 || version > latestVersion()) {
      throw new IllegalArgumentException(
          "Version " + version + " is not in the log (latest is " + latestVersion() + ")");
    }
    synchronized (states) {
      DeltaSnapshot cached = states.get(version);
      if (cached != null) {
        return cached;
      }
    }
    DeltaSnapshot state = reconstruction.stateAt(version);
    synchronized (states) {
      states.put(version, state);
    }
    return state;
  }

  /** The actions of one commit, read from its file; a missing file is a problem on the result. */
  public CommitActions commit(long version) {
    String location = listing.commits().get(version);
    if (location == null) {
      String expected =
          FileAccess.child(listing.logDirectory(), String.format("%020d.json", version));
      return new CommitActions(
          version,
          expected,
          List.of(),
          List.of(
              new Problem(Problem.Kind.MISSING, expected, "commit " + version + " is missing")));
    }
    return CommitReader.read(files, location, version);
  }

  /** What a checkpoint holds (its sidecars' file actions included), read on demand. */
  public CheckpointActions checkpointActions(Checkpoint checkpoint) {
    return CheckpointReader.read(files, checkpoint);
  }

  /** The {@code N.crc} of a version, or null when the log has none for it. */
  public ChecksumFile checksum(long version) {
    String location = listing.checksums().get(version);
    return location == null ? null : ChecksumReader.read(files, location, version);
  }

  /**
   * Commit times of every version with a commit file, by Delta's rule (in-commit timestamps where
   * the latest metadata enables them). Dating reads every commit file's modification time (and the
   * commits with in-commit timestamps), so it is computed once, on first call.
   */
  public synchronized CommitTimestamps timestamps() {
    if (timestamps == null) {
      timestamps = CommitTimestamps.compute(files, listing, latest().metadata());
    }
    return timestamps;
  }

  /** The checkpoints in the log, oldest first. */
  public List<Checkpoint> checkpoints() {
    List<Checkpoint> all = new ArrayList<>();
    listing.checkpoints().values().forEach(all::addAll);
    return all;
  }
}
