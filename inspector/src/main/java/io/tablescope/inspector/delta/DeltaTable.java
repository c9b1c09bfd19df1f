package io.tablescope.inspector.delta;

import io.tablescope.format.Problem;
import io.tablescope.format.delta.action.AddFile;
import io.tablescope.format.delta.action.CommitInfo;
import io.tablescope.format.delta.action.RemoveFile;
import io.tablescope.format.delta.checkpoint.Checkpoint;
import io.tablescope.format.delta.log.CommitActions;
import io.tablescope.format.delta.log.CommitTimestamps;
import io.tablescope.format.delta.log.DeltaLog;
import io.tablescope.format.delta.log.DeltaSnapshot;
import io.tablescope.format.delta.log.DeltaVersion;
import io.tablescope.format.delta.log.LogOrder;
import io.tablescope.format.delta.log.LogState;
import io.tablescope.format.io.FileAccess;
import io.tablescope.format.io.Storage;
import io.tablescope.inspector.table.Capability;
import io.tablescope.inspector.table.Commit;
import io.tablescope.inspector.table.CommitChanges;
import io.tablescope.inspector.table.CommitDating;
import io.tablescope.inspector.table.CommitLine;
import io.tablescope.inspector.table.CommitNotFoundException;
import io.tablescope.inspector.table.ReadQuery;
import io.tablescope.inspector.table.Ref;
import io.tablescope.inspector.table.StreamedFiles;
import io.tablescope.inspector.table.SummaryMismatch;
import io.tablescope.inspector.table.Table;
import io.tablescope.inspector.table.TableFile;
import io.tablescope.inspector.table.TableFiles;
import io.tablescope.inspector.table.TableFormat;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;
import java.util.function.Consumer;

/**
 * A Delta table opened read-only: its log, with a version playing the part of a commit. Opening
 * reads the newest checkpoint and the commits after it; every other version, and each commit's own
 * actions, are read on demand.
 */
public final class DeltaTable implements Table {
  private final FileAccess files;
  private final DeltaLog log;
  private final Executor executor;
  private final Map<Long, Commit> commitsByVersion = new ConcurrentHashMap<>();
  private final Map<Long, CommitDating> datings = new ConcurrentHashMap<>();
  private List<Commit> commits;

  private DeltaTable(FileAccess files, DeltaLog log, Executor executor) {
    this.files = files;
    this.log = log;
    this.executor = executor;
  }

  /**
   * Whether the folder, read through the storage, is a Delta table: it holds {@code _delta_log}.
   */
  public static boolean isDeltaTable(FileAccess storage, String path) {
    return DeltaLog.isDeltaTable(storage, trim(path));
  }

  /** Opens the Delta table in a local folder or Hadoop URI at its latest version. */
  public static DeltaTable open(String path, Executor executor) throws IOException {
    return open(Storage.local(), path, executor);
  }

  /**
   * Opens the Delta table in a folder read through the storage, at its latest version.
   *
   * @param executor reads commit files in parallel when the whole history is asked for
   * @throws IOException naming the path when the log cannot be listed or holds nothing
   */
  public static DeltaTable open(FileAccess storage, String path, Executor executor)
      throws IOException {
    return new DeltaTable(storage, DeltaLog.open(storage, trim(path), executor), executor);
  }

  private static String trim(String path) {
    return path.length() > 1 && path.endsWith("/") ? path.substring(0, path.length() - 1) : path;
  }

  @Override
  public FileAccess files() {
    return files;
  }

  /** The log, for Delta's own views: versions, checkpoints, actions. */
  public DeltaLog log() {
    return log;
  }

  /** The threads that read the log's files in parallel. */
  public Executor executor() {
    return executor;
  }

  @Override
  public TableFormat format() {
    return TableFormat.DELTA;
  }

  /** What the format's entry declares. */
  @Override
  public Set<Capability> capabilities() {
    return DeltaFormat.CAPABILITIES;
  }

  @Override
  public String location() {
    return log.tableRoot();
  }

  /** Problems of the log (listing, {@code _last_checkpoint}) and of its latest version. */
  @Override
  public List<Problem> problems() {
    List<Problem> problems = new ArrayList<>(log.problems());
    log.latestLogState().problems().stream()
        .filter(p -> !problems.contains(p))
        .forEach(problems::add);
    return problems;
  }

  /**
   * Every version the log can still show, oldest first. Reads every commit file (in parallel) for
   * its operation, once.
   */
  @Override
  public synchronized List<Commit> commits() {
    if (commits == null) {
      List<DeltaVersion> versions = log.versions();
      List<CompletableFuture<Commit>> reads = new ArrayList<>(versions.size());
      Map<Long, Long> times = log.timestamps().byVersion();
      for (DeltaVersion version : versions) {
        reads.add(
            CompletableFuture.supplyAsync(
                () ->
                    commitsByVersion.computeIfAbsent(
                        version.version(), v -> read(version, times.get(v))),
                executor));
      }
      commits = reads.stream().map(CompletableFuture::join).toList();
    }
    return commits;
  }

  @Override
  public Optional<Commit> commit(long version) {
    if (version < oldestVersion() || version > log.latestVersion()) {
      return Optional.empty();
    }
    return Optional.of(
        commitsByVersion.computeIfAbsent(
            version, v -> read(log.versions().get((int) (v - oldestVersion())), null)));
  }

  private long oldestVersion() {
    return log.versions().get(0).version();
  }

  /**
   * A version as a commit; without a commit time already worked out, its in-commit timestamp where
   * the table enables them, else its commit file's modification time made monotonic as Delta does
   * (which dates every commit file once, by its modification time).
   */
  /** Whether the table dates this version by its in-commit timestamp. */
  private boolean inCommitTimestampsFrom(long version) {
    long enablement = CommitTimestamps.enablementVersion(log.latestHeader().metadata());
    return enablement >= 0 && version >= enablement;
  }

  private Commit read(DeltaVersion version, Long time) {
    CommitInfo info = null;
    if (version.commit() != null) {
      info = log.commit(version.version()).commitInfo();
    }
    // The table's metadata is asked only of a commit that carries an in-commit timestamp: reading
    // it can cost a pass over a large checkpoint.
    boolean inCommit =
        info != null
            && info.inCommitTimestamp() != null
            && inCommitTimestampsFrom(version.version());
    CommitDating dating = DeltaDating.of(version, info, inCommit, log::timestamps);
    if (dating != null) {
      datings.put(version.version(), dating);
    }
    long timestamp = time != null ? time : timeOf(version, inCommit ? info : null);
    return DeltaFiles.commit(
        version.version(), version.version() > oldestVersion(), timestamp, info);
  }

  private long timeOf(DeltaVersion version, CommitInfo inCommit) {
    if (inCommit != null) {
      return inCommit.inCommitTimestamp();
    }
    Map<Long, Long> dated = log.timestamps().byVersion();
    if (dated.containsKey(version.version())) {
      return dated.get(version.version());
    }
    // A version kept only by its checkpoint is dated by the checkpoint file.
    String file = version.checkpoints().isEmpty() ? null : version.checkpoints().get(0).location();
    if (file == null) {
      // A missing commit takes the time of the version before it, so it stays in its place.
      for (long older = version.version() - 1; older >= oldestVersion(); older--) {
        if (dated.containsKey(older)) {
          return dated.get(older);
        }
      }
      return 0;
    }
    try {
      return files.modificationTime(file);
    } catch (IOException e) {
      return 0;
    }
  }

  /**
   * How Delta dates a version beside its writer's time, or null for a version with no file at all.
   */
  public CommitDating dating(Commit commit) {
    if (!commitsByVersion.containsKey(commit.id())) {
      commit(commit.id());
    }
    return datings.get(commit.id());
  }

  @Override
  public Optional<Commit> current() {
    return commit(log.latestVersion());
  }

  /** Delta has no branches or tags. */
  @Override
  public List<Ref> refs() {
    return List.of();
  }

  /** A version by number, or {@code latest}. */
  @Override
  public Commit resolveCommit(String version) throws CommitNotFoundException {
    if (version.equalsIgnoreCase("latest")) {
      return current().orElseThrow();
    }
    long number;
    try {
      number = Long.parseLong(version);
    } catch (NumberFormatException e) {
      throw new CommitNotFoundException(
          "'" + version + "' is not a version of " + location() + " (Delta versions are numbers)");
    }
    return commit(number)
        .orElseThrow(
            () ->
                new CommitNotFoundException(
                    "Cannot time travel Delta table to version "
                        + number
                        + ". Available versions: ["
                        + oldestVersion()
                        + ", "
                        + log.latestVersion()
                        + "]."));
  }

  /** The state at a version: protocol, metadata, live files, checkpoint used. */
  public DeltaSnapshot stateAt(Commit commit) {
    return log.stateAt(commit.id());
  }

  /**
   * The live files at a version, in log order, streamed from the log (none of its actions kept
   * whole); where the log has the version's {@code .crc}, the file count and total size it states
   * are checked against them.
   */
  @Override
  public TableFiles liveFiles(Commit commit) {
    LogOrder<TableFile> order = new LogOrder<>();
    LiveFileSink sink = liveFileSink(commit, order::add, order::checkpointReached);
    LogState state = log.replay(commit.id(), sink);
    Map<String, TableFile> files = new LinkedHashMap<>();
    order.inLogOrder().forEach(file -> files.put(file.key(), file));
    return new TableFiles(commit, files, state.problems(), mismatches(commit, state, sink));
  }

  /** The live files at a version, each handed over as the replay finds it, newest commit first. */
  @Override
  public StreamedFiles streamReadFiles(Commit commit, ReadQuery query, Consumer<TableFile> files) {
    if (query != ReadQuery.SNAPSHOT) {
      return Table.super.streamReadFiles(commit, query, files);
    }
    LiveFileSink sink = liveFileSink(commit, files, () -> {});
    LogState state = log.replay(commit.id(), sink);
    return new StreamedFiles(
        commit, sink.count(), state.problems(), mismatches(commit, state, sink));
  }

  private LiveFileSink liveFileSink(
      Commit commit, Consumer<TableFile> files, Runnable checkpointReached) {
    DeltaPartitionColumns columns = DeltaPartitionColumns.of(log.header(commit.id()).metadata());
    return new LiveFileSink(location(), columns, files, checkpointReached);
  }

  private List<SummaryMismatch> mismatches(Commit commit, LogState state, LiveFileSink sink) {
    return state.problems().isEmpty()
        ? DeltaChecksums.mismatches(log.checksum(commit.id()), sink.count(), sink.bytes())
        : List.of();
  }

  /** What the version's own commit file added and removed. */
  @Override
  public CommitChanges changes(Commit commit) {
    CommitActions actions = log.commit(commit.id());
    // Partition columns seldom change; the latest metadata's order and names are the ones shown.
    DeltaPartitionColumns partitionColumns =
        DeltaPartitionColumns.of(log.latestHeader().metadata());
    List<TableFile> added =
        actions.actionsOf(AddFile.class).stream()
            .map(add -> DeltaFiles.file(location(), add, commit.id(), partitionColumns))
            .toList();
    List<TableFile> removed =
        actions.actionsOf(RemoveFile.class).stream()
            .map(remove -> DeltaFiles.file(location(), remove, commit.id(), partitionColumns))
            .toList();
    return new CommitChanges(commit, added, removed, actions.problems(), List.of());
  }

  /** The version's name, the engine that wrote it and what its operation metrics tell. */
  @Override
  public CommitLine line(Commit commit) {
    boolean checkpoint =
        log.checkpoints().stream().anyMatch(written -> written.version() == commit.id());
    DeltaVersion version = log.versions().get((int) (commit.id() - oldestVersion()));
    String missing = DeltaDating.missing(version, log.listing());
    return new CommitLine(
        "version " + commit.id(),
        DeltaCommitText.kind(commit),
        commit.writer(),
        DeltaCommitText.summary(commit),
        checkpoint,
        dating(commit),
        missing == null
            ? null
            : new CommitLine.Problem("commit " + commit.id() + " is missing", missing));
  }

  /** The checkpoints of the log, oldest first. */
  public List<Checkpoint> checkpoints() {
    return log.checkpoints();
  }
}
