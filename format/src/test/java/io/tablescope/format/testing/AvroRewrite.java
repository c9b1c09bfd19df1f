package io.tablescope.format.testing;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.avro.Schema;
import org.apache.avro.file.DataFileReader;
import org.apache.avro.file.DataFileWriter;
import org.apache.avro.generic.GenericDatumReader;
import org.apache.avro.generic.GenericDatumWriter;
import org.apache.avro.generic.GenericRecord;

/**
 * Damages Avro files iceberg-core wrote by rewriting their records, keeping schema and metadata.
 */
public final class AvroRewrite {
  private AvroRewrite() {}

  /** Rewrites the file with its first record appended once more (a manifest listed twice). */
  public static void duplicateFirstRecord(Path file) throws IOException {
    List<GenericRecord> records = new ArrayList<>();
    Map<String, byte[]> metadata = new HashMap<>();
    Schema schema;
    try (DataFileReader<GenericRecord> reader =
        new DataFileReader<>(file.toFile(), new GenericDatumReader<>())) {
      schema = reader.getSchema();
      for (String key : reader.getMetaKeys()) {
        if (!key.startsWith("avro.")) {
          metadata.put(key, reader.getMeta(key));
        }
      }
      reader.forEach(records::add);
    }
    records.add(records.get(0));
    Files.delete(file);
    // Hadoop's checksum of the file would no longer match.
    Files.deleteIfExists(file.resolveSibling("." + file.getFileName() + ".crc"));
    try (DataFileWriter<GenericRecord> writer =
        new DataFileWriter<>(new GenericDatumWriter<>(schema))) {
      metadata.forEach(writer::setMeta);
      writer.create(schema, file.toFile());
      for (GenericRecord record : records) {
        writer.append(record);
      }
    }
  }
}
