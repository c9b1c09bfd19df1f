package io.tablescope.inspector.iceberg.health;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tablescope.format.testing.TestTables;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.Map;
import java.util.function.LongUnaryOperator;
import org.apache.iceberg.AppendFiles;
import org.apache.iceberg.DataFile;
import org.apache.iceberg.DataFiles;
import org.apache.iceberg.FileFormat;
import org.apache.iceberg.HasTableOperations;
import org.apache.iceberg.PartitionSpec;
import org.apache.iceberg.Schema;
import org.apache.iceberg.Table;
import org.apache.iceberg.TableMetadata;
import org.apache.iceberg.TableMetadataParser;
import org.apache.iceberg.TableOperations;
import org.apache.iceberg.types.Types;

/** Tables for the health tests, written by iceberg-core with summaries as engines write them. */
final class HealthTables {
  static final Schema SCHEMA =
      new Schema(
          Types.NestedField.required(1, "id", Types.LongType.get()),
          Types.NestedField.optional(2, "name", Types.StringType.get()));

  private HealthTables() {}

  static Table create(Path folder, Map<String, String> properties) {
    return TestTables.create(
        folder,
        folder.toAbsolutePath().normalize().toString(),
        SCHEMA,
        PartitionSpec.unpartitioned(),
        2,
        properties);
  }

  /**
   * Creates a table through iceberg-core's Hadoop catalog operations, which (unlike a bare
   * operations object) delete the metadata files the log drops when delete-after-commit is on.
   */
  static Table createHadoop(Path folder, Map<String, String> properties) {
    Map<String, String> withVersion = new java.util.HashMap<>(properties);
    withVersion.put("format-version", "2");
    return new org.apache.iceberg.hadoop.HadoopTables(new org.apache.hadoop.conf.Configuration())
        .create(
            SCHEMA,
            PartitionSpec.unpartitioned(),
            withVersion,
            folder.toAbsolutePath().normalize().toString());
  }

  /** A location iceberg-core wrote as a local path ({@code file:} URIs included). */
  static Path local(String location) {
    return location.startsWith("file:")
        ? Path.of(java.net.URI.create(location))
        : Path.of(location);
  }

  /** Appends {@code files} made-up files of {@code records} rows each, with summary properties. */
  static void append(Table table, int files, long records, Map<String, String> summary) {
    AppendFiles append = table.newFastAppend();
    for (int i = 0; i < files; i++) {
      append.appendFile(file(table, records));
    }
    summary.forEach(append::set);
    append.commit();
  }

  /** A Spark application's summary keys, as Spark's Iceberg writer sets them. */
  static Map<String, String> spark(String appId) {
    return Map.of("spark.app.id", appId, "engine-name", "spark", "engine-version", "3.5.1");
  }

  /** A Flink job's summary keys, as Flink's Iceberg committer sets them. */
  static Map<String, String> flink(String jobId) {
    return Map.of("flink.job-id", jobId, "engine-name", "flink", "engine-version", "1.20.0");
  }

  static DataFile file(Table table, long records) {
    return DataFiles.builder(table.spec())
        .withPath(table.location() + "/data/" + java.util.UUID.randomUUID() + ".parquet")
        .withFormat(FileFormat.PARQUET)
        .withFileSizeInBytes(1_000 + records)
        .withRecordCount(records)
        .build();
  }

  /**
   * Commits, through iceberg-core, metadata whose snapshots (and snapshot log) are moved in time:
   * iceberg-core stamps commits with the clock, and a test needs them spread over hours. The times
   * must grow with the sequence numbers.
   */
  static void retime(Table table, LongUnaryOperator timestampOfSnapshot) {
    TableOperations ops = ((HasTableOperations) table).operations();
    TableMetadata base = ops.current();
    ObjectMapper mapper = new ObjectMapper();
    try {
      ObjectNode json = (ObjectNode) mapper.readTree(TableMetadataParser.toJson(base));
      for (JsonNode snapshot : json.get("snapshots")) {
        long id = snapshot.get("snapshot-id").asLong();
        ((ObjectNode) snapshot).put("timestamp-ms", timestampOfSnapshot.applyAsLong(id));
      }
      // The log stays in order: a rollback's entry names an older snapshot.
      long previous = Long.MIN_VALUE;
      for (JsonNode entry : json.get("snapshot-log")) {
        long id = entry.get("snapshot-id").asLong();
        previous = Math.max(previous, timestampOfSnapshot.applyAsLong(id));
        ((ObjectNode) entry).put("timestamp-ms", previous);
      }
      ops.commit(base, TableMetadataParser.fromJson(json.toString()));
    } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
      throw new UncheckedIOException(e);
    }
    table.refresh();
  }
}
