package io.tablescope.format.iceberg.metadata;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * Parses the schema and partition spec JSON that manifests carry in their Avro header, with the
 * same rules as table metadata.
 */
public final class MetadataJson {
  private final ObjectMapper mapper = new ObjectMapper();

  /** A schema object; throws {@link IllegalArgumentException} naming what is wrong. */
  public Schema schema(String json) {
    try {
      return SchemaParser.schema(mapper.readTree(json));
    } catch (JsonProcessingException | JsonFields.FieldException e) {
      throw new IllegalArgumentException("Cannot parse schema: " + e.getMessage(), e);
    }
  }

  /** A partition spec written as a bare field array (as manifests write it). */
  public PartitionSpec specFields(int specId, String json) {
    try {
      return SchemaParser.specFields(specId, mapper.readTree(json));
    } catch (JsonProcessingException | JsonFields.FieldException e) {
      throw new IllegalArgumentException("Cannot parse partition spec: " + e.getMessage(), e);
    }
  }
}
