package io.tablescope.inspector.iceberg;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tablescope.format.Problem;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.apache.hadoop.conf.Configuration;
import org.apache.iceberg.DataFiles;
import org.apache.iceberg.PartitionSpec;
import org.apache.iceberg.Schema;
import org.apache.iceberg.TableMetadata;
import org.apache.iceberg.TableMetadataParser;
import org.apache.iceberg.TableProperties;
import org.apache.iceberg.exceptions.ValidationException;
import org.apache.iceberg.hadoop.HadoopTables;
import org.apache.iceberg.types.Types;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Format v1 has no sequence numbers. iceberg-core reads a v1 table's last sequence number as 0
 * whatever {@code last-sequence-number} says, but reads a snapshot's {@code sequence-number} when
 * one is there, and then refuses the metadata because it is above 0. Tablescope reads the same
 * numbers, names the refusal in iceberg-core's words, and names the ignored field.
 */
class V1SequenceNumbersTest {
  private static final ObjectMapper MAPPER = new ObjectMapper();
  private static final String IGNORED =
      "last-sequence-number 5 is ignored: format v1 has no sequence numbers, and iceberg-core"
          + " reads 0";

  @TempDir Path folder;
  private Path metadata;

  @BeforeEach
  void createVersionOneTable() {
    PartitionSpec spec = PartitionSpec.unpartitioned();
    var table =
        new HadoopTables(new Configuration())
            .create(
                new Schema(Types.NestedField.required(1, "id", Types.LongType.get())),
                spec,
                Map.of(TableProperties.FORMAT_VERSION, "1"),
                folder.toString());
    for (int i = 0; i < 2; i++) {
      table
          .newFastAppend()
          .appendFile(
              DataFiles.builder(spec)
                  .withPath("/nowhere/data/" + i + ".parquet")
                  .withFileSizeInBytes(10)
                  .withRecordCount(1)
                  .build())
          .commit();
    }
    metadata = folder.resolve("metadata/v3.metadata.json");
  }

  /** Edits the newest metadata file; returns what iceberg-core reads, or its message. */
  private Object edit(Consumer<ObjectNode> change) throws IOException {
    ObjectNode json = (ObjectNode) MAPPER.readTree(metadata.toFile());
    assertThat(json.get("format-version").asInt()).isEqualTo(1);
    change.accept(json);
    String text = MAPPER.writeValueAsString(json);
    Files.writeString(metadata, text);
    Files.deleteIfExists(metadata.resolveSibling("." + metadata.getFileName() + ".crc"));
    try {
      return TableMetadataParser.fromJson(text);
    } catch (IllegalArgumentException | ValidationException e) {
      return e.getMessage();
    }
  }

  private static void firstSnapshotSequenceNumber(ObjectNode json, long value) {
    JsonNode first = json.get("snapshots").get(0);
    ((ObjectNode) first).put("sequence-number", value);
  }

  private IcebergTable open() throws IOException {
    return IcebergTable.open(folder.toString(), Runnable::run);
  }

  private static List<String> messages(IcebergTable table) {
    return table.problems().stream().map(Problem::message).toList();
  }

  @Test
  void aLastSequenceNumberIsIgnoredAsIcebergCoreIgnoresIt() throws IOException {
    Object iceberg = edit(json -> json.put("last-sequence-number", 5));

    IcebergTable opened = open();

    assertThat(iceberg).isInstanceOf(TableMetadata.class);
    assertThat(opened.metadata().lastSequenceNumber())
        .isEqualTo(((TableMetadata) iceberg).lastSequenceNumber())
        .isZero();
    assertThat(messages(opened)).containsExactly(IGNORED);
  }

  @Test
  void aSnapshotSequenceNumberIsIcebergsRefusal() throws IOException {
    Object iceberg = edit(json -> firstSnapshotSequenceNumber(json, 3));

    IcebergTable opened = open();

    assertThat(iceberg).isInstanceOf(String.class);
    assertThat(messages(opened))
        .singleElement()
        .asString()
        .startsWith(iceberg + " (snapshot ")
        .endsWith("; format v1 has no sequence numbers, so the last is 0)");
  }

  @Test
  void aLastSequenceNumberDoesNotCoverASnapshotSequenceNumber() throws IOException {
    Object iceberg =
        edit(
            json -> {
              json.put("last-sequence-number", 5);
              firstSnapshotSequenceNumber(json, 3);
            });

    IcebergTable opened = open();

    assertThat(iceberg).isInstanceOf(String.class);
    assertThat(opened.metadata().lastSequenceNumber()).isZero();
    assertThat(messages(opened)).hasSize(2).contains(IGNORED);
    assertThat(messages(opened))
        .anySatisfy(message -> assertThat(message).startsWith(iceberg + " (snapshot "));
  }
}
