package io.tablescope.hudioracle;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.apache.hadoop.conf.Configuration;
import org.apache.hudi.avro.model.HoodieCleanMetadata;
import org.apache.hudi.client.common.HoodieJavaEngineContext;
import org.apache.hudi.client.heartbeat.HoodieHeartbeatClient;
import org.apache.hudi.common.fs.FSUtils;
import org.apache.hudi.common.model.FileSlice;
import org.apache.hudi.common.model.HoodieFileGroup;
import org.apache.hudi.common.model.HoodieFileGroupId;
import org.apache.hudi.common.model.HoodieLogFile;
import org.apache.hudi.common.table.HoodieTableMetaClient;
import org.apache.hudi.common.table.timeline.HoodieInstant;
import org.apache.hudi.common.table.timeline.HoodieTimeline;
import org.apache.hudi.common.table.view.HoodieTableFileSystemView;
import org.apache.hudi.common.util.CleanerUtils;
import org.apache.hudi.common.util.ClusteringUtils;
import org.apache.hudi.common.util.CompactionUtils;
import org.apache.hudi.common.util.Option;
import org.apache.hudi.hadoop.fs.HadoopFSUtils;
import org.apache.hudi.storage.StorageConfiguration;
import org.apache.hudi.storage.StoragePath;
import org.apache.hudi.table.marker.DirectWriteMarkers;

/**
 * What Hudi 1.0.1's API says of what blocks a table: its pending writes in the order its rollback
 * rule reads them, pending table services and their file groups, each slice's logs, slices per
 * group, replaced groups and their files, the last clean, and the metadata table's timeline.
 */
final class HealthAnswers {
  private HealthAnswers() {}

  static Map<String, Object> answer(String dir) throws Exception {
    StorageConfiguration<Configuration> conf = HadoopFSUtils.getStorageConf(new Configuration());
    HoodieTableMetaClient client =
        HoodieTableMetaClient.builder()
            .setConf(conf)
            .setBasePath(dir)
            .setLoadActiveTimelineOnLoad(true)
            .build();
    HoodieJavaEngineContext context = new HoodieJavaEngineContext(conf);
    Map<String, Object> out = new LinkedHashMap<>();
    HoodieTimeline commits = client.getActiveTimeline().getCommitsTimeline();
    // BaseRollbackActionExecutor.validateRollbackCommitSequence reads HoodieTable's pending
    // commits timeline (getCommitsTimeline().filterInflightsAndRequested()) less clustering.
    List<Map<String, Object>> pending = new ArrayList<>();
    for (HoodieInstant instant : commits.filterInflightsAndRequested().getInstants()) {
      if (ClusteringUtils.isClusteringInstant(
          client.getActiveTimeline(), instant, client.getInstantGenerator())) {
        continue;
      }
      Map<String, Object> m = instant(instant);
      m.put(
          "heartbeat",
          HoodieHeartbeatClient.heartbeatExists(
              client.getStorage(), client.getBasePath().toString(), instant.requestedTime()));
      // The markers as the rollback reads them: direct markers under .hoodie/.temp/<instant>.
      String markerFolder =
          new StoragePath(new StoragePath(client.getMetaPath(), ".temp"), instant.requestedTime())
              .toString();
      DirectWriteMarkers markers =
          new DirectWriteMarkers(
              client.getStorage(),
              client.getBasePath().toString(),
              markerFolder,
              instant.requestedTime());
      boolean exist = markers.doesMarkerDirExist();
      m.put("markers", exist ? markers.allMarkerFilePaths().size() : 0);
      m.put(
          "markedDataFiles",
          exist
              ? new ArrayList<>(new TreeSet<>(markers.createdAndMergedDataPaths(context, 1)))
              : List.of());
      pending.add(m);
    }
    out.put("pendingCommits", pending);
    out.put(
        "lastCompletedCommit",
        commits
            .filterCompletedInstants()
            .lastInstant()
            .map(HoodieInstant::requestedTime)
            .orElse(null));
    out.put(
        "pendingCompactionGroups",
        groups(CompactionUtils.getAllPendingCompactionOperations(client)));
    out.put(
        "pendingLogCompactionGroups",
        groups(CompactionUtils.getAllPendingLogCompactionOperations(client)));
    List<Map<String, Object>> clustering = new ArrayList<>();
    ClusteringUtils.getAllFileGroupsInPendingClusteringPlans(client)
        .forEach((id, instant) -> clustering.add(group(id, instant.requestedTime())));
    clustering.sort(GROUP_ORDER);
    out.put("pendingClusteringGroups", clustering);
    out.put(
        "pendingCleans",
        times(client.getActiveTimeline().getCleanerTimeline().filterInflightsAndRequested()));
    out.put(
        "pendingRollbacks",
        times(client.getActiveTimeline().getRollbackTimeline().filterInflightsAndRequested()));

    List<String> partitions =
        new ArrayList<>(
            FSUtils.getAllPartitionPaths(
                context, client.getStorage(), client.getBasePath(), false));
    partitions.sort(Comparator.naturalOrder());
    HoodieTimeline queryTimeline =
        client.getCommitsAndCompactionTimeline().filterCompletedAndCompactionInstants();
    List<Map<String, Object>> latest = new ArrayList<>();
    List<Map<String, Object>> slicesPerGroup = new ArrayList<>();
    List<Map<String, Object>> replaced = new ArrayList<>();
    try (HoodieTableFileSystemView view = new HoodieTableFileSystemView(client, queryTimeline)) {
      for (String partition : partitions) {
        // Logs since the last base file: a pending compaction's slice merged with the one before.
        if (!queryTimeline.empty()) {
          view.getLatestMergedFileSlicesBeforeOrOn(
                  partition, queryTimeline.lastInstant().get().requestedTime())
              .forEach(slice -> latest.add(logs(slice)));
        }
        view.getAllFileGroups(partition)
            .forEach(
                fileGroup -> {
                  Map<String, Object> m = group(fileGroup.getFileGroupId(), null);
                  m.put("slices", fileGroup.getAllFileSlices().count());
                  slicesPerGroup.add(m);
                });
        view.getAllReplacedFileGroups(partition)
            .forEach(fileGroup -> replaced.add(files(fileGroup)));
      }
    }
    latest.sort(GROUP_ORDER);
    slicesPerGroup.sort(GROUP_ORDER);
    replaced.sort(GROUP_ORDER);
    out.put("latestMergedSlices", latest);
    out.put("slicesPerGroup", slicesPerGroup);
    out.put("replacedFileGroups", replaced);

    Option<HoodieInstant> clean =
        client.getActiveTimeline().getCleanerTimeline().filterCompletedInstants().lastInstant();
    if (clean.isPresent()) {
      HoodieCleanMetadata metadata = CleanerUtils.getCleanerMetadata(client, clean.get());
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("instant", clean.get().requestedTime());
      m.put("earliestCommitToRetain", metadata.getEarliestCommitToRetain());
      out.put("lastClean", m);
    } else {
      out.put("lastClean", null);
    }
    out.put("metadataTable", metadataTable(client, conf));
    return out;
  }

  private static Map<String, Object> metadataTable(
      HoodieTableMetaClient client, StorageConfiguration<Configuration> conf) throws Exception {
    StoragePath folder = new StoragePath(client.getMetaPath(), "metadata");
    Map<String, Object> m = new LinkedHashMap<>();
    m.put(
        "inflightPartitions",
        new ArrayList<>(new TreeSet<>(client.getTableConfig().getMetadataPartitionsInflight())));
    if (!client.getStorage().exists(folder)) {
      m.put("latestCompleted", null);
      return m;
    }
    HoodieTableMetaClient metadata =
        HoodieTableMetaClient.builder()
            .setConf(conf)
            .setBasePath(folder.toString())
            .setLoadActiveTimelineOnLoad(true)
            .build();
    m.put(
        "latestCompleted",
        metadata
            .getActiveTimeline()
            .filterCompletedInstants()
            .lastInstant()
            .map(HoodieInstant::requestedTime)
            .orElse(null));
    return m;
  }

  private static final Comparator<Map<String, Object>> GROUP_ORDER =
      Comparator.comparing((Map<String, Object> m) -> (String) m.get("partition"))
          .thenComparing(m -> (String) m.get("fileId"));

  private static Map<String, Object> instant(HoodieInstant instant) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("requestedTime", instant.requestedTime());
    m.put("action", instant.getAction());
    m.put("state", instant.getState().name());
    return m;
  }

  private static List<String> times(HoodieTimeline timeline) {
    return timeline.getInstants().stream().map(HoodieInstant::requestedTime).toList();
  }

  private static List<Map<String, Object>> groups(
      Map<HoodieFileGroupId, ? extends org.apache.hudi.common.util.collection.Pair<String, ?>>
          operations) {
    List<Map<String, Object>> out = new ArrayList<>();
    operations.forEach((id, operation) -> out.add(group(id, operation.getLeft())));
    out.sort(GROUP_ORDER);
    return out;
  }

  private static Map<String, Object> group(HoodieFileGroupId id, String instant) {
    Map<String, Object> m = new LinkedHashMap<>();
    if (instant != null) {
      m.put("instant", instant);
    }
    m.put("partition", id.getPartitionPath());
    m.put("fileId", id.getFileId());
    return m;
  }

  private static Map<String, Object> logs(FileSlice slice) {
    Map<String, Object> m = group(slice.getFileGroupId(), null);
    m.put("baseInstant", slice.getBaseInstantTime());
    List<HoodieLogFile> logs = slice.getLogFiles().toList();
    m.put("logFiles", logs.size());
    m.put("logBytes", logs.stream().mapToLong(HoodieLogFile::getFileSize).sum());
    return m;
  }

  /** A replaced group's files still in storage, by name. */
  private static Map<String, Object> files(HoodieFileGroup fileGroup) {
    Map<String, Object> m = group(fileGroup.getFileGroupId(), null);
    TreeSet<String> names = new TreeSet<>();
    fileGroup
        .getAllFileSlicesIncludingInflight()
        .forEach(
            slice -> {
              slice.getBaseFile().ifPresent(base -> names.add(base.getFileName()));
              slice.getLogFiles().forEach(log -> names.add(log.getFileName()));
            });
    m.put("files", new ArrayList<>(names));
    return m;
  }
}
