package io.tablescope.format.hudi.instant;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * What a completed clean deleted: Hudi's {@code HoodieCleanMetadata}.
 *
 * @param earliestCommitToRetain the oldest instant whose files the clean kept; a read from before
 *     it may find its files gone
 * @param partitionMetadata per partition, the policy followed and the files deleted
 * @param savepointedTimestamps the savepoints the clean's planner saw (its extra metadata's {@code
 *     savepointed_timestamps}): the next clean looks again at the partitions of any since deleted
 */
public record CleanMetadata(
    String earliestCommitToRetain,
    long totalFilesDeleted,
    Map<String, Partition> partitionMetadata,
    List<String> savepointedTimestamps) {
  public CleanMetadata {
    savepointedTimestamps = List.copyOf(savepointedTimestamps);
  }

  /** One partition's clean. */
  public record Partition(
      String policy, List<String> successDeleteFiles, List<String> failedDeleteFiles) {
    public Partition {
      successDeleteFiles = List.copyOf(successDeleteFiles);
      failedDeleteFiles = List.copyOf(failedDeleteFiles);
    }

    static Partition of(JsonNode node) {
      return new Partition(
          Fields.text(node, "policy"),
          Fields.texts(node, "successDeleteFiles"),
          Fields.texts(node, "failedDeleteFiles"));
    }
  }

  public static CleanMetadata of(InstantContent content) {
    if (!content.hasFields()) {
      return new CleanMetadata(null, 0, Map.of(), List.of());
    }
    JsonNode tree = content.tree();
    return new CleanMetadata(
        Fields.text(tree, "earliestCommitToRetain"),
        Fields.count(tree, "totalFilesDeleted"),
        Fields.map(tree, "partitionMetadata", Partition::of),
        savepointed(Fields.entries(tree.get("extraMetadata")).get("savepointed_timestamps")));
  }

  private static List<String> savepointed(String joined) {
    if (joined == null) {
      return List.of();
    }
    return Arrays.stream(joined.split(",")).filter(time -> !time.isEmpty()).toList();
  }
}
