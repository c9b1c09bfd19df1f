package io.tablescope.format.hudi.instant;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Map;

/**
 * What a savepoint keeps: Hudi's {@code HoodieSavepointMetadata}. The cleaner never deletes a file
 * a savepoint names, and the archiver stops at the first savepoint, so a table can be restored to
 * it.
 *
 * @param savepointedBy who took it
 * @param savepointedAt when, in seconds since the epoch
 * @param partitionMetadata per partition, the names of the files kept
 */
public record SavepointMetadata(
    String savepointedBy,
    long savepointedAt,
    String comments,
    Map<String, List<String>> partitionMetadata) {

  public static SavepointMetadata of(InstantContent content) {
    if (!content.hasFields()) {
      return new SavepointMetadata(null, 0, null, Map.of());
    }
    JsonNode tree = content.tree();
    return new SavepointMetadata(
        Fields.text(tree, "savepointedBy"),
        Fields.count(tree, "savepointedAt"),
        Fields.text(tree, "comments"),
        Fields.map(tree, "partitionMetadata", node -> Fields.texts(node, "savepointDataFile")));
  }

  /** The names of every file the savepoint keeps, in any partition. */
  public List<String> fileNames() {
    return partitionMetadata.values().stream().flatMap(List::stream).toList();
  }
}
