package io.tablescope.inspector.hudi;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A Hudi table written file by file as Hudi's storage layout lays it out (hudi.md §2, §4, §5): the
 * properties, instant files named for the timeline layout, partition markers, and base and log
 * files. For the layout rules themselves; tables Hudi's own client writes are in the oracle tests.
 */
final class HandWrittenHudiTable {
  private final Path root;
  private final Path timeline;

  HandWrittenHudiTable(Path root, String tableType, int tableVersion) {
    this.root = root;
    Path meta = root.resolve(".hoodie");
    this.timeline = tableVersion >= 8 ? meta.resolve("timeline") : meta;
    write(
        meta.resolve("hoodie.properties"),
        "hoodie.table.name=orders\n"
            + "hoodie.table.type="
            + tableType
            + "\nhoodie.table.version="
            + tableVersion
            + "\nhoodie.timeline.layout.version="
            + (tableVersion >= 8 ? 2 : 1)
            + "\nhoodie.table.recordkey.fields=id\nhoodie.table.partition.fields=region\n");
  }

  Path root() {
    return root;
  }

  HandWrittenHudiTable partition(String partition) {
    write(
        root.resolve(partition).resolve(".hoodie_partition_metadata"),
        "commitTime=0\npartitionDepth=1\n");
    return this;
  }

  HandWrittenHudiTable file(String partition, String name) {
    write(root.resolve(partition).resolve(name), "x".repeat(100));
    return this;
  }

  /** An instant file; {@code name} as the timeline names it, content JSON or empty. */
  HandWrittenHudiTable instant(String name, String json) {
    write(timeline.resolve(name), json);
    return this;
  }

  /** A commit's metadata in Hudi's JSON: one write stat a path, in partition {@code region=EU}. */
  static String commit(String operation, String... paths) {
    StringBuilder stats = new StringBuilder();
    for (String path : paths) {
      String name = path.substring(path.lastIndexOf('/') + 1);
      String fileId =
          name.startsWith(".")
              ? name.substring(1, name.indexOf('_'))
              : name.substring(0, name.indexOf('_'));
      stats
          .append(stats.isEmpty() ? "" : ",")
          .append("{\"fileId\":\"")
          .append(fileId)
          .append("\",\"path\":\"")
          .append(path)
          .append(
              "\",\"prevCommit\":\"null\",\"numWrites\":10,\"numInserts\":10,\"totalWriteBytes\":100}");
    }
    return "{\"partitionToWriteStats\":{\"region=EU\":["
        + stats
        + "]},\"compacted\":false,\"extraMetadata\":{\"schema\":\"{\\\"type\\\":\\\"record\\\"}\"},\"operationType\":\""
        + operation
        + "\"}";
  }

  private static void write(Path file, String text) {
    try {
      Files.createDirectories(file.getParent());
      Files.writeString(file, text, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
