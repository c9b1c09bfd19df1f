package io.tablescope.format.iceberg.metadata;

import java.util.List;
import java.util.Objects;

/**
 * A field of a partition spec.
 *
 * @param sourceIds the source column ids; one for every transform but v3 multi-argument ones
 * @param fieldId the partition field id, which names the field in manifests
 * @param transform the transform as written: {@code identity}, {@code bucket[16]}, {@code
 *     truncate[4]}, {@code year}, {@code month}, {@code day}, {@code hour}, {@code void}
 */
public record PartitionField(String name, List<Integer> sourceIds, int fieldId, String transform) {
  public PartitionField {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(transform, "transform");
    sourceIds = List.copyOf(sourceIds);
  }

  /** The first (usually only) source column id. */
  public int sourceId() {
    return sourceIds.isEmpty() ? -1 : sourceIds.get(0);
  }
}
