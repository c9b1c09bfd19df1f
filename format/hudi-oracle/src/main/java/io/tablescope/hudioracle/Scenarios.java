package io.tablescope.hudioracle;

import static io.tablescope.hudioracle.OracleRows.SCHEMA;
import static io.tablescope.hudioracle.OracleRows.deleteRecord;
import static io.tablescope.hudioracle.OracleRows.key;
import static io.tablescope.hudioracle.OracleRows.overwriteRows;
import static io.tablescope.hudioracle.OracleRows.partition;
import static io.tablescope.hudioracle.OracleRows.rows;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.function.Consumer;
import org.apache.hadoop.conf.Configuration;
import org.apache.hudi.avro.model.HoodieCleanMetadata;
import org.apache.hudi.client.WriteStatus;
import org.apache.hudi.client.common.HoodieJavaEngineContext;
import org.apache.hudi.common.engine.EngineType;
import org.apache.hudi.common.model.DefaultHoodieRecordPayload;
import org.apache.hudi.common.model.HoodieKey;
import org.apache.hudi.common.model.HoodieRecord;
import org.apache.hudi.common.model.HoodieRecordPayload;
import org.apache.hudi.common.model.HoodieTableType;
import org.apache.hudi.common.table.HoodieTableMetaClient;
import org.apache.hudi.common.table.HoodieTableVersion;
import org.apache.hudi.common.table.timeline.HoodieInstant;
import org.apache.hudi.common.table.timeline.HoodieTimeline;
import org.apache.hudi.common.util.Option;
import org.apache.hudi.config.HoodieWriteConfig;
import org.apache.hudi.hadoop.fs.HadoopFSUtils;
import org.apache.hudi.storage.StorageConfiguration;

/**
 * The scenarios: each writes one small table with Hudi's Java write client, step by step, and
 * returns the steps (every instant each step added to the data table's active timeline).
 */
final class Scenarios {

  static final String TABLE_NAME = "oracle_table";

  static final List<String> NAMES =
      List.of(
          "cow-v8",
          "mor-v8",
          "cow-v6",
          "mor-v6",
          "inflight-v8",
          "inflight-mdt-v8",
          "archived-v8",
          "archived-v6");

  /** The demo warehouse's Hudi table, {@code app/demo-warehouse/hudi/trips}. */
  static final String DEMO = "demo-trips";

  private Scenarios() {}

  /** One scenario's table: its type, version, metadata table, and the settings it writes with. */
  private static final class Table {
    final String dir;
    final HoodieTableType type;
    final int version;
    final boolean mdt;
    final Properties extra = new Properties();
    final StorageConfiguration<Configuration> conf =
        HadoopFSUtils.getStorageConf(new Configuration());
    final HoodieJavaEngineContext context = new HoodieJavaEngineContext(conf);
    final List<Map<String, Object>> steps = new ArrayList<>();
    int counter;

    Table(String dir, HoodieTableType type, int version, boolean mdt) {
      this.dir = dir;
      this.type = type;
      this.version = version;
      this.mdt = mdt;
    }
  }

  static Map<String, Object> write(String scenario, String dir) throws Exception {
    Table t;
    switch (scenario) {
      case "cow-v8" -> {
        t = new Table(dir, HoodieTableType.COPY_ON_WRITE, 8, true);
        copyOnWriteFlow(t);
      }
      case "cow-v6" -> {
        t = new Table(dir, HoodieTableType.COPY_ON_WRITE, 6, true);
        copyOnWriteFlow(t);
      }
      case "mor-v8" -> {
        t = new Table(dir, HoodieTableType.MERGE_ON_READ, 8, true);
        mergeOnReadFlow(t);
      }
      case "mor-v6" -> {
        t = new Table(dir, HoodieTableType.MERGE_ON_READ, 6, false);
        // Hudi 1.0.1's append handle leaves CREATE markers for log files whatever the table
        // version, and its marker-based rollback of a version 6 table takes only APPEND markers
        // for log files ("Log files should have only APPEND as IOTypes"): roll back by listing.
        t.extra.setProperty("hoodie.rollback.using.markers", "false");
        mergeOnReadFlow(t);
      }
      case "inflight-v8", "inflight-mdt-v8" -> {
        // With the metadata table on, the failed write's files are in storage and not in it.
        t = new Table(dir, HoodieTableType.COPY_ON_WRITE, 8, scenario.contains("mdt"));
        create(t);
        insert(t, rows(0, 20, 1));
        upsert(t, rows(0, 10, 2));
        failedUpsert(t, rows(5, 15, 3));
      }
      case "archived-v8", "archived-v6" -> {
        t = new Table(dir, HoodieTableType.COPY_ON_WRITE, scenario.endsWith("v6") ? 6 : 8, false);
        t.extra.setProperty("hoodie.archive.automatic", "true");
        t.extra.setProperty("hoodie.keep.min.commits", "2");
        t.extra.setProperty("hoodie.keep.max.commits", "3");
        t.extra.setProperty("hoodie.clean.automatic", "true");
        t.extra.setProperty("hoodie.clean.commits.retained", "1");
        create(t);
        insert(t, rows(0, 20, 1));
        for (int i = 2; i <= 9; i++) {
          upsert(t, rows(i, i + 6, i));
        }
      }
      case DEMO -> {
        // The demo warehouse's Hudi table: the merge-on-read story, then a writer that died
        // mid-deltacommit after the compaction was scheduled.
        t = new Table(dir, HoodieTableType.MERGE_ON_READ, 8, false);
        mergeOnReadFlow(t);
        failedUpsert(t, rows(2, 12, 14));
      }
      default ->
          throw new IllegalArgumentException(
              "no scenario " + scenario + "; known: " + NAMES + " and " + DEMO);
    }
    Map<String, Object> out = new LinkedHashMap<>();
    out.put("scenario", scenario);
    out.put("steps", t.steps);
    return out;
  }

  /** Insert, upsert, delete, insert_overwrite, clustering, clean, a failed write, its rollback. */
  private static void copyOnWriteFlow(Table t) throws Exception {
    create(t);
    insert(t, rows(0, 20, 1));
    upsert(t, rows(0, 10, 2, 20, 25));
    delete(t, List.of(1, 5, 11));
    insertOverwrite(t, overwriteRows("p1", 30, 35, 4));
    cluster(t);
    clean(t);
    failedUpsert(t, rows(2, 8, 7));
    upsert(t, rows(3, 9, 8));
  }

  /**
   * Insert, upserts into logs, delete, compaction, upserts and a delete on the new slice, a failed
   * deltacommit, the upsert that rolls it back, clean, and a compaction left scheduled.
   */
  private static void mergeOnReadFlow(Table t) throws Exception {
    create(t);
    insert(t, rows(0, 20, 1));
    upsert(t, rows(0, 8, 2));
    upsert(t, rows(4, 12, 3));
    delete(t, List.of(1, 5, 11));
    compact(t);
    upsert(t, rows(0, 6, 6));
    upsert(t, rows(2, 9, 7));
    upsertDeletes(t, List.of(3, 7), 8);
    // No log compaction: Hudi 1.0.1's Java client schedules one (logcompaction.requested) but
    // its HoodieJavaMergeOnReadTableCompactor refuses to run it ("Log compaction is not
    // supported for this execution engine").
    upsert(t, rows(6, 14, 9));
    failedUpsert(t, rows(0, 10, 10));
    upsert(t, rows(12, 18, 11));
    clean(t);
    scheduleCompaction(t);
  }

  // ---------------------------------------------------------------------------------------------
  // Steps

  private static void create(Table t) throws IOException {
    HoodieTableMetaClient.newTableBuilder()
        .setTableType(t.type)
        .setTableName(TABLE_NAME)
        .setTableVersion(HoodieTableVersion.fromVersionCode(t.version))
        .setRecordKeyFields("id")
        .setPartitionFields("part")
        .setPreCombineField("ts")
        .setPayloadClassName(DefaultHoodieRecordPayload.class.getName())
        .setBaseFileFormat("PARQUET")
        .setPopulateMetaFields(true)
        .setKeyGeneratorClassProp("org.apache.hudi.keygen.SimpleAvroKeyGenerator")
        .setHiveStylePartitioningEnable(false)
        .setUrlEncodePartitioning(false)
        .setTableCreateSchema(SCHEMA.toString())
        .initTable(t.conf, t.dir);
  }

  private static void insert(Table t, List<HoodieRecord<HoodieRecordPayload>> records)
      throws Exception {
    String name = "insert-" + (++t.counter);
    step(
        t,
        name,
        "INSERT",
        null,
        client -> {
          String instant = client.startCommit();
          client.insert(records, instant);
          return instant;
        });
  }

  private static void upsert(Table t, List<HoodieRecord<HoodieRecordPayload>> records)
      throws Exception {
    String name = "upsert-" + (++t.counter);
    step(
        t,
        name,
        "UPSERT",
        null,
        client -> {
          String instant = client.startCommit();
          client.upsert(records, instant);
          return instant;
        });
  }

  /** Starts a commit and writes its files with auto-commit off, and never commits it. */
  private static void failedUpsert(Table t, List<HoodieRecord<HoodieRecordPayload>> records)
      throws Exception {
    String name = "failed-upsert-" + (++t.counter);
    step(
        t,
        name,
        "UPSERT",
        p -> p.setProperty("hoodie.auto.commit", "false"),
        client -> {
          String instant = client.startCommit();
          List<WriteStatus> statuses = client.upsert(records, instant);
          if (statuses.isEmpty()) {
            throw new IllegalStateException("the failed write wrote nothing");
          }
          return instant;
        });
  }

  private static void delete(Table t, List<Integer> ids) throws Exception {
    String name = "delete-" + (++t.counter);
    List<HoodieKey> keys = new ArrayList<>();
    for (int id : ids) {
      keys.add(new HoodieKey(key(id), partition(id)));
    }
    step(
        t,
        name,
        "DELETE",
        null,
        client -> {
          String instant = client.startCommit();
          client.delete(keys, instant);
          return instant;
        });
  }

  /**
   * Deletes written as an upsert of empty payloads. On a merge-on-read table Hudi 1.0.1's Java
   * client runs {@code delete} through the copy-on-write executor (HoodieJavaMergeOnReadTable does
   * not override it), which rewrites the base files; an upsert appends a delete block to the logs.
   */
  private static void upsertDeletes(Table t, List<Integer> ids, int step) throws Exception {
    String name = "upsert-deletes-" + (++t.counter);
    List<HoodieRecord<HoodieRecordPayload>> records = new ArrayList<>();
    for (int id : ids) {
      records.add(deleteRecord(id, step));
    }
    step(
        t,
        name,
        "UPSERT",
        null,
        client -> {
          String instant = client.startCommit();
          client.upsert(records, instant);
          return instant;
        });
  }

  private static void insertOverwrite(Table t, List<HoodieRecord<HoodieRecordPayload>> records)
      throws Exception {
    String name = "insert-overwrite-" + (++t.counter);
    step(
        t,
        name,
        "INSERT_OVERWRITE",
        // Hudi 1.0.1's Java insert_overwrite partitions with the upsert partitioner, which packs
        // the inserts into the partition's small files, that is into the very file groups the
        // commit then replaces; Spark's has no small files. No small files here either.
        p -> p.setProperty("hoodie.parquet.small.file.limit", "0"),
        client -> {
          HoodieTableMetaClient metaClient = metaClient(t);
          String instant = client.startCommit(HoodieTimeline.REPLACE_COMMIT_ACTION, metaClient);
          client.insertOverwrite(records, instant);
          return instant;
        });
  }

  private static void cluster(Table t) throws Exception {
    String name = "cluster-" + (++t.counter);
    step(
        t,
        name,
        "CLUSTER",
        null,
        client -> {
          String instant =
              client
                  .scheduleClustering(Option.empty())
                  .orElseThrow(() -> new IllegalStateException("no clustering was scheduled"));
          client.cluster(instant, true);
          return instant;
        });
  }

  private static void compact(Table t) throws Exception {
    String name = "compact-" + (++t.counter);
    step(
        t,
        name,
        "COMPACT",
        null,
        client -> {
          String instant =
              client
                  .scheduleCompaction(Option.empty())
                  .orElseThrow(() -> new IllegalStateException("no compaction was scheduled"));
          client.compact(instant);
          return instant;
        });
  }

  private static void scheduleCompaction(Table t) throws Exception {
    String name = "schedule-compaction-" + (++t.counter);
    step(
        t,
        name,
        "COMPACT",
        null,
        client ->
            client
                .scheduleCompaction(Option.empty())
                .orElseThrow(() -> new IllegalStateException("no compaction was scheduled")));
  }

  private static void clean(Table t) throws Exception {
    String name = "clean-" + (++t.counter);
    step(
        t,
        name,
        "CLEAN",
        null,
        client -> {
          HoodieCleanMetadata metadata = client.clean();
          if (metadata == null || metadata.getTotalFilesDeleted() == 0) {
            throw new IllegalStateException("the clean deleted nothing");
          }
          return metadata.getStartCleanTime();
        });
  }

  private interface Action {
    String run(OracleWriteClient client) throws Exception;
  }

  /**
   * Runs one step with a fresh client and records every instant it added to the active timeline: in
   * timeline order, its own under the step's name, the others (an eager rollback, an automatic
   * clean) as {@code name:action}.
   */
  private static void step(
      Table t, String name, String operation, Consumer<Properties> settings, Action action)
      throws Exception {
    Set<String> before = instantKeys(metaClient(t));
    String instant;
    try (OracleWriteClient client = new OracleWriteClient(t.context, config(t, settings))) {
      instant = action.run(client);
    }
    HoodieTableMetaClient after = metaClient(t);
    boolean found = false;
    for (HoodieInstant i : after.getActiveTimeline().getInstants()) {
      if (i.requestedTime().equals(instant)) {
        t.steps.add(stepJson(name, i, operation));
        found = true;
      } else if (!before.contains(i.requestedTime() + "/" + i.getAction())) {
        t.steps.add(stepJson(name + ":" + i.getAction(), i, null));
      }
    }
    if (!found) {
      throw new IllegalStateException(name + ": instant " + instant + " is not in the timeline");
    }
    // Consecutive instants a few milliseconds apart at least.
    Thread.sleep(5);
  }

  private static Map<String, Object> stepJson(String name, HoodieInstant i, String operation) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("name", name);
    m.put("instant", i.requestedTime());
    m.put("action", i.getAction());
    m.put("state", i.getState().name());
    m.put("operation", operation);
    return m;
  }

  private static Set<String> instantKeys(HoodieTableMetaClient metaClient) {
    Set<String> keys = new LinkedHashSet<>();
    for (HoodieInstant i : metaClient.getActiveTimeline().getInstants()) {
      keys.add(i.requestedTime() + "/" + i.getAction());
    }
    return keys;
  }

  static HoodieTableMetaClient metaClient(Table t) {
    return HoodieTableMetaClient.builder()
        .setConf(t.conf.newInstance())
        .setBasePath(t.dir)
        .setLoadActiveTimelineOnLoad(true)
        .build();
  }

  private static HoodieWriteConfig config(Table t, Consumer<Properties> settings) {
    Properties p = new Properties();
    p.setProperty("hoodie.table.name", TABLE_NAME);
    p.setProperty("hoodie.datasource.write.recordkey.field", "id");
    p.setProperty("hoodie.datasource.write.partitionpath.field", "part");
    p.setProperty("hoodie.datasource.write.precombine.field", "ts");
    p.setProperty(
        "hoodie.datasource.write.keygenerator.class",
        "org.apache.hudi.keygen.SimpleAvroKeyGenerator");
    p.setProperty(
        "hoodie.datasource.write.payload.class", DefaultHoodieRecordPayload.class.getName());
    p.setProperty("hoodie.write.auto.upgrade", "false");
    // No embedded timeline server (a Javalin HTTP server), markers written directly.
    p.setProperty("hoodie.embed.timeline.server", "false");
    p.setProperty("hoodie.write.markers.type", "DIRECT");
    p.setProperty("hoodie.filesystem.view.type", "MEMORY");
    p.setProperty("hoodie.metadata.enable", String.valueOf(t.mdt));
    p.setProperty("hoodie.index.type", "SIMPLE");
    p.setProperty("hoodie.auto.commit", "true");
    p.setProperty("hoodie.clean.automatic", "false");
    p.setProperty("hoodie.clean.policy", "KEEP_LATEST_COMMITS");
    p.setProperty("hoodie.clean.commits.retained", "1");
    p.setProperty("hoodie.clean.failed.writes.policy", "EAGER");
    p.setProperty("hoodie.archive.automatic", "false");
    p.setProperty("hoodie.compact.inline", "false");
    p.setProperty("hoodie.compact.inline.max.delta.commits", "1");
    p.setProperty("hoodie.clustering.inline", "false");
    p.setProperty("hoodie.time.generator.max_expected_clock_skew_ms", "10");
    // The bloom filter in every Parquet footer: 60000 entries by default, ~430 KB a file.
    p.setProperty("hoodie.index.bloom.num_entries", "100");
    p.putAll(t.extra);
    if (settings != null) {
      settings.accept(p);
    }
    return HoodieWriteConfig.newBuilder()
        .withPath(t.dir)
        .withSchema(SCHEMA.toString())
        .withEngineType(EngineType.JAVA)
        .withProps(p)
        .withWriteTableVersion(t.version)
        .build();
  }
}
