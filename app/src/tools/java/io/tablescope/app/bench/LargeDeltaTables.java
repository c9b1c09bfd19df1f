package io.tablescope.app.bench;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tablescope.format.testing.delta.HandWrittenCheckpoint;
import io.tablescope.format.testing.delta.HandWrittenLog;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.apache.parquet.hadoop.metadata.CompressionCodecName;

/**
 * Writes the two large Delta tables the scale benchmark reads, as a Spark writer would lay them
 * out: files named {@code p=N/part-...snappy.parquet} over 100 partitions, each add with the
 * statistics of three columns. One table holds its live files in a snappy checkpoint (and a small
 * commit after it); the other holds them in commit JSON alone, 1,000 adds a commit.
 */
final class LargeDeltaTables {
  private static final int PARTITIONS = 100;
  private static final int ADDS_PER_COMMIT = 1_000;
  private static final long START = 1_700_000_000_000L;

  private LargeDeltaTables() {}

  /** Writes both tables under a folder, to read them again by hand: {@code DIR [files]}. */
  public static void main(String[] args) {
    Path folder = Path.of(args[0]);
    int files = args.length > 1 ? Integer.parseInt(args[1]) : 200_000;
    checkpointed(folder.resolve("checkpointed"), files);
    inCommits(folder.resolve("in-commits"), files);
  }

  /**
   * Version 0 creates the table, version 1 adds every file, a checkpoint at version 1 holds them,
   * and version 2 replaces ten of them.
   */
  static void checkpointed(Path root, int files) {
    HandWrittenLog log = new HandWrittenLog(root);
    List<ObjectNode> header = header();
    log.commit(0, START, withCommitInfo("CREATE TABLE", header));
    List<ObjectNode> adds = new ArrayList<>();
    for (int i = 0; i < files; i++) {
      adds.add(add(i));
    }
    log.commit(1, START + 1_000, withCommitInfo("WRITE", adds));
    List<ObjectNode> rows = new ArrayList<>(header);
    rows.addAll(adds);
    HandWrittenCheckpoint.write(
        log.logDir().resolve(HandWrittenLog.padded(1) + ".checkpoint.parquet"),
        rows,
        CompressionCodecName.SNAPPY);
    log.write("_last_checkpoint", "{\"version\":1,\"size\":" + rows.size() + "}");
    List<ObjectNode> replace = new ArrayList<>();
    for (int i = 0; i < 10; i++) {
      ObjectNode removed = adds.get(i * (files / 10));
      replace.add(
          HandWrittenLog.remove(
              removed.get("add").get("path").asText(), partition(i * (files / 10)), null));
      replace.add(add(files + i));
    }
    log.commit(2, START + 2_000, withCommitInfo("WRITE", replace));
  }

  /** Version 0 creates the table; each later version adds 1,000 files. No checkpoint. */
  static void inCommits(Path root, int files) {
    HandWrittenLog log = new HandWrittenLog(root);
    log.commit(0, START, withCommitInfo("CREATE TABLE", header()));
    int version = 1;
    for (int first = 0; first < files; first += ADDS_PER_COMMIT) {
      List<ObjectNode> adds = new ArrayList<>();
      for (int i = first; i < Math.min(files, first + ADDS_PER_COMMIT); i++) {
        adds.add(add(i));
      }
      log.commit(version, START + version * 1_000L, withCommitInfo("WRITE", adds));
      version++;
    }
  }

  private static List<ObjectNode> header() {
    Map<String, String> columns = new LinkedHashMap<>();
    columns.put("id", null);
    columns.put("value", null);
    columns.put("p", null);
    // Checkpoints are written by hand here, never by interval.
    return List.of(
        HandWrittenLog.protocol(1, 2, null, null),
        HandWrittenLog.metadata(
            "large",
            HandWrittenLog.schema(columns),
            List.of("p"),
            Map.of("delta.checkpointInterval", "1000000")));
  }

  private static List<ObjectNode> withCommitInfo(String operation, List<ObjectNode> actions) {
    List<ObjectNode> all = new ArrayList<>();
    all.add(HandWrittenLog.commitInfo(operation, null));
    all.addAll(actions);
    return all;
  }

  private static Map<String, String> partition(int file) {
    return Map.of("p", Integer.toString(file % PARTITIONS));
  }

  private static ObjectNode add(int file) {
    String partition = Integer.toString(file % PARTITIONS);
    String name =
        "p="
            + partition
            + "/part-"
            + String.format("%05d", file % 1_000)
            + "-"
            + new UUID(file, file * 31L)
            + ".c000.snappy.parquet";
    ObjectNode add = HandWrittenLog.add(name, partition(file), 1_000_000L + file, null);
    long rows = 10_000 + file % 1_000;
    ((ObjectNode) add.get("add"))
        .put(
            "stats",
            "{\"numRecords\":"
                + rows
                + ",\"minValues\":{\"id\":\""
                + file * 10_000L
                + "\",\"value\":\"a"
                + file
                + "\"},\"maxValues\":{\"id\":\""
                + (file * 10_000L + rows - 1)
                + "\",\"value\":\"z"
                + file
                + "\"},\"nullCount\":{\"id\":0,\"value\":"
                + file % 7
                + "}}");
    return add;
  }
}
