package io.tablescope.format.testing.delta;

import static io.tablescope.format.testing.delta.HandWrittenLog.add;
import static io.tablescope.format.testing.delta.HandWrittenLog.commitInfo;
import static io.tablescope.format.testing.delta.HandWrittenLog.deletionVector;
import static io.tablescope.format.testing.delta.HandWrittenLog.domainMetadata;
import static io.tablescope.format.testing.delta.HandWrittenLog.metadata;
import static io.tablescope.format.testing.delta.HandWrittenLog.protocol;
import static io.tablescope.format.testing.delta.HandWrittenLog.remove;
import static io.tablescope.format.testing.delta.HandWrittenLog.txn;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Delta tables written by hand with what delta-standalone cannot write: deletion vectors (all three
 * storage types, and DV updates), in-commit timestamps, domain metadata, V2 checkpoints (a JSON and
 * a Parquet top file, each with a sidecar), a log compaction, a {@code N.crc}, and a legacy table
 * with a multi-part checkpoint. Tests check Delta Kernel reads them before trusting them.
 */
public final class HandWrittenTables {
  /** The first in-commit timestamp of the feature table; each later commit is 1000 ms after. */
  public static final long FIRST_ICT = 1_750_000_000_000L;

  private HandWrittenTables() {}

  /**
   * A reader 3 / writer 7 table with deletion vectors, in-commit timestamps, domain metadata and V2
   * checkpoints, versions 0 to 8: a V2 JSON checkpoint at 3, a V2 Parquet checkpoint at 6, the
   * compaction {@code 7.8.compacted.json} and {@code 8.crc}. The commit files' modification times
   * deliberately disagree with the in-commit timestamps.
   */
  public static void featureTable(Path root) {
    HandWrittenLog log = new HandWrittenLog(root);
    Live live = new Live();
    Map<String, String> columns = new LinkedHashMap<>();
    columns.put("id", "col-1");
    columns.put("region", "col-2");
    Map<String, String> configuration = new LinkedHashMap<>();
    configuration.put("delta.enableDeletionVectors", "true");
    configuration.put("delta.enableInCommitTimestamps", "true");
    configuration.put("delta.columnMapping.mode", "name");
    configuration.put("delta.columnMapping.maxColumnId", "2");
    configuration.put("delta.checkpointPolicy", "v2");
    ObjectNode protocol =
        protocol(
            3,
            7,
            List.of("columnMapping", "deletionVectors", "v2Checkpoint"),
            List.of(
                "columnMapping",
                "deletionVectors",
                "v2Checkpoint",
                "inCommitTimestamp",
                "domainMetadata"));
    ObjectNode metadata =
        metadata("feature-table", HandWrittenLog.schema(columns), List.of("region"), configuration);
    Map<String, String> east = Map.of("region", "east");
    Map<String, String> west = Map.of("region", "west");
    ObjectNode dvUuid = deletionVector("u", "ab^-aqEH.-t@S}K{vb[*k^", 1, 36, 2);
    ObjectNode dvInline =
        deletionVector("i", "wi5b=000010000siXQKl0rr91000f55c8Xg0@@D72lkbi5=-{L", null, 40, 3);
    ObjectNode dvPath = deletionVector("p", "file:/tmp/dv/deletion_vector_x.bin", 4, 36, 1);

    commit(
        log,
        live,
        0,
        List.of(
            protocol,
            metadata,
            add("a%20file.parquet", east, 10, null),
            add("b.parquet", west, 20, null)));
    commit(
        log,
        live,
        1,
        List.of(remove("a%20file.parquet", east, null), add("a%20file.parquet", east, 10, dvUuid)));
    commit(
        log,
        live,
        2,
        List.of(
            domainMetadata("tablescope.test", "{\"k\":1}", false),
            txn("app-1", 5),
            add("region=east/c.parquet", east, 30, null)));
    commit(
        log,
        live,
        3,
        List.of(
            remove("a%20file.parquet", east, dvUuid), add("a%20file.parquet", east, 10, dvInline)));
    v2JsonCheckpoint(log, live, 3, protocol, metadata);
    commit(
        log,
        live,
        4,
        List.of(
            remove("b.parquet", west, null),
            add("d.parquet", west, 40, null),
            domainMetadata("tablescope.test", "{\"k\":1}", true)));
    commit(log, live, 5, List.of(add("e.parquet", west, 50, dvPath)));
    commit(log, live, 6, List.of(remove("region=east/c.parquet", east, null), txn("app-1", 6)));
    v2ParquetCheckpoint(log, live, 6, protocol, metadata);
    commit(log, live, 7, List.of(add("f.parquet", east, 60, null)));
    commit(log, live, 8, List.of(add("g.parquet", west, 70, null)));
    log.compaction(
        7, 8, List.of(add("f.parquet", east, 60, null), add("g.parquet", west, 70, null)));
    log.write(
        HandWrittenLog.padded(8) + ".crc",
        "{\"tableSizeBytes\":"
            + live.totalSize()
            + ",\"numFiles\":"
            + live.files.size()
            + ",\"numMetadata\":1,\"numProtocol\":1,\"metadata\":"
            + metadata.get("metaData")
            + ",\"protocol\":"
            + protocol.get("protocol")
            + ",\"inCommitTimestampOpt\":"
            + (FIRST_ICT + 8000)
            + ",\"setTransactions\":[{\"appId\":\"app-1\",\"version\":6}],\"domainMetadata\":[],"
            + "\"fileSizeHistogram\":{\"sortedBinBoundaries\":[0,8192],\"fileCounts\":[5,0],"
            + "\"totalBytes\":[250,0]},\"numDeletedRecordsOpt\":4,\"numDeletionVectorsOpt\":2,"
            + "\"allFiles\":[]}");
  }

  /**
   * A legacy reader 1 / writer 2 table of versions 0 to 5 with a two-part checkpoint at 4 and a
   * {@code _last_checkpoint} pointing at it.
   */
  public static void multiPartTable(Path root) {
    HandWrittenLog log = new HandWrittenLog(root);
    Live live = new Live();
    ObjectNode protocol = protocol(1, 2, null, null);
    Map<String, String> unmapped = new LinkedHashMap<>();
    unmapped.put("id", null);
    ObjectNode metadata =
        metadata("multi-part", HandWrittenLog.schema(unmapped), List.of(), Map.of());
    commit(log, live, 0, List.of(protocol, metadata, add("p1.parquet", Map.of(), 1, null)), false);
    for (int version = 1; version <= 5; version++) {
      List<ObjectNode> actions = new ArrayList<>();
      actions.add(add("p" + (version + 1) + ".parquet", Map.of(), version + 1, null));
      if (version == 3) {
        actions.add(remove("p1.parquet", Map.of(), null));
      }
      commit(log, live, version, actions, false);
      if (version == 4) {
        List<ObjectNode> all = live.checkpointActions(protocol, metadata);
        int half = all.size() / 2;
        String prefix = HandWrittenLog.padded(4) + ".checkpoint.";
        HandWrittenCheckpoint.write(
            log.logDir().resolve(prefix + "0000000001.0000000002.parquet"), all.subList(0, half));
        HandWrittenCheckpoint.write(
            log.logDir().resolve(prefix + "0000000002.0000000002.parquet"),
            all.subList(half, all.size()));
        log.write("_last_checkpoint", "{\"version\":4,\"size\":" + all.size() + ",\"parts\":2}");
      }
    }
  }

  private static void commit(
      HandWrittenLog log, Live live, long version, List<ObjectNode> actions) {
    commit(log, live, version, actions, true);
  }

  private static void commit(
      HandWrittenLog log, Live live, long version, List<ObjectNode> actions, boolean ict) {
    List<ObjectNode> lines = new ArrayList<>();
    lines.add(commitInfo("WRITE", ict ? FIRST_ICT + version * 1000 : null));
    lines.addAll(actions);
    // Modification times run backwards, so only in-commit timestamps can date these commits.
    log.commit(version, 1_800_000_000_000L - version * 60_000, lines);
    actions.forEach(live::apply);
  }

  private static void v2JsonCheckpoint(
      HandWrittenLog log, Live live, long version, ObjectNode protocol, ObjectNode metadata) {
    Path sidecar =
        HandWrittenCheckpoint.write(
            log.logDir().resolve("_sidecars/" + sidecarName(version)), live.fileActions());
    List<ObjectNode> lines = new ArrayList<>(live.nonFileActions(protocol, metadata));
    lines.add(checkpointMetadata(version));
    lines.add(sidecarAction(sidecar));
    StringBuilder text = new StringBuilder();
    lines.forEach(line -> text.append(line).append('\n'));
    log.write(
        HandWrittenLog.padded(version) + ".checkpoint.3a0d65cd-4056-49b8-937b-95f9e3ee90e5.json",
        text.toString());
  }

  private static void v2ParquetCheckpoint(
      HandWrittenLog log, Live live, long version, ObjectNode protocol, ObjectNode metadata) {
    Path sidecar =
        HandWrittenCheckpoint.write(
            log.logDir().resolve("_sidecars/" + sidecarName(version)), live.fileActions());
    List<ObjectNode> rows = new ArrayList<>(live.nonFileActions(protocol, metadata));
    rows.add(checkpointMetadata(version));
    rows.add(sidecarAction(sidecar));
    HandWrittenCheckpoint.write(
        log.logDir()
            .resolve(
                HandWrittenLog.padded(version)
                    + ".checkpoint.80a083e8-7026-4e79-81be-64bd76c43a11.parquet"),
        rows);
  }

  /** Sidecars are named as Delta names them: Kernel reads the version from the name. */
  private static String sidecarName(long version) {
    return HandWrittenLog.padded(version)
        + ".checkpoint.0000000001.0000000001.5d4e7a1c-3f0b-4c8e-9a55-0c1d2e3f4a5b.parquet";
  }

  private static ObjectNode checkpointMetadata(long version) {
    return HandWrittenLog.wrap(
        "checkpointMetadata", HandWrittenLog.JSON.createObjectNode().put("version", version));
  }

  private static ObjectNode sidecarAction(Path sidecar) {
    try {
      ObjectNode body = HandWrittenLog.JSON.createObjectNode();
      body.put("path", sidecar.getFileName().toString());
      body.put("sizeInBytes", Files.size(sidecar));
      body.put("modificationTime", Files.getLastModifiedTime(sidecar).toMillis());
      return HandWrittenLog.wrap("sidecar", body);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** What the written commits leave live, kept by the writer to write checkpoints. */
  private static final class Live {
    private final Map<String, ObjectNode> files = new LinkedHashMap<>();
    private final Map<String, ObjectNode> tombstones = new LinkedHashMap<>();
    private final Map<String, ObjectNode> txns = new LinkedHashMap<>();
    private final Map<String, ObjectNode> domains = new LinkedHashMap<>();

    void apply(ObjectNode action) {
      if (action.has("add")) {
        String key = key(action.get("add"));
        files.put(key, action);
        tombstones.remove(key);
      } else if (action.has("remove")) {
        String key = key(action.get("remove"));
        files.remove(key);
        tombstones.put(key, action);
      } else if (action.has("txn")) {
        txns.put(action.get("txn").get("appId").asText(), action);
      } else if (action.has("domainMetadata")) {
        String domain = action.get("domainMetadata").get("domain").asText();
        if (action.get("domainMetadata").get("removed").asBoolean()) {
          domains.remove(domain);
        } else {
          domains.put(domain, action);
        }
      }
    }

    private static String key(com.fasterxml.jackson.databind.JsonNode file) {
      return file.get("path").asText() + "|" + file.path("deletionVector");
    }

    long totalSize() {
      return files.values().stream().mapToLong(add -> add.get("add").get("size").asLong()).sum();
    }

    List<ObjectNode> fileActions() {
      List<ObjectNode> actions = new ArrayList<>(files.values());
      actions.addAll(tombstones.values());
      return actions;
    }

    List<ObjectNode> nonFileActions(ObjectNode protocol, ObjectNode metadata) {
      List<ObjectNode> actions = new ArrayList<>(List.of(protocol, metadata));
      actions.addAll(txns.values());
      actions.addAll(domains.values());
      return actions;
    }

    List<ObjectNode> checkpointActions(ObjectNode protocol, ObjectNode metadata) {
      List<ObjectNode> actions = nonFileActions(protocol, metadata);
      actions.addAll(fileActions());
      return actions;
    }
  }
}
