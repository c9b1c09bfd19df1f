package io.tablescope.format.iceberg.metadata;

import com.fasterxml.jackson.core.JsonFactory;
import io.tablescope.format.json.JsonTrees;
import java.io.IOException;

/**
 * Parses the schema and partition spec JSON that manifests carry in their Avro header, with the
 * same rules as table metadata.
 */
public final class MetadataJson {
  private final JsonFactory factory = new JsonFactory();

  /** A schema object; throws {@link IllegalArgumentException} naming what is wrong. */
  public Schema schema(String json) {
    try {
      return SchemaParser.schema(JsonTrees.read(factory, json));
    } catch (IOException | JsonFields.FieldException e) {
      throw new IllegalArgumentException("Cannot parse schema: " + e.getMessage(), e);
    }
  }

  /** A partition spec written as a bare field array (as manifests write it). */
  public PartitionSpec specFields(int specId, String json) {
    try {
      return SchemaParser.specFields(specId, JsonTrees.read(factory, json));
    } catch (IOException | JsonFields.FieldException e) {
      throw new IllegalArgumentException("Cannot parse partition spec: " + e.getMessage(), e);
    }
  }
}
