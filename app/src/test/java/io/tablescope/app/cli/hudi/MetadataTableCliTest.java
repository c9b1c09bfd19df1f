package io.tablescope.app.cli.hudi;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tablescope.app.cli.CliRun;
import io.tablescope.app.cli.common.ExitCodes;
import io.tablescope.format.testing.hudi.HudiOracleTables;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code metadata-table} on tables Hudi wrote: the files partition as Hudi's metadata reader lists
 * it, a failed write's files expected, damage a fault naming its file, and the refusals.
 */
class MetadataTableCliTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  @TempDir Path dir;

  @Test
  void aFailedWritesFilesAreExpectedAndTheListingIsHudis() throws Exception {
    HudiOracleTables.Scenario scenario = HudiOracleTables.scenario("inflight-mdt-v8");
    JsonNode hudi = scenario.answers().get("metadataTable");

    CliRun run = CliRun.of("metadata-table", scenario.table().toString(), "--json");

    assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCodes.OK);
    JsonNode out = JSON.readTree(run.out());
    assertThat(out.get("agrees").asBoolean()).isTrue();
    assertThat(out.get("instant").asText()).isEqualTo(hudi.get("syncedInstant").asText());
    assertThat(out.get("files")).isEqualTo(hudi.get("files"));
    List<String> onlyOnStorage = new ArrayList<>();
    hudi.get("storageFiles")
        .fields()
        .forEachRemaining(
            partition ->
                partition
                    .getValue()
                    .fieldNames()
                    .forEachRemaining(
                        name -> {
                          if (!hudi.get("files").path(partition.getKey()).has(name)) {
                            onlyOnStorage.add(partition.getKey() + "/" + name);
                          }
                        }));
    assertThat(onlyOnStorage).isNotEmpty();
    List<String> ours = new ArrayList<>();
    for (JsonNode d : out.get("disagreements")) {
      assertThat(d.get("kind").asText()).isEqualTo("ONLY_ON_STORAGE");
      assertThat(d.get("expected-because").asText()).contains("INFLIGHT", "still pending");
      ours.add(d.get("partition").asText() + "/" + d.get("file").asText());
    }
    assertThat(new TreeSet<>(ours)).isEqualTo(new TreeSet<>(onlyOnStorage));

    CliRun text = CliRun.of("metadata-table", scenario.table().toString());
    assertThat(text.exitCode()).isEqualTo(ExitCodes.OK);
    assertThat(text.out())
        .contains("ONLY_ON_STORAGE\t" + onlyOnStorage.get(0), "expected: ")
        .contains(
            "the metadata table agrees with storage as of " + hudi.get("syncedInstant").asText());
  }

  @Test
  void aDeletedDataFileIsAFaultNamingIt() throws Exception {
    HudiOracleTables.Scenario scenario = HudiOracleTables.scenario("cow-v8");
    Path copy = dir.resolve("table");
    HudiOracleTables.copy(scenario.table(), copy);
    Map.Entry<String, JsonNode> partition =
        scenario.answers().get("metadataTable").get("files").fields().next();
    String file = partition.getValue().fieldNames().next();
    Files.delete(copy.resolve(partition.getKey()).resolve(file));

    CliRun run = CliRun.of("metadata-table", copy.toString());

    assertThat(run.exitCode()).isEqualTo(ExitCodes.FINDINGS);
    assertThat(run.out())
        .contains(
            "ONLY_IN_METADATA\t" + partition.getKey() + "/" + file,
            "FAULT: listed by the metadata table",
            "1 files and 0 partitions disagree");
  }

  @Test
  void aTableWithoutAMetadataTableIsRefusedSayingSo() {
    String table = HudiOracleTables.scenario("mor-v6").table().toString();

    CliRun run = CliRun.of("metadata-table", table);

    assertThat(run.exitCode()).isEqualTo(ExitCodes.BAD_INPUT);
    assertThat(run.err())
        .contains(
            "metadata-table reads Hudi tables with a metadata table; "
                + table
                + " is a Hudi table without a metadata table, which offers summary");
  }

  @Test
  void anUnreadableMetadataTableIsBadInputNamingIt() throws Exception {
    HudiOracleTables.Scenario scenario = HudiOracleTables.scenario("cow-v8");
    Path copy = dir.resolve("table");
    HudiOracleTables.copy(scenario.table(), copy);
    Path properties = copy.resolve(".hoodie/metadata/.hoodie/hoodie.properties");
    Files.writeString(properties, "hoodie.table.version=oops\n");

    CliRun run = CliRun.of("metadata-table", copy.toString());

    assertThat(run.exitCode()).isEqualTo(ExitCodes.BAD_INPUT);
    assertThat(run.err()).contains(copy.resolve(".hoodie/metadata").toString());
  }
}
