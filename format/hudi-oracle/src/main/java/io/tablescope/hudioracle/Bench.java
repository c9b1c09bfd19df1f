package io.tablescope.hudioracle;

import java.util.List;
import org.apache.hadoop.conf.Configuration;
import org.apache.hudi.common.engine.HoodieLocalEngineContext;
import org.apache.hudi.common.fs.FSUtils;
import org.apache.hudi.common.model.FileSlice;
import org.apache.hudi.common.model.HoodieCommitMetadata;
import org.apache.hudi.common.table.HoodieTableMetaClient;
import org.apache.hudi.common.table.timeline.HoodieInstant;
import org.apache.hudi.common.table.timeline.HoodieTimeline;
import org.apache.hudi.common.table.timeline.TimelineUtils;
import org.apache.hudi.common.table.view.HoodieTableFileSystemView;
import org.apache.hudi.common.util.Option;
import org.apache.hudi.hadoop.fs.HadoopFSUtils;
import org.apache.hudi.storage.StorageConfiguration;

/**
 * What Tablescope's {@code summary} and {@code files} do, done with Hudi 1.0.1's own API in this
 * process, for the benchmark to time as a whole process beside Tablescope's. Each prints one line
 * of counts, for the benchmark to check both sides found the same.
 */
final class Bench {

  private Bench() {}

  static String run(String command, String dir) throws Exception {
    return switch (command) {
      case "summary" -> summary(dir);
      case "files" -> files(dir);
      default -> throw new IllegalArgumentException("bench summary|files, not " + command);
    };
  }

  /**
   * The meta client, the active timeline's instants, and every completed commit's metadata read for
   * its operation type, as Tablescope's summary reads every instant's operation.
   */
  private static String summary(String dir) throws Exception {
    HoodieTableMetaClient metaClient = metaClient(dir);
    HoodieTimeline timeline = metaClient.getActiveTimeline();
    List<HoodieInstant> instants = timeline.getInstants();
    int completed = 0;
    int operations = 0;
    for (HoodieInstant i : instants) {
      if (!i.isCompleted()) {
        continue;
      }
      completed++;
      String action = i.getAction();
      if (action.equals(HoodieTimeline.COMMIT_ACTION)
          || action.equals(HoodieTimeline.DELTA_COMMIT_ACTION)
          || action.equals(HoodieTimeline.REPLACE_COMMIT_ACTION)) {
        HoodieCommitMetadata md = TimelineUtils.getCommitMetadata(i, timeline);
        if (md.getOperationType() != null) {
          operations++;
        }
      }
    }
    return String.format(
        "instants=%d completed=%d operations=%d", instants.size(), completed, operations);
  }

  /**
   * The meta client, the partitions listed as Hudi lists them without the metadata table, the file
   * system view a snapshot read builds from the storage listing over the completed instants and
   * pending compactions, and the latest merged slices of every partition as of the last of them.
   */
  private static String files(String dir) throws Exception {
    HoodieTableMetaClient metaClient = metaClient(dir);
    HoodieLocalEngineContext context = new HoodieLocalEngineContext(metaClient.getStorageConf());
    HoodieTimeline queryTimeline =
        metaClient.getCommitsAndCompactionTimeline().filterCompletedAndCompactionInstants();
    Option<HoodieInstant> latest = queryTimeline.lastInstant();
    List<String> partitions =
        FSUtils.getAllPartitionPaths(
            context, metaClient.getStorage(), metaClient.getBasePath(), false);
    long slices = 0;
    long baseFiles = 0;
    long logFiles = 0;
    if (latest.isPresent()) {
      String instant = latest.get().requestedTime();
      try (HoodieTableFileSystemView view =
          new HoodieTableFileSystemView(metaClient, queryTimeline)) {
        for (String partition : partitions) {
          for (FileSlice slice :
              (Iterable<FileSlice>)
                  view.getLatestMergedFileSlicesBeforeOrOn(partition, instant)::iterator) {
            slices++;
            if (slice.getBaseFile().isPresent()) {
              baseFiles++;
            }
            logFiles += slice.getLogFiles().count();
          }
        }
      }
    }
    return String.format(
        "partitions=%d slices=%d baseFiles=%d logFiles=%d",
        partitions.size(), slices, baseFiles, logFiles);
  }

  private static HoodieTableMetaClient metaClient(String dir) {
    StorageConfiguration<Configuration> conf = HadoopFSUtils.getStorageConf(new Configuration());
    return HoodieTableMetaClient.builder()
        .setConf(conf)
        .setBasePath(dir)
        .setLoadActiveTimelineOnLoad(true)
        .build();
  }
}
