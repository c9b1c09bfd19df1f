package io.tablescope.hudioracle;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.apache.hadoop.conf.Configuration;
import org.apache.hudi.client.common.HoodieJavaEngineContext;
import org.apache.hudi.common.fs.FSUtils;
import org.apache.hudi.common.model.CompactionOperation;
import org.apache.hudi.common.model.FileSlice;
import org.apache.hudi.common.model.HoodieBaseFile;
import org.apache.hudi.common.model.HoodieCommitMetadata;
import org.apache.hudi.common.model.HoodieFileGroup;
import org.apache.hudi.common.model.HoodieLogFile;
import org.apache.hudi.common.model.HoodieReplaceCommitMetadata;
import org.apache.hudi.common.model.HoodieWriteStat;
import org.apache.hudi.common.table.HoodieTableConfig;
import org.apache.hudi.common.table.HoodieTableMetaClient;
import org.apache.hudi.common.table.log.HoodieLogFormat;
import org.apache.hudi.common.table.log.InstantRange;
import org.apache.hudi.common.table.log.block.HoodieLogBlock;
import org.apache.hudi.common.table.log.block.HoodieLogBlock.HeaderMetadataType;
import org.apache.hudi.common.table.read.IncrementalQueryAnalyzer;
import org.apache.hudi.common.table.timeline.HoodieArchivedTimeline;
import org.apache.hudi.common.table.timeline.HoodieInstant;
import org.apache.hudi.common.table.timeline.HoodieTimeline;
import org.apache.hudi.common.table.timeline.TimelineUtils;
import org.apache.hudi.common.table.view.HoodieTableFileSystemView;
import org.apache.hudi.common.util.Option;
import org.apache.hudi.common.util.collection.Pair;
import org.apache.hudi.hadoop.fs.HadoopFSUtils;
import org.apache.hudi.storage.HoodieStorage;
import org.apache.hudi.storage.StorageConfiguration;
import org.apache.hudi.storage.StoragePath;
import org.apache.hudi.storage.StoragePathInfo;

/** Hudi's own answers about a table, read through Hudi 1.0.1's API only. */
final class Answers {

  /** Pairs of the incremental section past this many are left out (the JSON says so). */
  static final int MAX_INCREMENTAL_PAIRS = 400;

  /** The incremental section's start for a query from the table's start (see there). */
  static final String FROM_START = "00000000000000000";

  private Answers() {}

  static Map<String, Object> answer(String dir) throws Exception {
    StorageConfiguration<Configuration> conf = HadoopFSUtils.getStorageConf(new Configuration());
    HoodieTableMetaClient metaClient =
        HoodieTableMetaClient.builder()
            .setConf(conf)
            .setBasePath(dir)
            .setLoadActiveTimelineOnLoad(true)
            .build();
    HoodieJavaEngineContext context = new HoodieJavaEngineContext(conf);
    Map<String, Object> out = new LinkedHashMap<>();
    out.put("properties", properties(metaClient));
    out.put("activeTimeline", instants(metaClient.getActiveTimeline().getInstants()));
    HoodieArchivedTimeline archived = metaClient.getArchivedTimeline();
    archived.loadCompletedInstantDetailsInMemory();
    out.put("archivedTimeline", instants(archived.getInstants()));

    // What a snapshot read queries as of: BaseHoodieTableFileIndex takes the last instant of
    // getCommitsAndCompactionTimeline().filterCompletedAndCompactionInstants() (completed
    // instants plus pending compactions) and asks getLatestMergedFileSlicesBeforeOrOn for it.
    HoodieTimeline queryTimeline =
        metaClient.getCommitsAndCompactionTimeline().filterCompletedAndCompactionInstants();
    Option<HoodieInstant> queryInstant = queryTimeline.lastInstant();
    out.put("latestQueryInstant", queryInstant.map(HoodieInstant::requestedTime).orElse(null));
    // The last instant of getCommitsAndCompactionTimeline() unfiltered (any state).
    Option<HoodieInstant> lastAny = metaClient.getCommitsAndCompactionTimeline().lastInstant();
    out.put("lastCommitsAndCompactionInstant", lastAny.isPresent() ? instant(lastAny.get()) : null);

    HoodieStorage storage = metaClient.getStorage();
    List<String> partitions =
        new ArrayList<>(
            FSUtils.getAllPartitionPaths(context, storage, metaClient.getBasePath(), false));
    partitions.sort(Comparator.naturalOrder());
    out.put("partitions", partitions);

    // The file system view a snapshot read builds: over the same timeline, files listed from
    // storage (not from the metadata table).
    try (HoodieTableFileSystemView fsView =
        new HoodieTableFileSystemView(metaClient, queryTimeline)) {
      List<Map<String, Object>> views = new ArrayList<>();
      for (HoodieInstant i :
          metaClient.getCommitsTimeline().filterCompletedInstants().getInstants()) {
        views.add(view(fsView, partitions, i.requestedTime(), i.requestedTime(), false));
      }
      if (queryInstant.isPresent()) {
        views.add(view(fsView, partitions, "latest", queryInstant.get().requestedTime(), true));
      }
      out.put("views", views);

      List<FileSlice> latest = new ArrayList<>();
      List<FileSlice> all = new ArrayList<>();
      List<Map<String, Object>> replaced = new ArrayList<>();
      for (String p : partitions) {
        fsView.getLatestFileSlices(p).forEach(latest::add);
        fsView.getAllFileSlices(p).forEach(all::add);
        fsView
            .getAllReplacedFileGroups(p)
            .sorted(Comparator.comparing(g -> g.getFileGroupId().getFileId()))
            .forEach(g -> replaced.add(fileGroup(g)));
      }
      out.put("latestSlices", slices(latest));
      out.put("allSlices", slices(all));
      out.put("replacedFileGroups", replaced);

      List<Map<String, Object>> compactions = new ArrayList<>();
      fsView.getPendingCompactionOperations().forEach(op -> compactions.add(operation(op)));
      compactions.sort(OPERATION_ORDER);
      out.put("pendingCompactions", compactions);
      List<Map<String, Object>> logCompactions = new ArrayList<>();
      fsView.getPendingLogCompactionOperations().forEach(op -> logCompactions.add(operation(op)));
      logCompactions.sort(OPERATION_ORDER);
      out.put("pendingLogCompactions", logCompactions);
      List<Map<String, Object>> clustering = new ArrayList<>();
      fsView
          .getFileGroupsInPendingClustering()
          .forEach(
              pair -> {
                Map<String, Object> m = new LinkedHashMap<>();
                m.put("instant", pair.getRight().requestedTime());
                m.put("action", pair.getRight().getAction());
                m.put("state", pair.getRight().getState().name());
                m.put("partition", pair.getLeft().getPartitionPath());
                m.put("fileId", pair.getLeft().getFileId());
                clustering.add(m);
              });
      clustering.sort(OPERATION_ORDER);
      out.put("pendingClustering", clustering);
    }

    out.put("logBlocks", logBlocks(storage, metaClient.getBasePath(), partitions));
    out.put("commitMetadata", commitMetadata(metaClient));
    out.put("incremental", incremental(metaClient));
    out.put("metadataTable", MetadataTableAnswers.answer(context, metaClient));
    return out;
  }

  private static final Comparator<Map<String, Object>> OPERATION_ORDER =
      Comparator.comparing((Map<String, Object> m) -> (String) m.get("instant"))
          .thenComparing(m -> (String) m.get("partition"))
          .thenComparing(m -> (String) m.get("fileId"));

  private static Map<String, Object> properties(HoodieTableMetaClient metaClient) {
    HoodieTableConfig c = metaClient.getTableConfig();
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("tableType", c.getTableType().name());
    m.put("tableVersion", c.getTableVersion().versionCode());
    m.put("timelineLayoutVersion", metaClient.getTimelineLayoutVersion().getVersion());
    m.put("recordKeyFields", c.getRecordKeyFields().map(Arrays::asList).orElse(List.of()));
    m.put("partitionFields", c.getPartitionFields().map(Arrays::asList).orElse(List.of()));
    m.put("preCombineField", c.getPreCombineField());
    m.put("baseFileFormat", c.getBaseFileFormat().name());
    m.put("populateMetaFields", c.populateMetaFields());
    m.put("metadataPartitions", new ArrayList<>(new TreeSet<>(c.getMetadataPartitions())));
    m.put("tableName", c.getTableName());
    return m;
  }

  private static List<Map<String, Object>> instants(List<HoodieInstant> instants) {
    List<Map<String, Object>> out = new ArrayList<>();
    for (HoodieInstant i : instants) {
      out.add(instant(i));
    }
    return out;
  }

  private static Map<String, Object> instant(HoodieInstant i) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("requestedTime", i.requestedTime());
    m.put("completionTime", i.getCompletionTime());
    m.put("action", i.getAction());
    m.put("state", i.getState().name());
    return m;
  }

  private static Map<String, Object> view(
      HoodieTableFileSystemView fsView,
      List<String> partitions,
      String name,
      String instant,
      boolean latest) {
    List<FileSlice> snapshot = new ArrayList<>();
    List<Map<String, Object>> ro = new ArrayList<>();
    for (String p : partitions) {
      fsView.getLatestMergedFileSlicesBeforeOrOn(p, instant).forEach(snapshot::add);
      (latest ? fsView.getLatestBaseFiles(p) : fsView.getLatestBaseFilesBeforeOrOn(p, instant))
          .sorted(Comparator.comparing(HoodieBaseFile::getFileId))
          .forEach(
              f -> {
                Map<String, Object> b = new LinkedHashMap<>();
                b.put("partition", p);
                b.put("fileId", f.getFileId());
                b.put("baseFile", f.getFileName());
                ro.add(b);
              });
    }
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("instant", name);
    if (latest) {
      m.put("queryInstant", instant);
    }
    m.put("snapshot", slices(snapshot));
    m.put("readOptimized", ro);
    return m;
  }

  /** Slices sorted by partition, then file id; a group's slices keep Hudi's order. */
  private static List<Map<String, Object>> slices(List<FileSlice> slices) {
    List<FileSlice> sorted = new ArrayList<>(slices);
    sorted.sort(
        Comparator.comparing(FileSlice::getPartitionPath).thenComparing(FileSlice::getFileId));
    List<Map<String, Object>> out = new ArrayList<>();
    for (FileSlice s : sorted) {
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("partition", s.getPartitionPath());
      m.put("fileId", s.getFileId());
      m.put("baseInstantTime", s.getBaseInstantTime());
      m.put("baseFile", s.getBaseFile().map(HoodieBaseFile::getFileName).orElse(null));
      m.put(
          "logFiles", s.getLogFiles().map(HoodieLogFile::getFileName).collect(Collectors.toList()));
      out.add(m);
    }
    return out;
  }

  private static Map<String, Object> fileGroup(HoodieFileGroup g) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("partition", g.getPartitionPath());
    m.put("fileId", g.getFileGroupId().getFileId());
    return m;
  }

  private static Map<String, Object> operation(Pair<String, CompactionOperation> op) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("instant", op.getLeft());
    m.put("partition", op.getRight().getPartitionPath());
    m.put("fileId", op.getRight().getFileId());
    m.put("baseInstantTime", op.getRight().getBaseInstantTime());
    m.put("baseFile", op.getRight().getDataFileName().orElse(null));
    m.put("logFiles", op.getRight().getDeltaFileNames());
    return m;
  }

  /** Every log file on disk in the partitions, its blocks in file order. */
  private static Map<String, Object> logBlocks(
      HoodieStorage storage, StoragePath basePath, List<String> partitions) throws IOException {
    Map<String, Object> out = new TreeMap<>();
    for (String p : partitions) {
      StoragePath dir = p.isEmpty() ? basePath : new StoragePath(basePath, p);
      List<StoragePathInfo> files = new ArrayList<>(storage.listDirectEntries(dir));
      files.sort(Comparator.comparing(f -> f.getPath().getName()));
      for (StoragePathInfo f : files) {
        if (!f.isFile() || !FSUtils.isLogFile(f.getPath())) {
          continue;
        }
        List<Map<String, Object>> blocks = new ArrayList<>();
        try (HoodieLogFormat.Reader reader =
            HoodieLogFormat.newReader(storage, new HoodieLogFile(f.getPath()), null)) {
          while (reader.hasNext()) {
            HoodieLogBlock block = reader.next();
            Map<HeaderMetadataType, String> header = block.getLogBlockHeader();
            Map<String, Object> b = new LinkedHashMap<>();
            b.put("type", block.getBlockType().name());
            b.put("instantTime", header.get(HeaderMetadataType.INSTANT_TIME));
            b.put("targetInstantTime", header.get(HeaderMetadataType.TARGET_INSTANT_TIME));
            b.put("compactedBlockTimes", header.get(HeaderMetadataType.COMPACTED_BLOCK_TIMES));
            blocks.add(b);
          }
        }
        out.put((p.isEmpty() ? "" : p + "/") + f.getPath().getName(), blocks);
      }
    }
    return out;
  }

  /** Every completed commit, deltacommit and replacecommit of the active timeline. */
  private static Map<String, Object> commitMetadata(HoodieTableMetaClient metaClient)
      throws IOException {
    Map<String, Object> out = new LinkedHashMap<>();
    HoodieTimeline timeline = metaClient.getActiveTimeline();
    for (HoodieInstant i : timeline.filterCompletedInstants().getInstants()) {
      String action = i.getAction();
      if (!action.equals(HoodieTimeline.COMMIT_ACTION)
          && !action.equals(HoodieTimeline.DELTA_COMMIT_ACTION)
          && !action.equals(HoodieTimeline.REPLACE_COMMIT_ACTION)) {
        continue;
      }
      HoodieCommitMetadata md = TimelineUtils.getCommitMetadata(i, timeline);
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("action", action);
      m.put("operationType", md.getOperationType() == null ? null : md.getOperationType().name());
      Map<String, Object> byPartition = new TreeMap<>();
      for (Map.Entry<String, List<HoodieWriteStat>> e : md.getPartitionToWriteStats().entrySet()) {
        List<Map<String, Object>> stats = new ArrayList<>();
        for (HoodieWriteStat s : e.getValue()) {
          Map<String, Object> w = new LinkedHashMap<>();
          w.put("fileId", s.getFileId());
          w.put("path", s.getPath());
          w.put("prevCommit", s.getPrevCommit());
          w.put("numWrites", s.getNumWrites());
          w.put("numInserts", s.getNumInserts());
          w.put("numUpdateWrites", s.getNumUpdateWrites());
          w.put("numDeletes", s.getNumDeletes());
          w.put("totalWriteBytes", s.getTotalWriteBytes());
          w.put("fileSizeInBytes", s.getFileSizeInBytes());
          w.put("totalLogRecords", s.getTotalLogRecords());
          w.put("totalLogBlocks", s.getTotalLogBlocks());
          stats.add(w);
        }
        byPartition.put(e.getKey(), stats);
      }
      m.put("partitionToWriteStats", byPartition);
      Map<String, Object> replaced = new TreeMap<>();
      if (md instanceof HoodieReplaceCommitMetadata r && r.getPartitionToReplaceFileIds() != null) {
        replaced.putAll(r.getPartitionToReplaceFileIds());
      }
      m.put("partitionToReplaceFileIds", replaced);
      m.put(
          "extraMetadataKeys",
          md.getExtraMetadata() == null
              ? List.of()
              : new ArrayList<>(new TreeSet<>(md.getExtraMetadata().keySet())));
      out.put(i.requestedTime(), m);
    }
    return out;
  }

  /**
   * Pairs (b, e) of completed commits-timeline instants, b before e, and ("earliest" or "0", e).
   * Layout 2: IncrementalQueryAnalyzer on completion times, OPEN_CLOSED. Layout 1:
   * findInstantsInRange on requested times (begin exclusive, end inclusive).
   */
  private static List<Map<String, Object>> incremental(HoodieTableMetaClient metaClient)
      throws IOException {
    boolean layout2 = metaClient.getTimelineLayoutVersion().getVersion() >= 2;
    List<HoodieInstant> commits =
        metaClient.getCommitsTimeline().filterCompletedInstants().getInstants();
    List<Map<String, Object>> out = new ArrayList<>();
    for (int ei = 0; ei < commits.size(); ei++) {
      for (int bi = -1; bi < ei; bi++) {
        if (out.size() >= MAX_INCREMENTAL_PAIRS) {
          Map<String, Object> cut = new LinkedHashMap<>();
          cut.put("truncated", true);
          out.add(cut);
          return out;
        }
        HoodieInstant e = commits.get(ei);
        HoodieInstant b = bi < 0 ? null : commits.get(bi);
        Map<String, Object> m = new LinkedHashMap<>();
        m.put(
            "begin",
            b == null
                ? (layout2 ? IncrementalQueryAnalyzer.START_COMMIT_EARLIEST : "0")
                : b.requestedTime());
        m.put("end", e.requestedTime());
        m.put("basis", layout2 ? "completion-time" : "requested-time");
        List<HoodieInstant> read = new ArrayList<>();
        List<HoodieTimeline> detailSources = new ArrayList<>();
        if (layout2) {
          // From the start: "earliest" with an end time fails in 1.0.1 (InstantRange's nullable
          // boundary ranges call isEmpty() on the null start: NPE), so the start is the smallest
          // instant time instead, which Hudi's completion-time view takes as a bound below all.
          String start = b == null ? FROM_START : b.getCompletionTime();
          m.put("startCompletionTime", start);
          m.put("endCompletionTime", e.getCompletionTime());
          m.put("rangeType", InstantRange.RangeType.OPEN_CLOSED.name());
          IncrementalQueryAnalyzer.QueryContext qc =
              IncrementalQueryAnalyzer.builder()
                  .metaClient(metaClient)
                  .startCompletionTime(start)
                  .endCompletionTime(e.getCompletionTime())
                  .rangeType(InstantRange.RangeType.OPEN_CLOSED)
                  .build()
                  .analyze();
          if (!qc.isEmpty()) {
            read.addAll(qc.getInstants());
            if (qc.getArchivedTimeline() != null) {
              detailSources.add(qc.getArchivedTimeline());
            }
            if (qc.getActiveTimeline() != null) {
              detailSources.add(qc.getActiveTimeline());
            }
          }
        } else {
          HoodieTimeline timeline = metaClient.getCommitsTimeline().filterCompletedInstants();
          read.addAll(
              timeline
                  .findInstantsInRange(b == null ? "0" : b.requestedTime(), e.requestedTime())
                  .getInstants());
          detailSources.add(timeline);
        }
        m.put(
            "instants",
            read.stream().map(HoodieInstant::requestedTime).collect(Collectors.toList()));
        TreeSet<String> files = new TreeSet<>();
        for (HoodieInstant i : read) {
          HoodieTimeline source = null;
          for (HoodieTimeline t : detailSources) {
            if (t.containsInstant(i.requestedTime())) {
              source = t;
            }
          }
          if (source == null) {
            throw new IllegalStateException("no timeline holds " + i);
          }
          HoodieCommitMetadata md = TimelineUtils.getCommitMetadata(i, source);
          for (HoodieWriteStat s : md.getWriteStats()) {
            if (s.getPath() != null) {
              files.add(s.getPath());
            }
          }
        }
        m.put("files", new ArrayList<>(files));
        out.add(m);
      }
    }
    return out;
  }
}
