package io.tablescope.format.hudi.instant;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Map;

/**
 * What a completed rollback undid: Hudi's {@code HoodieRollbackMetadata}.
 *
 * @param commitsRollback the instants rolled back
 * @param partitionMetadata per partition, the files deleted
 */
public record RollbackMetadata(
    List<String> commitsRollback,
    long totalFilesDeleted,
    Map<String, Partition> partitionMetadata) {
  public RollbackMetadata {
    commitsRollback = List.copyOf(commitsRollback);
  }

  /** One partition's rollback. */
  public record Partition(List<String> successDeleteFiles, List<String> failedDeleteFiles) {
    public Partition {
      successDeleteFiles = List.copyOf(successDeleteFiles);
      failedDeleteFiles = List.copyOf(failedDeleteFiles);
    }

    static Partition of(JsonNode node) {
      return new Partition(
          Fields.texts(node, "successDeleteFiles"), Fields.texts(node, "failedDeleteFiles"));
    }
  }

  public static RollbackMetadata of(InstantContent content) {
    if (!content.hasFields()) {
      return new RollbackMetadata(List.of(), 0, Map.of());
    }
    JsonNode tree = content.tree();
    return new RollbackMetadata(
        Fields.texts(tree, "commitsRollback"),
        Fields.count(tree, "totalFilesDeleted"),
        Fields.map(tree, "partitionMetadata", Partition::of));
  }
}
