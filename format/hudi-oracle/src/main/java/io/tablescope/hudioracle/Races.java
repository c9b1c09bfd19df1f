package io.tablescope.hudioracle;

import static io.tablescope.hudioracle.OracleRows.overwriteRows;
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
import java.util.function.Consumer;
import org.apache.hudi.client.WriteStatus;
import org.apache.hudi.client.transaction.BucketIndexConcurrentFileWritesConflictResolutionStrategy;
import org.apache.hudi.client.transaction.ConcurrentOperation;
import org.apache.hudi.client.transaction.ConflictResolutionStrategy;
import org.apache.hudi.client.transaction.PreferWriterConflictResolutionStrategy;
import org.apache.hudi.client.utils.TransactionUtils;
import org.apache.hudi.common.model.HoodieRecord;
import org.apache.hudi.common.model.HoodieRecordPayload;
import org.apache.hudi.common.model.HoodieTableType;
import org.apache.hudi.common.table.HoodieTableMetaClient;
import org.apache.hudi.common.table.timeline.HoodieInstant;
import org.apache.hudi.common.util.Option;
import org.apache.hudi.common.util.collection.Pair;
import org.apache.hudi.config.HoodieWriteConfig;

/**
 * Two writers racing under optimistic concurrency control, each race on a table of its own (some
 * with a bucket index, or the prefer-writer conflict resolution strategy, one under non-blocking
 * concurrency control): writer A starts a write and writes its files (auto-commit off), writer B
 * commits or schedules a table service meanwhile, the table is copied as it stands then (B done, A
 * pending: what Tablescope replays A against), and A tries to commit. Each race records Hudi's
 * verdict on A: committed, or the exception and its message.
 */
final class Races {
  /** The one scenario holding every race; the table at its folder is the first race's copy. */
  static final String NAME = "races";

  private Races() {}

  private interface Other {
    /** Writer B's step while A is pending; returns B's instant. */
    String run(OracleTable t) throws Exception;
  }

  private interface Write {
    /** Writer A's write, left uncommitted. */
    List<WriteStatus> run(OracleWriteClient a, String instant) throws Exception;
  }

  private interface Setup {
    /** The table's writes before the race, on the table just created. */
    void run(OracleTable t) throws Exception;
  }

  /**
   * @param settings the writers' settings besides optimistic concurrency's, or null
   */
  private record Race(
      String name,
      HoodieTableType type,
      int version,
      Write write,
      Other other,
      Consumer<Properties> settings,
      Setup setup) {
    /** A race on the rows every race starts from. */
    Race(
        String name,
        HoodieTableType type,
        int version,
        Write write,
        Other other,
        Consumer<Properties> settings) {
      this(name, type, version, write, other, settings, Races::startingRows);
    }
  }

  static Map<String, Object> write(String dir) throws Exception {
    List<Race> races =
        List.of(
            new Race(
                "overlap-v8",
                HoodieTableType.COPY_ON_WRITE,
                8,
                (a, i) -> a.upsert(rows(0, 6, 2), i),
                t -> upsertOther(t, rows(0, 3, 3)),
                null),
            new Race(
                "overlap-v6",
                HoodieTableType.COPY_ON_WRITE,
                6,
                (a, i) -> a.upsert(rows(0, 6, 2), i),
                t -> upsertOther(t, rows(0, 3, 3)),
                null),
            // A writes p0 alone (ids divisible by 3), B p1 alone.
            new Race(
                "other-partitions-v8",
                HoodieTableType.COPY_ON_WRITE,
                8,
                (a, i) ->
                    a.upsert(
                        List.of(OracleRows.record(0, "p0", 2), OracleRows.record(3, "p0", 2)), i),
                t -> upsertOther(t, List.of(OracleRows.record(1, "p1", 3))),
                null),
            // A inserts new keys into new file groups while B updates the existing ones.
            new Race(
                "inserts-only-v8",
                HoodieTableType.COPY_ON_WRITE,
                8,
                (a, i) -> a.insert(rows(30, 36, 2), i),
                t -> upsertOther(t, rows(0, 6, 3)),
                null),
            new Race(
                "pending-clustering-v8",
                HoodieTableType.COPY_ON_WRITE,
                8,
                (a, i) -> a.upsert(rows(0, 6, 2), i),
                Races::scheduleClustering,
                null),
            new Race(
                "compaction-scheduled-mor-v8",
                HoodieTableType.MERGE_ON_READ,
                8,
                (a, i) -> a.upsert(rows(0, 6, 3), i),
                Races::scheduleCompaction,
                null),
            // Each bulk-inserts new keys of bucket 0 into a new partition: two new file groups,
            // one bucket.
            new Race(
                "bucket-same-bucket-v8",
                HoodieTableType.COPY_ON_WRITE,
                8,
                (a, i) -> RaceBuckets.insert(a, i, overwriteRows("p9", 40, 50, 2)),
                t -> RaceBuckets.insertOther(t, overwriteRows("p9", 50, 60, 3), 0),
                RaceBuckets::index),
            new Race(
                "bucket-other-bucket-v8",
                HoodieTableType.COPY_ON_WRITE,
                8,
                (a, i) -> RaceBuckets.insert(a, i, overwriteRows("p9", 40, 50, 2)),
                t -> RaceBuckets.insertOther(t, overwriteRows("p9", 50, 60, 3), 1),
                RaceBuckets::index),
            new Race(
                "prefer-writer-overlap-v8",
                HoodieTableType.COPY_ON_WRITE,
                8,
                (a, i) -> a.upsert(rows(0, 6, 2), i),
                t -> upsertOther(t, rows(0, 3, 3)),
                Races::preferWriter),
            // Prefer-writer checks a write against no plan: the clustering loses instead.
            new Race(
                "prefer-writer-pending-clustering-v8",
                HoodieTableType.COPY_ON_WRITE,
                8,
                (a, i) -> a.upsert(rows(0, 6, 2), i),
                Races::scheduleClustering,
                Races::preferWriter),
            // Non-blocking concurrency: both upsert the keys of one bucket into its file group's
            // logs, and both commit.
            new Race(
                "nbcc-both-commit-mor-v8",
                HoodieTableType.MERGE_ON_READ,
                8,
                (a, i) ->
                    a.upsert(RaceBuckets.inBucket(overwriteRows("p9", 40, 50, 2), "p9", 0), i),
                t -> upsertOther(t, RaceBuckets.inBucket(overwriteRows("p9", 40, 50, 3), "p9", 0)),
                Races::nonBlocking,
                t -> RaceBuckets.insertOther(t, overwriteRows("p9", 40, 50, 1), 0)));
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
    if (race.settings() != null) {
      race.settings().accept(t.extra);
    }
    if (race.version() == 6 && race.type() == HoodieTableType.MERGE_ON_READ) {
      t.extra.setProperty("hoodie.rollback.using.markers", "false");
    }
    create(t);
    race.setup().run(t);
    Map<String, Object> verdict = new LinkedHashMap<>();
    Map<String, Object> step = new LinkedHashMap<>();
    String instant;
    String other;
    HoodieWriteConfig config = t.config(null);
    Option<HoodieInstant> lastCompleted =
        TransactionUtils.getLastCompletedTxnInstantAndMetadata(t.metaClient()).map(Pair::getLeft);
    try (OracleWriteClient a =
        new OracleWriteClient(
            t.context, t.config(p -> p.setProperty("hoodie.auto.commit", "false")))) {
      instant = a.startCommit();
      List<WriteStatus> statuses = race.write().run(a, instant);
      Thread.sleep(5);
      other = race.other().run(t);
      copy(live, replay);
      fileGroups(t, config.getWriteConflictResolutionStrategy(), statuses, other, step);
      boolean checked = config.needResolveWriteConflict(a.getOperationType());
      step.put("checked", checked);
      step.put("candidates", checked ? candidates(t, config, instant, lastCompleted) : List.of());
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
    step.put("concurrency-mode", config.getWriteConcurrencyMode().name());
    step.put("strategy", config.getWriteConflictResolutionStrategy().getClass().getName());
    step.put("other", other);
    step.put("instants", instants(t));
    step.put("race", verdict);
    return step;
  }

  /**
   * The file groups A wrote (its write statuses), those Hudi's {@code ConcurrentOperation} says B
   * writes or plans, and their intersection: what Hudi's conflict check compares. Under the bucket
   * index's strategy Hudi compares buckets: the overlap is then A's file groups in a bucket B
   * touches, and the buckets in common are recorded too.
   */
  private static void fileGroups(
      OracleTable t,
      ConflictResolutionStrategy strategy,
      List<WriteStatus> statuses,
      String other,
      Map<String, Object> step)
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
    if (strategy instanceof BucketIndexConcurrentFileWritesConflictResolutionStrategy) {
      Set<String> buckets = new TreeSet<>(RaceBuckets.buckets(written));
      buckets.retainAll(RaceBuckets.buckets(others));
      overlap.removeIf(group -> !buckets.contains(RaceBuckets.bucket(group)));
      step.put("overlap-buckets", buckets);
    } else {
      overlap.retainAll(others);
    }
    step.put("file-groups", written);
    step.put("other-file-groups", others);
    step.put("overlap", overlap);
  }

  /**
   * The instants Hudi's strategy gives A to check at commit, as requested times (nothing was
   * pending when A started, so {@code TransactionUtils} adds none).
   */
  private static List<String> candidates(
      OracleTable t,
      HoodieWriteConfig config,
      String instant,
      Option<HoodieInstant> lastCompleted) {
    HoodieTableMetaClient metaClient = t.metaClient();
    HoodieInstant current =
        metaClient.getActiveTimeline().getInstants().stream()
            .filter(i -> i.requestedTime().equals(instant))
            .findFirst()
            .orElseThrow();
    return config
        .getWriteConflictResolutionStrategy()
        .getCandidateInstants(metaClient, current, lastCompleted)
        .map(HoodieInstant::requestedTime)
        .toList();
  }

  private static void preferWriter(Properties p) {
    p.setProperty(
        "hoodie.write.lock.conflict.resolution.strategy",
        PreferWriterConflictResolutionStrategy.class.getName());
  }

  /** The rows every race starts from; a merge-on-read table's first six updated in logs. */
  private static void startingRows(OracleTable t) throws Exception {
    insert(t, rows(0, 20, 1));
    if (t.type == HoodieTableType.MERGE_ON_READ) {
      upsert(t, rows(0, 6, 2));
    }
  }

  /**
   * Non-blocking concurrency control, which Hudi allows on a merge-on-read table with a simple
   * bucket index alone (it checks the writer's table type setting).
   */
  private static void nonBlocking(Properties p) {
    RaceBuckets.index(p);
    p.setProperty("hoodie.table.type", HoodieTableType.MERGE_ON_READ.name());
    p.setProperty("hoodie.write.concurrency.mode", "NON_BLOCKING_CONCURRENCY_CONTROL");
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
