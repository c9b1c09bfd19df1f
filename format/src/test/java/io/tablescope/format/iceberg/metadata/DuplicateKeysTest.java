package io.tablescope.format.iceberg.metadata;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.format.Problem;
import io.tablescope.format.io.LocalFileAccess;
import io.tablescope.format.testing.FixtureTables;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.apache.iceberg.HasTableOperations;
import org.apache.iceberg.Table;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Metadata iceberg-core wrote, edited to repeat a key: the file is damaged, a problem naming the
 * key by its pointer, and the value read is the last, as iceberg-core's JSON tree reads it.
 */
class DuplicateKeysTest {
  @TempDir Path folder;

  private String icebergJson(Table table) {
    return org.apache.iceberg.TableMetadataParser.toJson(
        ((HasTableOperations) table).operations().current());
  }

  private static TableMetadata parse(String json) throws IOException {
    return new TableMetadataParser()
        .parse("t.metadata.json", new ByteArrayInputStream(json.getBytes(StandardCharsets.UTF_8)));
  }

  private static String repeated(String pointer) {
    return "the key at "
        + pointer
        + " appears more than once in its object; the last value is read, as iceberg-core reads"
        + " it";
  }

  /** The JSON with a field added right after the opening brace of the top-level object. */
  private static String withFirst(String json, String field) {
    return "{" + field + "," + json.substring(1);
  }

  @Test
  void aRepeatedSnapshotsArrayIsDamageAndOnlyTheLastIsReadAsIcebergReadsIt() throws IOException {
    Table table = new FixtureTables(folder).unpartitioned(2);
    long first = table.history().get(0).snapshotId();
    String json = withFirst(icebergJson(table), "\"snapshots\":[]");

    TableMetadata metadata = parse(json);

    assertThat(org.apache.iceberg.TableMetadataParser.fromJson(json).snapshots()).hasSize(2);
    assertThat(metadata.snapshots()).hasSize(2);
    assertThat(metadata.snapshot(first)).isPresent();
    assertThat(metadata.problems())
        .extracting(Problem::kind, Problem::path, Problem::message)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple(
                Problem.Kind.CORRUPT, "t.metadata.json", repeated("/snapshots")));
  }

  @Test
  void aRepeatedKeyDeepInsideIsNamedByItsPointerAndTheLastValueIsRead() throws IOException {
    Table table = new FixtureTables(folder).unpartitioned(2);
    String original = icebergJson(table);
    String json =
        original
            .replaceFirst(
                "\"properties\"\\s*:\\s*\\{", "\"properties\":{\"owner\":\"a\",\"owner\":\"b\",")
            .replaceFirst(
                "\"summary\"\\s*:\\s*\\{", "\"summary\":{\"writer\":\"a\",\"writer\":\"b\",");

    TableMetadata metadata = parse(json);

    assertThat(org.apache.iceberg.TableMetadataParser.fromJson(json).properties().get("owner"))
        .isEqualTo("b");
    assertThat(metadata.properties()).containsEntry("owner", "b");
    assertThat(metadata.snapshots().get(0).summary()).containsEntry("writer", "b");
    assertThat(metadata.problems())
        .extracting(Problem::message)
        .containsExactlyInAnyOrder(
            repeated("/properties/owner"), repeated("/snapshots/0/summary/writer"));
  }

  @Test
  void aRepeatedManifestsListInASnapshotKeepsOnlyTheLast() throws IOException {
    Table table = new FixtureTables(folder).unpartitioned(1);
    String json =
        icebergJson(table)
            .replaceFirst(
                "\"manifest-list\"",
                "\"manifests\":[\"/a.avro\"],\"manifests\":[\"/b.avro\"],\"manifest-list\"");

    TableMetadata metadata = parse(json);

    assertThat(metadata.snapshots().get(0).manifests()).containsExactly("/b.avro");
    assertThat(metadata.problems())
        .extracting(Problem::message)
        .containsExactly(repeated("/snapshots/0/manifests"));
  }

  @Test
  void manyRepeatedKeysAreNamedUpToALimitAndCounted() throws IOException {
    Table table = new FixtureTables(folder).unpartitioned(1);
    StringBuilder repeats = new StringBuilder("\"properties\":{");
    for (int i = 0; i < 50; i++) {
      repeats.append("\"k").append(i).append("\":\"1\",\"k").append(i).append("\":\"2\",");
    }
    String json = icebergJson(table).replaceFirst("\"properties\"\\s*:\\s*\\{", repeats.toString());

    TableMetadata metadata = parse(json);

    assertThat(metadata.problems()).hasSize(11);
    assertThat(metadata.problems().get(0).message()).isEqualTo(repeated("/properties/k0"));
    assertThat(metadata.problems().get(10).message())
        .isEqualTo("and 40 more keys appear more than once");
  }

  @Test
  void aLongHistoryWithARepeatedKeyReadInParallelIsReadAsInOnePass() throws IOException {
    Table table = new FixtureTables(folder).unpartitioned(1);
    String json = icebergJson(table);
    StringBuilder history = new StringBuilder("\"snapshots\":[");
    for (int i = 1; i <= 2_500; i++) {
      history
          .append(i == 1 ? "" : ",")
          .append("{\"snapshot-id\":")
          .append(i)
          .append(",\"timestamp-ms\":")
          .append(1_600_000_000_000L + i)
          .append(i == 1_234 ? ",\"timestamp-ms\":1" : "")
          .append(",\"summary\":{\"operation\":\"append\"},\"manifest-list\":\"/t/snap-")
          .append(i)
          .append(".avro\"}");
    }
    Path file =
        Files.writeString(folder.resolve("v9.metadata.json"), withFirst(json, history + "]"));
    ExecutorService executor = Executors.newFixedThreadPool(4);
    try {
      TableMetadata parallel =
          new TableMetadataParser(executor).read(new LocalFileAccess(), file.toString());

      // The file's own snapshots array comes after the long one and replaces it.
      assertThat(parallel.snapshots()).hasSize(2);
      assertThat(parallel.problems())
          .extracting(Problem::message)
          .containsExactly(repeated("/snapshots/1233/timestamp-ms"), repeated("/snapshots"));
    } finally {
      executor.shutdownNow();
    }
  }
}
