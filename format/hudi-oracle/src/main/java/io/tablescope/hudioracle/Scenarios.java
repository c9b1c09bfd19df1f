package io.tablescope.hudioracle;

import static io.tablescope.hudioracle.OracleRows.overwriteRows;
import static io.tablescope.hudioracle.OracleRows.rows;
import static io.tablescope.hudioracle.OracleSteps.clean;
import static io.tablescope.hudioracle.OracleSteps.cluster;
import static io.tablescope.hudioracle.OracleSteps.compact;
import static io.tablescope.hudioracle.OracleSteps.create;
import static io.tablescope.hudioracle.OracleSteps.delete;
import static io.tablescope.hudioracle.OracleSteps.deleteSavepoint;
import static io.tablescope.hudioracle.OracleSteps.failedUpsert;
import static io.tablescope.hudioracle.OracleSteps.insert;
import static io.tablescope.hudioracle.OracleSteps.insertOverwrite;
import static io.tablescope.hudioracle.OracleSteps.savepoint;
import static io.tablescope.hudioracle.OracleSteps.scheduleCompaction;
import static io.tablescope.hudioracle.OracleSteps.upsert;
import static io.tablescope.hudioracle.OracleSteps.upsertDeletes;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.hudi.common.model.HoodieTableType;

/**
 * The scenarios: each writes one small table with Hudi's Java write client, step by step, and
 * returns the steps (every instant each step added to the data table's active timeline).
 */
final class Scenarios {

  static final List<String> NAMES =
      List.of(
          "cow-v8",
          "mor-v8",
          "cow-v6",
          "mor-v6",
          "inflight-v8",
          "inflight-mdt-v8",
          "archived-v8",
          "archived-v6",
          "savepoint-v8",
          "cleans-v6",
          Races.NAME,
          EarlyConflictRaces.NAME);

  /** The demo warehouse's Hudi table, {@code app/demo-warehouse/hudi/trips}. */
  static final String DEMO = "demo-trips";

  private Scenarios() {}

  static Map<String, Object> write(String scenario, String dir) throws Exception {
    OracleTable t;
    switch (scenario) {
      case "cow-v8" -> {
        t = new OracleTable(dir, HoodieTableType.COPY_ON_WRITE, 8, true);
        copyOnWriteFlow(t);
      }
      case "cow-v6" -> {
        t = new OracleTable(dir, HoodieTableType.COPY_ON_WRITE, 6, true);
        copyOnWriteFlow(t);
      }
      case "mor-v8" -> {
        t = new OracleTable(dir, HoodieTableType.MERGE_ON_READ, 8, true);
        mergeOnReadFlow(t);
      }
      case "mor-v6" -> {
        t = new OracleTable(dir, HoodieTableType.MERGE_ON_READ, 6, false);
        // Hudi 1.0.1's append handle leaves CREATE markers for log files whatever the table
        // version, and its marker-based rollback of a version 6 table takes only APPEND markers
        // for log files ("Log files should have only APPEND as IOTypes"): roll back by listing.
        t.extra.setProperty("hoodie.rollback.using.markers", "false");
        mergeOnReadFlow(t);
      }
      case "inflight-v8", "inflight-mdt-v8" -> {
        // With the metadata table on, the failed write's files are in storage and not in it.
        t = new OracleTable(dir, HoodieTableType.COPY_ON_WRITE, 8, scenario.contains("mdt"));
        create(t);
        insert(t, rows(0, 20, 1));
        upsert(t, rows(0, 10, 2));
        failedUpsert(t, rows(5, 15, 3));
      }
      case "archived-v8", "archived-v6" -> {
        t =
            new OracleTable(
                dir, HoodieTableType.COPY_ON_WRITE, scenario.endsWith("v6") ? 6 : 8, false);
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
      case "savepoint-v8" -> {
        t = new OracleTable(dir, HoodieTableType.COPY_ON_WRITE, 8, false);
        savepointFlow(t);
      }
      case "cleans-v6" -> {
        // A clean after every commit and no archival yet: table version 6's archiver counts the
        // cleans apart from the commits.
        t = new OracleTable(dir, HoodieTableType.COPY_ON_WRITE, 6, false);
        t.extra.setProperty("hoodie.clean.automatic", "true");
        create(t);
        insert(t, rows(0, 9, 1));
        for (int i = 2; i <= 9; i++) {
          upsert(t, rows(0, 9, i));
        }
      }
      case Races.NAME -> {
        return Races.write(dir);
      }
      case EarlyConflictRaces.NAME -> {
        return EarlyConflictRaces.write(dir);
      }
      case DEMO -> {
        // The demo warehouse's Hudi table: the merge-on-read story, then a writer that died
        // mid-deltacommit after the compaction was scheduled.
        t = new OracleTable(dir, HoodieTableType.MERGE_ON_READ, 8, false);
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

  /**
   * Savepoints the cleaner and archiver must respect: p0's second slice savepointed, a clean that
   * keeps it and records the savepoint, the savepoint deleted (so the next clean looks at p0 again
   * though no commit since wrote there), then a savepoint in p2 that stays and later commits.
   */
  private static void savepointFlow(OracleTable t) throws Exception {
    create(t);
    insert(t, rows(0, 9, 1));
    upsert(t, List.of(OracleRows.record(0, "p0", 2)));
    String p0Savepoint = lastInstant(t);
    savepoint(t, p0Savepoint);
    upsert(t, List.of(OracleRows.record(0, "p0", 3)));
    upsert(t, List.of(OracleRows.record(1, "p1", 4)));
    clean(t);
    deleteSavepoint(t, p0Savepoint);
    upsert(t, List.of(OracleRows.record(2, "p2", 5)));
    savepoint(t, lastInstant(t));
    upsert(t, List.of(OracleRows.record(2, "p2", 6)));
    upsert(t, List.of(OracleRows.record(1, "p1", 7)));
    upsert(t, List.of(OracleRows.record(2, "p2", 8)));
  }

  private static String lastInstant(OracleTable t) {
    return (String) t.steps.get(t.steps.size() - 1).get("instant");
  }

  /** Insert, upsert, delete, insert_overwrite, clustering, clean, a failed write, its rollback. */
  private static void copyOnWriteFlow(OracleTable t) throws Exception {
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
  private static void mergeOnReadFlow(OracleTable t) throws Exception {
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
}
