package io.tablescope.inspector.hudi;

import io.tablescope.format.Problem;
import io.tablescope.format.hudi.HoodieTableConfig;
import io.tablescope.format.hudi.HoodieTableConfigReader;
import io.tablescope.format.hudi.instant.CommitMetadata;
import io.tablescope.format.hudi.instant.RollbackMetadata;
import io.tablescope.format.hudi.instant.WriteStat;
import io.tablescope.format.hudi.log.LogBlockReader;
import io.tablescope.format.hudi.log.LogBlocks;
import io.tablescope.format.hudi.timeline.ActiveTimeline;
import io.tablescope.format.hudi.timeline.ActiveTimelineReader;
import io.tablescope.format.hudi.timeline.ArchivedInstant;
import io.tablescope.format.hudi.timeline.HoodieInstant;
import io.tablescope.format.io.FileAccess;
import io.tablescope.inspector.hudi.view.BlockRead;
import io.tablescope.inspector.hudi.view.FileSlice;
import io.tablescope.inspector.hudi.view.FileSystemView;
import io.tablescope.inspector.hudi.view.LogFile;
import io.tablescope.inspector.table.Capability;
import io.tablescope.inspector.table.Commit;
import io.tablescope.inspector.table.CommitChanges;
import io.tablescope.inspector.table.CommitLine;
import io.tablescope.inspector.table.CommitNotFoundException;
import io.tablescope.inspector.table.ReadQuery;
import io.tablescope.inspector.table.Ref;
import io.tablescope.inspector.table.Table;
import io.tablescope.inspector.table.TableFile;
import io.tablescope.inspector.table.TableFiles;
import io.tablescope.inspector.table.TableFormat;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;

/**
 * A Hudi table opened read-only: its properties and active timeline, with an instant playing the
 * part of a commit (its id the requested time read as a number). Opening lists the timeline; the
 * instants' files and the table's file groups are read when first asked for.
 */
public final class HudiTable implements Table {
  /**
   * Hudi's timeline answers the tree, the definition, incremental and time-travel reads, the replay
   * of a pending write, what blocks the table, its integrity, clean and archival previews and a
   * search across instants; a table with a metadata table offers its listing too ({@link
   * Capability#METADATA_TABLE}).
   */
  public static final Set<Capability> CAPABILITIES =
      Collections.unmodifiableSet(
          EnumSet.of(
              Capability.TREE,
              Capability.DEFINITION,
              Capability.INCREMENTAL_READS,
              Capability.REPLAY,
              Capability.HEALTH,
              Capability.INTEGRITY_CHECK,
              Capability.MAINTENANCE,
              Capability.FIND,
              Capability.METADATA_TABLE));

  /** Where Hudi keeps a table's metadata table, under {@code .hoodie/}. */
  public static final String METADATA_TABLE_FOLDER = "metadata";

  private final FileAccess files;
  private final String location;
  private final HoodieTableConfigReader.Read config;
  private final ActiveTimeline timeline;
  private final InstantReads instants;
  private final HudiCommits commits;
  private volatile ViewReader.Built view;
  private final Map<String, LogBlocks> logBlocks = new ConcurrentHashMap<>();
  private final HudiArchive archive;
  private final TimelineIndex index;
  private final Set<Capability> capabilities;

  private HudiTable(
      FileAccess files,
      String location,
      HoodieTableConfigReader.Read config,
      ActiveTimeline timeline,
      Executor executor) {
    this.files = files;
    this.location = location;
    this.config = config;
    this.timeline = timeline;
    this.instants = new InstantReads(files, executor);
    this.commits = new HudiCommits(timeline, instants, config.config().utcTimeline());
    this.archive = new HudiArchive(files, location, config.config(), timeline);
    this.index = new TimelineIndex(timeline, instants);
    Set<Capability> offered = EnumSet.copyOf(CAPABILITIES);
    if (!isHudiTable(files, metadataTableLocation())) {
      offered.remove(Capability.METADATA_TABLE);
    }
    this.capabilities = Collections.unmodifiableSet(offered);
  }

  /** Whether the folder holds a Hudi table: {@code .hoodie/hoodie.properties} or its backup. */
  public static boolean isHudiTable(FileAccess files, String folder) {
    String properties = HoodieTableConfigReader.propertiesFile(trim(folder));
    return files.isFile(properties) || files.isFile(properties + ".backup");
  }

  /**
   * Opens the table in a folder: reads its properties and lists its timeline.
   *
   * @throws IOException naming the file when the properties cannot be read or the timeline listed
   */
  public static HudiTable open(FileAccess files, String location, Executor executor)
      throws IOException {
    String root = trim(location);
    HoodieTableConfigReader.Read config = HoodieTableConfigReader.read(files, root);
    String meta = FileAccess.child(root, HoodieTableConfigReader.META_FOLDER);
    String folder =
        config.config().timelineFolder().isEmpty()
            ? meta
            : FileAccess.child(meta, config.config().timelineFolder());
    ActiveTimeline timeline;
    try {
      timeline = ActiveTimelineReader.read(files, folder, config.config().timelineLayoutVersion());
    } catch (IOException e) {
      throw new IOException(FileAccess.describe(folder, e), e);
    }
    return new HudiTable(files, root, config, timeline, executor);
  }

  private static String trim(String path) {
    return path.length() > 1 && path.endsWith("/") ? path.substring(0, path.length() - 1) : path;
  }

  @Override
  public TableFormat format() {
    return TableFormat.HUDI;
  }

  @Override
  public Set<Capability> capabilities() {
    return capabilities;
  }

  /** Where the table's metadata table is, if it has one: a Hudi table of its own. */
  public String metadataTableLocation() {
    return FileAccess.child(
        FileAccess.child(location, HoodieTableConfigReader.META_FOLDER), METADATA_TABLE_FOLDER);
  }

  @Override
  public String location() {
    return location;
  }

  @Override
  public FileAccess files() {
    return files;
  }

  /** The table's {@code hoodie.properties}. */
  public HoodieTableConfig config() {
    return config.config();
  }

  /** The properties file read: {@code hoodie.properties}, or its backup. */
  public String configFile() {
    return config.file();
  }

  /** The active timeline, in Hudi's order. */
  public ActiveTimeline timeline() {
    return timeline;
  }

  /** The instant behind a commit of this table. */
  public Optional<HoodieInstant> instant(Commit commit) {
    return commits.instant(commit.id());
  }

  /** A completed write's metadata, read once; an archived one's from the archive. */
  public CommitMetadata commitMetadata(HoodieInstant instant) {
    ArchivedInstant archived = archive.byTime().get(instant.requestedTime());
    if (archived != null && timeline.instant(instant.requestedTime()).isEmpty()) {
      return instants.archivedMetadata(archived);
    }
    return instants.commitMetadata(instant);
  }

  /**
   * The instants archival moved out of the active timeline, oldest first, each completed: read from
   * timeline layout 2's LSM history, or layout 1's archive log files, the first time they are asked
   * for.
   */
  public List<HoodieInstant> archivedInstants() {
    return archive.instants();
  }

  /** The file groups and slices, read from storage the first time. */
  public FileSystemView view() {
    return built().view();
  }

  /**
   * What is wrong with the table: its properties and timeline listing; once the file groups are
   * read, what kept them from being read too.
   */
  @Override
  public List<Problem> problems() {
    List<Problem> problems = new ArrayList<>(config.problems());
    problems.addAll(timeline.problems());
    ViewReader.Built read = view;
    if (read != null) {
      problems.addAll(read.problems());
    }
    problems.addAll(archive.problemsIfRead());
    return problems;
  }

  @Override
  public List<Commit> commits() {
    return commits.all();
  }

  @Override
  public Optional<Commit> commit(long id) {
    return commits.byId(id);
  }

  /** The last completed write: the instant a plain read sees. */
  @Override
  public Optional<Commit> current() {
    return commits.latestCompletedWrite();
  }

  /** Hudi has no branches or tags. */
  @Override
  public List<Ref> refs() {
    return List.of();
  }

  @Override
  public Commit resolveCommit(String idOrRef) throws CommitNotFoundException {
    return commits.resolve(idOrRef);
  }

  /** The files a snapshot read as of the commit's instant opens: each slice's base and logs. */
  @Override
  public TableFiles liveFiles(Commit commit) {
    String instant = commits.requestedTime(commit);
    Map<String, TableFile> files = new LinkedHashMap<>();
    HudiFiles reading = new HudiFiles(this);
    for (FileSlice slice : snapshot(instant)) {
      reading.tableFiles(slice).forEach(file -> files.put(file.key(), file));
    }
    List<Problem> problems = new ArrayList<>(built().problems());
    instant(commit).ifPresent(written -> problems.addAll(reading.unreadWrites(written)));
    return new TableFiles(commit, files, problems, List.of());
  }

  /** A read-optimized read opens each slice's base file alone. */
  @Override
  public TableFiles readFiles(Commit commit, ReadQuery query) {
    if (query != ReadQuery.READ_OPTIMIZED) {
      return readFiles(commit);
    }
    Map<String, TableFile> files = new LinkedHashMap<>();
    HudiFiles reading = new HudiFiles(this);
    for (FileSlice slice : readOptimized(commits.requestedTime(commit))) {
      reading.tableFiles(slice).forEach(file -> files.put(file.key(), file));
    }
    return new TableFiles(commit, files, built().problems(), List.of());
  }

  /** What the instant changed: the files a snapshot read finds after it and not before. */
  @Override
  public CommitChanges changes(Commit commit) {
    Map<String, TableFile> after = liveFiles(commit).files();
    Map<String, TableFile> before =
        commit.parentId() == null
            ? Map.of()
            : commit(commit.parentId()).map(parent -> liveFiles(parent).files()).orElse(Map.of());
    List<TableFile> added =
        after.values().stream().filter(file -> !before.containsKey(file.key())).toList();
    List<TableFile> removed =
        before.values().stream().filter(file -> !after.containsKey(file.key())).toList();
    return new CommitChanges(commit, added, removed, built().problems(), List.of());
  }

  @Override
  public CommitLine line(Commit commit) {
    return commits.line(commit);
  }

  /**
   * The slices a snapshot read as of an instant opens, each holding just the logs the read merges:
   * from table version 8, a log whose delta commit did not complete at or before the instant is
   * left out, as Hudi's reader leaves it out.
   */
  public List<FileSlice> snapshot(String instant) {
    return new HudiFiles(this).snapshot(instant);
  }

  /** What a completed rollback undid, from its instant file, read once. */
  public RollbackMetadata rollbackMetadata(HoodieInstant instant) {
    return RollbackMetadata.of(instants.content(instant.file()));
  }

  /** What kept a completed write's own file from being read, or null. */
  Problem instantProblem(HoodieInstant instant) {
    return instants.problem(instant);
  }

  /**
   * The files completed cleans and rollbacks deleted, by file name, with the instant that deleted
   * each: files a read of an older instant no longer finds, by design.
   */
  Map<String, HoodieInstant> deletions() {
    return index.deletions();
  }

  /** A log file's blocks, from their headers alone, read once. */
  public LogBlocks logBlocks(LogFile log) {
    return logBlocks.computeIfAbsent(
        log.path(), path -> LogBlockReader.read(files, FileAccess.child(location, path)));
  }

  /** What a read of the slice as of an instant does with each block of its logs. */
  public List<BlockRead> blockReads(FileSlice slice, String instant) {
    List<LogBlocks> logs = slice.logFiles().stream().map(this::logBlocks).toList();
    return BlockRead.of(logs, instant, this::completedWrite);
  }

  /** Whether an instant is a completed write, or older than the active timeline. */
  private boolean completedWrite(String instant) {
    List<HoodieInstant> all = timeline.instants();
    return timeline
        .instant(instant)
        .map(found -> found.isCompleted())
        .orElse(!all.isEmpty() && instant.compareTo(all.get(0).requestedTime()) < 0);
  }

  /** The base files a read-optimized read as of an instant opens. */
  public List<FileSlice> readOptimized(String instant) {
    return view().latestBaseFilesBeforeOrOn(instant);
  }

  /**
   * The last write stat naming a file, read from every completed write's metadata; null for a file
   * none names.
   */
  public WriteStat writeStatOf(String path) {
    return index.writeStatOf(path);
  }

  private ViewReader.Built built() {
    ViewReader.Built read = view;
    if (read == null) {
      synchronized (this) {
        read = view;
        if (read == null) {
          read = ViewReader.read(files, location, config.config(), timeline, instants);
          view = read;
        }
      }
    }
    return read;
  }
}
