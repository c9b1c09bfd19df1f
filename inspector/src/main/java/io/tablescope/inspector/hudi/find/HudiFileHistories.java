package io.tablescope.inspector.hudi.find;

import io.tablescope.format.hudi.file.HoodieBaseFileName;
import io.tablescope.format.hudi.file.HoodieLogFileName;
import io.tablescope.format.hudi.instant.CleanMetadata;
import io.tablescope.format.hudi.instant.CommitMetadata;
import io.tablescope.format.hudi.instant.InstantContentReader;
import io.tablescope.format.hudi.instant.RollbackMetadata;
import io.tablescope.format.hudi.instant.WriteStat;
import io.tablescope.format.hudi.timeline.HoodieAction;
import io.tablescope.format.hudi.timeline.HoodieInstant;
import io.tablescope.format.io.FileAccess;
import io.tablescope.inspector.hudi.HudiTable;
import io.tablescope.inspector.hudi.find.HudiFileEvent.Change;
import io.tablescope.inspector.hudi.view.FileGroup;
import io.tablescope.inspector.hudi.view.FileSlice;
import io.tablescope.inspector.hudi.view.LogFile;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;

/**
 * Every base and log file of a Hudi table across every instant, each instant file read once: the
 * writes (archived ones too) that created and appended to each, the completed writes whose snapshot
 * reads open it, the instant after which none does and why, and the clean or rollback that deleted
 * it. Files storage holds that no instant names are kept too, without events.
 *
 * <p>A snapshot read at every completed write costs files × writes, in time and in the events kept:
 * past {@link #MAX_LIVE_PAIRS} the reads are made at the newest writes only, as many as fit, and
 * {@link #limit()} says so. Hudi's archival keeps the active timeline short; a table whose archival
 * is held back can have thousands of completed writes on it.
 */
public final class HudiFileHistories {
  /** The (file, completed write) pairs the snapshot reads may cover: a few tens of megabytes. */
  public static final long MAX_LIVE_PAIRS = 1_000_000;

  private final HudiTable table;
  private final long maxLivePairs;
  private String limit;
  private final Map<String, Builder> files = new TreeMap<>();
  private final Map<String, String> pathsByName = new HashMap<>();
  private final List<HoodieInstant> writes = new ArrayList<>();

  private HudiFileHistories(HudiTable table, long maxLivePairs) {
    this.table = table;
    this.maxLivePairs = maxLivePairs;
  }

  /** Reads the whole table: every instant's file once, a snapshot read at every completed write. */
  public static HudiFileHistories read(HudiTable table) {
    return read(table, MAX_LIVE_PAIRS);
  }

  static HudiFileHistories read(HudiTable table, long maxLivePairs) {
    HudiFileHistories read = new HudiFileHistories(table, maxLivePairs);
    read.readStored();
    read.readWrites();
    read.readLiveIn();
    read.readDeletions();
    return read;
  }

  public HudiTable table() {
    return table;
  }

  /** Every file's history, by path. */
  public List<HudiFileHistory> histories() {
    return files.values().stream().map(Builder::history).toList();
  }

  /** Why the snapshot reads stop short of the oldest completed writes, if they do. */
  public Optional<String> limit() {
    return Optional.ofNullable(limit);
  }

  /** The completed writes read, archived first, in timeline order. */
  public List<HoodieInstant> writes() {
    return List.copyOf(writes);
  }

  private void readStored() {
    for (FileGroup group : table.view().fileGroups()) {
      for (FileSlice slice : group.slices()) {
        if (slice.baseFile() != null) {
          file(slice.baseFile().path(), group.partition(), group.fileId(), false).inStorage = true;
        }
        for (LogFile log : slice.logFiles()) {
          file(log.path(), group.partition(), group.fileId(), true).inStorage = true;
        }
      }
    }
  }

  private void readWrites() {
    List<HoodieInstant> all = new ArrayList<>(table.archivedInstants());
    table.timeline().completed().forEach(all::add);
    for (HoodieInstant instant : all) {
      if (!HoodieAction.writes(instant.action())) {
        continue;
      }
      writes.add(instant);
      CommitMetadata metadata = table.commitMetadata(instant);
      for (WriteStat stat : metadata.writeStats()) {
        if (stat.path() == null || stat.path().isEmpty()) {
          continue;
        }
        Builder file = file(stat.path(), stat.partitionPath(), stat.fileId(), stat.isLog());
        boolean first = file.createdBy == null;
        if (first) {
          file.createdBy = instant.requestedTime();
          file.stat = stat;
        }
        file.events.add(
            new HudiFileEvent(
                instant.requestedTime(),
                instant.action(),
                first ? Change.ADDED : Change.APPENDED,
                metadata.operationType(),
                stat));
      }
    }
  }

  /** A snapshot read at each completed write of the active timeline, and when each file left it. */
  private void readLiveIn() {
    List<HoodieInstant> completed =
        table.timeline().completed().stream().filter(i -> HoodieAction.writes(i.action())).toList();
    int fit =
        (int) Math.min(completed.size(), Math.max(1, maxLivePairs / Math.max(1, files.size())));
    if (fit < completed.size()) {
      limit =
          "live-in and superseded read at the newest "
              + fit
              + " of "
              + completed.size()
              + " completed writes (from "
              + completed.get(completed.size() - fit).requestedTime()
              + "): "
              + files.size()
              + " files at every write is past the "
              + maxLivePairs
              + " (file, write) pairs Tablescope reads";
      completed = completed.subList(completed.size() - fit, completed.size());
    }
    Set<String> before = new HashSet<>();
    for (HoodieInstant instant : completed) {
      Set<String> live = new HashSet<>();
      for (FileSlice slice : table.snapshot(instant.requestedTime())) {
        if (slice.baseFile() != null) {
          live.add(slice.baseFile().path());
        }
        slice.logFiles().forEach(log -> live.add(log.path()));
      }
      for (String path : live) {
        Builder file = files.get(path);
        if (file == null) {
          continue;
        }
        file.liveIn.add(instant.requestedTime());
        boolean written =
            file.events.stream().anyMatch(e -> e.instant().equals(instant.requestedTime()));
        if (!written) {
          file.events.add(
              new HudiFileEvent(instant.requestedTime(), instant.action(), Change.KEPT, "", null));
        }
      }
      for (String path : before) {
        if (!live.contains(path)) {
          Builder file = files.get(path);
          file.events.add(
              new HudiFileEvent(
                  instant.requestedTime(),
                  instant.action(),
                  Change.SUPERSEDED,
                  superseded(instant, file),
                  null));
        }
      }
      before = live;
      before.retainAll(files.keySet());
    }
  }

  /** Why a read at the instant no longer opens the file. */
  private String superseded(HoodieInstant instant, Builder file) {
    CommitMetadata metadata = table.commitMetadata(instant);
    List<String> replaced =
        metadata.partitionToReplaceFileIds().getOrDefault(file.partition, List.of());
    if (replaced.contains(file.fileId)) {
      return "file group "
          + file.fileId
          + " replaced by "
          + instant.action()
          + (metadata.operationType() == null ? "" : " (" + metadata.operationType() + ")");
    }
    boolean sameGroup =
        metadata.writeStats().stream().anyMatch(s -> file.fileId.equals(s.fileId()) && !s.isLog());
    if (sameGroup) {
      return "a newer slice of file group "
          + file.fileId
          + " ("
          + (metadata.operationType() == null ? instant.action() : metadata.operationType())
          + ") took its place";
    }
    return "a snapshot read no longer opens it";
  }

  private void readDeletions() {
    InstantContentReader reader = new InstantContentReader();
    for (HoodieInstant instant : table.timeline().completed()) {
      List<String> deleted = new ArrayList<>();
      if (instant.action().equals(HoodieAction.CLEAN)) {
        CleanMetadata.of(reader.read(table.files(), instant.file()))
            .partitionMetadata()
            .values()
            .forEach(p -> deleted.addAll(p.successDeleteFiles()));
      } else if (instant.action().equals(HoodieAction.ROLLBACK)) {
        RollbackMetadata.of(reader.read(table.files(), instant.file()))
            .partitionMetadata()
            .forEach(
                (partition, p) ->
                    p.successDeleteFiles().forEach(f -> deleted.add(relative(partition, f))));
      } else {
        continue;
      }
      for (String file : deleted) {
        String path = pathsByName.getOrDefault(FileAccess.fileName(file), file);
        Builder history = files.get(path);
        if (history == null) {
          history = named(path);
        }
        history.events.add(
            new HudiFileEvent(
                instant.requestedTime(),
                instant.action(),
                Change.DELETED,
                "deleted by " + instant.action(),
                null));
      }
    }
  }

  /** A path a rollback names in full, made relative to the table root by its partition. */
  private static String relative(String partition, String path) {
    String name = FileAccess.fileName(path);
    return partition.isEmpty() ? name : partition + "/" + name;
  }

  /** A file only a deletion names: its group from its name. */
  private Builder named(String path) {
    String name = FileAccess.fileName(path);
    int slash = path.lastIndexOf('/');
    String partition = slash < 0 ? "" : path.substring(0, slash);
    String fileId =
        HoodieBaseFileName.parse(name)
            .map(HoodieBaseFileName::fileId)
            .or(() -> HoodieLogFileName.parse(name).map(HoodieLogFileName::fileId))
            .orElse("");
    return file(path, partition, fileId, name.contains(".log."));
  }

  private Builder file(String path, String partition, String fileId, boolean log) {
    pathsByName.putIfAbsent(FileAccess.fileName(path), path);
    return files.computeIfAbsent(
        path, key -> new Builder(key, partition == null ? "" : partition, fileId, log));
  }

  private static final class Builder {
    private final String path;
    private final String partition;
    private final String fileId;
    private final boolean log;
    private final List<String> liveIn = new ArrayList<>();
    private final List<HudiFileEvent> events = new ArrayList<>();
    private String createdBy;
    private WriteStat stat;
    private boolean inStorage;

    Builder(String path, String partition, String fileId, boolean log) {
      this.path = path;
      this.partition = partition;
      this.fileId = fileId == null ? "" : fileId;
      this.log = log;
    }

    HudiFileHistory history() {
      List<HudiFileEvent> ordered = new ArrayList<>(events);
      ordered.sort(
          Comparator.comparing(HudiFileEvent::instant).thenComparing(HudiFileEvent::change));
      return new HudiFileHistory(
          path, partition, fileId, log, createdBy, stat, liveIn, ordered, inStorage);
    }
  }
}
