package io.tablescope.app.hostile;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tablescope.format.parquet.ParquetRowReader;
import io.tablescope.format.testing.delta.HandWrittenCheckpoint;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Damage shown as good, in Delta: values no writer can mean (a negative size, record count, null
 * count, deletion vector size or cardinality, in-commit timestamp or checkpoint pointer; more nulls
 * than records; a key given twice in stats, {@code _last_checkpoint} or a {@code .crc}) in the demo
 * table's log are problems naming the file, where in it, and the field. The file stays live as
 * written, and Tablescope writes nothing.
 */
class DeltaImpossibleValuesTest {
  private static final String ADDED =
      "part-00000-3eaa8002-1966-314f-b928-9396173c7516-c000.snappy.parquet";
  private static final String CHECKPOINT = "00000000000000000010.checkpoint.parquet";

  @TempDir Path folder;
  private Path table;
  private Path log;
  private Path commit;
  private FolderPrint before;

  @BeforeEach
  void copyDemoTable() throws IOException {
    table = folder.resolve("events");
    DeltaHostileTest.copy(Path.of("demo-warehouse/lake/events"), table);
    log = table.resolve("_delta_log");
    commit = log.resolve("00000000000000000011.json");
  }

  @AfterEach
  void nothingWasWritten() {
    if (before != null) {
      assertThat(FolderPrint.of(table)).isEqualTo(before);
    }
  }

  /** Replaces text in the last commit, whose add (line 3) the latest version replays. */
  private void editCommit(String from, String to) throws IOException {
    String text = Files.readString(commit);
    assertThat(text).contains(from);
    Files.writeString(commit, text.replace(from, to));
  }

  /**
   * Runs a command on the table ({@code command table options...}), which exits as given, in words;
   * the edited table is printed before the first run, to prove no run writes.
   */
  private HostileRun run(int exitCode, String... args) {
    if (before == null) {
      before = FolderPrint.of(table);
    }
    List<String> all = new ArrayList<>(List.of(args));
    all.add(1, table.toString());
    return HostileRun.of(all.toArray(String[]::new)).exits(exitCode).inWords();
  }

  @Test
  void aNegativeSizeAndRecordCountOfAnAddAreProblemsNamingTheCommitLineAndField()
      throws IOException {
    editCommit("\"size\":1229", "\"size\":-1229");
    editCommit("{\\\"numRecords\\\":1,", "{\\\"numRecords\\\":-1,");

    HostileRun summary = run(0, "summary");
    HostileRun files = run(1, "files");
    HostileRun tree = run(0, "tree");

    String at = " for " + ADDED + " (line 3): it cannot be negative";
    for (HostileRun each : List.of(summary, files, tree)) {
      assertThat(each.out())
          .contains(commit + ": add.size is -1229" + at)
          .contains(commit + ": add.stats.numRecords is -1" + at);
    }
    assertThat(summary.out()).contains("Live files:       8 (6,657 bytes)");
    assertThat(files.out()).contains(ADDED + "  -1 rows  -1229 bytes");
  }

  @Test
  void negativeNullCountsAndMoreNullsThanRecordsAreProblemsNamingTheColumn() throws IOException {
    editCommit(
        "\"nullCount\\\":{\\\"event_id\\\":0,\\\"event_type\\\":0",
        "\"nullCount\\\":{\\\"event_id\\\":-4,\\\"event_type\\\":3");

    HostileRun tree = run(0, "tree");

    String of = " of " + ADDED + " (line 3)";
    assertThat(tree.out())
        .contains(
            commit
                + ": add.stats.nullCount is -4 for column event_id"
                + of
                + ": it cannot be negative")
        .contains(
            commit
                + ": add.stats.nullCount is 3 for column event_type"
                + of
                + ", more than its numRecords 1");
  }

  @Test
  void aNegativeDeletionVectorSizeAndCardinalityAreProblemsAndTheFileStaysLive()
      throws IOException {
    editCommit(
        "\"dataChange\":true,\"stats\"",
        "\"dataChange\":true,\"deletionVector\":{\"storageType\":\"u\","
            + "\"pathOrInlineDv\":\"ab^-aqEH.-t@S}K{vb[*k^\",\"offset\":1,"
            + "\"sizeInBytes\":-34,\"cardinality\":-2},\"stats\"");

    HostileRun summary = run(0, "summary");

    String at = " for " + ADDED + " (line 3): it cannot be negative";
    assertThat(summary.out())
        .contains(commit + ": add.deletionVector.cardinality is -2" + at)
        .contains(commit + ": add.deletionVector.sizeInBytes is -34" + at)
        .contains("Live files:       8");
  }

  @Test
  void aKeyWrittenTwiceInStatsIsAProblemAndTheFileStaysLiveWithoutStats() throws IOException {
    editCommit("{\\\"numRecords\\\":1,", "{\\\"numRecords\\\":1,\\\"numRecords\\\":2,");

    HostileRun summary = run(0, "summary");
    HostileRun files = run(1, "files");

    String problem =
        commit
            + ": add.stats of "
            + ADDED
            + " (line 3) do not read: key 'numRecords' is written twice";
    assertThat(summary.out()).contains(problem).contains("Live files:       8");
    assertThat(files.out()).contains(problem).contains(ADDED);
  }

  @Test
  void aNegativeInCommitTimestampIsAProblemNamingTheCommitInfo() throws IOException {
    editCommit("{\"commitInfo\":{", "{\"commitInfo\":{\"inCommitTimestamp\":-5,");

    HostileRun tree = run(0, "tree");

    assertThat(tree.out())
        .contains(
            commit
                + ": commitInfo.inCommitTimestamp is -5 for the commitInfo (line 1): it cannot be"
                + " negative");
  }

  @Test
  void aNegativeSizeInTheCheckpointIsAProblemNamingItsRowAndTheStateStartsFromIt()
      throws IOException {
    Path checkpoint = log.resolve(CHECKPOINT);
    List<ObjectNode> rows = new ArrayList<>();
    ParquetRowReader.read(
        checkpoint.toString(), Files.readAllBytes(checkpoint), row -> rows.add(row.deepCopy()));
    int row = 0;
    while (!rows.get(row).has("add")) {
      row++;
    }
    ObjectNode add = (ObjectNode) rows.get(row).get("add");
    long size = add.get("size").asLong();
    add.put("size", -size);
    HandWrittenCheckpoint.write(checkpoint, rows);

    HostileRun summary = run(0, "summary");

    assertThat(summary.out())
        .contains("Checkpoint:       version 10")
        .contains("Live files:       8")
        .contains(
            checkpoint
                + ": add.size is -"
                + size
                + " for "
                + add.get("path").asText()
                + " (row "
                + (row + 1)
                + "): it cannot be negative");
  }

  @Test
  void aNegativeVersionInLastCheckpointIsAProblemAndTheCheckpointIsFoundByListing()
      throws IOException {
    Path pointer = log.resolve("_last_checkpoint");
    Files.writeString(pointer, "{\"version\":-10,\"size\":11}");

    HostileRun summary = run(0, "summary");

    assertThat(summary.out())
        .contains(
            pointer + ": version is -10: it cannot be negative; the checkpoint is found by listing")
        .contains("Checkpoint:       version 10")
        .doesNotContain("Last checkpoint:  version");
  }

  @Test
  void aNegativeSizeAndPartsInLastCheckpointAreOneProblemNamingBoth() throws IOException {
    Path pointer = log.resolve("_last_checkpoint");
    Files.writeString(pointer, "{\"version\":10,\"size\":-11,\"parts\":-1}");

    HostileRun summary = run(0, "summary");

    assertThat(summary.out())
        .contains(
            pointer
                + ": size is -11, parts is -1: they cannot be negative; the checkpoint is found by"
                + " listing")
        .doesNotContain("-11 actions");
  }

  @Test
  void aKeyWrittenTwiceInLastCheckpointIsAProblemAndTheCheckpointIsFoundByListing()
      throws IOException {
    Path pointer = log.resolve("_last_checkpoint");
    Files.writeString(pointer, "{\"version\":10,\"version\":3,\"size\":11}");

    HostileRun summary = run(0, "summary");

    assertThat(summary.out())
        .contains(pointer + ": key 'version' is written twice; the checkpoint is found by listing")
        .contains("Checkpoint:       version 10");
  }

  @Test
  void aKeyWrittenTwiceInAChecksumIsAProblemNamingItAndTheKey() throws IOException {
    Path crc = log.resolve("00000000000000000011.crc");
    Files.writeString(
        crc,
        "{\"tableSizeBytes\":8115,\"numFiles\":8,\"numFiles\":9,\"numMetadata\":1,"
            + "\"numProtocol\":1}");

    HostileRun summary = run(0, "summary");

    assertThat(summary.out()).contains(crc + ": key 'numFiles' is written twice");
  }
}
