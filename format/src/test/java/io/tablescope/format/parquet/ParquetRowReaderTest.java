package io.tablescope.format.parquet;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.parquet.conf.PlainParquetConfiguration;
import org.apache.parquet.example.data.Group;
import org.apache.parquet.example.data.simple.SimpleGroup;
import org.apache.parquet.hadoop.ParquetFileReader;
import org.apache.parquet.hadoop.ParquetWriter;
import org.apache.parquet.hadoop.example.ExampleParquetWriter;
import org.apache.parquet.io.LocalInputFile;
import org.apache.parquet.io.LocalOutputFile;
import org.apache.parquet.schema.MessageType;
import org.apache.parquet.schema.MessageTypeParser;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ParquetRowReaderTest {
  private static final MessageType SCHEMA =
      MessageTypeParser.parseMessageType(
          "message row {"
              + " optional group header { required int64 version; optional binary note (STRING); }"
              + " optional group file {"
              + "   required binary path (STRING);"
              + "   optional group values (MAP) {"
              + "     repeated group key_value { required binary key (STRING);"
              + "       optional binary value (STRING); } }"
              + "   optional group tags (LIST) { repeated group list { optional int32 element; } }"
              + " }"
              + " optional group never { required int32 x; }"
              + "}");
  private static final int ROWS = 2_000;
  private static final List<Integer> HEADER_ROWS = List.of(3, 1_500, 2_000);

  @TempDir Path folder;

  @Test
  void rowsComeAsJsonObjectsWithMapsListsAndNullsAsWritten() throws IOException {
    List<ObjectNode> rows = new ArrayList<>();
    ParquetRowReader.read("t.parquet", write(), rows::add);

    assertThat(rows).hasSize(ROWS);
    assertThat(rows.get(0).toString())
        .isEqualTo(
            "{\"file\":{\"path\":\"f1\",\"values\":{\"p\":\"1\",\"q\":null},\"tags\":[1,null]}}");
    assertThat(rows.get(2).toString())
        .isEqualTo("{\"header\":{\"version\":3,\"note\":\"n3\"},\"file\":{\"path\":\"f3\"}}");
  }

  @Test
  void presentRowsAreTheRowsWhereAChosenColumnIsSetWithTheirNumbersAcrossRowGroups()
      throws IOException {
    Map<Long, String> kept = new LinkedHashMap<>();
    ParquetRowReader.readPresentRows(
        "t.parquet",
        write(),
        "header"::equals,
        (number, row) -> kept.put(number, row.get("header").get("version").asText()));

    assertThat(kept)
        .containsExactly(Map.entry(3L, "3"), Map.entry(1_500L, "1500"), Map.entry(2_000L, "2000"));
  }

  @Test
  void aColumnNullInEveryRowKeepsNoRowAndIsNotRead() throws IOException {
    List<Long> kept = new ArrayList<>();

    ParquetRowReader.readPresentRows(
        "t.parquet", write(), "never"::equals, (number, row) -> kept.add(number));

    assertThat(kept).isEmpty();
  }

  /** Rows 1..ROWS each hold a file; the header rows also hold a header. Small row groups. */
  private byte[] write() throws IOException {
    Path file = folder.resolve("t.parquet");
    try (ParquetWriter<Group> writer =
        ExampleParquetWriter.builder(new LocalOutputFile(file))
            .withConf(new PlainParquetConfiguration())
            .withType(SCHEMA)
            .withRowGroupSize(4_096L)
            .withMinRowCountForPageSizeCheck(10)
            .build()) {
      for (int number = 1; number <= ROWS; number++) {
        SimpleGroup row = new SimpleGroup(SCHEMA);
        if (HEADER_ROWS.contains(number)) {
          row.addGroup("header").append("version", (long) number).append("note", "n" + number);
        }
        Group data = row.addGroup("file").append("path", "f" + number);
        if (number == 1) {
          Group values = data.addGroup("values");
          values.addGroup("key_value").append("key", "p").append("value", "1");
          values.addGroup("key_value").append("key", "q");
          Group tags = data.addGroup("tags");
          tags.addGroup("list").append("element", 1);
          tags.addGroup("list");
        }
        writer.write(row);
      }
    }
    assertThat(rowGroups(file)).isGreaterThan(1);
    return Files.readAllBytes(file);
  }

  private static int rowGroups(Path file) throws IOException {
    try (ParquetFileReader reader = ParquetFileReader.open(new LocalInputFile(file))) {
      return reader.getRowGroups().size();
    }
  }
}
