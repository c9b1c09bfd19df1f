package io.tablescope.format.hudi.instant;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;

/**
 * A compaction's or log compaction's plan, from its requested file: Hudi's {@code
 * HoodieCompactionPlan}, one operation a file slice to merge.
 */
public record CompactionPlan(List<Operation> operations) {
  public CompactionPlan {
    operations = List.copyOf(operations);
  }

  /**
   * One slice to compact.
   *
   * @param baseInstantTime the slice's base instant
   * @param dataFilePath its base file, or null for a log-only slice
   * @param deltaFilePaths its log files
   */
  public record Operation(
      String partitionPath,
      String fileId,
      String baseInstantTime,
      String dataFilePath,
      List<String> deltaFilePaths) {
    public Operation {
      deltaFilePaths = List.copyOf(deltaFilePaths);
    }

    static Operation of(JsonNode node) {
      return new Operation(
          Fields.text(node, "partitionPath"),
          Fields.text(node, "fileId"),
          Fields.text(node, "baseInstantTime"),
          Fields.text(node, "dataFilePath"),
          Fields.texts(node, "deltaFilePaths"));
    }
  }

  public static CompactionPlan of(InstantContent content) {
    return content.hasFields()
        ? new CompactionPlan(Fields.list(content.tree(), "operations", Operation::of))
        : new CompactionPlan(List.of());
  }
}
