package io.tablescope.app.cli.iceberg;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tablescope.app.cli.CliRun;
import io.tablescope.format.testing.TableFiles;
import io.tablescope.format.testing.TestTables;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.apache.iceberg.DataFile;
import org.apache.iceberg.PartitionSpec;
import org.apache.iceberg.Schema;
import org.apache.iceberg.Table;
import org.apache.iceberg.exceptions.ValidationException;
import org.apache.iceberg.types.Types;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The publish command's contract: exit codes 0, 1 and 2, its JSON and its text. */
class PublishCommandTest {
  private static final String ORDERS =
      Path.of("demo-warehouse/sales/orders").toAbsolutePath().toString();
  private static final String DELTA_ORDERS =
      Path.of("demo-warehouse/lake/orders").toAbsolutePath().toString();
  private static final Schema SCHEMA =
      new Schema(
          Types.NestedField.required(1, "id", Types.LongType.get()),
          Types.NestedField.optional(2, "color", Types.StringType.get()));

  @TempDir Path folder;

  private Table table;

  /** main and the branch audit, which holds an append and a delete; main moved on meanwhile. */
  private String tableWithDivergedBranch() {
    table =
        TestTables.create(
            folder, SCHEMA, PartitionSpec.builderFor(SCHEMA).identity("color").build(), 2);
    DataFile red = file("red", 1);
    table.newAppend().appendFile(red).commit();
    table.manageSnapshots().createBranch("audit", table.currentSnapshot().snapshotId()).commit();
    table.newAppend().appendFile(file("blue", 2)).toBranch("audit").commit();
    table.newDelete().deleteFile(red).toBranch("audit").commit();
    table.newAppend().appendFile(file("green", 3)).commit();
    table.manageSnapshots().createBranch("appends", table.currentSnapshot().snapshotId()).commit();
    table.newAppend().appendFile(file("blue", 4)).toBranch("appends").commit();
    table.newAppend().appendFile(file("red", 5)).commit();
    return folder.toString();
  }

  private DataFile file(String color, long id) {
    return TableFiles.writeData(table, List.of(TableFiles.row(SCHEMA, id, color)));
  }

  @Test
  void aBranchIcebergWouldRefuseExitsOneWithIcebergsException() throws IOException {
    String location = tableWithDivergedBranch();
    long delete = table.snapshot("audit").snapshotId();
    CliRun json = CliRun.of("publish", location, "--branch", "audit", "--json");
    CliRun text = CliRun.of("publish", location, "--branch", "audit");
    // iceberg-core publishes on the table itself once Tablescope has read it.
    String icebergMessage;
    try {
      table.manageSnapshots().cherrypick(table.snapshot("audit").parentId()).commit();
      table.manageSnapshots().cherrypick(delete).commit();
      throw new AssertionError("iceberg-core published the delete");
    } catch (ValidationException e) {
      icebergMessage = e.getMessage();
    }

    assertThat(json.exitCode()).isEqualTo(1);
    assertThat(text.exitCode()).isEqualTo(1);
    JsonNode result = new ObjectMapper().readTree(json.out());
    assertThat(result.get("branch").asText()).isEqualTo("audit");
    assertThat(result.get("to").asText()).isEqualTo("main");
    assertThat(result.get("verdict").asText()).isEqualTo("refused");
    assertThat(result.get("exception").asText()).isEqualTo("ValidationException");
    assertThat(result.get("message").asText()).isEqualTo(icebergMessage);
    assertThat(result.get("branch-head").asLong()).isEqualTo(delete);
    JsonNode snapshots = result.get("snapshots");
    assertThat(snapshots).hasSize(2);
    assertThat(snapshots.get(0).get("action").asText()).isEqualTo("re-apply append");
    assertThat(snapshots.get(1).get("snapshot-id").asLong()).isEqualTo(delete);
    assertThat(snapshots.get(1).get("operation").asText()).isEqualTo("delete");
    assertThat(snapshots.get(1).get("action").asText()).isEqualTo("refused");
    assertThat(result.get("checks")).isNotEmpty();
    assertThat(result.get("checks").get(0).has("passed")).isTrue();
    assertThat(text.out()).contains("Would fail: ValidationException: " + icebergMessage);
  }

  @Test
  void aBranchOfAppendsCherryPicksAndExitsZero() throws IOException {
    String location = tableWithDivergedBranch();

    CliRun json = CliRun.of("publish", location, "--branch", "appends", "--json");

    assertThat(json.exitCode()).isZero();
    JsonNode result = new ObjectMapper().readTree(json.out());
    assertThat(result.get("verdict").asText()).isEqualTo("cherry-pick");
    assertThat(result.get("fork-point").asLong()).isEqualTo(table.snapshot("appends").parentId());
    assertThat(result.get("target-head").asLong()).isEqualTo(table.currentSnapshot().snapshotId());
    assertThat(result.get("failures")).isEmpty();
    assertThat(result.at("/checks/0/check").asText()).isEqualTo("append");
  }

  @Test
  void theDemosAuditBranchFastForwardsMain() throws IOException {
    CliRun json = CliRun.of("publish", ORDERS, "--branch", "audit", "--json");
    CliRun text = CliRun.of("publish", ORDERS, "--branch", "audit");

    assertThat(json.exitCode()).isZero();
    JsonNode result = new ObjectMapper().readTree(json.out());
    assertThat(result.get("verdict").asText()).isEqualTo("fast-forward");
    assertThat(result.get("fork-point").asLong()).isEqualTo(result.get("target-head").asLong());
    assertThat(text.out()).contains("to main (at " + result.get("target-head").asLong() + ")");
  }

  @Test
  void anUnknownBranchATagOrADeltaTableIsBadInput() {
    CliRun unknown = CliRun.of("publish", ORDERS, "--branch", "nope");
    CliRun tag = CliRun.of("publish", ORDERS, "--branch", "eod-2026-11-29");
    CliRun delta = CliRun.of("publish", DELTA_ORDERS, "--branch", "audit");
    CliRun missing = CliRun.of("publish", ORDERS);

    assertThat(unknown.exitCode()).isEqualTo(2);
    assertThat(unknown.err())
        .isEqualTo("tablescope: Ref does not exist: nope" + System.lineSeparator());
    assertThat(tag.exitCode()).isEqualTo(2);
    assertThat(tag.err()).contains("Ref eod-2026-11-29 is a tag not a branch");
    assertThat(delta.exitCode()).isEqualTo(2);
    assertThat(delta.err())
        .isEqualTo(
            "tablescope: publish reads Iceberg tables; "
                + DELTA_ORDERS
                + " is a Delta table, which offers summary, files, diff, tree, replay, definition,"
                + " changes, as-of, health, check, expire, orphans, find, file"
                + System.lineSeparator());
    assertThat(missing.exitCode()).isEqualTo(2);
  }
}
