package io.tablescope.inspector.iceberg.check;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tablescope.format.testing.MetadataFixtures;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.apache.avro.Schema;
import org.apache.avro.file.DataFileReader;
import org.apache.avro.file.DataFileWriter;
import org.apache.avro.generic.GenericDatumReader;
import org.apache.avro.generic.GenericDatumWriter;
import org.apache.avro.generic.GenericRecord;
import org.apache.iceberg.HasTableOperations;
import org.apache.iceberg.Table;

/** Breaks one thing in a table iceberg-core wrote: its metadata JSON or an Avro file's records. */
final class IntegrityFixtures {
  private IntegrityFixtures() {}

  /** The table's current metadata file. */
  static Path metadataFile(Table table) {
    return local(((HasTableOperations) table).operations().current().metadataFileLocation());
  }

  static Path local(String location) {
    return Paths.get(location.startsWith("file:") ? location.substring(5) : location);
  }

  /** Edits the table's current metadata file in place. */
  static void editMetadata(Table table, Consumer<ObjectNode> edit) throws IOException {
    Path file = metadataFile(table);
    Files.writeString(file, MetadataFixtures.edited(Files.readString(file), edit));
    Files.deleteIfExists(file.resolveSibling("." + file.getFileName() + ".crc"));
  }

  /** Rewrites an Avro file with its records edited, keeping its schema and metadata. */
  static void editRecords(Path file, Consumer<List<GenericRecord>> edit) throws IOException {
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
    edit.accept(records);
    Files.delete(file);
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
