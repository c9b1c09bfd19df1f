package io.tablescope.inspector.iceberg.definition;

import io.tablescope.format.iceberg.metadata.Schema;
import java.util.List;

/**
 * A schema version of the table with its fields as rows.
 *
 * @param isCurrent whether it is the table's current schema
 */
public record SchemaVersion(
    int schemaId, boolean isCurrent, List<Integer> identifierFieldIds, List<SchemaField> fields) {
  public SchemaVersion {
    identifierFieldIds = List.copyOf(identifierFieldIds);
    fields = List.copyOf(fields);
  }

  static SchemaVersion of(Schema schema, int currentSchemaId) {
    return new SchemaVersion(
        schema.schemaId(),
        schema.schemaId() == currentSchemaId,
        schema.identifierFieldIds(),
        SchemaField.of(schema));
  }
}
