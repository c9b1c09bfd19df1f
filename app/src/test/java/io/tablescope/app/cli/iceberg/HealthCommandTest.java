package io.tablescope.app.cli.iceberg;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tablescope.app.cli.CliRun;
import io.tablescope.format.testing.TestTables;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.apache.iceberg.AppendFiles;
import org.apache.iceberg.DataFiles;
import org.apache.iceberg.FileFormat;
import org.apache.iceberg.HasTableOperations;
import org.apache.iceberg.PartitionSpec;
import org.apache.iceberg.Schema;
import org.apache.iceberg.Snapshot;
import org.apache.iceberg.Table;
import org.apache.iceberg.TableMetadata;
import org.apache.iceberg.TableProperties;
import org.apache.iceberg.types.Types;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code health} prints the report in the JSON shape of the contract and as text with its two
 * sections, on a table iceberg-core wrote with Spark and Flink summaries; a Delta table is refused.
 */
class HealthCommandTest {
  private static final Schema SCHEMA =
      new Schema(Types.NestedField.required(1, "id", Types.LongType.get()));

  @TempDir Path folder;

  @Test
  void jsonHasTheContractsShapeAndIcebergCoresNumbers() throws Exception {
    TableMetadata metadata = writeTable();

    CliRun run = CliRun.of("health", folder.toString(), "--json");

    assertThat(run.exitCode()).isZero();
    JsonNode json = new ObjectMapper().readTree(run.out());
    JsonNode growth = json.get("metadata");
    List<String> paths = new ArrayList<>();
    List<Long> sizes = new ArrayList<>();
    for (TableMetadata.MetadataLogEntry entry : metadata.previousFiles()) {
      paths.add(entry.file());
      sizes.add(Files.size(Path.of(entry.file())));
    }
    paths.add(metadata.metadataFileLocation());
    sizes.add(Files.size(Path.of(metadata.metadataFileLocation())));
    assertThat(growth.get("metadata-files").findValuesAsText("path")).isEqualTo(paths);
    assertThat(growth.get("metadata-files").findValues("size"))
        .extracting(JsonNode::asLong)
        .isEqualTo(sizes);
    assertThat(growth.get("current-file-size").asLong()).isEqualTo(sizes.get(sizes.size() - 1));
    assertThat(growth.get("snapshots").asInt()).isEqualTo(metadata.snapshots().size());
    assertThat(growth.get("schemas").asInt()).isEqualTo(metadata.schemas().size());
    assertThat(growth.get("specs").asInt()).isEqualTo(metadata.specs().size());
    assertThat(growth.get("sort-orders").asInt()).isEqualTo(metadata.sortOrders().size());
    assertThat(growth.get("snapshot-log").asInt()).isEqualTo(metadata.snapshotLog().size());
    assertThat(growth.get("metadata-log").asInt()).isEqualTo(metadata.previousFiles().size());
    assertThat(growth.at("/properties/write.metadata.previous-versions-max").asText())
        .isEqualTo("4");
    assertThat(growth.at("/properties/write.metadata.delete-after-commit.enabled").asText())
        .isEqualTo("false");
    assertThat(growth.get("advice").get(0).asText()).startsWith("delete-after-commit is off: ");

    JsonNode commits = json.get("commits");
    int perHour = 0;
    for (JsonNode hour : commits.get("per-hour")) {
      assertThat(hour.fieldNames()).toIterable().contains("hour", "commits");
      perHour += hour.get("commits").asInt();
    }
    assertThat(perHour).isEqualTo(metadata.snapshots().size());
    Map<String, Integer> writers = new HashMap<>();
    for (Snapshot snapshot : metadata.snapshots()) {
      String app = snapshot.summary().get("spark.app.id");
      writers.merge(
          app != null
              ? "spark.app.id=" + app
              : "flink.job-id=" + snapshot.summary().get("flink.job-id"),
          1,
          Integer::sum);
    }
    Map<String, Integer> printed = new HashMap<>();
    for (JsonNode writer : commits.get("writers")) {
      assertThat(writer.fieldNames()).toIterable().contains("writer", "commits", "first", "last");
      printed.put(writer.get("writer").asText(), writer.get("commits").asInt());
    }
    assertThat(printed).isEqualTo(writers);
    assertThat(commits.get("bursts")).hasSize(1);
    assertThat(commits.at("/bursts/0/commits").asInt()).isEqualTo(metadata.snapshots().size());
    assertThat(commits.get("conflicts").isArray()).isTrue();
    assertThat(commits.get("advice").isArray()).isTrue();
    JsonNode retries = json.get("retries");
    assertThat(retries.get("commits").asInt()).isEqualTo(metadata.snapshots().size());
    assertThat(retries.get("retried"))
        .as("iceberg-core landed each at its first attempt")
        .isEmpty();
    assertThat(retries.get("writers").findValuesAsText("writer"))
        .containsExactlyInAnyOrderElementsOf(writers.keySet());
    assertThat(retries.get("orphaned-attempts")).isEmpty();
    assertThat(retries.at("/settings/commit.retry.num-retries/value").asText()).isEqualTo("4");
    assertThat(retries.at("/settings/commit.retry.num-retries/source").asText())
        .isEqualTo("default");
  }

  @Test
  void textHasTheMetadataAndCommitsSectionsWithTheJsonsAdvice() throws Exception {
    writeTable();

    CliRun text = CliRun.of("health", folder.toString());
    JsonNode json =
        new ObjectMapper().readTree(CliRun.of("health", folder.toString(), "--json").out());

    assertThat(text.exitCode()).isZero();
    assertThat(text.out())
        .startsWith("Metadata\n")
        .contains("\nCommits\n")
        .contains("\nRetries\n")
        .contains("commit.retry.num-retries = 4 (Iceberg's default)");
    String metadataPart = text.out().substring(0, text.out().indexOf("\nCommits\n"));
    String commitsPart =
        text.out().substring(text.out().indexOf("\nCommits\n"), text.out().indexOf("\nRetries\n"));
    assertThat(json.at("/metadata/advice")).isNotEmpty();
    assertThat(json.at("/commits/advice")).isNotEmpty();
    json.at("/metadata/advice")
        .forEach(line -> assertThat(metadataPart).contains("- " + line.asText()));
    json.at("/commits/advice")
        .forEach(line -> assertThat(commitsPart).contains("- " + line.asText()));
  }

  @Test
  void aDeltaTableIsRefused() {
    Path delta = Path.of("demo-warehouse/lake/orders").toAbsolutePath();

    CliRun run = CliRun.of("health", delta.toString());

    assertThat(run.exitCode()).isEqualTo(2);
    assertThat(run.out()).isEmpty();
    assertThat(run.err())
        .isEqualTo(
            "tablescope: health reads Iceberg and Hudi tables; "
                + delta
                + " is a Delta table, which offers summary, files, diff, tree, replay, definition,"
                + " changes, as-of, find, file"
                + System.lineSeparator());
  }

  /** Twelve small commits by two Spark applications and a Flink job, the log keeping four files. */
  private TableMetadata writeTable() {
    Table table =
        TestTables.create(
            folder,
            folder.toAbsolutePath().normalize().toString(),
            SCHEMA,
            PartitionSpec.unpartitioned(),
            2,
            Map.of(TableProperties.METADATA_PREVIOUS_VERSIONS_MAX, "4"));
    for (int i = 0; i < 12; i++) {
      AppendFiles append = table.newFastAppend();
      append.appendFile(
          DataFiles.builder(table.spec())
              .withPath(table.location() + "/data/" + UUID.randomUUID() + ".parquet")
              .withFormat(FileFormat.PARQUET)
              .withFileSizeInBytes(100)
              .withRecordCount(1)
              .build());
      if (i % 3 == 2) {
        append.set("flink.job-id", "job-1");
      } else {
        append.set("spark.app.id", i < 6 ? "app-1" : "app-2");
      }
      append.commit();
    }
    table.refresh();
    return ((HasTableOperations) table).operations().current();
  }
}
