package io.tablescope.format.hudi.instant;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;

/**
 * What a write did to one file of one file group: Hudi's {@code HoodieWriteStat}.
 *
 * @param path the file written, relative to the table root
 * @param prevCommit the instant of the base file it replaced, or null for a new file group (Hudi
 *     writes the text {@code null})
 */
public record WriteStat(
    String partitionPath,
    String fileId,
    String path,
    String prevCommit,
    long numWrites,
    long numInserts,
    long numUpdateWrites,
    long numDeletes,
    long totalWriteBytes,
    long totalWriteErrors,
    long fileSizeInBytes,
    long totalLogRecords,
    long totalLogBlocks,
    long totalCorruptLogBlock,
    long totalRollbackBlocks,
    String baseFile,
    List<String> logFiles) {
  public WriteStat {
    logFiles = List.copyOf(logFiles);
  }

  static WriteStat of(JsonNode node, String partition) {
    String partitionPath = Fields.text(node, "partitionPath");
    String prevCommit = Fields.text(node, "prevCommit");
    return new WriteStat(
        partitionPath == null ? partition : partitionPath,
        Fields.text(node, "fileId"),
        Fields.text(node, "path"),
        prevCommit == null || prevCommit.equals("null") ? null : prevCommit,
        Fields.count(node, "numWrites"),
        Fields.count(node, "numInserts"),
        Fields.count(node, "numUpdateWrites"),
        Fields.count(node, "numDeletes"),
        Fields.count(node, "totalWriteBytes"),
        Fields.count(node, "totalWriteErrors"),
        Fields.count(node, "fileSizeInBytes"),
        Fields.count(node, "totalLogRecords"),
        Fields.count(node, "totalLogBlocks"),
        Fields.count(node, "totalCorruptLogBlock"),
        Fields.count(node, "totalRollbackBlocks"),
        Fields.text(node, "baseFile"),
        Fields.texts(node, "logFiles"));
  }

  /** Whether the write was to a log file: the path names a {@code .log.} file. */
  public boolean isLog() {
    return path != null && path.contains(".log.");
  }
}
