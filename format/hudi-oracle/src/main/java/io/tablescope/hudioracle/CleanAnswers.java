package io.tablescope.hudioracle;

import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.apache.hadoop.conf.Configuration;
import org.apache.hudi.avro.model.HoodieCleanFileInfo;
import org.apache.hudi.avro.model.HoodieCleanerPlan;
import org.apache.hudi.avro.model.HoodieRollbackMetadata;
import org.apache.hudi.avro.model.HoodieRollbackPartitionMetadata;
import org.apache.hudi.client.common.HoodieJavaEngineContext;
import org.apache.hudi.client.timeline.versioning.v1.TimelineArchiverV1;
import org.apache.hudi.client.timeline.versioning.v2.TimelineArchiverV2;
import org.apache.hudi.common.engine.EngineType;
import org.apache.hudi.common.fs.FSUtils;
import org.apache.hudi.common.model.HoodieLogFile;
import org.apache.hudi.common.table.HoodieTableMetaClient;
import org.apache.hudi.common.table.log.HoodieLogFormat;
import org.apache.hudi.common.table.log.block.HoodieLogBlock;
import org.apache.hudi.common.table.marker.MarkerType;
import org.apache.hudi.common.table.timeline.ActiveAction;
import org.apache.hudi.common.table.timeline.HoodieInstant;
import org.apache.hudi.common.table.timeline.TimelineMetadataUtils;
import org.apache.hudi.common.util.Option;
import org.apache.hudi.config.HoodieWriteConfig;
import org.apache.hudi.hadoop.fs.HadoopFSUtils;
import org.apache.hudi.storage.HoodieStorage;
import org.apache.hudi.storage.StorageConfiguration;
import org.apache.hudi.storage.StoragePath;
import org.apache.hudi.storage.StoragePathInfo;
import org.apache.hudi.table.HoodieJavaTable;
import org.apache.hudi.table.HoodieTable;
import org.apache.hudi.table.action.clean.CleanPlanActionExecutor;
import org.apache.hudi.table.marker.WriteMarkers;
import org.apache.hudi.table.marker.WriteMarkersFactory;

/**
 * What Hudi's table services would do to a table, asked without doing it (on a copy: planning may
 * tidy an empty clean instant): the clean plan {@code CleanPlanActionExecutor#requestClean} makes
 * under each policy, the instants the timeline archiver picks ({@code getInstantsToArchive}), and
 * the files each pending write's markers name and those each rollback says the write it undid left
 * in storage.
 */
final class CleanAnswers {
  /** The policies and retained counts answered, each a plan. */
  static final List<Object[]> POLICIES =
      List.of(
          new Object[] {"KEEP_LATEST_COMMITS", 1},
          new Object[] {"KEEP_LATEST_COMMITS", 2},
          new Object[] {"KEEP_LATEST_COMMITS", 3},
          new Object[] {"KEEP_LATEST_FILE_VERSIONS", 1},
          new Object[] {"KEEP_LATEST_FILE_VERSIONS", 2},
          new Object[] {"KEEP_LATEST_BY_HOURS", 0},
          new Object[] {"KEEP_LATEST_BY_HOURS", 24});

  /** The archival settings answered: keep.min.commits, keep.max.commits, clean.commits.retained. */
  static final int KEEP_MIN = 2;

  static final int KEEP_MAX = 3;
  static final int ARCHIVAL_COMMITS_RETAINED = 1;

  private CleanAnswers() {}

  static Map<String, Object> answer(String dir) throws Exception {
    StorageConfiguration<Configuration> conf = HadoopFSUtils.getStorageConf(new Configuration());
    HoodieJavaEngineContext context = new HoodieJavaEngineContext(conf);
    Map<String, Object> out = new LinkedHashMap<>();
    List<Object> plans = new ArrayList<>();
    for (Object[] policy : POLICIES) {
      Properties p = new Properties();
      p.setProperty("hoodie.clean.policy", (String) policy[0]);
      String key =
          switch ((String) policy[0]) {
            case "KEEP_LATEST_COMMITS" -> "hoodie.clean.commits.retained";
            case "KEEP_LATEST_FILE_VERSIONS" -> "hoodie.clean.fileversions.retained";
            default -> "hoodie.clean.hours.retained";
          };
      p.setProperty(key, String.valueOf(policy[1]));
      HoodieTable<?, ?, ?, ?> table = table(dir, conf, context, p);
      long now = System.currentTimeMillis();
      HoodieCleanerPlan plan = requestClean(context, table);
      Map<String, Object> answer = new LinkedHashMap<>();
      answer.put("policy", policy[0]);
      answer.put("retained", policy[1]);
      answer.put("nowMillis", now);
      answer.put(
          "earliestCommitToRetain",
          plan == null || plan.getEarliestInstantToRetain() == null
              ? null
              : plan.getEarliestInstantToRetain().getTimestamp());
      answer.put("files", plan == null ? Map.of() : files(table, plan));
      plans.add(answer);
    }
    out.put("plans", plans);

    Properties archival = new Properties();
    archival.setProperty("hoodie.clean.policy", "KEEP_LATEST_COMMITS");
    archival.setProperty(
        "hoodie.clean.commits.retained", String.valueOf(ARCHIVAL_COMMITS_RETAINED));
    archival.setProperty("hoodie.keep.min.commits", String.valueOf(KEEP_MIN));
    archival.setProperty("hoodie.keep.max.commits", String.valueOf(KEEP_MAX));
    HoodieTable<?, ?, ?, ?> table = table(dir, conf, context, archival);
    Map<String, Object> archive = new LinkedHashMap<>();
    archive.put("keepMin", KEEP_MIN);
    archive.put("keepMax", KEEP_MAX);
    archive.put("commitsRetained", ARCHIVAL_COMMITS_RETAINED);
    archive.put("instants", instantsToArchive(table));
    out.put("archival", archive);
    out.put("pendingWriteFiles", pendingWriteFiles(table));
    out.put("rolledBackFiles", rolledBackFiles(table));
    return out;
  }

  private static HoodieTable<?, ?, ?, ?> table(
      String dir,
      StorageConfiguration<Configuration> conf,
      HoodieJavaEngineContext context,
      Properties settings) {
    HoodieTableMetaClient metaClient =
        HoodieTableMetaClient.builder()
            .setConf(conf.newInstance())
            .setBasePath(dir)
            .setLoadActiveTimelineOnLoad(true)
            .build();
    Properties p = new Properties();
    p.setProperty("hoodie.table.name", metaClient.getTableConfig().getTableName());
    p.setProperty("hoodie.write.auto.upgrade", "false");
    p.setProperty("hoodie.embed.timeline.server", "false");
    p.setProperty("hoodie.filesystem.view.type", "MEMORY");
    p.setProperty(
        "hoodie.metadata.enable",
        String.valueOf(metaClient.getTableConfig().isMetadataTableAvailable()));
    p.putAll(settings);
    HoodieWriteConfig config =
        HoodieWriteConfig.newBuilder()
            .withPath(dir)
            .withEngineType(EngineType.JAVA)
            .withProps(p)
            .withWriteTableVersion(metaClient.getTableConfig().getTableVersion().versionCode())
            .build();
    return HoodieJavaTable.create(config, context, metaClient);
  }

  /** {@code requestClean(HoodieEngineContext)}: the plan, without the trigger's check. */
  @SuppressWarnings({"rawtypes", "unchecked"})
  private static HoodieCleanerPlan requestClean(
      HoodieJavaEngineContext context, HoodieTable<?, ?, ?, ?> table) throws Exception {
    CleanPlanActionExecutor executor =
        new CleanPlanActionExecutor(
            context, table.getConfig(), (HoodieTable) table, "99999999999999999", Option.empty());
    Method request =
        CleanPlanActionExecutor.class.getDeclaredMethod(
            "requestClean", org.apache.hudi.common.engine.HoodieEngineContext.class);
    request.setAccessible(true);
    return (HoodieCleanerPlan) request.invoke(executor, context);
  }

  /** The plan's files by partition, relative to the table root, sorted. */
  private static Map<String, Object> files(HoodieTable<?, ?, ?, ?> table, HoodieCleanerPlan plan) {
    String base = table.getMetaClient().getBasePath().toString();
    Map<String, Object> files = new TreeMap<>();
    if (plan.getFilePathsToBeDeletedPerPartition() == null) {
      return files;
    }
    plan.getFilePathsToBeDeletedPerPartition()
        .forEach(
            (partition, infos) -> {
              TreeSet<String> paths = new TreeSet<>();
              for (HoodieCleanFileInfo info : infos) {
                paths.add(relative(base, info.getFilePath()));
              }
              if (!paths.isEmpty()) {
                files.put(partition, new ArrayList<>(paths));
              }
            });
    return files;
  }

  /** The requested times of the instants archival would move, sorted. */
  @SuppressWarnings({"rawtypes", "unchecked"})
  private static List<String> instantsToArchive(HoodieTable<?, ?, ?, ?> table) throws Exception {
    TreeSet<String> times = new TreeSet<>();
    if (table.getMetaClient().getTableConfig().getTableVersion().versionCode() >= 8) {
      TimelineArchiverV2 archiver = new TimelineArchiverV2(table.getConfig(), (HoodieTable) table);
      Method method = TimelineArchiverV2.class.getDeclaredMethod("getInstantsToArchive");
      method.setAccessible(true);
      ((Stream<ActiveAction>) method.invoke(archiver))
          .forEach(action -> times.add(action.getInstantTime()));
    } else {
      TimelineArchiverV1 archiver = new TimelineArchiverV1(table.getConfig(), (HoodieTable) table);
      Method method = TimelineArchiverV1.class.getDeclaredMethod("getInstantsToArchive");
      method.setAccessible(true);
      ((List<HoodieInstant>) method.invoke(archiver))
          .forEach(instant -> times.add(instant.requestedTime()));
    }
    return new ArrayList<>(times);
  }

  /** Each pending write's data files, as its markers name them. */
  private static Map<String, Object> pendingWriteFiles(HoodieTable<?, ?, ?, ?> table)
      throws Exception {
    Map<String, Object> files = new TreeMap<>();
    for (HoodieInstant instant :
        table.getMetaClient().getActiveTimeline().getWriteTimeline().getInstants()) {
      if (instant.isCompleted()) {
        continue;
      }
      WriteMarkers markers =
          WriteMarkersFactory.get(MarkerType.DIRECT, table, instant.requestedTime());
      if (!markers.doesMarkerDirExist()) {
        continue;
      }
      TreeSet<String> paths = new TreeSet<>();
      for (String marker : markers.allMarkerFilePaths()) {
        paths.add(WriteMarkers.stripMarkerSuffix(marker));
      }
      files.put(instant.requestedTime(), new ArrayList<>(paths));
    }
    return files;
  }

  /**
   * Each completed rollback's files of the failed write it undid that are still in storage: the
   * files it failed to delete, and the logs the failed write wrote (a version 6 table's rollback
   * appends a command block and leaves them).
   */
  private static Map<String, Object> rolledBackFiles(HoodieTable<?, ?, ?, ?> table)
      throws Exception {
    String base = table.getMetaClient().getBasePath().toString();
    var timeline = table.getMetaClient().getActiveTimeline();
    Map<String, Object> files = new TreeMap<>();
    Set<String> undone = new HashSet<>();
    for (HoodieInstant rollback :
        timeline.getRollbackTimeline().filterCompletedInstants().getInstants()) {
      HoodieRollbackMetadata metadata =
          TimelineMetadataUtils.deserializeHoodieRollbackMetadata(
              timeline.getInstantDetails(rollback).get());
      undone.addAll(metadata.getCommitsRollback());
      TreeSet<String> paths = new TreeSet<>();
      for (HoodieRollbackPartitionMetadata partition : metadata.getPartitionMetadata().values()) {
        List<String> named = new ArrayList<>(partition.getFailedDeleteFiles());
        if (partition.getLogFilesFromFailedCommit() != null) {
          named.addAll(partition.getLogFilesFromFailedCommit().keySet());
        }
        for (String path : named) {
          if (table.getStorage().exists(new StoragePath(path))) {
            paths.add(relative(base, path));
          }
        }
      }
      files.put(rollback.requestedTime(), new ArrayList<>(paths));
    }
    files.put("logsOfUndoneWrites", logsOfUndoneWrites(table, undone));
    return files;
  }

  /**
   * The log files whose every block an undone write wrote, as Hudi's log reader reads their
   * headers: a version 6 table's rollback leaves them, with a command block in a later log.
   */
  private static List<String> logsOfUndoneWrites(HoodieTable<?, ?, ?, ?> table, Set<String> undone)
      throws Exception {
    TreeSet<String> logs = new TreeSet<>();
    if (undone.isEmpty()) {
      return new ArrayList<>(logs);
    }
    StoragePath base = table.getMetaClient().getBasePath();
    HoodieStorage storage = table.getStorage();
    for (String partition : table.getMetadataTable().getAllPartitionPaths()) {
      StoragePath dir = partition.isEmpty() ? base : new StoragePath(base, partition);
      for (StoragePathInfo file : storage.listDirectEntries(dir)) {
        if (!file.isFile() || !FSUtils.isLogFile(file.getPath())) {
          continue;
        }
        boolean allUndone = true;
        boolean any = false;
        try (HoodieLogFormat.Reader reader =
            HoodieLogFormat.newReader(storage, new HoodieLogFile(file.getPath()), null)) {
          while (reader.hasNext()) {
            HoodieLogBlock block = reader.next();
            any = true;
            allUndone &=
                undone.contains(
                    block.getLogBlockHeader().get(HoodieLogBlock.HeaderMetadataType.INSTANT_TIME));
          }
        }
        if (any && allUndone) {
          logs.add((partition.isEmpty() ? "" : partition + "/") + file.getPath().getName());
        }
      }
    }
    return new ArrayList<>(logs);
  }

  private static String relative(String base, String path) {
    String trimmed = path.startsWith("file:") ? path.substring("file:".length()) : path;
    String root = base.startsWith("file:") ? base.substring("file:".length()) : base;
    return trimmed.startsWith(root + "/") ? trimmed.substring(root.length() + 1) : trimmed;
  }
}
