package io.tablescope.format.testing.delta;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import java.util.Map;

/**
 * Writes what delta-standalone cannot: commit files with any actions (deletion vectors, reader
 * version 3 features, in-commit timestamps), log compactions, {@code N.crc} and {@code
 * _last_checkpoint}. Actions are built as JSON with the static helpers; Kernel must accept what a
 * test writes before the test trusts it.
 */
public final class HandWrittenLog {
  /** The JSON mapper the helpers build with. */
  public static final ObjectMapper JSON = new ObjectMapper();

  private final Path logDir;

  public HandWrittenLog(Path tableRoot) {
    this.logDir = tableRoot.resolve("_delta_log");
    try {
      Files.createDirectories(logDir);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  public Path logDir() {
    return logDir;
  }

  /** The 20-digit file name prefix of a version. */
  public static String padded(long version) {
    return String.format("%020d", version);
  }

  /** Writes {@code N.json}, one action per line, dated at {@code modificationTime}. */
  public Path commit(long version, long modificationTime, List<ObjectNode> actions) {
    Path file = logDir.resolve(padded(version) + ".json");
    writeLines(file, actions);
    setModificationTime(file, modificationTime);
    return file;
  }

  /** Writes the log compaction {@code x.y.compacted.json}. */
  public Path compaction(long from, long to, List<ObjectNode> actions) {
    Path file = logDir.resolve(padded(from) + "." + padded(to) + ".compacted.json");
    writeLines(file, actions);
    return file;
  }

  /** Writes any file of the log as text. */
  public Path write(String name, String text) {
    Path file = logDir.resolve(name);
    try {
      Files.createDirectories(file.getParent());
      Files.writeString(file, text, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return file;
  }

  private void writeLines(Path file, List<ObjectNode> actions) {
    StringBuilder text = new StringBuilder();
    for (ObjectNode action : actions) {
      text.append(action.toString()).append('\n');
    }
    write(file.getFileName().toString(), text.toString());
  }

  /** Sets a file's modification time. */
  public static void setModificationTime(Path file, long millis) {
    try {
      Files.setLastModifiedTime(file, FileTime.fromMillis(millis));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** {@code {"protocol": ...}}; features are written only when not null. */
  public static ObjectNode protocol(
      int reader, int writer, List<String> readerFeatures, List<String> writerFeatures) {
    ObjectNode body = JSON.createObjectNode();
    body.put("minReaderVersion", reader).put("minWriterVersion", writer);
    if (readerFeatures != null) {
      readerFeatures.forEach(body.putArray("readerFeatures")::add);
    }
    if (writerFeatures != null) {
      writerFeatures.forEach(body.putArray("writerFeatures")::add);
    }
    return wrap("protocol", body);
  }

  /** {@code {"metaData": ...}} for a schema string, partition columns and properties. */
  public static ObjectNode metadata(
      String id, String schemaString, List<String> partitionColumns, Map<String, String> config) {
    ObjectNode body = JSON.createObjectNode();
    body.put("id", id);
    body.putObject("format").put("provider", "parquet").putObject("options");
    body.put("schemaString", schemaString);
    partitionColumns.forEach(body.putArray("partitionColumns")::add);
    ObjectNode configuration = body.putObject("configuration");
    config.forEach(configuration::put);
    body.put("createdTime", 1_700_000_000_000L);
    return wrap("metaData", body);
  }

  /** The schema string of string columns, each with optional column-mapping metadata. */
  public static String schema(Map<String, String> physicalNamesByLogical) {
    ObjectNode struct = JSON.createObjectNode().put("type", "struct");
    ArrayNode fields = struct.putArray("fields");
    int id = 1;
    for (Map.Entry<String, String> column : physicalNamesByLogical.entrySet()) {
      ObjectNode field = fields.addObject();
      field.put("name", column.getKey()).put("type", "string").put("nullable", true);
      ObjectNode metadata = field.putObject("metadata");
      if (column.getValue() != null) {
        metadata.put("delta.columnMapping.id", id++);
        metadata.put("delta.columnMapping.physicalName", column.getValue());
      }
    }
    return struct.toString();
  }

  /** {@code {"add": ...}}, with a deletion vector when {@code dv} is not null. */
  public static ObjectNode add(
      String path, Map<String, String> partitionValues, long size, ObjectNode dv) {
    ObjectNode body = JSON.createObjectNode();
    body.put("path", path);
    ObjectNode values = body.putObject("partitionValues");
    partitionValues.forEach(values::put);
    body.put("size", size).put("modificationTime", 1_700_000_000_000L).put("dataChange", true);
    body.put("stats", "{\"numRecords\":10,\"tightBounds\":" + (dv == null) + "}");
    if (dv != null) {
      body.set("deletionVector", dv);
    }
    return wrap("add", body);
  }

  /** {@code {"remove": ...}} of a file with an optional deletion vector. */
  public static ObjectNode remove(String path, Map<String, String> partitionValues, ObjectNode dv) {
    ObjectNode body = JSON.createObjectNode();
    body.put("path", path).put("deletionTimestamp", 1_700_000_000_000L).put("dataChange", true);
    body.put("extendedFileMetadata", true);
    ObjectNode values = body.putObject("partitionValues");
    partitionValues.forEach(values::put);
    body.put("size", 100);
    if (dv != null) {
      body.set("deletionVector", dv);
    }
    return wrap("remove", body);
  }

  /** A deletion vector descriptor; {@code offset} null for inline vectors. */
  public static ObjectNode deletionVector(
      String storageType, String pathOrInline, Integer offset, int size, long cardinality) {
    ObjectNode dv = JSON.createObjectNode();
    dv.put("storageType", storageType).put("pathOrInlineDv", pathOrInline);
    if (offset != null) {
      dv.put("offset", offset);
    }
    return dv.put("sizeInBytes", size).put("cardinality", cardinality);
  }

  /** {@code {"commitInfo": ...}} with an in-commit timestamp when {@code ict} is not null. */
  public static ObjectNode commitInfo(String operation, Long ict) {
    ObjectNode body = JSON.createObjectNode();
    if (ict != null) {
      body.put("inCommitTimestamp", ict);
    }
    body.put("timestamp", ict == null ? 1_700_000_000_000L : ict);
    body.put("operation", operation);
    body.putObject("operationParameters").put("mode", "Append");
    body.put("isolationLevel", "Serializable").put("isBlindAppend", true);
    body.put("engineInfo", "tablescope-test");
    return wrap("commitInfo", body);
  }

  /** {@code {"txn": ...}}. */
  public static ObjectNode txn(String appId, long version) {
    ObjectNode body = JSON.createObjectNode().put("appId", appId).put("version", version);
    return wrap("txn", body);
  }

  /** {@code {"domainMetadata": ...}}. */
  public static ObjectNode domainMetadata(String domain, String configuration, boolean removed) {
    ObjectNode body = JSON.createObjectNode();
    body.put("domain", domain).put("configuration", configuration).put("removed", removed);
    return wrap("domainMetadata", body);
  }

  /** One action line: the body under its key. */
  public static ObjectNode wrap(String key, ObjectNode body) {
    ObjectNode line = JSON.createObjectNode();
    line.set(key, body);
    return line;
  }
}
