package io.tablescope.format.iceberg.metadata;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tablescope.format.Problem;
import io.tablescope.format.io.LocalFileAccess;
import io.tablescope.format.testing.MetadataAssertions;
import io.tablescope.format.testing.MetadataFixtures;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TableMetadataParserTest {
  @TempDir Path folder;

  private String validV2() {
    return new MetadataFixtures(folder.resolve("fixtures")).v2TwoSnapshots();
  }

  private static ObjectNode parseObject(String json) {
    try {
      return (ObjectNode) new ObjectMapper().readTree(json);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static TableMetadata parse(String json) throws IOException {
    return new TableMetadataParser()
        .parse(
            "test.metadata.json", new ByteArrayInputStream(json.getBytes(StandardCharsets.UTF_8)));
  }

  @Test
  void keepsUnknownTopLevelFields() throws IOException {
    String json =
        validV2().replaceFirst("\\{", "{\"x-lineage\": {\"owner\": \"etl\", \"runs\": [1, 2]},");

    TableMetadata metadata = parse(json);

    assertThat(metadata.unknownFields()).containsOnlyKeys("x-lineage");
    assertThat(metadata.unknownFields().get("x-lineage").toString())
        .isEqualTo("{\"owner\":\"etl\",\"runs\":[1,2]}");
    assertThat(metadata.problems()).isEmpty();
  }

  @Test
  void keepsUnknownSnapshotFields() throws IOException {
    String json =
        MetadataFixtures.edited(
            validV2(),
            node ->
                ((ObjectNode) node.get("snapshots").get(0)).putObject("x-writer").put("job", 7));

    TableMetadata metadata = parse(json);

    assertThat(metadata.snapshots().get(0).unknownFields()).containsOnlyKeys("x-writer");
    assertThat(metadata.snapshots().get(0).unknownFields().get("x-writer").toString())
        .isEqualTo("{\"job\":7}");
    assertThat(metadata.snapshots().get(1).unknownFields()).isEmpty();
  }

  @Test
  void aLongHistoryReadInParallelHasEachSnapshotsOwnSummary() throws IOException {
    int count = 3_000;
    StringBuilder snapshots = new StringBuilder("\"snapshots\": [");
    StringBuilder log = new StringBuilder("\"snapshot-log\": [");
    for (int i = 1; i <= count; i++) {
      snapshots
          .append(i == 1 ? "" : ",")
          .append("{\"snapshot-id\": ")
          .append(i)
          .append(i == 1 ? "" : ", \"parent-snapshot-id\": " + (i - 1))
          .append(", \"timestamp-ms\": ")
          .append(1_600_000_000_000L + i)
          .append(", \"sequence-number\": ")
          .append(i)
          .append(", \"summary\": {\"operation\": \"")
          .append(i % 3 == 0 ? "overwrite" : "append")
          .append("\", \"added-records\": \"")
          .append(i * 7)
          .append("\", \"note\": \"brace } and quote \\\" in ")
          .append(i)
          .append("\"}, \"manifest-list\": \"s3://a/b/snap-")
          .append(i)
          .append(".avro\"}");
      log.append(i == 1 ? "" : ",")
          .append("{\"snapshot-id\": ")
          .append(i)
          .append(", \"timestamp-ms\": ")
          .append(1_600_000_000_000L + i)
          .append('}');
    }
    String history = snapshots + "], " + log + "]";
    String json =
        MetadataFixtures.edited(
            validV2(),
            node -> {
              ObjectNode replaced = parseObject("{" + history + "}");
              node.put("last-sequence-number", count);
              node.put("current-snapshot-id", count);
              ((ObjectNode) node.get("refs").get("main")).put("snapshot-id", count);
              node.set("snapshots", replaced.get("snapshots"));
              node.set("snapshot-log", replaced.get("snapshot-log"));
            });
    Path file = Files.writeString(folder.resolve("v2.metadata.json"), json);
    java.util.concurrent.ExecutorService executor =
        java.util.concurrent.Executors.newFixedThreadPool(4);
    try {
      TableMetadata metadata =
          new TableMetadataParser(executor).read(new LocalFileAccess(), file.toString());

      MetadataAssertions.assertSameMetadata(
          org.apache.iceberg.TableMetadataParser.fromJson(json), metadata);
      assertThat(metadata.snapshots()).hasSize(count);
      assertThat(metadata.snapshot(2_999).orElseThrow().summaryValue("note"))
          .contains("brace } and quote \" in 2999");
    } finally {
      executor.shutdownNow();
    }
  }

  @Test
  void readsGzippedMetadata() throws IOException {
    try (OutputStream out =
        new GZIPOutputStream(Files.newOutputStream(folder.resolve("00001-x.metadata.json.gz")))) {
      out.write(validV2().getBytes(StandardCharsets.UTF_8));
    }

    TableMetadata metadata =
        new TableMetadataParser()
            .read(new LocalFileAccess(), folder.resolve("00001-x.metadata.json.gz").toString());

    assertThat(metadata.snapshots()).hasSize(2);
  }

  @Test
  void readsV1SnapshotsThatListManifestsInline() throws IOException {
    String json =
        MetadataFixtures.edited(
            new MetadataFixtures(folder).v1(),
            node -> {
              node.put("current-snapshot-id", 7);
              node.remove("refs");
              node.set(
                  "snapshots",
                  parseObject(
                          "{\"snapshots\": [{\"snapshot-id\": 7, \"timestamp-ms\": 1,"
                              + " \"manifests\": [\"/t/metadata/a-m0.avro\","
                              + " \"/t/metadata/b-m0.avro\"], \"summary\": {\"operation\":"
                              + " \"append\", \"added-data-files\": \"2\"}}]}")
                      .get("snapshots"));
            });

    TableMetadata metadata = parse(json);

    Snapshot snapshot = metadata.currentSnapshot().orElseThrow();
    assertThat(snapshot.manifestList()).isNull();
    assertThat(snapshot.manifests())
        .containsExactly("/t/metadata/a-m0.avro", "/t/metadata/b-m0.avro");
    assertThat(snapshot.sequenceNumber()).isZero();
    assertThat(snapshot.operation()).isEqualTo("append");
    assertThat(snapshot.summary()).containsExactly(java.util.Map.entry("added-data-files", "2"));
    assertThat(metadata.refs()).containsOnlyKeys("main");
  }

  @Test
  void missingFieldIsAProblemWithIcebergCoresWording() throws IOException {
    String json = MetadataFixtures.edited(validV2(), node -> node.remove("last-column-id"));

    TableMetadata metadata = parse(json);

    assertThat(metadata.problems())
        .extracting(problem -> problem.message())
        .containsExactly("Cannot parse missing int: last-column-id");
    assertThat(metadata.snapshots()).hasSize(2);
  }

  @Test
  void aNumberTooLargeForItsFieldIsANamedProblemAndItsEntryIsLeftOut() throws IOException {
    TableMetadata metadata =
        parse(
            "{\"format-version\": 2,\n \"metadata-log\": [{\"timestamp-ms\":"
                + " 9876543210123456789, \"metadata-file\": \"m\"}]}");

    assertThat(metadata.metadataLog()).isEmpty();
    assertThat(metadata.problems())
        .extracting(Problem::message)
        .contains(
            "Cannot parse to a long value: timestamp-ms: 9876543210123456789"
                + " (metadata-log[0] is left out)");
  }

  @Test
  void zeroedBytesThatLookLikeAnotherEncodingFailAsMalformed() {
    assertThatThrownBy(() -> parse("{" + "\0".repeat(46) + ", \"format-version\": 2}"))
        .isInstanceOf(TableMetadataParser.MalformedMetadataException.class)
        .hasMessageStartingWith("Malformed JSON, not UTF-8: ");
  }

  @Test
  void textThatIsNotJsonFailsWithItsPosition() {
    assertThatThrownBy(() -> parse("{\"format-version\": 2,\n \"location\": s3://x}"))
        .isInstanceOf(TableMetadataParser.MalformedMetadataException.class)
        .hasMessageStartingWith("Malformed JSON at line 2, column ");
  }
}
