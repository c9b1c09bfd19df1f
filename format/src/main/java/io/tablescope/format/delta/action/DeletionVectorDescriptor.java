package io.tablescope.format.delta.action;

import java.util.Map;
import java.util.Objects;

/**
 * Where the deletion vector of a data file is and what it holds.
 *
 * @param storageType {@code u} (relative path from a UUID), {@code i} (inline) or {@code p}
 *     (absolute path)
 * @param pathOrInlineDv the encoded UUID with its prefix, the inline bitmap, or the path
 * @param offset where the vector starts in its file, or null (inline vectors have none)
 * @param sizeInBytes the size of the serialized vector
 * @param cardinality how many rows it deletes
 * @param otherFields fields this reader does not know, name to JSON text
 */
public record DeletionVectorDescriptor(
    String storageType,
    String pathOrInlineDv,
    Integer offset,
    int sizeInBytes,
    long cardinality,
    Map<String, String> otherFields) {

  public DeletionVectorDescriptor {
    Objects.requireNonNull(storageType, "storageType");
    Objects.requireNonNull(pathOrInlineDv, "pathOrInlineDv");
    otherFields = Maps.copyOrEmpty(otherFields);
  }

  /**
   * The vector's identity in the protocol: storage type, then path or inline data, then {@code @}
   * and the offset when there is one. A file is keyed by its path and this id.
   */
  public String uniqueId() {
    String id = storageType + pathOrInlineDv;
    return offset == null ? id : id + "@" + offset;
  }
}
