package io.tablescope.app.cli.iceberg;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tablescope.app.cli.CliRun;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.hadoop.conf.Configuration;
import org.apache.iceberg.DataFiles;
import org.apache.iceberg.PartitionSpec;
import org.apache.iceberg.Schema;
import org.apache.iceberg.Table;
import org.apache.iceberg.hadoop.HadoopTables;
import org.apache.iceberg.types.Types;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code definition} prints the records the Definition tab shows: schema changes by field id,
 * properties, refs and, with {@code --history}, the property changes and main's rollback along the
 * metadata log, as iceberg-core wrote them; a Delta table is refused with exit 2.
 */
class DefinitionCommandTest {
  private static final Schema SCHEMA =
      new Schema(
          Types.NestedField.required(1, "id", Types.IntegerType.get()),
          Types.NestedField.optional(2, "data", Types.StringType.get()));

  @TempDir Path folder;

  @Test
  void jsonHasTheSchemaChangesPropertiesAndTheRollback() throws Exception {
    Table table =
        new HadoopTables(new Configuration())
            .create(SCHEMA, PartitionSpec.unpartitioned(), Map.of(), folder.toString());
    table.updateProperties().set("owner", "ana").commit();
    append(table, 1);
    long first = table.currentSnapshot().snapshotId();
    append(table, 2);
    table.manageSnapshots().rollbackTo(first).commit();
    table
        .updateSchema()
        .renameColumn("data", "payload")
        .updateColumn("id", Types.LongType.get())
        .commit();
    table.refresh();

    CliRun run = CliRun.of("definition", folder.toString(), "--history", "--json");

    assertThat(run.exitCode()).isZero();
    JsonNode json = new ObjectMapper().readTree(run.out());
    JsonNode changes = json.at("/schemas/1/changes");
    List<String> lines = new ArrayList<>();
    changes.forEach(
        change ->
            lines.add(change.get("field-id").asInt() + " " + change.get("kinds").get(0).asText()));
    assertThat(lines)
        .containsExactlyInAnyOrder(
            table.schema().findField("id").fieldId() + " widened",
            table.schema().findField("payload").fieldId() + " renamed");
    assertThat(json.at("/properties/owner").asText()).isEqualTo(table.properties().get("owner"));
    assertThat(json.at("/refs/0/name").asText()).isEqualTo("main");
    assertThat(json.at("/refs/0/snapshot-id").asLong()).isEqualTo(first);
    List<String> moves = new ArrayList<>();
    json.at("/history/ref-moves")
        .forEach(move -> moves.add(move.get("move").asText() + " " + move.get("to").asLong()));
    assertThat(moves).contains("rollback " + first);
    assertThat(json.at("/history/property-changes/0/key").asText()).isEqualTo("owner");
    assertThat(json.at("/history/property-changes/0/after").asText()).isEqualTo("ana");

    CliRun text = CliRun.of("definition", folder.toString(), "--history");
    assertThat(text.exitCode()).isZero();
    assertThat(text.out()).contains("payload: renamed (data → payload)", "  main rollback: ");
  }

  /** A Hudi table has a definition, but neither metadata files nor a log --history compares. */
  @Test
  void aHudiTableIsRefusedTheMetadataHistory() {
    String trips = Path.of("demo-warehouse/hudi/trips").toAbsolutePath().toString();

    CliRun run = CliRun.of("definition", trips, "--history");

    assertThat(run.exitCode()).isEqualTo(2);
    assertThat(run.out()).isEmpty();
    assertThat(run.err().lines().toList())
        .singleElement()
        .asString()
        .startsWith("tablescope: definition --history reads Iceberg and Delta tables; " + trips)
        .contains(" is a Hudi table, which offers ");
  }

  /** The metadata file holds every snapshot's schema: a commit named is bad input. */
  @Test
  void anIcebergDefinitionTakesNoCommit() {
    String orders = Path.of("demo-warehouse/sales/orders").toAbsolutePath().toString();

    CliRun version = CliRun.of("definition", orders, "--version", "1");
    CliRun ref = CliRun.of("definition", orders, "--ref", "main");

    assertThat(version.exitCode()).isEqualTo(2);
    assertThat(version.err())
        .startsWith("tablescope: " + orders + " is an Iceberg table: definition reads a metadata")
        .contains("--metadata");
    assertThat(ref.exitCode()).isEqualTo(2);
    assertThat(ref.err()).isEqualTo(version.err());
  }

  private static void append(Table table, int file) {
    table
        .newFastAppend()
        .appendFile(
            DataFiles.builder(PartitionSpec.unpartitioned())
                .withPath("/nowhere/data/" + file + ".parquet")
                .withFileSizeInBytes(10)
                .withRecordCount(1)
                .build())
        .commit();
  }
}
