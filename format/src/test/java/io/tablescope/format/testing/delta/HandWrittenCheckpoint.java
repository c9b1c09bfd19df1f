package io.tablescope.format.testing.delta;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import org.apache.parquet.conf.PlainParquetConfiguration;
import org.apache.parquet.example.data.Group;
import org.apache.parquet.example.data.simple.SimpleGroup;
import org.apache.parquet.hadoop.ParquetWriter;
import org.apache.parquet.hadoop.example.ExampleParquetWriter;
import org.apache.parquet.hadoop.metadata.CompressionCodecName;
import org.apache.parquet.io.LocalOutputFile;
import org.apache.parquet.schema.GroupType;
import org.apache.parquet.schema.LogicalTypeAnnotation;
import org.apache.parquet.schema.MessageType;
import org.apache.parquet.schema.MessageTypeParser;
import org.apache.parquet.schema.PrimitiveType;
import org.apache.parquet.schema.Type;

/**
 * Writes checkpoint Parquet files by hand, one row per action (the same JSON the commit helpers
 * build), in the protocol's checkpoint schema: classic and multi-part checkpoints of hand-written
 * tables, V2 top files and sidecars, none of which delta-standalone writes.
 */
public final class HandWrittenCheckpoint {
  private static final String STRING_MAP =
      " (MAP) { repeated group key_value { required binary key (STRING);"
          + " optional binary value (STRING); } }";
  private static final String STRING_LIST =
      " (LIST) { repeated group list { optional binary element (STRING); } }";
  private static final String DELETION_VECTOR =
      "optional group deletionVector { optional binary storageType (STRING);"
          + " optional binary pathOrInlineDv (STRING); optional int32 offset;"
          + " optional int32 sizeInBytes; optional int64 cardinality; }";

  /** The checkpoint schema: every action a checkpoint holds, as the protocol lays it out. */
  public static final MessageType SCHEMA =
      MessageTypeParser.parseMessageType(
          "message checkpoint {"
              + " optional group txn { optional binary appId (STRING); optional int64 version;"
              + "   optional int64 lastUpdated; }"
              + " optional group add { optional binary path (STRING);"
              + "   optional group partitionValues"
              + STRING_MAP
              + "   optional int64 size; optional int64 modificationTime;"
              + "   optional boolean dataChange; optional binary stats (STRING);"
              + "   optional group tags"
              + STRING_MAP
              + DELETION_VECTOR
              + "   optional int64 baseRowId; optional int64 defaultRowCommitVersion; }"
              + " optional group remove { optional binary path (STRING);"
              + "   optional int64 deletionTimestamp; optional boolean dataChange;"
              + "   optional boolean extendedFileMetadata;"
              + "   optional group partitionValues"
              + STRING_MAP
              + "   optional int64 size;"
              + DELETION_VECTOR
              + "   optional int64 baseRowId; optional int64 defaultRowCommitVersion; }"
              + " optional group metaData { optional binary id (STRING);"
              + "   optional binary name (STRING); optional binary description (STRING);"
              + "   optional group format { optional binary provider (STRING);"
              + "     optional group options"
              + STRING_MAP
              + " }"
              + "   optional binary schemaString (STRING);"
              + "   optional group partitionColumns"
              + STRING_LIST
              + "   optional group configuration"
              + STRING_MAP
              + "   optional int64 createdTime; }"
              + " optional group protocol { optional int32 minReaderVersion;"
              + "   optional int32 minWriterVersion;"
              + "   optional group readerFeatures"
              + STRING_LIST
              + "   optional group writerFeatures"
              + STRING_LIST
              + " }"
              + " optional group domainMetadata { optional binary domain (STRING);"
              + "   optional binary configuration (STRING); optional boolean removed; }"
              + " optional group checkpointMetadata { optional int64 version;"
              + "   optional group tags"
              + STRING_MAP
              + " }"
              + " optional group sidecar { optional binary path (STRING);"
              + "   optional int64 sizeInBytes; optional int64 modificationTime;"
              + "   optional group tags"
              + STRING_MAP
              + " }"
              + "}");

  private HandWrittenCheckpoint() {}

  /** Writes the actions (one {@code {"key": body}} object each) as rows of a Parquet file. */
  public static Path write(Path file, List<ObjectNode> actions) {
    return write(file, actions, CompressionCodecName.UNCOMPRESSED);
  }

  /** {@link #write(Path, List)} with the pages compressed as a writer configures them. */
  public static Path write(Path file, List<ObjectNode> actions, CompressionCodecName codec) {
    try {
      Files.deleteIfExists(file);
      Files.createDirectories(file.getParent());
      try (ParquetWriter<Group> writer =
          ExampleParquetWriter.builder(new LocalOutputFile(file))
              .withConf(new PlainParquetConfiguration())
              .withType(SCHEMA)
              .withCompressionCodec(codec)
              .build()) {
        for (ObjectNode action : actions) {
          SimpleGroup row = new SimpleGroup(SCHEMA);
          fill(row, action);
          writer.write(row);
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return file;
  }

  private static void fill(Group group, JsonNode object) {
    GroupType type = group.getType();
    Iterator<Map.Entry<String, JsonNode>> fields = object.fields();
    while (fields.hasNext()) {
      Map.Entry<String, JsonNode> field = fields.next();
      if (!type.containsField(field.getKey()) || field.getValue().isNull()) {
        continue;
      }
      Type fieldType = type.getType(field.getKey());
      JsonNode value = field.getValue();
      if (fieldType.isPrimitive()) {
        addPrimitive(group, field.getKey(), fieldType.asPrimitiveType(), value);
        continue;
      }
      Group nested = group.addGroup(field.getKey());
      LogicalTypeAnnotation annotation = fieldType.getLogicalTypeAnnotation();
      if (annotation instanceof LogicalTypeAnnotation.MapLogicalTypeAnnotation) {
        value
            .fields()
            .forEachRemaining(
                entry -> {
                  Group keyValue = nested.addGroup("key_value");
                  keyValue.add("key", entry.getKey());
                  if (!entry.getValue().isNull()) {
                    keyValue.add("value", entry.getValue().asText());
                  }
                });
      } else if (annotation instanceof LogicalTypeAnnotation.ListLogicalTypeAnnotation) {
        value.forEach(element -> nested.addGroup("list").add("element", element.asText()));
      } else {
        fill(nested, value);
      }
    }
  }

  private static void addPrimitive(Group group, String name, PrimitiveType type, JsonNode value) {
    switch (type.getPrimitiveTypeName()) {
      case INT32 -> group.add(name, value.asInt());
      case INT64 -> group.add(name, value.asLong());
      case BOOLEAN -> group.add(name, value.asBoolean());
      default -> group.add(name, value.isTextual() ? value.asText() : value.toString());
    }
  }
}
