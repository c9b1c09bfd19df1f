package io.tablescope.app.cli.iceberg;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tablescope.app.cli.CliRun;
import io.tablescope.app.cli.common.ExitCodes;
import io.tablescope.format.testing.TableFiles;
import io.tablescope.format.testing.TestTables;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.StreamSupport;
import org.apache.iceberg.DataFile;
import org.apache.iceberg.DeleteFile;
import org.apache.iceberg.FileScanTask;
import org.apache.iceberg.PartitionSpec;
import org.apache.iceberg.Schema;
import org.apache.iceberg.Snapshot;
import org.apache.iceberg.Table;
import org.apache.iceberg.io.CloseableIterable;
import org.apache.iceberg.types.Types;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code file} prints a file's history and live-in snapshots as iceberg-core's snapshots give them,
 * the deletes iceberg-core plans for it, and its footer beside the manifest; a path naming no file
 * or several, or a Delta table, is bad input.
 */
class FileCommandTest {
  private static final Schema SCHEMA =
      new Schema(
          Types.NestedField.required(1, "id", Types.LongType.get()),
          Types.NestedField.required(2, "region", Types.StringType.get()));

  @TempDir Path folder;
  private Table table;
  private DataFile eu;
  private DeleteFile euDeletes;

  @BeforeEach
  void writeTable() {
    table =
        TestTables.create(
            folder, SCHEMA, PartitionSpec.builderFor(SCHEMA).identity("region").build(), 2);
    eu = TableFiles.writeData(table, List.of(TableFiles.row(SCHEMA, 1L, "EU")));
    DataFile us = TableFiles.writeData(table, List.of(TableFiles.row(SCHEMA, 2L, "US")));
    table.newAppend().appendFile(eu).commit();
    table.newFastAppend().appendFile(us).commit();
    euDeletes = TableFiles.writePositionDeletes(table, eu, 0);
    table.newRowDelta().addDeletes(euDeletes).commit();
    table.newDelete().deleteFile(us).commit();
  }

  @Test
  void jsonHasTheHistoryLiveInAndDeletesIcebergGives() throws Exception {
    String name = Path.of(eu.location()).getFileName().toString();

    CliRun run = CliRun.of("file", folder.toString(), name, "--json");

    assertThat(run.exitCode()).isZero();
    JsonNode json = new ObjectMapper().readTree(run.out());
    assertThat(json.get("path").asText()).isEqualTo(eu.location());
    assertThat(json.get("content").asText()).isEqualTo("data");
    List<Long> liveIn = new ArrayList<>();
    json.get("live-in").forEach(id -> liveIn.add(id.asLong()));
    assertThat(liveIn).isEqualTo(icebergLiveIn(eu));
    JsonNode first = json.get("history").get(0);
    Snapshot added = addingSnapshot(eu);
    assertThat(first.get("snapshot-id").asLong()).isEqualTo(added.snapshotId());
    assertThat(first.get("change").asText()).isEqualTo("added");
    assertThat(first.get("operation").asText()).isEqualTo(added.operation());
    assertThat(first.get("sequence-number").asLong()).isEqualTo(added.sequenceNumber());
    assertThat(json.get("history")).hasSize(liveIn.size());
    assertThat(json.get("details-snapshot-id").asLong())
        .isEqualTo(table.currentSnapshot().snapshotId());
    assertThat(json.get("applicable-deletes"))
        .extracting(delete -> delete.get("path").asText())
        .containsExactly(icebergDeletesOf(eu).toArray(String[]::new));
    JsonNode recordCount = json.at("/footer/checks/0");
    assertThat(recordCount.get("statistic").asText()).isEqualTo("record count");
    assertThat(recordCount.get("manifest").asText()).isEqualTo(Long.toString(eu.recordCount()));
    assertThat(recordCount.get("agrees").asBoolean()).isTrue();
  }

  @Test
  void textSaysWhenTheFileWasRemoved() {
    CliRun run = CliRun.of("file", folder.toString(), "region=US/" + name(table, "US"));

    assertThat(run.exitCode()).isZero();
    assertThat(run.out())
        .contains("Live in 2 snapshots")
        .containsPattern("  \\S+  \\d+  delete +removed +DELETED ");
  }

  @Test
  void anAmbiguousOrUnknownPathIsBadInput() {
    CliRun ambiguous = CliRun.of("file", folder.toString(), ".parquet");
    CliRun unknown = CliRun.of("file", folder.toString(), "nothing.parquet");

    assertThat(ambiguous.exitCode()).isEqualTo(ExitCodes.BAD_INPUT);
    assertThat(ambiguous.err())
        .startsWith("tablescope: 3 files of table " + folder + " have paths ending in .parquet;");
    assertThat(unknown.exitCode()).isEqualTo(ExitCodes.BAD_INPUT);
    assertThat(unknown.err().lines())
        .containsExactly(
            "tablescope: No file of table "
                + folder
                + " has the path or a path ending in nothing.parquet");
  }

  private static String name(Table table, String region) {
    for (Snapshot snapshot : table.snapshots()) {
      for (DataFile file : snapshot.addedDataFiles(table.io())) {
        if (file.location().contains("region=" + region + "/")) {
          return Path.of(file.location()).getFileName().toString();
        }
      }
    }
    throw new AssertionError(region);
  }

  private Snapshot addingSnapshot(DataFile file) {
    for (Snapshot snapshot : table.snapshots()) {
      if (StreamSupport.stream(snapshot.addedDataFiles(table.io()).spliterator(), false)
          .anyMatch(added -> added.location().equals(file.location()))) {
        return snapshot;
      }
    }
    throw new AssertionError(file.location());
  }

  private List<Long> icebergLiveIn(DataFile file) throws Exception {
    List<Snapshot> snapshots = new ArrayList<>();
    table.snapshots().forEach(snapshots::add);
    snapshots.sort(java.util.Comparator.comparingLong(Snapshot::sequenceNumber));
    List<Long> liveIn = new ArrayList<>();
    for (Snapshot snapshot : snapshots) {
      try (CloseableIterable<FileScanTask> tasks =
          table.newScan().useSnapshot(snapshot.snapshotId()).planFiles()) {
        if (StreamSupport.stream(tasks.spliterator(), false)
            .anyMatch(task -> task.file().location().equals(file.location()))) {
          liveIn.add(snapshot.snapshotId());
        }
      }
    }
    return liveIn;
  }

  private List<String> icebergDeletesOf(DataFile file) throws Exception {
    try (CloseableIterable<FileScanTask> tasks = table.newScan().planFiles()) {
      for (FileScanTask task : tasks) {
        if (task.file().location().equals(file.location())) {
          return task.deletes().stream().map(DeleteFile::location).toList();
        }
      }
    }
    throw new AssertionError(file.location());
  }
}
