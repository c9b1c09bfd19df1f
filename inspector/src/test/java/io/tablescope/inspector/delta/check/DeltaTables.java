package io.tablescope.inspector.delta.check;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tablescope.format.delta.action.AddFile;
import io.tablescope.format.delta.action.DeletionVectorFile;
import io.tablescope.format.io.Storage;
import io.tablescope.format.testing.delta.DeltaTableWriter;
import io.tablescope.format.testing.delta.HandWrittenCheckpoint;
import io.tablescope.format.testing.delta.HandWrittenLog;
import io.tablescope.inspector.delta.DeltaTable;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Tables for the integrity check: written by delta-standalone, then given real files or damage. */
final class DeltaTables {
  private DeltaTables() {}

  /**
   * A partitioned table of versions 0 to 10 written by delta-standalone with a checkpoint every 3
   * commits (at 3, 6 and 9): appends, a delete, an app transaction, a property change and an
   * overwrite.
   */
  static void standaloneTable(Path root) {
    DeltaTableWriter writer =
        DeltaTableWriter.create(root, List.of("p"), Map.of("delta.checkpointInterval", "3"));
    writer.append("a", "b");
    writer.append("a", "c");
    writer.appendAsApplication("stream-1", 7, "d");
    writer.removeWhere("p=a");
    writer.append("e");
    writer.setProperties(Map.of("owner", "tablescope"));
    writer.appendAsApplication("stream-1", 8, "f");
    writer.overwrite("g", "h");
    writer.append("i");
    writer.append("j", "k");
  }

  /**
   * Writes a file for every live data file of the latest version and each deletion vector file
   * under the table: the log names them, the test makes them real.
   */
  static void writeLiveFiles(Path root) throws IOException {
    DeltaTable table = open(root);
    for (AddFile add : table.log().latest().files().values()) {
      touch(root.resolve(add.decodedPath()));
      if (add.deletionVector() != null && add.deletionVector().storageType().equals("u")) {
        touch(root.resolve(DeletionVectorFile.path(add.deletionVector())));
      }
    }
  }

  static DeltaTable open(Path root) throws IOException {
    return DeltaTable.open(Storage.local(), root.toString(), Runnable::run);
  }

  static Path commit(Path root, long version) {
    return root.resolve("_delta_log").resolve(HandWrittenLog.padded(version) + ".json");
  }

  static Path checkpoint(Path root, long version) {
    return root.resolve("_delta_log")
        .resolve(HandWrittenLog.padded(version) + ".checkpoint.parquet");
  }

  /**
   * Rewrites the classic checkpoint of a version from the commits up to it, as a writer would, but
   * without the live file {@code dropped}. Returns the dropped file's path.
   */
  static String rewriteCheckpointWithout(Path root, long version, int dropped) {
    JsonNode protocol = null;
    JsonNode metadata = null;
    Map<String, JsonNode> files = new LinkedHashMap<>();
    Map<String, JsonNode> txns = new LinkedHashMap<>();
    for (long v = 0; v <= version; v++) {
      for (String line : lines(commit(root, v))) {
        JsonNode action = read(line);
        if (action.has("protocol")) {
          protocol = action;
        } else if (action.has("metaData")) {
          metadata = action;
        } else if (action.has("add")) {
          files.put(action.get("add").get("path").asText(), action);
        } else if (action.has("remove")) {
          files.remove(action.get("remove").get("path").asText());
        } else if (action.has("txn")) {
          txns.put(action.get("txn").get("appId").asText(), action);
        }
      }
    }
    List<String> paths = new ArrayList<>(files.keySet());
    String gone = paths.get(dropped);
    files.remove(gone);
    List<ObjectNode> rows = new ArrayList<>();
    rows.add((ObjectNode) protocol);
    rows.add((ObjectNode) metadata);
    txns.values().forEach(txn -> rows.add((ObjectNode) txn));
    files.values().forEach(add -> rows.add((ObjectNode) add));
    Path rewritten = checkpoint(root, version);
    HandWrittenCheckpoint.write(rewritten, rows);
    // Hadoop's checksum of the old file would make Kernel refuse the new one.
    deleteIfExists(rewritten.resolveSibling("." + rewritten.getFileName() + ".crc"));
    return gone.replace("%20", " ");
  }

  static void touch(Path file) throws IOException {
    Files.createDirectories(file.getParent());
    Files.write(file, new byte[] {'P', 'A', 'R', '1'});
  }

  private static void deleteIfExists(Path file) {
    try {
      Files.deleteIfExists(file);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static List<String> lines(Path file) {
    try {
      return Files.readAllLines(file).stream().filter(line -> !line.isBlank()).toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static JsonNode read(String line) {
    try {
      return HandWrittenLog.JSON.readTree(line);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
