package io.tablescope.app.cli.iceberg;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tablescope.app.cli.CliRun;
import io.tablescope.app.cli.common.ExitCodes;
import io.tablescope.format.testing.FixtureTables;
import io.tablescope.format.testing.MetadataFixtures;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.iceberg.HasTableOperations;
import org.apache.iceberg.ManifestFile;
import org.apache.iceberg.Snapshot;
import org.apache.iceberg.Table;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code check}: exit 0 and one "sound" line for a sound table, 1 with one line (or JSON object)
 * per finding, 2 when nothing could be read; every Iceberg table of the demo warehouse is sound.
 */
class CheckCommandTest {
  @TempDir Path root;

  @ParameterizedTest
  @ValueSource(
      strings = {
        "sales/orders",
        "sales/customers",
        "telemetry/readings_v3",
        "hospital/doctors",
        "legacy/events_v1"
      })
  void everyIcebergTableOfTheDemoWarehouseIsSound(String name) {
    CliRun run = CliRun.of("check", Path.of("demo-warehouse", name).toAbsolutePath().toString());

    assertThat(run.err()).isEmpty();
    assertThat(run.out()).startsWith("sound: ");
    assertThat(run.exitCode()).isZero();
  }

  @Test
  void aSoundTableSaysWhatWasExamined() throws Exception {
    Table table = new FixtureTables(root).unpartitioned(2);
    List<String> manifests = new ArrayList<>();
    for (Snapshot snapshot : table.snapshots()) {
      for (ManifestFile manifest : snapshot.allManifests(table.io())) {
        if (!manifests.contains(manifest.path())) {
          manifests.add(manifest.path());
        }
      }
    }

    CliRun text = CliRun.of("check", table.location());
    CliRun json = CliRun.of("check", table.location(), "--json");

    assertThat(text.exitCode()).isZero();
    // Two appends of one data file each: one entry in each of the two manifests.
    assertThat(text.out())
        .isEqualTo(
            String.format(
                "sound: 2 snapshots, %d manifests, %d entries examined%n",
                manifests.size(), manifests.size()));
    JsonNode node = new ObjectMapper().readTree(json.out());
    assertThat(json.exitCode()).isZero();
    assertThat(node.get("sound").asBoolean()).isTrue();
    assertThat(node.get("snapshots").asInt()).isEqualTo(2);
    assertThat(node.get("manifests").asInt()).isEqualTo(manifests.size());
    assertThat(node.get("entries").asLong()).isEqualTo(manifests.size());
    assertThat(node.get("findings")).isEmpty();
  }

  @Test
  void findingsAreListedWithExitOne() throws Exception {
    Table table = new FixtureTables(root).unpartitioned(2);
    Snapshot current = table.currentSnapshot();
    Path metadata =
        Path.of(((HasTableOperations) table).operations().current().metadataFileLocation());
    Files.writeString(
        metadata,
        MetadataFixtures.edited(
            Files.readString(metadata),
            node -> {
              for (JsonNode snapshot : node.get("snapshots")) {
                if (snapshot.get("snapshot-id").asLong() == current.snapshotId()) {
                  ((ObjectNode) snapshot.get("summary")).put("added-records", "5");
                }
              }
            }));

    CliRun text = CliRun.of("check", table.location());
    CliRun json = CliRun.of("check", table.location(), "--json");

    assertThat(text.exitCode()).isEqualTo(ExitCodes.FINDINGS);
    assertThat(text.out().lines())
        .containsExactly(
            "summary-vs-manifests\t"
                + current.snapshotId()
                + "\t"
                + current.manifestListLocation()
                + "\tsummary added-records is 5; the manifests hold 4",
            "1 finding: 2 snapshots, 2 manifests, 2 entries examined");
    assertThat(json.exitCode()).isEqualTo(ExitCodes.FINDINGS);
    JsonNode node = new ObjectMapper().readTree(json.out());
    assertThat(node.get("sound").asBoolean()).isFalse();
    assertThat(node.get("findings")).hasSize(1);
    JsonNode finding = node.get("findings").get(0);
    assertThat(finding.get("check").asText()).isEqualTo("summary-vs-manifests");
    assertThat(finding.get("snapshot-id").asLong()).isEqualTo(current.snapshotId());
    assertThat(finding.get("path").asText()).isEqualTo(current.manifestListLocation());
    assertThat(finding.get("message").asText())
        .isEqualTo("summary added-records is 5; the manifests hold 4");
  }

  @Test
  void aTableWithNoReadableManifestListIsBadInput() throws Exception {
    Table table = new FixtureTables(root).unpartitioned(2);
    for (Snapshot snapshot : table.snapshots()) {
      Files.delete(Path.of(snapshot.manifestListLocation()));
    }

    CliRun run = CliRun.of("check", table.location());

    assertThat(run.exitCode()).isEqualTo(ExitCodes.BAD_INPUT);
    assertThat(run.out().lines()).filteredOn(line -> line.startsWith("unreadable\t")).hasSize(2);
    assertThat(run.err())
        .isEqualTo(
            "tablescope: "
                + table.location()
                + ": not one manifest list could be read"
                + System.lineSeparator());
  }

  @Test
  void aMissingTableIsBadInput() {
    CliRun run = CliRun.of("check", root.resolve("nothing").toString());

    assertThat(run.exitCode()).isEqualTo(ExitCodes.BAD_INPUT);
    assertThat(run.out()).isEmpty();
    assertThat(run.err()).startsWith("tablescope: ").contains(root.resolve("nothing").toString());
  }

  @Test
  void aDeltaTableIsRefused() {
    Path orders = Path.of("demo-warehouse/lake/orders").toAbsolutePath();

    CliRun run = CliRun.of("check", orders.toString());

    assertThat(run.exitCode()).isEqualTo(ExitCodes.BAD_INPUT);
    assertThat(run.err().lines())
        .containsExactly(
            "tablescope: check reads Iceberg and Hudi tables; "
                + orders
                + " is a Delta table, which offers summary, files, diff, tree, replay, definition,"
                + " changes, as-of, find, file");
  }
}
