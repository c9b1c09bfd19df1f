package io.tablescope.app.cli.iceberg;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tablescope.app.cli.common.Json;
import io.tablescope.app.testing.FileHealthTable;
import io.tablescope.inspector.iceberg.IcebergTable;
import io.tablescope.inspector.iceberg.health.FileHealth;
import io.tablescope.inspector.iceberg.health.FileHealthAnalysis;
import io.tablescope.inspector.iceberg.health.PartitionDeletes;
import io.tablescope.inspector.iceberg.health.PartitionFiles;
import io.tablescope.inspector.table.AnalysisProgress;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.StreamSupport;
import org.apache.iceberg.DataFile;
import org.apache.iceberg.FileContent;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The JSON and text of a snapshot's file health say what iceberg-core's scan plan and manifests say
 * of a table with deletes, a dangling delete and a missing file.
 */
class FileHealthWritersTest {
  @TempDir Path folder;

  private FileHealthTable oracle;
  private FileHealth health;

  @BeforeEach
  void analyse() throws Exception {
    oracle = FileHealthTable.write(folder);
    health =
        FileHealthAnalysis.ofCurrent(
                IcebergTable.open(folder.toString(), Runnable::run), AnalysisProgress.NONE)
            .orElseThrow();
  }

  @Test
  void jsonHasTheScanPlansDeletesDanglingDeletesMissingFilesAndRows() throws Exception {
    JsonNode json = json();
    List<DataFile> dataFiles = oracle.dataFiles();

    assertThat(json.at("/files/snapshot-id").asLong())
        .isEqualTo(oracle.table.currentSnapshot().snapshotId());
    assertThat(json.at("/files/data-files").asInt()).isEqualTo(dataFiles.size());
    assertThat(json.at("/files/data-bytes").asLong())
        .isEqualTo(dataFiles.stream().mapToLong(DataFile::fileSizeInBytes).sum());
    assertThat(json.at("/files/partitions")).hasSize(health.partitions().size());
    PartitionFiles eu = health.partitions().get(0);
    assertThat(json.at("/files/partitions/0/partition").asText()).isEqualTo("region=EU");
    assertThat(json.at("/files/partitions/0/data-files").asInt()).isEqualTo(eu.dataFiles());
    assertThat(json.at("/files/partitions/0/position-deletes").asInt()).isEqualTo(2);
    assertThat(json.at("/files/partitions/0/equality-deletes").asInt()).isEqualTo(1);
    assertThat(json.at("/deletes/delete-files-a-scan-opens").asInt())
        .isEqualTo(oracle.appliedDeletes().size());
    assertThat(json.at("/deletes/position-deletes").asInt()).isEqualTo(2);
    assertThat(paths(json.get("dangling-deletes")))
        .containsExactlyInAnyOrderElementsOf(oracle.danglingDeletes())
        .hasSize(1);
    assertThat(json.at("/dangling-deletes/0/content").asText()).isEqualTo("position-deletes");
    assertThat(json.at("/dangling-deletes/0/reason").asText()).contains("no longer live");
    assertThat(paths(json.get("missing-files"))).containsExactly(oracle.missingFile);
    assertThat(json.at("/missing-files/0/content").asText()).isEqualTo("data");
    assertThat(json.at("/manifests/count").asInt())
        .isEqualTo(oracle.table.currentSnapshot().allManifests(oracle.table.io()).size());
    assertThat(json.at("/manifests/list")).hasSize(json.at("/manifests/count").asInt());
    long dataRows = dataFiles.stream().mapToLong(DataFile::recordCount).sum();
    long positionDeleted =
        oracle.liveDeletes.values().stream()
            .filter(delete -> delete.content() == FileContent.POSITION_DELETES)
            .filter(delete -> oracle.appliedDeletes().contains(delete.location()))
            .mapToLong(delete -> delete.recordCount())
            .sum();
    assertThat(json.at("/live-rows/data-rows").asLong()).isEqualTo(dataRows);
    assertThat(json.at("/live-rows/position-deleted-rows").asLong()).isEqualTo(positionDeleted);
    assertThat(json.at("/live-rows/equality-deleted-rows-at-most").asLong())
        .isEqualTo(health.liveRows().equalityDeletedRowsAtMost())
        .isPositive();
    assertThat(json.at("/live-rows/live-rows-at-least").asLong())
        .isEqualTo(
            dataRows
                - positionDeleted
                - json.at("/live-rows/equality-deleted-rows-at-most").asLong());
  }

  @Test
  void textHasTheFourSectionsWithTheirFigures() {
    StringWriter text = new StringWriter();
    try (PrintWriter out = new PrintWriter(text)) {
      FileHealthText.write(out, health);
    }

    assertThat(text.toString())
        .containsSubsequence(
            "Files      snapshot "
                + health.snapshotId()
                + ": "
                + health.dataFiles()
                + " data files",
            "  spec 0 region=EU",
            "Deletes    2 position deletes, 1 equality deletes, 0 deletion vectors;"
                + " a full scan opens "
                + oracle.appliedDeletes().size()
                + " delete files",
            "  1 dangling:",
            "    " + oracle.danglingDeletes().iterator().next() + "  (position-deletes",
            "  1 missing:",
            "    " + oracle.missingFile + "  (data)",
            "Build-up   1 partitions with delete files",
            "  spec 0 region=EU",
            "Manifests  " + health.manifests().manifests().size() + " manifests",
            "Rows       " + health.liveRows().dataRows() + " data rows");
  }

  @Test
  void jsonHasTheDeleteBuildUpOfEachPartitionAsIcebergsDeleteManifestsHoldIt() throws Exception {
    JsonNode json = json();
    long deleteSnapshot =
        StreamSupport.stream(oracle.table.snapshots().spliterator(), false)
            .filter(snapshot -> snapshot.addedDeleteFiles(oracle.table.io()).iterator().hasNext())
            .reduce((first, second) -> second)
            .orElseThrow()
            .snapshotId();

    assertThat(json.at("/deletes/partitions")).hasSize(1);
    JsonNode eu = json.at("/deletes/partitions/0");
    assertThat(eu.get("partition").asText()).isEqualTo("region=EU");
    assertThat(eu.get("position-deletes").asInt()).isEqualTo(live(FileContent.POSITION_DELETES));
    assertThat(eu.get("position-delete-bytes").asLong())
        .isEqualTo(liveBytes(FileContent.POSITION_DELETES));
    assertThat(eu.get("equality-deletes").asInt()).isEqualTo(live(FileContent.EQUALITY_DELETES));
    assertThat(eu.get("equality-delete-bytes").asLong())
        .isEqualTo(liveBytes(FileContent.EQUALITY_DELETES));
    assertThat(eu.get("deletion-vectors").asInt()).isZero();
    assertThat(eu.get("delete-bytes").asLong())
        .isEqualTo(
            liveBytes(FileContent.POSITION_DELETES) + liveBytes(FileContent.EQUALITY_DELETES));
    assertThat(eu.get("data-bytes").asLong())
        .isEqualTo(
            oracle.dataFiles().stream()
                .filter(file -> file.partition().get(0, String.class).equals("EU"))
                .mapToLong(DataFile::fileSizeInBytes)
                .sum());
    assertThat(eu.get("last-delete-snapshot-id").asLong()).isEqualTo(deleteSnapshot);
  }

  @Test
  void textShowsFiftyPartitionsOfTheBuildUpAndCountsTheRest() {
    List<PartitionDeletes> many = new ArrayList<>();
    for (int i = 0; i < 53; i++) {
      many.add(new PartitionDeletes(0, "day=" + i, 1, 100, 1, 1000 - i, 0, 0, 0, 0, 7, 2));
    }
    FileHealth crowded =
        new FileHealth(
            health.snapshotId(),
            health.targetFileSizeBytes(),
            health.smallFileBytes(),
            health.partitions(),
            many,
            health.dataFilesWithDeletes(),
            health.deleteFilesScanOpens(),
            health.danglingDeletes(),
            health.missingFiles(),
            health.manifests(),
            health.liveRows(),
            health.problems());
    StringWriter text = new StringWriter();
    try (PrintWriter out = new PrintWriter(text)) {
      FileHealthText.write(out, crowded);
    }

    assertThat(text.toString())
        .containsSubsequence(
            "Build-up   53 partitions with delete files, most delete bytes first",
            "  spec 0 day=0 ",
            "  spec 0 day=49 ",
            "  and 3 more partitions (--json lists all)",
            "Manifests")
        .doesNotContain("day=50 ");
  }

  private int live(FileContent content) {
    return (int)
        oracle.liveDeletes.values().stream().filter(file -> file.content() == content).count();
  }

  private long liveBytes(FileContent content) {
    return oracle.liveDeletes.values().stream()
        .filter(file -> file.content() == content)
        .mapToLong(file -> file.fileSizeInBytes())
        .sum();
  }

  private JsonNode json() throws Exception {
    StringWriter out = new StringWriter();
    try (JsonGenerator json = Json.generator(out)) {
      json.writeStartObject();
      FileHealthJson.write(json, health);
      json.writeEndObject();
    }
    return new ObjectMapper().readTree(out.toString());
  }

  private static List<String> paths(JsonNode array) {
    List<String> paths = new ArrayList<>();
    array.forEach(node -> paths.add(node.get("path").asText()));
    return paths;
  }
}
