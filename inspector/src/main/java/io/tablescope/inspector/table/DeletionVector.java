package io.tablescope.inspector.table;

import java.util.Objects;

/**
 * The rows of a data file a Delta deletion vector marks deleted, as the add action describes it.
 *
 * @param storageType {@code u} (a file beside the table named by a UUID), {@code i} (inline) or
 *     {@code p} (an absolute path)
 * @param pathOrInlineDv the encoded UUID and prefix, the inline bitmap, or the path
 * @param offset where the vector starts in its file, or null
 * @param cardinality how many rows it deletes
 * @param uniqueId what tells this vector apart, as the Delta protocol defines it
 */
public record DeletionVector(
    String storageType,
    String pathOrInlineDv,
    Integer offset,
    long sizeInBytes,
    long cardinality,
    String uniqueId) {
  public DeletionVector {
    Objects.requireNonNull(storageType, "storageType");
    Objects.requireNonNull(pathOrInlineDv, "pathOrInlineDv");
    Objects.requireNonNull(uniqueId, "uniqueId");
  }
}
