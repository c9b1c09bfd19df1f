package io.tablescope.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tablescope.app.cli.common.ExitCodes;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.apache.hadoop.conf.Configuration;
import org.apache.iceberg.DataFiles;
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

/**
 * The command line on damaged copies of a table iceberg-core wrote: what cannot be read is said to
 * be unknown or incomplete, never shown as zero, and table-level problems are printed by every
 * command that shows the table.
 */
class DamagedTablesCliTest {
  private static final Schema SCHEMA =
      new Schema(Types.NestedField.required(1, "id", Types.LongType.get()));

  @TempDir Path folder;
  private Table table;

  @BeforeEach
  void createTableOfThreeAppends() {
    table =
        new HadoopTables(new Configuration())
            .create(
                SCHEMA,
                PartitionSpec.unpartitioned(),
                Map.of(TableProperties.FORMAT_VERSION, "2"),
                folder.toString());
    for (int i = 0; i < 3; i++) {
      table
          .newFastAppend()
          .appendFile(
              DataFiles.builder(PartitionSpec.unpartitioned())
                  .withPath("/nowhere/data/" + i + ".parquet")
                  .withFileSizeInBytes(10)
                  .withRecordCount(i + 1)
                  .build())
          .commit();
    }
  }

  private static JsonNode json(CliRun run) throws IOException {
    assertThat(run.exitCode()).as(run.err()).isZero();
    return new ObjectMapper().readTree(run.out());
  }

  private List<ManifestFile> manifests() {
    return table.currentSnapshot().allManifests(table.io());
  }

  @Test
  void summaryWithAMissingManifestSaysItsCountsAreIncompleteAndWhereTheyComeFrom()
      throws IOException {
    ManifestFile lost = manifests().get(0);
    Files.delete(Paths.get(lost.path()));
    long added = manifests().stream().mapToLong(ManifestFile::addedFilesCount).sum();

    JsonNode summary = json(CliRun.of("summary", folder.toString(), "--json"));
    CliRun text = CliRun.of("summary", folder.toString());

    assertThat(summary.get("complete").asBoolean()).isFalse();
    assertThat(summary.get("manifests").asInt()).isEqualTo(manifests().size());
    assertThat(summary.at("/entries/added").asLong()).isEqualTo(added);
    assertThat(summary.at("/entries-read/added").asLong()).isEqualTo(added - 1);
    assertThat(summary.at("/entries-from-manifest-list/added").asLong())
        .isEqualTo(lost.addedFilesCount().longValue());
    assertThat(summary.at("/unread-manifests/0/path").asText()).isEqualTo(lost.path());
    assertThat(summary.at("/unread-manifests/0/manifest-list-counts/added-rows-count").asLong())
        .isEqualTo(lost.addedRowsCount());
    assertThat(text.out())
        .contains("Manifests  " + manifests().size() + " (3 data, 0 delete), 1 could not be read")
        .contains(
            "Entries    "
                + added
                + " added, 0 existing, 0 deleted  (incomplete: 1 unread manifest counted by the"
                + " manifest list's numbers)")
        .contains("Unread     " + lost.path() + "  (data manifest): Manifest file not found");
  }

  @Test
  void summaryWithATruncatedManifestListSaysManifestsAndEntriesAreUnknown() throws IOException {
    Path list = Paths.get(table.currentSnapshot().manifestListLocation());
    byte[] bytes = Files.readAllBytes(list);
    Files.write(list, Arrays.copyOf(bytes, bytes.length / 2));

    JsonNode summary = json(CliRun.of("summary", folder.toString(), "--json"));
    CliRun text = CliRun.of("summary", folder.toString());

    assertThat(summary.get("complete").asBoolean()).isFalse();
    assertThat(summary.get("manifests").isNull()).isTrue();
    assertThat(summary.get("entries").isNull()).isTrue();
    assertThat(text.out())
        .contains("Manifests  unknown: the manifest list could not be read")
        .contains("Entries    unknown")
        .doesNotContain("Manifests  0");
  }

  @Test
  void summaryOfAnUndamagedTableIsComplete() throws IOException {
    JsonNode summary = json(CliRun.of("summary", folder.toString(), "--json"));

    assertThat(summary.get("complete").asBoolean()).isTrue();
    assertThat(summary.get("unread-manifests")).isEmpty();
    assertThat(summary.at("/entries/added").asLong()).isEqualTo(manifests().size());
  }

  @Test
  void aTruncatedNewestMetadataFileIsBadInputNamingTheOlderFilesAndHowToReadOne()
      throws IOException {
    Path v4 = folder.resolve("metadata/v4.metadata.json");
    byte[] bytes = Files.readAllBytes(v4);
    Path v5 = Files.write(folder.resolve("metadata/v5.metadata.json"), Arrays.copyOf(bytes, 300));
    Files.writeString(folder.resolve("metadata/version-hint.text"), "5");

    for (String command : List.of("summary", "tree", "changes")) {
      CliRun run =
          command.equals("changes")
              ? CliRun.of(command, folder.toString(), "--from", "1")
              : CliRun.of(command, folder.toString());

      assertThat(run.exitCode()).as(command).isEqualTo(ExitCodes.BAD_INPUT);
      assertThat(run.err())
          .as(command)
          .startsWith("tablescope: " + v5 + ": Malformed JSON at line 1, column 301: ")
          .endsWith(
              "; older metadata files: v4.metadata.json, v3.metadata.json, v2.metadata.json"
                  + " and 1 more; read one with --metadata v4.metadata.json"
                  + System.lineSeparator())
          .hasLineCount(1);
    }
    CliRun older = CliRun.of("summary", folder.toString(), "--metadata", "v4.metadata.json");
    assertThat(older.exitCode()).isZero();
    assertThat(older.out())
        .contains("Snapshots  3, current " + table.currentSnapshot().snapshotId());
  }

  @Test
  void treePrintsTheTableProblemsThatSummaryPrints() throws IOException {
    Path hint = folder.resolve("metadata/version-hint.text");
    Files.writeString(hint, "9");
    Files.copy(
        folder.resolve("metadata/v1.metadata.json"),
        folder.resolve("metadata/copied.metadata.json"));

    JsonNode summary = json(CliRun.of("summary", folder.toString(), "--json"));
    JsonNode tree = json(CliRun.of("tree", folder.toString(), "--json"));
    CliRun text = CliRun.of("tree", folder.toString());

    assertThat(summary.get("problems")).hasSize(2);
    assertThat(tree.get("table-problems")).isEqualTo(summary.get("problems"));
    assertThat(tree.get("snapshot-id").asLong()).isEqualTo(table.currentSnapshot().snapshotId());
    for (JsonNode problem : summary.get("problems")) {
      assertThat(text.out())
          .contains(
              "  ! "
                  + problem.get("kind").asText()
                  + ": "
                  + problem.get("path").asText()
                  + ": "
                  + problem.get("message").asText());
    }
    assertThat(text.out()).contains(hint + ": says 9, but there is no v9 metadata file");
  }

  @Test
  void treeOfATableWithoutSnapshotsStillPrintsItsProblems() throws IOException {
    Path empty = folder.resolve("empty");
    new HadoopTables(new Configuration())
        .create(SCHEMA, PartitionSpec.unpartitioned(), Map.of(), empty.toString());
    Files.writeString(empty.resolve("metadata/version-hint.text"), "latest");

    JsonNode tree = json(CliRun.of("tree", empty.toString(), "--json"));
    CliRun text = CliRun.of("tree", empty.toString());

    assertThat(tree.get("snapshot-id").isNull()).isTrue();
    assertThat(tree.at("/table-problems/0/message").asText())
        .isEqualTo("holds 'latest', not a version number; the newest metadata file is read");
    assertThat(text.out()).contains("! invalid: " + empty.resolve("metadata/version-hint.text"));
  }

  @Test
  void everyCommandAnswersHelpWithoutATable() {
    for (String command : List.of("summary", "tree", "diff", "changes", "as-of", "replay")) {
      CliRun run = CliRun.of(command, "--help");

      assertThat(run.exitCode()).as(command).isZero();
      assertThat(run.out()).as(command).startsWith("Usage: tablescope " + command + " ");
    }
  }

  @Test
  void changesOverAMissingManifestSayTheFilesAreIncompleteAndExitOne() throws IOException {
    List<ManifestFile> manifests = manifests();
    ManifestFile newest =
        manifests.stream()
            .filter(m -> m.snapshotId() == table.currentSnapshot().snapshotId())
            .findFirst()
            .orElseThrow();
    Files.delete(Paths.get(newest.path()));

    CliRun text = CliRun.of("changes", folder.toString());
    CliRun json = CliRun.of("changes", folder.toString(), "--json");

    assertThat(text.exitCode()).isEqualTo(ExitCodes.INCOMPLETE);
    assertThat(text.out())
        .contains(
            "Files returned ("
                + (manifests.size() - 1)
                + ", incomplete: the files of 1 unreadable manifest list or manifest are missing"
                + " from it)")
        .contains("  ! missing: " + newest.path() + ": Manifest file not found");
    JsonNode changes = new ObjectMapper().readTree(json.out());
    assertThat(json.exitCode()).isEqualTo(ExitCodes.INCOMPLETE);
    assertThat(changes.get("complete").asBoolean()).isFalse();
    assertThat(changes.get("files")).hasSize(manifests.size() - 1);
    assertThat(changes.at("/problems/0/path").asText()).isEqualTo(newest.path());
  }

  @Test
  void anUnreadInlineV1ManifestLeavesTheEntriesUnknown() throws IOException {
    Path metadata = folder.resolve("metadata/v4.metadata.json");
    ObjectMapper mapper = new ObjectMapper();
    ObjectNode json = (ObjectNode) mapper.readTree(metadata.toFile());
    long current = table.currentSnapshot().snapshotId();
    String gone = folder.resolve("metadata/gone-m0.avro").toString();
    for (JsonNode snapshot : json.get("snapshots")) {
      if (snapshot.get("snapshot-id").asLong() == current) {
        ObjectNode inline = (ObjectNode) snapshot;
        inline.remove("manifest-list");
        inline.putArray("manifests").add(manifests().get(0).path()).add(gone);
      }
    }
    Files.writeString(metadata, mapper.writeValueAsString(json));
    Files.deleteIfExists(folder.resolve("metadata/.v4.metadata.json.crc"));

    JsonNode summary = json(CliRun.of("summary", folder.toString(), "--json"));
    CliRun text = CliRun.of("summary", folder.toString());

    assertThat(summary.get("complete").asBoolean()).isFalse();
    assertThat(summary.get("manifests").asInt()).isEqualTo(2);
    assertThat(summary.get("entries").isNull()).isTrue();
    assertThat(summary.get("entries-from-manifest-list").isNull()).isTrue();
    assertThat(summary.at("/unread-manifests/0/path").asText()).isEqualTo(gone);
    assertThat(text.out())
        .contains("Entries    unknown: at least ")
        .contains(gone + "  (data manifest): Manifest file not found")
        .contains("no counts are recorded for it");
  }
}
