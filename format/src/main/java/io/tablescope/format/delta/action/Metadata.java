package io.tablescope.format.delta.action;

import io.tablescope.format.delta.schema.StructType;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A {@code metaData} action: the table's identity, schema, partitioning and properties. The latest
 * one in the log replaces the previous one wholesale.
 *
 * @param id the table's unique id
 * @param name the table name, or null
 * @param description the description, or null
 * @param format the data files' format
 * @param schemaString Spark's JSON schema as written
 * @param schema the schema parsed, or null when {@code schemaString} does not parse
 * @param partitionColumns the partition columns' logical names, in order
 * @param configuration the table properties
 * @param createdTime when the table was created, in milliseconds since the epoch, or null
 * @param otherFields fields this reader does not know, name to JSON text
 */
public record Metadata(
    String id,
    String name,
    String description,
    Format format,
    String schemaString,
    StructType schema,
    List<String> partitionColumns,
    Map<String, String> configuration,
    Long createdTime,
    Map<String, String> otherFields)
    implements Action {

  public Metadata {
    Objects.requireNonNull(id, "id");
    Objects.requireNonNull(format, "format");
    Objects.requireNonNull(schemaString, "schemaString");
    partitionColumns = List.copyOf(partitionColumns);
    configuration = Maps.copyOrEmpty(configuration);
    otherFields = Maps.copyOrEmpty(otherFields);
  }

  @Override
  public String key() {
    return "metaData";
  }

  /** The column mapping mode: {@code none}, {@code name} or {@code id}. */
  public String columnMappingMode() {
    return configuration.getOrDefault("delta.columnMapping.mode", "none");
  }

  /**
   * The data files' format.
   *
   * @param provider the format name, {@code parquet}
   * @param options the format options
   */
  public record Format(String provider, Map<String, String> options) {
    public Format {
      Objects.requireNonNull(provider, "provider");
      options = Maps.copyOrEmpty(options);
    }
  }
}
