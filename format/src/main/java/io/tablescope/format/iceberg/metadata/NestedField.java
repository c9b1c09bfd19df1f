package io.tablescope.format.iceberg.metadata;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Objects;

/**
 * A field of a struct.
 *
 * @param initialDefault the v3 {@code initial-default} as written, or null
 * @param writeDefault the v3 {@code write-default} as written, or null
 */
public record NestedField(
    int id,
    String name,
    boolean required,
    Type type,
    String doc,
    JsonNode initialDefault,
    JsonNode writeDefault) {
  public NestedField {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(type, "type");
  }
}
