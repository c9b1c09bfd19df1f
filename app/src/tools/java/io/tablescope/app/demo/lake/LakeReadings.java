package io.tablescope.app.demo.lake;

import io.delta.standalone.types.DoubleType;
import io.delta.standalone.types.LongType;
import io.delta.standalone.types.StringType;
import io.delta.standalone.types.StructType;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * {@code lake/readings}, unpartitioned, protocol (3, 7) with the {@code deletionVectors} reader and
 * writer feature: DELETEs that mark rows deleted instead of rewriting files. delta-standalone
 * cannot write such a table, so its log is written here as Spark would write it.
 *
 * <ul>
 *   <li>v0 CREATE TABLE; v1 WRITE (append) file A (5 readings) and file B (4 readings).
 *   <li>v2 DELETE {@code reading_id = 1003}: A is removed and re-added with an inline ({@code 'i'})
 *       deletion vector of cardinality {@value #INLINE_CARDINALITY}.
 *   <li>v3 DELETE {@code value < 0} (sensor glitches): A is re-added with an on-disk ({@code 'u'})
 *       vector of cardinality {@value #A_CARDINALITY} (the earlier row and a glitch) and B with one
 *       of cardinality {@value #B_CARDINALITY}, both in one {@code deletion_vector_<uuid>.bin} at
 *       different offsets.
 * </ul>
 */
final class LakeReadings {
  static final String NAME = "readings";
  static final long INLINE_CARDINALITY = 1;
  static final long A_CARDINALITY = 2;
  static final long B_CARDINALITY = 2;
  static final UUID DV_FILE_ID = uuid("deletion-vectors-1");

  private static final StructType SCHEMA =
      new StructType()
          .add("reading_id", new LongType())
          .add("sensor", new StringType())
          .add("value", new DoubleType());

  private LakeReadings() {}

  static void build(Path lake) throws IOException {
    Path dir = lake.resolve(NAME);
    Files.createDirectories(dir.resolve("_delta_log"));

    Map<String, Object> protocol = new LinkedHashMap<>();
    protocol.put("minReaderVersion", 3);
    protocol.put("minWriterVersion", 7);
    protocol.put("readerFeatures", List.of("deletionVectors"));
    protocol.put("writerFeatures", List.of("deletionVectors"));
    Map<String, Object> metadata = new LinkedHashMap<>();
    metadata.put("id", uuid("table").toString());
    metadata.put("name", NAME);
    Map<String, Object> format = new LinkedHashMap<>();
    format.put("provider", "parquet");
    format.put("options", Map.of());
    metadata.put("format", format);
    metadata.put("schemaString", SCHEMA.toJson());
    metadata.put("partitionColumns", List.of());
    metadata.put("configuration", Map.of("delta.enableDeletionVectors", "true"));
    metadata.put("createdTime", at(0));
    commit(
        dir,
        0,
        commitInfo(
            0,
            "CREATE TABLE",
            params(
                "isManaged", "false",
                "partitionBy", "[]",
                "properties", "{\"delta.enableDeletionVectors\":\"true\"}"),
            null,
            true,
            params()),
        Map.of("protocol", protocol),
        Map.of("metaData", metadata));

    List<Map<String, Object>> rowsA = new ArrayList<>();
    for (long id = 1001; id <= 1005; id++) {
      rowsA.add(reading(id, "s-17", id == 1004 ? -999.0 : 20.0 + id % 10));
    }
    List<Map<String, Object>> rowsB = new ArrayList<>();
    for (long id = 1006; id <= 1009; id++) {
      rowsB.add(reading(id, "s-18", id <= 1007 ? -999.0 : 18.5 + id % 10));
    }
    Map<String, Object> a = add(dir, "A", rowsA, 10);
    Map<String, Object> b = add(dir, "B", rowsB, 11);
    commit(
        dir,
        1,
        commitInfo(
            1,
            "WRITE",
            params("mode", "Append", "partitionBy", "[]"),
            0L,
            true,
            params("numFiles", "2", "numOutputRows", "9")),
        Map.of("add", a),
        Map.of("add", b));

    Map<String, Object> aInline = withVector(a, DeletionVectors.inline(2));
    commit(
        dir,
        2,
        deleteInfo(2, "(reading_id#1 = 1003)", 1, 1, 0),
        Map.of("remove", remove(a, 20)),
        Map.of("add", aInline));

    List<Map<String, Object>> vectors =
        DeletionVectors.writeFile(dir, DV_FILE_ID, List.of(new long[] {2, 3}, new long[] {0, 1}));
    commit(
        dir,
        3,
        deleteInfo(3, "(value#3 < 0.0)", 3, 1, 1),
        Map.of("remove", remove(aInline, 30)),
        Map.of("add", withVector(a, vectors.get(0))),
        Map.of("remove", remove(b, 30)),
        Map.of("add", withVector(b, vectors.get(1))));
  }

  private static Map<String, Object> add(
      Path dir, String name, List<Map<String, Object>> rows, int minute) throws IOException {
    UUID id = uuid(name);
    String path = "part-00000-" + id + "-c000.snappy.parquet";
    DataFiles.Written written = DataFiles.write(dir.resolve(path), SCHEMA, List.of(), rows);
    Map<String, Object> add = new LinkedHashMap<>();
    add.put("path", path);
    add.put("partitionValues", Map.of());
    add.put("size", written.size());
    add.put("modificationTime", at(minute));
    add.put("dataChange", true);
    add.put("stats", written.stats());
    return add;
  }

  /** The same file with a new deletion vector; its stats' bounds are no longer tight. */
  private static Map<String, Object> withVector(Map<String, Object> add, Map<String, Object> dv) {
    Map<String, Object> result = new LinkedHashMap<>(add);
    result.put(
        "stats", ((String) add.get("stats")).replaceFirst("\\}$", ",\"tightBounds\":false}"));
    result.put("deletionVector", dv);
    return result;
  }

  private static Map<String, Object> remove(Map<String, Object> add, int minute) {
    Map<String, Object> remove = new LinkedHashMap<>();
    remove.put("path", add.get("path"));
    remove.put("deletionTimestamp", at(minute));
    remove.put("dataChange", true);
    remove.put("extendedFileMetadata", true);
    remove.put("partitionValues", add.get("partitionValues"));
    remove.put("size", add.get("size"));
    if (add.containsKey("deletionVector")) {
      remove.put("deletionVector", add.get("deletionVector"));
    }
    return remove;
  }

  private static Map<String, Object> deleteInfo(
      long version, String predicate, long deletedRows, long added, long updated) {
    return commitInfo(
        version,
        "DELETE",
        params("predicate", Json.predicate(predicate)),
        version - 1,
        false,
        params(
            "numDeletedRows",
            String.valueOf(deletedRows),
            "numDeletionVectorsAdded",
            String.valueOf(added),
            "numDeletionVectorsUpdated",
            String.valueOf(updated),
            "numDeletionVectorsRemoved",
            "0",
            "numRemovedFiles",
            "0",
            "numAddedFiles",
            "0"));
  }

  private static Map<String, Object> commitInfo(
      long version,
      String operation,
      Map<String, String> parameters,
      Long readVersion,
      boolean blindAppend,
      Map<String, String> metrics) {
    Map<String, Object> info = new LinkedHashMap<>();
    info.put("timestamp", at(10 * (int) version + 1));
    info.put("operation", operation);
    info.put("operationParameters", parameters);
    if (readVersion != null) {
      info.put("readVersion", readVersion);
    }
    info.put("isolationLevel", "WriteSerializable");
    info.put("isBlindAppend", blindAppend);
    info.put("operationMetrics", metrics);
    info.put("engineInfo", Engines.SPARK);
    info.put("txnId", uuid("commit-" + version).toString());
    return Map.of("commitInfo", info);
  }

  private static Map<String, String> params(String... keysAndValues) {
    Map<String, String> params = new LinkedHashMap<>();
    for (int i = 0; i < keysAndValues.length; i += 2) {
      params.put(keysAndValues[i], keysAndValues[i + 1]);
    }
    return params;
  }

  @SafeVarargs
  private static void commit(Path dir, long version, Map<String, Object>... actions)
      throws IOException {
    StringBuilder lines = new StringBuilder();
    for (Map<String, Object> action : actions) {
      lines.append(Json.of(action)).append('\n');
    }
    Files.writeString(
        dir.resolve("_delta_log").resolve(String.format("%020d.json", version)), lines);
  }

  private static long at(int minute) {
    return LakeTable.START.plusSeconds(3600 * 4 + 60L * minute).toEpochMilli();
  }

  /** A fixed id per name, so a regenerated table is the same. */
  private static UUID uuid(String name) {
    return UUID.nameUUIDFromBytes((NAME + "/" + name).getBytes(StandardCharsets.UTF_8));
  }

  private static Map<String, Object> reading(long id, String sensor, double value) {
    return Map.of("reading_id", id, "sensor", sensor, "value", value);
  }
}
