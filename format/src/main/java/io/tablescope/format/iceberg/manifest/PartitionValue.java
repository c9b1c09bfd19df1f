package io.tablescope.format.iceberg.manifest;

import java.util.Objects;

/** One field of a file's partition tuple. */
public record PartitionValue(String name, int fieldId, String transform, Value value) {
  public PartitionValue {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(value, "value");
  }
}
