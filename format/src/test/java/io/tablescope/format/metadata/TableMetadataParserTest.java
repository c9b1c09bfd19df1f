package io.tablescope.format.metadata;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tablescope.format.io.LocalFileAccess;
import io.tablescope.format.testing.SharedFixtures;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TableMetadataParserTest {
  @TempDir Path folder;

  private static String validV2() throws IOException {
    return Files.readString(
        SharedFixtures.icebergCoreMetadata().resolve("TableMetadataV2Valid.json"));
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
        validV2().replaceFirst("\"snapshot-id\"", "\"x-writer\": {\"job\": 7}, \"snapshot-id\"");

    TableMetadata metadata = parse(json);

    assertThat(metadata.snapshots().get(0).unknownFields()).containsOnlyKeys("x-writer");
    assertThat(metadata.snapshots().get(0).unknownFields().get("x-writer").toString())
        .isEqualTo("{\"job\":7}");
    assertThat(metadata.snapshots().get(1).unknownFields()).isEmpty();
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
        Files.readString(SharedFixtures.icebergCoreMetadata().resolve("TableMetadataV1Valid.json"))
            .replace("\"current-snapshot-id\": -1", "\"current-snapshot-id\": 7")
            .replace(
                "\"snapshots\": []",
                "\"snapshots\": [{\"snapshot-id\": 7, \"timestamp-ms\": 1,"
                    + " \"manifests\": [\"/t/metadata/a-m0.avro\", \"/t/metadata/b-m0.avro\"],"
                    + " \"summary\": {\"operation\": \"append\", \"added-data-files\": \"2\"}}]");

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
    String json = validV2().replaceFirst("\"last-column-id\"\\s*:\\s*3,", "");

    TableMetadata metadata = parse(json);

    assertThat(metadata.problems())
        .extracting(problem -> problem.message())
        .containsExactly("Cannot parse missing int: last-column-id");
    assertThat(metadata.snapshots()).hasSize(2);
  }

  @Test
  void textThatIsNotJsonFailsWithItsPosition() {
    assertThatThrownBy(() -> parse("{\"format-version\": 2,\n \"location\": s3://x}"))
        .isInstanceOf(TableMetadataParser.MalformedMetadataException.class)
        .hasMessageStartingWith("Malformed JSON at line 2, column ");
  }
}
