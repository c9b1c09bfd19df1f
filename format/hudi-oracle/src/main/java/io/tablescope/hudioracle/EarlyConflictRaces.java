package io.tablescope.hudioracle;

import static io.tablescope.hudioracle.OracleRows.record;
import static io.tablescope.hudioracle.OracleRows.rows;
import static io.tablescope.hudioracle.OracleSteps.create;
import static io.tablescope.hudioracle.OracleSteps.insert;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.apache.hudi.client.WriteStatus;
import org.apache.hudi.common.fs.FSUtils;
import org.apache.hudi.common.model.HoodieCommitMetadata;
import org.apache.hudi.common.model.HoodieRecord;
import org.apache.hudi.common.model.HoodieRecordPayload;
import org.apache.hudi.common.model.HoodieTableType;
import org.apache.hudi.common.model.HoodieWriteStat;
import org.apache.hudi.common.table.marker.MarkerType;
import org.apache.hudi.common.table.timeline.HoodieInstant;
import org.apache.hudi.common.table.timeline.HoodieTimeline;
import org.apache.hudi.common.table.timeline.TimelineUtils;
import org.apache.hudi.exception.HoodieEarlyConflictDetectionException;
import org.apache.hudi.storage.StoragePath;
import org.apache.hudi.table.HoodieJavaTable;
import org.apache.hudi.table.marker.WriteMarkers;
import org.apache.hudi.table.marker.WriteMarkersFactory;

/**
 * Two writers with early conflict detection on (direct markers, optimistic concurrency, a lock in
 * this JVM), each race on a table of its own: writer A starts a write and writes its files, leaving
 * its markers (auto-commit off); writer B starts later and writes. Hudi's {@code
 * SimpleDirectMarkerBasedDetectionStrategy} checks each file B is about to write against A's
 * markers: B throws {@link HoodieEarlyConflictDetectionException} on an overlap, or writes and
 * commits. The table is copied while B is pending, after its write (what Tablescope replays B
 * against), and each race records Hudi's verdict on B.
 */
final class EarlyConflictRaces {
  static final String NAME = "early-conflicts";

  private EarlyConflictRaces() {}

  private record Race(
      String name,
      List<HoodieRecord<HoodieRecordPayload>> first,
      List<HoodieRecord<HoodieRecordPayload>> second) {}

  static Map<String, Object> write(String dir) throws Exception {
    List<Race> races =
        List.of(
            new Race("overlap", rows(0, 6, 2), rows(0, 3, 3)),
            // A writes p0 alone (ids divisible by 3), B p1 alone.
            new Race(
                "other-partitions",
                List.of(record(0, "p0", 2), record(3, "p0", 2)),
                List.of(record(1, "p1", 3))));
    Path folder = Path.of(dir).getParent();
    List<Map<String, Object>> steps = new ArrayList<>();
    for (Race race : races) {
      steps.add(run(race, folder));
    }
    Races.copy(folder.resolve(races.get(0).name() + "-replay"), Path.of(dir));
    Map<String, Object> out = new LinkedHashMap<>();
    out.put("scenario", NAME);
    out.put("steps", steps);
    return out;
  }

  private static Map<String, Object> run(Race race, Path folder) throws Exception {
    Path live = folder.resolve(race.name());
    Path replay = folder.resolve(race.name() + "-replay");
    OracleTable t = new OracleTable(live.toString(), HoodieTableType.COPY_ON_WRITE, 8, false);
    Races.occ(t.extra);
    t.extra.setProperty("hoodie.write.concurrency.early.conflict.detection.enable", "true");
    create(t);
    insert(t, rows(0, 20, 1));
    Map<String, Object> step = new LinkedHashMap<>();
    Map<String, Object> verdict = new LinkedHashMap<>();
    try (OracleWriteClient a = client(t);
        OracleWriteClient b = client(t)) {
      String first = a.startCommit();
      a.upsert(race.first(), first);
      Thread.sleep(5);
      String second = b.startCommit();
      List<WriteStatus> statuses = null;
      try {
        statuses = b.upsert(race.second(), second);
      } catch (RuntimeException e) {
        Throwable early = e;
        while (early.getCause() != null
            && !(early instanceof HoodieEarlyConflictDetectionException)) {
          early = early.getCause();
        }
        verdict.put("verdict", "early-conflict");
        verdict.put("exception", early.getClass().getName());
        verdict.put("message", early.getMessage());
      }
      Races.copy(live, replay);
      Set<String> planned = planned(t, second);
      Set<String> markers = markers(t, first);
      Set<String> overlap = new TreeSet<>(planned);
      overlap.retainAll(markers);
      if (statuses != null) {
        b.commit(second, statuses);
        verdict.put("verdict", "committed");
      }
      verdict.put("instant", second);
      step.put("name", race.name());
      step.put("table", replay.getFileName().toString());
      step.put("other", first);
      step.put("file-groups", planned);
      step.put("other-file-groups", markers);
      step.put("overlap", overlap);
    }
    step.put("instants", Races.instants(t));
    step.put("race", verdict);
    return step;
  }

  private static OracleWriteClient client(OracleTable t) {
    return new OracleWriteClient(
        t.context, t.config(p -> p.setProperty("hoodie.auto.commit", "false")));
  }

  /**
   * The file groups B's inflight metadata (its workload profile) says it updates, by the partition
   * each is listed under: the workload's write stats name none.
   */
  private static Set<String> planned(OracleTable t, String instant) throws Exception {
    HoodieTimeline timeline = t.metaClient().getActiveTimeline();
    HoodieInstant inflight =
        timeline.getInstants().stream()
            .filter(i -> i.requestedTime().equals(instant))
            .findFirst()
            .orElseThrow();
    HoodieCommitMetadata metadata = TimelineUtils.getCommitMetadata(inflight, timeline);
    Set<String> groups = new TreeSet<>();
    for (Map.Entry<String, List<HoodieWriteStat>> partition :
        metadata.getPartitionToWriteStats().entrySet()) {
      for (HoodieWriteStat stat : partition.getValue()) {
        if (stat.getFileId() != null && !stat.getFileId().isEmpty()) {
          groups.add(partition.getKey() + "/" + stat.getFileId());
        }
      }
    }
    return groups;
  }

  /** The file groups A's direct markers name, as Hudi reads them. */
  private static Set<String> markers(OracleTable t, String instant) throws Exception {
    WriteMarkers markers =
        WriteMarkersFactory.get(
            MarkerType.DIRECT, HoodieJavaTable.create(t.config(null), t.context), instant);
    Set<String> groups = new TreeSet<>();
    for (String marker : markers.allMarkerFilePaths()) {
      StoragePath file = new StoragePath(WriteMarkers.stripMarkerSuffix(marker));
      groups.add(file.getParent().getName() + "/" + FSUtils.getFileIdFromFilePath(file));
    }
    return groups;
  }
}
