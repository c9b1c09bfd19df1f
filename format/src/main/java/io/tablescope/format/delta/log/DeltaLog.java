package io.tablescope.format.delta.log;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadFeature;
import io.tablescope.format.Problem;
import io.tablescope.format.delta.ReadFailure;
import io.tablescope.format.delta.action.AddFile;
import io.tablescope.format.delta.action.RemoveFile;
import io.tablescope.format.delta.checkpoint.Checkpoint;
import io.tablescope.format.delta.checkpoint.CheckpointActions;
import io.tablescope.format.delta.checkpoint.CheckpointReader;
import io.tablescope.format.io.FileAccess;
import io.tablescope.format.json.JsonTrees;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executor;
import java.util.concurrent.ForkJoinPool;

/**
 * A Delta table's log, opened once: {@code _delta_log} is listed once and {@code _last_checkpoint}
 * read. The state at a version (the newest checkpoint at or below it and the commits after it), a
 * commit's actions, checksums and commit times are read on demand, never every commit; a few recent
 * states are cached. A state can also be streamed ({@link #replay}), its files handed over one at a
 * time, which is how a version of many files is read in a small heap.
 *
 * <p>Damage is data: every problem met is on the result it concerns ({@link #problems()} for the
 * listing and {@code _last_checkpoint}). Only a log that cannot be listed at all is an exception.
 * Instances are safe to share between threads.
 */
public final class DeltaLog {
  /** The log folder's name inside a table folder. */
  public static final String LOG_FOLDER = "_delta_log";

  private static final int CACHED_STATES = 8;
  private static final int CACHED_LOG_STATES = 64;

  /** A key written twice is damage, not a value to pick from. */
  private static final JsonFactory STRICT_JSON =
      JsonFactory.builder().enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION).build();

  private final FileAccess files;
  private final String tableRoot;
  private final LogListing listing;
  private final LastCheckpoint lastCheckpoint;
  private final List<Problem> problems;
  private final LogReplay replay;
  private final RecentValues<Long, DeltaSnapshot> states = new RecentValues<>(CACHED_STATES);
  private final RecentValues<Long, LogState> logStates = new RecentValues<>(CACHED_LOG_STATES);
  private final RecentValues<Long, LogHeader> headers = new RecentValues<>(CACHED_LOG_STATES);
  private CommitTimestamps timestamps;
  // Built once: views ask for a version's neighbours once per version.
  private List<DeltaVersion> versions;

  private DeltaLog(
      FileAccess files,
      String tableRoot,
      LogListing listing,
      LastCheckpoint lastCheckpoint,
      List<Problem> problems,
      Executor readers,
      int readAhead) {
    this.files = files;
    this.tableRoot = tableRoot;
    this.listing = listing;
    this.lastCheckpoint = lastCheckpoint;
    this.problems = List.copyOf(problems);
    this.replay = new LogReplay(files, listing, readers, readAhead);
  }

  /** Whether the folder holds a {@code _delta_log} folder, which makes it a Delta table. */
  public static boolean isDeltaTable(FileAccess files, String tableRoot) {
    return files.isDirectory(FileAccess.child(tableRoot, LOG_FOLDER));
  }

  /**
   * Opens the log of the table at {@code tableRoot}: lists it and reads {@code _last_checkpoint}.
   *
   * @throws IOException naming the path when {@code _delta_log} cannot be listed or holds no commit
   *     and no checkpoint
   */
  public static DeltaLog open(FileAccess files, String tableRoot) throws IOException {
    return open(files, tableRoot, ForkJoinPool.commonPool());
  }

  /**
   * As {@link #open(FileAccess, String)}, a replay reading the commits after the checkpoint on the
   * readers given, two per core ahead of the one it applies (so few are held at once).
   */
  public static DeltaLog open(FileAccess files, String tableRoot, Executor readers)
      throws IOException {
    return open(files, tableRoot, readers, 2 * Runtime.getRuntime().availableProcessors());
  }

  private static DeltaLog open(FileAccess files, String tableRoot, Executor readers, int readAhead)
      throws IOException {
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
    return new DeltaLog(files, tableRoot, listing, last, problems, readers, readAhead);
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
   * The state at a version, reconstructed from the newest usable checkpoint at or below it, every
   * file kept.
   *
   * @throws IllegalArgumentException when the version is negative or after the latest
   */
  public DeltaSnapshot stateAt(long version) {
    checkVersion(version);
    DeltaSnapshot cached = states.get(version);
    if (cached != null) {
      return cached;
    }
    SnapshotSink sink = new SnapshotSink();
    DeltaSnapshot state = sink.snapshot(replay(version, sink));
    states.put(version, state);
    return state;
  }

  /**
   * Replays the log to a version, handing each live file and tombstone to the sink as it is found
   * (newest first, then the checkpoint's; see {@link StateSink}), and returns the rest of the
   * state. Nothing of the files is kept here.
   *
   * @throws IllegalArgumentException when the version is negative or after the latest
   */
  public LogState replay(long version, StateSink sink) {
    checkVersion(version);
    LogState state = replay.replay(version, sink);
    logStates.put(version, state);
    return state;
  }

  /**
   * The state at a version but its files: protocol, metadata, transactions, problems. Replays the
   * log, keeping no file, unless a replay to the version was done already.
   */
  public LogState logState(long version) {
    checkVersion(version);
    LogState cached = logStates.get(version);
    if (cached != null) {
      return cached;
    }
    return replay(
        version,
        new StateSink() {
          @Override
          public void live(AddFile add) {}

          @Override
          public void tombstone(RemoveFile remove) {}
        });
  }

  /**
   * The protocol and metadata in force at a version: from a replay to it when one was done, else
   * read the short way (the commits newest first for those two actions alone, then the checkpoint's
   * own), which costs far less than a replay of a version of many files.
   */
  public LogHeader header(long version) {
    checkVersion(version);
    LogState replayed = logStates.get(version);
    if (replayed != null) {
      return new LogHeader(replayed.protocol(), replayed.metadata());
    }
    LogHeader cached = headers.get(version);
    if (cached != null) {
      return cached;
    }
    synchronized (headers) {
      // Views ask from many threads at once; one reads, the others take its answer.
      LogHeader again = headers.get(version);
      if (again != null) {
        return again;
      }
      LogHeader header = replay.header(version);
      headers.put(version, header);
      return header;
    }
  }

  /** {@link #header(long)} at the latest version. */
  public LogHeader latestHeader() {
    return header(latestVersion());
  }

  /** {@link #logState(long)} at the latest version. */
  public LogState latestLogState() {
    return logState(latestVersion());
  }

  private void checkVersion(long version) {
    if (version < 0 || version > latestVersion()) {
      throw new IllegalArgumentException(
          "Version " + version + " is not in the log (latest is " + latestVersion() + ")");
    }
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
      timestamps = CommitTimestamps.compute(files, listing, latestHeader().metadata());
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
