package io.tablescope.hudioracle;

import static io.tablescope.hudioracle.OracleRows.SCHEMA;
import static io.tablescope.hudioracle.OracleRows.deleteRecord;
import static io.tablescope.hudioracle.OracleRows.key;
import static io.tablescope.hudioracle.OracleRows.partition;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.function.Consumer;
import org.apache.hudi.avro.model.HoodieCleanMetadata;
import org.apache.hudi.client.WriteStatus;
import org.apache.hudi.common.model.DefaultHoodieRecordPayload;
import org.apache.hudi.common.model.HoodieKey;
import org.apache.hudi.common.model.HoodieRecord;
import org.apache.hudi.common.model.HoodieRecordPayload;
import org.apache.hudi.common.table.HoodieTableMetaClient;
import org.apache.hudi.common.table.HoodieTableVersion;
import org.apache.hudi.common.table.timeline.HoodieInstant;
import org.apache.hudi.common.table.timeline.HoodieTimeline;
import org.apache.hudi.common.util.Option;

/**
 * The steps a scenario takes, each with a fresh write client, recorded as the instants it added.
 */
final class OracleSteps {
  private OracleSteps() {}

  static void create(OracleTable t) throws IOException {
    HoodieTableMetaClient.newTableBuilder()
        .setTableType(t.type)
        .setTableName(OracleTable.NAME)
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

  static void insert(OracleTable t, List<HoodieRecord<HoodieRecordPayload>> records)
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

  static void upsert(OracleTable t, List<HoodieRecord<HoodieRecordPayload>> records)
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
  static void failedUpsert(OracleTable t, List<HoodieRecord<HoodieRecordPayload>> records)
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

  static void delete(OracleTable t, List<Integer> ids) throws Exception {
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
  static void upsertDeletes(OracleTable t, List<Integer> ids, int step) throws Exception {
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

  static void insertOverwrite(OracleTable t, List<HoodieRecord<HoodieRecordPayload>> records)
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
          HoodieTableMetaClient metaClient = t.metaClient();
          String instant = client.startCommit(HoodieTimeline.REPLACE_COMMIT_ACTION, metaClient);
          client.insertOverwrite(records, instant);
          return instant;
        });
  }

  static void cluster(OracleTable t) throws Exception {
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

  static void compact(OracleTable t) throws Exception {
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

  static void scheduleCompaction(OracleTable t) throws Exception {
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

  static void clean(OracleTable t) throws Exception {
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

  /** A savepoint of a completed commit: an instant of its own at the commit's time. */
  static void savepoint(OracleTable t, String commit) throws Exception {
    step(
        t,
        "savepoint-" + (++t.counter),
        "SAVEPOINT",
        null,
        client -> {
          client.savepoint(commit, "oracle", "kept for the clean and archival tests");
          return commit;
        });
  }

  /**
   * Deletes a savepoint: its instant leaves the timeline, and its files are the cleaner's again.
   */
  static void deleteSavepoint(OracleTable t, String commit) throws Exception {
    try (OracleWriteClient client = new OracleWriteClient(t.context, t.config(null))) {
      client.deleteSavepoint(commit);
    }
    Map<String, Object> step = new LinkedHashMap<>();
    step.put("name", "delete-savepoint-" + (++t.counter));
    step.put("instant", commit);
    step.put("action", "savepoint");
    step.put("state", "DELETED");
    step.put("operation", null);
    t.steps.add(step);
  }

  private interface Action {
    String run(OracleWriteClient client) throws Exception;
  }

  /**
   * Runs one step with a fresh client and records every instant it added to the active timeline: in
   * timeline order, its own under the step's name, the others (an eager rollback, an automatic
   * clean) as {@code name:action}.
   */
  static void step(
      OracleTable t, String name, String operation, Consumer<Properties> settings, Action action)
      throws Exception {
    Set<String> before = instantKeys(t.metaClient());
    String instant;
    try (OracleWriteClient client = new OracleWriteClient(t.context, t.config(settings))) {
      instant = action.run(client);
    }
    HoodieTableMetaClient after = t.metaClient();
    boolean found = false;
    for (HoodieInstant i : after.getActiveTimeline().getInstants()) {
      boolean added = !before.contains(i.requestedTime() + "/" + i.getAction());
      if (i.requestedTime().equals(instant) && added) {
        t.steps.add(stepJson(name, i, operation));
        found = true;
      } else if (added) {
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
}
