package io.tablescope.format.iceberg.manifest;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.apache.avro.Schema;
import org.apache.avro.generic.GenericDatumReader;
import org.apache.avro.generic.GenericRecord;

/**
 * Reads manifest entries with a reader schema that is the writer's without the column statistics of
 * {@code data_file}, so that Avro's resolving decoder skips those bytes instead of building maps of
 * records and buffers for every entry.
 */
final class StatsSkippingReader extends GenericDatumReader<GenericRecord> {
  /** The {@code data_file} fields that hold column statistics. */
  static final Set<String> STATS_FIELDS =
      Set.of(
          "column_sizes",
          "value_counts",
          "null_value_counts",
          "nan_value_counts",
          "lower_bounds",
          "upper_bounds");

  @Override
  public void setSchema(Schema writer) {
    super.setSchema(writer);
    setExpected(withoutStats(writer));
  }

  /**
   * The entry schema without the statistics fields; a schema that is not a manifest entry's is
   * returned as it is, for the entry reader to name what is wrong with it.
   */
  static Schema withoutStats(Schema entry) {
    if (entry.getType() != Schema.Type.RECORD) {
      return entry;
    }
    Schema.Field dataFile = entry.getField("data_file");
    if (dataFile == null || dataFile.schema().getType() != Schema.Type.RECORD) {
      return entry;
    }
    List<Schema.Field> fileFields = new ArrayList<>();
    for (Schema.Field field : dataFile.schema().getFields()) {
      if (!STATS_FIELDS.contains(field.name())) {
        fileFields.add(new Schema.Field(field, field.schema()));
      }
    }
    Schema file = copy(dataFile.schema(), fileFields);
    List<Schema.Field> entryFields = new ArrayList<>();
    for (Schema.Field field : entry.getFields()) {
      entryFields.add(new Schema.Field(field, field == dataFile ? file : field.schema()));
    }
    return copy(entry, entryFields);
  }

  private static Schema copy(Schema record, List<Schema.Field> fields) {
    Schema copy =
        Schema.createRecord(
            record.getName(), record.getDoc(), record.getNamespace(), record.isError(), fields);
    record.getAliases().forEach(copy::addAlias);
    return copy;
  }
}
