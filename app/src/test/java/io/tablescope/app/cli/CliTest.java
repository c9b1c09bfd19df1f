package io.tablescope.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tablescope.app.cli.common.ExitCodes;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.hadoop.conf.Configuration;
import org.apache.iceberg.DataFile;
import org.apache.iceberg.DataFiles;
import org.apache.iceberg.HasTableOperations;
import org.apache.iceberg.IcebergOracle;
import org.apache.iceberg.ManifestFile;
import org.apache.iceberg.PartitionSpec;
import org.apache.iceberg.Schema;
import org.apache.iceberg.Table;
import org.apache.iceberg.TableProperties;
import org.apache.iceberg.hadoop.HadoopTables;
import org.apache.iceberg.types.Types;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The command line against a table iceberg-core wrote: output compared with iceberg-core. */
class CliTest {
  private static final Schema SCHEMA =
      new Schema(
          Types.NestedField.required(1, "id", Types.LongType.get()),
          Types.NestedField.required(2, "region", Types.StringType.get()));
  private static final PartitionSpec SPEC =
      PartitionSpec.builderFor(SCHEMA).identity("region").build();

  @TempDir Path folder;
  private Table table;

  @BeforeEach
  void createTable() {
    table =
        new HadoopTables(new Configuration())
            .create(SCHEMA, SPEC, Map.of(TableProperties.FORMAT_VERSION, "2"), folder.toString());
    DataFile eu = dataFile("EU", 1);
    table.newFastAppend().appendFile(eu).appendFile(dataFile("US", 1)).commit();
    table.newFastAppend().appendFile(dataFile("APAC", 1)).commit();
    table
        .manageSnapshots()
        .createTag("before-rewrite", table.currentSnapshot().snapshotId())
        .commit();
    table.newOverwrite().deleteFile(eu).addFile(dataFile("EU", 2)).commit();
  }

  private static DataFile dataFile(String region, int version) {
    return DataFiles.builder(SPEC)
        .withPath("/nowhere/data/" + region + "-" + version + ".parquet")
        .withFileSizeInBytes(100L * version)
        .withRecordCount(10L * version)
        .withPartitionPath("region=" + region)
        .build();
  }

  @Test
  void summaryJsonCountsWhatIcebergCoreReads() throws IOException {
    CliRun run = CliRun.of("summary", folder.toString(), "--json");

    assertThat(run.exitCode()).isZero();
    JsonNode json = new ObjectMapper().readTree(run.out());
    List<ManifestFile> manifests = table.currentSnapshot().allManifests(table.io());
    long[] counts = new long[3];
    for (ManifestFile manifest : manifests) {
      long[] each = IcebergOracle.countEntries(table.io(), manifest, table.specs());
      for (int status = 0; status < 3; status++) {
        counts[status] += each[status];
      }
    }
    assertThat(json.get("format-version").asInt()).isEqualTo(2);
    assertThat(json.get("snapshots").asInt()).isEqualTo(3);
    assertThat(json.get("current-snapshot-id").asLong())
        .isEqualTo(table.currentSnapshot().snapshotId());
    assertThat(json.get("manifests").asInt()).isEqualTo(manifests.size());
    assertThat(json.at("/entries/existing").asLong()).isEqualTo(counts[0]);
    assertThat(json.at("/entries/added").asLong()).isEqualTo(counts[1]);
    assertThat(json.at("/entries/deleted").asLong()).isEqualTo(counts[2]);
    assertThat(json.at("/refs/before-rewrite/type").asText()).isEqualTo("tag");
    assertThat(json.at("/relocation/relocated").asBoolean()).isFalse();
    assertThat(json.get("problems")).isEmpty();
  }

  @Test
  void treeJsonOfATagListsItsManifestsAndEntries() throws IOException {
    long tagged = table.refs().get("before-rewrite").snapshotId();

    CliRun run = CliRun.of("tree", folder.toString(), "--ref", "before-rewrite", "--json");

    assertThat(run.exitCode()).isZero();
    JsonNode json = new ObjectMapper().readTree(run.out());
    assertThat(json.get("snapshot-id").asLong()).isEqualTo(tagged);
    assertThat(json.get("operation").asText()).isEqualTo("append");
    List<String> expectedPaths = new ArrayList<>();
    for (ManifestFile manifest : table.snapshot(tagged).allManifests(table.io())) {
      expectedPaths.add(manifest.path());
    }
    List<String> paths = new ArrayList<>();
    List<String> files = new ArrayList<>();
    for (JsonNode manifest : json.get("manifests")) {
      paths.add(manifest.get("path").asText());
      for (JsonNode entry : manifest.get("entries")) {
        assertThat(entry.get("status").asText()).isEqualTo("ADDED");
        assertThat(entry.get("inherited").toString()).contains("sequence-number");
        assertThat(entry.at("/file/present").asBoolean()).isFalse();
        files.add(
            entry.at("/file/path").asText() + "@" + entry.at("/file/partition/region").asText());
      }
    }
    assertThat(paths).containsExactlyElementsOf(expectedPaths);
    assertThat(files)
        .containsExactlyInAnyOrder(
            "/nowhere/data/EU-1.parquet@EU",
            "/nowhere/data/US-1.parquet@US",
            "/nowhere/data/APAC-1.parquet@APAC");
  }

  @Test
  void treeTextMarksDeletedEntriesAndInheritedValues() {
    CliRun run = CliRun.of("tree", folder.toString());

    assertThat(run.exitCode()).isZero();
    assertThat(run.out())
        .contains("snapshot " + table.currentSnapshot().snapshotId() + " [main]  overwrite  seq 3")
        .containsPattern(
            "DELETED +data +seq 1 file-seq 1 snap "
                + table.currentSnapshot().snapshotId()
                + " +/nowhere/data/EU-1.parquet  region=EU")
        .containsPattern(
            "ADDED +data +seq 3\\* file-seq 3\\* snap \\d+ +/nowhere/data/EU-2.parquet \\(absent\\)");
  }

  @Test
  void unknownRefIsBadInput() {
    CliRun run = CliRun.of("tree", folder.toString(), "--ref", "nope");

    assertThat(run.exitCode()).isEqualTo(ExitCodes.BAD_INPUT);
    assertThat(run.out()).isEmpty();
    assertThat(run.err().strip())
        .startsWith("tablescope: no branch or tag named 'nope'")
        .doesNotContain("\n");
  }

  @Test
  void missingPathIsBadInputWithOneLine() {
    String nowhere = folder.resolve("missing").toString();

    CliRun run = CliRun.of("summary", nowhere);

    assertThat(run.exitCode()).isEqualTo(ExitCodes.BAD_INPUT);
    assertThat(run.err())
        .isEqualTo("tablescope: " + nowhere + ": no such file or folder" + System.lineSeparator());
  }

  @Test
  void malformedMetadataIsBadInputNamingTheFile() throws IOException {
    Path metadata =
        Path.of(((HasTableOperations) table).operations().current().metadataFileLocation());
    Files.writeString(metadata, "{\"format-version\": 2, \"location\": ");

    CliRun run = CliRun.of("summary", folder.toString());

    assertThat(run.exitCode()).isEqualTo(ExitCodes.BAD_INPUT);
    assertThat(run.err()).startsWith("tablescope: " + metadata + ": Malformed JSON at line 1");
  }

  @Test
  void diffJsonAttributesFilesToCommits() throws IOException {
    long overwrite = table.currentSnapshot().snapshotId();

    CliRun run = CliRun.of("diff", folder.toString(), "before-rewrite", "main", "--json");

    assertThat(run.exitCode()).isZero();
    JsonNode json = new ObjectMapper().readTree(run.out());
    assertThat(json.get("to").asLong()).isEqualTo(overwrite);
    assertThat(json.get("added"))
        .singleElement()
        .satisfies(
            item -> {
              assertThat(item.get("path").asText()).isEqualTo("/nowhere/data/EU-2.parquet");
              assertThat(item.get("content").asText()).isEqualTo("data");
              assertThat(item.get("snapshot-id").asLong()).isEqualTo(overwrite);
            });
    assertThat(json.get("removed"))
        .singleElement()
        .satisfies(
            item -> {
              assertThat(item.get("path").asText()).isEqualTo("/nowhere/data/EU-1.parquet");
              assertThat(item.get("snapshot-id").asLong()).isEqualTo(overwrite);
            });
    assertThat(json.at("/totals/by-partition/region=EU/added-rows").asLong()).isEqualTo(20);
    assertThat(json.get("summary-mismatches")).isEmpty();
  }

  @Test
  void diffNamesASummaryThatDisagreesWithItsManifests() throws IOException {
    long overwrite = table.currentSnapshot().snapshotId();
    Path metadata =
        Path.of(((HasTableOperations) table).operations().current().metadataFileLocation());
    String json = Files.readString(metadata);
    int snapshot = json.indexOf("\"snapshot-id\":" + overwrite, json.indexOf("\"snapshots\""));
    int key = json.indexOf("\"added-data-files\":\"1\"", snapshot);
    Files.writeString(
        metadata, json.substring(0, key) + "\"added-data-files\":\"7\"" + json.substring(key + 22));

    CliRun run = CliRun.of("diff", folder.toString(), "before-rewrite", "main");

    assertThat(run.exitCode()).isZero();
    assertThat(run.out())
        .contains(
            "! snapshot " + overwrite + ": summary says added-data-files=7, the manifests say 1");
  }

  @Test
  void changesJsonShowsSkippedSnapshotsAndWhereTheLegacyScanStops() throws IOException {
    long first = table.history().get(0).snapshotId();
    long overwrite = table.currentSnapshot().snapshotId();

    CliRun run = CliRun.of("changes", folder.toString(), "--from", String.valueOf(first), "--json");

    assertThat(run.exitCode()).isZero();
    JsonNode json = new ObjectMapper().readTree(run.out());
    assertThat(json.get("from").asLong()).isEqualTo(first);
    assertThat(json.get("snapshots")).hasSize(2);
    assertThat(json.at("/snapshots/0/included").asBoolean()).isFalse();
    assertThat(json.at("/snapshots/0/operation").asText()).isEqualTo("overwrite");
    assertThat(json.at("/snapshots/1/included").asBoolean()).isTrue();
    assertThat(json.get("files"))
        .extracting(JsonNode::asText)
        .containsExactly("/nowhere/data/APAC-1.parquet");
    assertThat(json.get("stops-at").asLong()).isEqualTo(overwrite);
    assertThat(json.at("/spark-streaming/stops-at").asLong()).isEqualTo(overwrite);
  }

  @Test
  void changesFromASnapshotOffTheLineageIsBadInput() {
    CliRun run = CliRun.of("changes", folder.toString(), "--from", "42");

    assertThat(run.exitCode()).isEqualTo(ExitCodes.BAD_INPUT);
    assertThat(run.err())
        .startsWith(
            "tablescope: Starting snapshot (exclusive) 42 is not a parent ancestor of end snapshot");
  }

  @Test
  void asOfBeforeTheFirstCommitIsIcebergsError() throws IOException {
    CliRun run = CliRun.of("as-of", folder.toString(), "2001-01-01T00:00:00Z", "--json");

    assertThat(run.exitCode()).isEqualTo(1);
    assertThat(new ObjectMapper().readTree(run.out()).get("error").asText())
        .isEqualTo("Cannot find a snapshot older than 2001-01-01T00:00:00+00:00");
  }

  @Test
  void asOfNowIsTheCurrentSnapshot() {
    CliRun run =
        CliRun.of("as-of", folder.toString(), String.valueOf(System.currentTimeMillis() + 1000));

    assertThat(run.exitCode()).isZero();
    assertThat(run.out())
        .contains("main reads snapshot " + table.currentSnapshot().snapshotId() + "  overwrite");
  }
}
