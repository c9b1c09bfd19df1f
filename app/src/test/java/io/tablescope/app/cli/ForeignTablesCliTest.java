package io.tablescope.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tablescope.app.cli.common.ExitCodes;
import io.tablescope.format.testing.FileTableOperations;
import io.tablescope.format.testing.FixtureTables;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.hadoop.conf.Configuration;
import org.apache.iceberg.HasTableOperations;
import org.apache.iceberg.IcebergOracle;
import org.apache.iceberg.ManifestFile;
import org.apache.iceberg.PartitionSpec;
import org.apache.iceberg.Schema;
import org.apache.iceberg.Table;
import org.apache.iceberg.TableMetadata;
import org.apache.iceberg.TableMetadataParser;
import org.apache.iceberg.hadoop.HadoopTables;
import org.apache.iceberg.types.Types;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The command line on tables written by iceberg-core and then recorded the way other engines and
 * tools record them: other locations, other metadata file names, values out of range, and JSON that
 * is no table metadata at all.
 */
class ForeignTablesCliTest {
  private static final String TOO_LONG = "9876543210123456789";
  private static final Schema SCHEMA =
      new Schema(Types.NestedField.required(1, "id", Types.LongType.get()));

  @TempDir Path folder;

  private static JsonNode json(CliRun run) throws IOException {
    assertThat(run.exitCode()).as(run.err()).isZero();
    return new ObjectMapper().readTree(run.out());
  }

  private static Path metadataFileOf(Table table) {
    FileTableOperations operations =
        (FileTableOperations) ((HasTableOperations) table).operations();
    return operations.io().localPath(operations.current().metadataFileLocation());
  }

  @Test
  void pathsOutsideTheRecordedLocationAreReadByTheirFolderAndSaidOnce() throws IOException {
    Table table = new FixtureTables(folder, "s3://bucket/wh").positionDeletes();
    Path metadata = metadataFileOf(table);
    Files.writeString(
        metadata,
        Files.readString(metadata)
            .replace(
                "\"s3://bucket/wh/position_deletes/metadata/snap-",
                "\"some/other/prefix/metadata/snap-")
            .replace(
                "\"location\":\"s3://bucket/wh/position_deletes\"",
                "\"location\":\"gs://bucket/t\""));
    String opened = folder.resolve("position_deletes").toString();

    JsonNode summary = json(CliRun.of("summary", opened, "--json"));
    CliRun text = CliRun.of("summary", opened);
    CliRun tree = CliRun.of("tree", opened);

    long added = 0;
    for (ManifestFile manifest : table.currentSnapshot().allManifests(table.io())) {
      added += IcebergOracle.countEntries(table.io(), manifest, table.specs())[1];
    }
    assertThat(summary.at("/entries/added").asLong()).isEqualTo(added);
    assertThat(summary.get("problems")).isEmpty();
    assertThat(summary.at("/relocation/mapped-by-folder"))
        .extracting(JsonNode::asText)
        .containsExactly("s3://bucket/wh/position_deletes", "some/other/prefix");
    String note =
        "paths under s3://bucket/wh/position_deletes, some/other/prefix lie outside gs://bucket/t;"
            + " read by their metadata/ or data/ folder from "
            + opened;
    assertThat(text.out().lines().filter(line -> line.contains("lie outside")))
        .containsExactly("Relocated  " + note);
    assertThat(tree.out().lines().filter(line -> line.contains("lie outside")))
        .containsExactly("  (relocated: " + note + ")");
    assertThat(tree.out()).doesNotContain("not found").doesNotContain("(absent)");
  }

  /** A Hadoop table of four metadata versions, one more snapshot each from v2. */
  private Table hadoopTable() {
    Table table =
        new HadoopTables(new Configuration())
            .create(SCHEMA, PartitionSpec.unpartitioned(), Map.of(), folder.toString());
    for (int i = 0; i < 3; i++) {
      table
          .newFastAppend()
          .appendFile(
              org.apache.iceberg.DataFiles.builder(PartitionSpec.unpartitioned())
                  .withPath("/nowhere/data/" + i + ".parquet")
                  .withFileSizeInBytes(10)
                  .withRecordCount(1)
                  .build())
          .commit();
    }
    return table;
  }

  private TableMetadata version(int version) {
    return TableMetadataParser.read(
        new org.apache.iceberg.hadoop.HadoopFileIO(new Configuration()),
        folder.resolve("metadata/v" + version + ".metadata.json").toString());
  }

  @Test
  void catalogNamedFilesOpenTheHighestVersionAndAnyCanBeChosen() throws IOException {
    hadoopTable();
    Path metadata = folder.resolve("metadata");
    int v3Snapshots = version(3).snapshots().size();
    int v4Snapshots = version(4).snapshots().size();
    Files.move(
        metadata.resolve("v3.metadata.json"),
        metadata.resolve("00003-6b7bd4f5-4a4b-4b4a-9a5e-0c1c9d7f1e2a.metadata.json"));
    Files.move(
        metadata.resolve("v4.metadata.json"), metadata.resolve("00004-anything.metadata.json"));
    for (String stale : List.of("v1.metadata.json", "v2.metadata.json", "version-hint.text")) {
      Files.delete(metadata.resolve(stale));
    }

    JsonNode newest = json(CliRun.of("summary", folder.toString(), "--json"));
    JsonNode chosen =
        json(
            CliRun.of(
                "summary",
                folder.toString(),
                "--metadata",
                "00003-6b7bd4f5-4a4b-4b4a-9a5e-0c1c9d7f1e2a.metadata.json",
                "--json"));
    CliRun tree = CliRun.of("tree", folder.toString(), "--metadata", "nope.metadata.json");

    assertThat(newest.get("metadata-file").asText()).endsWith("/00004-anything.metadata.json");
    assertThat(newest.get("snapshots").asInt()).isEqualTo(v4Snapshots);
    assertThat(chosen.get("snapshots").asInt()).isEqualTo(v3Snapshots).isLessThan(v4Snapshots);
    assertThat(tree.exitCode()).isEqualTo(ExitCodes.BAD_INPUT);
    assertThat(tree.err())
        .isEqualTo(
            "tablescope: nope.metadata.json: no such metadata file (looked in "
                + metadata
                + ")"
                + System.lineSeparator());
  }

  @Test
  void aVersionHintThatIsNotANumberIsAProblemAndTheNewestIsRead() throws IOException {
    hadoopTable();
    Files.writeString(folder.resolve("metadata/version-hint.text"), "latest");

    CliRun run = CliRun.of("summary", folder.toString());

    assertThat(run.exitCode()).isZero();
    assertThat(run.out())
        .contains("v4.metadata.json  (highest version in ")
        .contains(
            "  ! invalid: "
                + folder.resolve("metadata/version-hint.text")
                + ": holds 'latest', not a version number; the newest metadata file is read");
  }

  @Test
  void aSnapshotIdOutOfRangeIsIcebergsProblemAndTheRestIsRead() throws IOException {
    Table table = hadoopTable();
    Path metadata = folder.resolve("metadata/v4.metadata.json");
    String json = Files.readString(metadata);
    long first = table.history().get(0).snapshotId();
    int snapshots = json.indexOf("\"snapshots\"");
    Matcher id = Pattern.compile("\"snapshot-id\"\\s*:\\s*" + first + "\\b").matcher(json);
    assertThat(id.find(snapshots)).isTrue();
    String edited =
        json.substring(0, id.start()) + "\"snapshot-id\":" + TOO_LONG + json.substring(id.end());
    Files.writeString(metadata, edited);
    String iceberg = "";
    try {
      TableMetadataParser.fromJson(edited);
    } catch (IllegalArgumentException e) {
      iceberg = e.getMessage();
    }

    JsonNode summary = json(CliRun.of("summary", folder.toString(), "--json"));
    CliRun tree = CliRun.of("tree", folder.toString());

    assertThat(iceberg).isEqualTo("Cannot parse to a long value: snapshot-id: " + TOO_LONG);
    assertThat(summary.get("problems"))
        .extracting(problem -> problem.get("message").asText())
        .containsExactly(iceberg + " (snapshots[0] is left out)");
    assertThat(summary.get("snapshots").asInt()).isEqualTo(table.history().size() - 1);
    assertThat(summary.get("current-snapshot-id").asLong())
        .isEqualTo(table.currentSnapshot().snapshotId());
    assertThat(tree.exitCode()).isZero();
    assertThat(tree.out()).contains("snapshot " + table.currentSnapshot().snapshotId());
  }

  @Test
  void jsonThatIsNotTableMetadataIsBadInputInOneLine() throws IOException {
    for (String content : List.of("{\"id\": 1, \"name\": \"anchor\"}", "{}", "[1, 2]")) {
      Path file = Files.writeString(folder.resolve("x.json"), content);

      CliRun run = CliRun.of("summary", file.toString());

      assertThat(run.exitCode()).as(content).isEqualTo(ExitCodes.BAD_INPUT);
      assertThat(run.out()).isEmpty();
      assertThat(run.err())
          .as(content)
          .startsWith("tablescope: " + file + ": not Iceberg table metadata: ")
          .endsWith(System.lineSeparator())
          .hasLineCount(1);
    }
  }
}
