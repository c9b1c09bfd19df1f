package io.tablescope.inspector.iceberg;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tablescope.format.Problem;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executor;
import java.util.function.Consumer;
import org.apache.hadoop.conf.Configuration;
import org.apache.iceberg.BaseTable;
import org.apache.iceberg.DataFiles;
import org.apache.iceberg.PartitionSpec;
import org.apache.iceberg.Schema;
import org.apache.iceberg.StaticTableOperations;
import org.apache.iceberg.Table;
import org.apache.iceberg.TableMetadataParser;
import org.apache.iceberg.exceptions.ValidationException;
import org.apache.iceberg.hadoop.HadoopFileIO;
import org.apache.iceberg.hadoop.HadoopTables;
import org.apache.iceberg.types.Types;
import org.apache.iceberg.util.SnapshotUtil;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Metadata iceberg-core refuses (refs and a current snapshot that name no snapshot or the wrong
 * one, sequence numbers above the last): each is a problem in iceberg-core's words; commands that
 * follow such a ref say which snapshot is missing, and a lineage cut by an expired parent is not
 * mistaken for a rollback.
 */
class MetadataChecksTest {
  private static final Executor DIRECT = Runnable::run;
  private static final Schema SCHEMA =
      new Schema(Types.NestedField.required(1, "id", Types.LongType.get()));
  private static final ObjectMapper MAPPER = new ObjectMapper();

  @TempDir Path folder;
  private Table table;
  private Path metadata;

  @BeforeEach
  void createTableWithABranchAndATag() {
    table =
        new HadoopTables(new Configuration())
            .create(SCHEMA, PartitionSpec.unpartitioned(), Map.of(), folder.toString());
    for (int i = 0; i < 3; i++) {
      table
          .newFastAppend()
          .appendFile(
              DataFiles.builder(PartitionSpec.unpartitioned())
                  .withPath("/nowhere/data/" + i + ".parquet")
                  .withFileSizeInBytes(10)
                  .withRecordCount(1)
                  .build())
          .commit();
    }
    long first = table.history().get(0).snapshotId();
    table.manageSnapshots().createBranch("audit", first).createTag("eod", first).commit();
    metadata = folder.resolve("metadata/v5.metadata.json");
  }

  /** Edits the newest metadata file and returns iceberg-core's message for the result, if any. */
  private String edit(Consumer<ObjectNode> change) throws IOException {
    ObjectNode json = (ObjectNode) MAPPER.readTree(metadata.toFile());
    change.accept(json);
    String text = MAPPER.writeValueAsString(json);
    Files.writeString(metadata, text);
    // Hadoop's checksum of the file would no longer match.
    Files.deleteIfExists(metadata.resolveSibling("." + metadata.getFileName() + ".crc"));
    try {
      TableMetadataParser.fromJson(text);
      return null;
    } catch (IllegalArgumentException | ValidationException e) {
      return e.getMessage();
    }
  }

  private static List<String> messages(IcebergTable table) {
    return table.problems().stream().map(Problem::message).toList();
  }

  @Test
  void aBranchThatNamesNoSnapshotIsIcebergsProblemAndFollowingItSaysWhy() throws IOException {
    String iceberg = edit(json -> ((ObjectNode) json.at("/refs/audit")).put("snapshot-id", 42L));

    IcebergTable opened = IcebergTable.open(folder.toString(), DIRECT);

    assertThat(iceberg).isNotNull();
    assertThat(messages(opened)).containsExactly(iceberg + " (branch audit)");
    String why = "branch audit points at snapshot 42, which is not in " + metadata;
    assertThatThrownBy(() -> AsOf.resolve(opened, System.currentTimeMillis(), "audit"))
        .isInstanceOf(SnapshotNotFoundException.class)
        .hasMessage(why);
    assertThatThrownBy(() -> new IncrementalScans(opened).end(null, "audit"))
        .isInstanceOf(SnapshotNotFoundException.class)
        .hasMessage(why);
  }

  @Test
  void aCurrentSnapshotThatIsNotMainsHeadIsIcebergsProblem() throws IOException {
    long first = table.history().get(0).snapshotId();
    String iceberg = edit(json -> json.put("current-snapshot-id", first));

    IcebergTable opened = IcebergTable.open(folder.toString(), DIRECT);

    assertThat(iceberg).isNotNull();
    assertThat(messages(opened)).containsExactly(iceberg);
  }

  @Test
  void aCurrentSnapshotIdThatNamesNoSnapshotIsAProblemBesideIcebergs() throws IOException {
    String iceberg = edit(json -> json.put("current-snapshot-id", 42L));

    IcebergTable opened = IcebergTable.open(folder.toString(), DIRECT);

    assertThat(messages(opened))
        .containsExactly("current-snapshot-id 42 is not among the snapshots", iceberg);
  }

  @Test
  void asOfBeforeALineageCutByAnExpiredParentDoesNotClaimARollback() throws IOException {
    long middle = table.history().get(1).snapshotId();
    long time = table.history().get(1).timestampMillis() - 1;
    edit(
        json -> {
          Iterator<JsonNode> snapshots = ((ArrayNode) json.get("snapshots")).elements();
          while (snapshots.hasNext()) {
            if (snapshots.next().get("snapshot-id").asLong() == middle) {
              snapshots.remove();
            }
          }
        });
    Table damaged =
        new BaseTable(
            new StaticTableOperations(metadata.toString(), new HadoopFileIO(new Configuration())),
            "damaged");

    AsOf.Result result;
    try {
      result = AsOf.resolve(IcebergTable.open(folder.toString(), DIRECT), time, null);
    } catch (IcebergRuleException | SnapshotNotFoundException e) {
      throw new AssertionError(e);
    }

    assertThat(result.snapshot().snapshotId())
        .isEqualTo(SnapshotUtil.snapshotIdAsOfTime(damaged, time));
    assertThat(result.note())
        .startsWith(
            "main's lineage stops at snapshot "
                + table.currentSnapshot().snapshotId()
                + ", whose parent "
                + middle
                + " is no longer in the metadata (expired)")
        .doesNotContain("rolled back");
  }

  @Test
  void aSnapshotAboveTheLastSequenceNumberIsIcebergsProblem() throws IOException {
    String iceberg = edit(json -> json.put("last-sequence-number", 1));

    IcebergTable opened = IcebergTable.open(folder.toString(), DIRECT);

    assertThat(iceberg).isNotNull();
    assertThat(messages(opened)).singleElement().asString().startsWith(iceberg + " (snapshot ");
  }

  @Test
  void asOfATimeWhoseLogEntryNamesAnExpiredSnapshotFailsWithIcebergsMessage() throws IOException {
    long first = table.history().get(0).snapshotId();
    long time = table.history().get(0).timestampMillis();
    edit(
        json -> {
          Iterator<JsonNode> snapshots = ((ArrayNode) json.get("snapshots")).elements();
          while (snapshots.hasNext()) {
            if (snapshots.next().get("snapshot-id").asLong() == first) {
              snapshots.remove();
            }
          }
          json.remove("refs");
          json.put("current-snapshot-id", table.currentSnapshot().snapshotId());
        });
    Table damaged =
        new BaseTable(
            new StaticTableOperations(metadata.toString(), new HadoopFileIO(new Configuration())),
            "damaged");
    String iceberg = "";
    try {
      damaged.newScan().asOfTime(time);
    } catch (IllegalArgumentException e) {
      iceberg = e.getMessage();
    }
    IcebergTable opened = IcebergTable.open(folder.toString(), DIRECT);

    assertThat(iceberg).isEqualTo("Cannot find snapshot with ID " + first);
    assertThatThrownBy(() -> AsOf.resolve(opened, time, null))
        .isInstanceOf(IcebergRuleException.class)
        .hasMessageStartingWith(iceberg + " (");
  }
}
