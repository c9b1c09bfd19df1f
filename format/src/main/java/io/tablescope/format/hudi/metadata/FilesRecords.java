package io.tablescope.format.hudi.metadata;

import com.fasterxml.jackson.core.JsonFactory;
import io.tablescope.format.avro.AvroDecoder;
import io.tablescope.format.avro.AvroException;
import io.tablescope.format.avro.AvroRecord;
import io.tablescope.format.avro.AvroSchema;
import io.tablescope.format.avro.AvroSchemaParser;
import io.tablescope.format.avro.AvroValues;
import io.tablescope.format.hudi.hfile.HFile;
import io.tablescope.format.hudi.hfile.HFileCell;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Decodes the cells of an HFile of a metadata table's {@code files} partition: each cell's row is
 * the record's key (Hudi blanks the key field in the value to save its bytes) and its value the
 * record in Avro binary, written with the given schema. The payloads of other partitions (bloom
 * filters, column statistics, the record index) are skipped unread.
 */
public final class FilesRecords {
  private static final JsonFactory JSON = new JsonFactory();

  // The fields of HoodieMetadataRecord no files record fills: skipped, not held.
  private static final Set<String> OTHER_PAYLOADS =
      Set.of(
          "BloomFilterMetadata",
          "ColumnStatsMetadata",
          "recordIndexMetadata",
          "SecondaryIndexMetadata");

  private FilesRecords() {}

  /**
   * The records of the file, in its order.
   *
   * @param writerSchema the Avro schema the values were written with, as JSON
   * @throws AvroException naming the location and the record's key when a value does not decode
   */
  public static List<FilesRecord> read(String location, HFile file, String writerSchema) {
    AvroSchema schema = AvroSchemaParser.parse(JSON, writerSchema);
    for (String field : List.of("type", "filesystemMetadata")) {
      if (schema.type() != AvroSchema.Type.RECORD || schema.field(field) == null) {
        throw new AvroException(
            location + ": its schema is not a metadata record's (no field " + field + ")");
      }
    }
    AvroValues.Reader reader = AvroValues.reader(schema, OTHER_PAYLOADS);
    List<FilesRecord> records = new ArrayList<>(file.cells().size());
    for (HFileCell cell : file.cells()) {
      records.add(record(location, cell, reader));
    }
    return records;
  }

  private static FilesRecord record(String location, HFileCell cell, AvroValues.Reader reader) {
    byte[] value = cell.value();
    AvroDecoder in = new AvroDecoder(value, 0, value.length);
    Object decoded;
    try {
      decoded = reader.read(in);
    } catch (AvroException e) {
      throw new AvroException(
          location + ": the record of " + cell.key() + " does not decode: " + e.getMessage());
    }
    if (!in.isEnd()) {
      throw new AvroException(
          location + ": the record of " + cell.key() + " has bytes past its schema's fields");
    }
    AvroRecord record = (AvroRecord) decoded;
    Object type = record.get("type");
    if (!(type instanceof Integer)) {
      throw new AvroException(location + ": the record of " + cell.key() + " has no type");
    }
    Map<String, FilesRecord.FileInfo> entries = new LinkedHashMap<>();
    if (record.get("filesystemMetadata") instanceof Map<?, ?> files) {
      for (Map.Entry<?, ?> entry : files.entrySet()) {
        entries.put((String) entry.getKey(), fileInfo(location, cell.key(), entry.getValue()));
      }
    }
    return new FilesRecord(cell.key(), (Integer) type, entries);
  }

  private static FilesRecord.FileInfo fileInfo(String location, String key, Object value) {
    if (value instanceof AvroRecord info
        && info.get("size") instanceof Long size
        && info.get("isDeleted") instanceof Boolean deleted) {
      return new FilesRecord.FileInfo(size, deleted);
    }
    throw new AvroException(
        location + ": the record of " + key + " names a file without its size and isDeleted");
  }
}
