package io.tablescope.format.hudi.instant;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;

/**
 * A clustering's plan, from its requested file (Hudi's {@code HoodieRequestedReplaceMetadata}
 * holding a {@code HoodieClusteringPlan}): the file slices it rewrites.
 */
public record ClusteringPlan(String operationType, List<Slice> slices) {
  public ClusteringPlan {
    slices = List.copyOf(slices);
  }

  /** A slice the plan reads: Hudi's {@code HoodieSliceInfo}. */
  public record Slice(
      String partitionPath, String fileId, String dataFilePath, List<String> deltaFilePaths) {
    public Slice {
      deltaFilePaths = List.copyOf(deltaFilePaths);
    }

    static Slice of(JsonNode node) {
      return new Slice(
          Fields.text(node, "partitionPath"),
          Fields.text(node, "fileId"),
          Fields.text(node, "dataFilePath"),
          Fields.texts(node, "deltaFilePaths"));
    }
  }

  public static ClusteringPlan of(InstantContent content) {
    if (!content.hasFields()) {
      return new ClusteringPlan(null, List.of());
    }
    JsonNode plan = content.tree().get("clusteringPlan");
    List<Slice> slices = new ArrayList<>();
    if (plan != null && plan.isObject()) {
      for (JsonNode group : Fields.list(plan, "inputGroups", node -> node)) {
        slices.addAll(Fields.list(group, "slices", Slice::of));
      }
    }
    return new ClusteringPlan(Fields.text(content.tree(), "operationType"), slices);
  }
}
