package io.tablescope.hudioracle;

import static io.tablescope.hudioracle.OracleRows.rows;
import static io.tablescope.hudioracle.OracleSteps.create;
import static io.tablescope.hudioracle.OracleSteps.insert;
import static io.tablescope.hudioracle.OracleSteps.upsert;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import org.apache.hudi.client.WriteStatus;
import org.apache.hudi.client.transaction.ConcurrentOperation;
import org.apache.hudi.common.model.HoodieRecord;
import org.apache.hudi.common.model.HoodieRecordPayload;
import org.apache.hudi.common.model.HoodieTableType;
import org.apache.hudi.common.table.HoodieTableMetaClient;
import org.apache.hudi.common.table.timeline.HoodieInstant;
import org.apache.hudi.common.util.Option;
import org.apache.hudi.common.util.collection.Pair;

/**
 * Two writers racing under optimistic concurrency control, each race on a table of its own: writer
 * A starts a write and writes its files (auto-commit off), writer B commits or schedules a table
 * service meanwhile, the table is copied as it stands then (B done, A pending: what Tablescope
 * replays A against), and A tries to commit. Each race records Hudi's verdict on A: committed, or
 * the exception and its message.
 */
final class Races {
  /** The one scenario holding every race; the table at its folder is the first race's copy. */
  static final String NAME = "races";

  private Races() {}

  private interface Other {
    /** Writer B's step while A is pending; returns B's instant. */
    String run(OracleTable t) throws Exception;
  }

  private record Race(
      String name,
      HoodieTableType type,
      int version,
      List<HoodieRecord<HoodieRecordPayload>> writes,
      boolean inserts,
      Other other) {}

  static Map<String, Object> write(String dir) throws Exception {
    List<Race> races =
        List.of(
            new Race(
                "overlap-v8",
                HoodieTableType.COPY_ON_WRITE,
                8,
                rows(0, 6, 2),
                false,
                t -> upsertOther(t, rows(0, 3, 3))),
            new Race(
                "overlap-v6",
                HoodieTableType.COPY_ON_WRITE,
                6,
                rows(0, 6, 2),
                false,
                t -> upsertOther(t, rows(0, 3, 3))),
            // A writes p0 alone (ids divisible by 3), B p1 alone.
            new Race(
                "other-partitions-v8",
                HoodieTableType.COPY_ON_WRITE,
                8,
                List.of(OracleRows.record(0, "p0", 2), OracleRows.record(3, "p0", 2)),
                false,
                t -> upsertOther(t, List.of(OracleRows.record(1, "p1", 3)))),
            // A inserts new keys into new file groups while B updates the existing ones.
            new Race(
                "inserts-only-v8",
                HoodieTableType.COPY_ON_WRITE,
                8,
                rows(30, 36, 2),
                true,
                t -> upsertOther(t, rows(0, 6, 3))),
            new Race(
                "pending-clustering-v8",
                HoodieTableType.COPY_ON_WRITE,
                8,
                rows(0, 6, 2),
                false,
                Races::scheduleClustering),
            new Race(
                "compaction-scheduled-mor-v8",
                HoodieTableType.MERGE_ON_READ,
                8,
                rows(0, 6, 3),
                false,
                Races::scheduleCompaction));
    Path folder = Path.of(dir).getParent();
    List<Map<String, Object>> steps = new ArrayList<>();
    for (Race race : races) {
      steps.add(run(race, folder));
    }
    copy(folder.resolve(races.get(0).name() + "-replay"), Path.of(dir));
    Map<String, Object> out = new LinkedHashMap<>();
    out.put("scenario", NAME);
    out.put("steps", steps);
    return out;
  }

  private static Map<String, Object> run(Race race, Path folder) throws Exception {
    Path live = folder.resolve(race.name());
    Path replay = folder.resolve(race.name() + "-replay");
    OracleTable t = new OracleTable(live.toString(), race.type(), race.version(), false);
    occ(t.extra);
    if (race.version() == 6 && race.type() == HoodieTableType.MERGE_ON_READ) {
      t.extra.setProperty("hoodie.rollback.using.markers", "false");
    }
    create(t);
    insert(t, rows(0, 20, 1));
    if (race.type() == HoodieTableType.MERGE_ON_READ) {
      upsert(t, rows(0, 6, 2));
    }
    Map<String, Object> verdict = new LinkedHashMap<>();
    Map<String, Object> step = new LinkedHashMap<>();
    String instant;
    String other;
    try (OracleWriteClient a =
        new OracleWriteClient(
            t.context, t.config(p -> p.setProperty("hoodie.auto.commit", "false")))) {
      instant = a.startCommit();
      List<WriteStatus> statuses =
          race.inserts() ? a.insert(race.writes(), instant) : a.upsert(race.writes(), instant);
      Thread.sleep(5);
      other = race.other().run(t);
      copy(live, replay);
      fileGroups(t, statuses, other, step);
      try {
        a.commit(instant, statuses);
        verdict.put("verdict", "committed");
      } catch (RuntimeException e) {
        Throwable conflict = e;
        while (conflict.getCause() != null
            && !conflict.getClass().getSimpleName().equals("HoodieWriteConflictException")) {
          conflict = conflict.getCause();
        }
        verdict.put("verdict", "conflict");
        verdict.put("exception", conflict.getClass().getName());
        verdict.put("message", conflict.getMessage());
      }
    }
    verdict.put("instant", instant);
    step.put("name", race.name());
    step.put("table", replay.getFileName().toString());
    step.put("table-type", race.type().name());
    step.put("version", race.version());
    step.put("other", other);
    step.put("instants", instants(t));
    step.put("race", verdict);
    return step;
  }

  /**
   * The file groups A wrote (its write statuses), those Hudi's {@code ConcurrentOperation} says B
   * writes or plans, and their intersection: what Hudi's conflict check compares.
   */
  private static void fileGroups(
      OracleTable t, List<WriteStatus> statuses, String other, Map<String, Object> step)
      throws IOException {
    Set<String> written = new TreeSet<>();
    for (WriteStatus status : statuses) {
      written.add(status.getPartitionPath() + "/" + status.getFileId());
    }
    HoodieTableMetaClient metaClient = t.metaClient();
    HoodieInstant otherInstant =
        metaClient.getActiveTimeline().getInstants().stream()
            .filter(i -> i.requestedTime().equals(other))
            .findFirst()
            .orElseThrow();
    Set<String> others = new TreeSet<>();
    for (Pair<String, String> group :
        new ConcurrentOperation(otherInstant, metaClient).getMutatedPartitionAndFileIds()) {
      others.add(group.getLeft() + "/" + group.getRight());
    }
    Set<String> overlap = new TreeSet<>(written);
    overlap.retainAll(others);
    step.put("file-groups", written);
    step.put("other-file-groups", others);
    step.put("overlap", overlap);
  }

  /** Optimistic concurrency with a lock held in this JVM; failed writes rolled back lazily. */
  static void occ(Properties p) {
    p.setProperty("hoodie.write.concurrency.mode", "OPTIMISTIC_CONCURRENCY_CONTROL");
    p.setProperty(
        "hoodie.write.lock.provider",
        "org.apache.hudi.client.transaction.lock.InProcessLockProvider");
    p.setProperty("hoodie.clean.failed.writes.policy", "LAZY");
    p.setProperty("hoodie.cleaner.policy.failed.writes", "LAZY");
    // Inserts make new file groups rather than filling the small ones.
    p.setProperty("hoodie.parquet.small.file.limit", "0");
  }

  private static String upsertOther(OracleTable t, List<HoodieRecord<HoodieRecordPayload>> records)
      throws Exception {
    try (OracleWriteClient b = new OracleWriteClient(t.context, t.config(null))) {
      String instant = b.startCommit();
      b.upsert(records, instant);
      return instant;
    }
  }

  private static String scheduleClustering(OracleTable t) throws Exception {
    try (OracleWriteClient b = new OracleWriteClient(t.context, t.config(null))) {
      return b.scheduleClustering(Option.empty())
          .orElseThrow(() -> new IllegalStateException("no clustering was scheduled"));
    }
  }

  private static String scheduleCompaction(OracleTable t) throws Exception {
    try (OracleWriteClient b = new OracleWriteClient(t.context, t.config(null))) {
      return b.scheduleCompaction(Option.empty())
          .orElseThrow(() -> new IllegalStateException("no compaction was scheduled"));
    }
  }

  /** The live table's timeline after A's attempt, as {@code time/action/state}. */
  static List<String> instants(OracleTable t) {
    List<String> out = new ArrayList<>();
    for (HoodieInstant i : t.metaClient().getActiveTimeline().getInstants()) {
      out.add(i.requestedTime() + "/" + i.getAction() + "/" + i.getState().name());
    }
    return out;
  }

  /**
   * Copies a table folder as it stands, files with their times (layout 1 dates instants by them).
   */
  static void copy(Path from, Path to) throws IOException {
    try (var paths = Files.walk(from)) {
      for (Path path : paths.toList()) {
        Path copied = to.resolve(from.relativize(path).toString());
        if (Files.isDirectory(path)) {
          Files.createDirectories(copied);
        } else {
          Files.copy(path, copied, StandardCopyOption.COPY_ATTRIBUTES);
        }
      }
    }
  }
}
