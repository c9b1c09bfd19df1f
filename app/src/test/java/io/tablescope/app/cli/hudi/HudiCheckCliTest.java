package io.tablescope.app.cli.hudi;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tablescope.app.cli.CliRun;
import io.tablescope.app.cli.common.ExitCodes;
import io.tablescope.format.testing.hudi.HudiOracleTables;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code check} on Hudi tables Hudi's own client wrote: exit 0 and a "sound" line as written, 1
 * with a line (or JSON object) naming the rule, the instant and the file when a copy is damaged, 2
 * when not one completed instant's file can be read.
 */
class HudiCheckCliTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  @TempDir Path dir;

  @Test
  void theDemoTableIsSoundInTextAndJson() throws Exception {
    HudiOracleTables.Scenario demo = HudiOracleTables.scenario(HudiOracleTables.DEMO);
    String table = demo.table().toString();

    CliRun text = CliRun.of("check", table);
    assertThat(text.err()).isEmpty();
    assertThat(text.exitCode()).isEqualTo(ExitCodes.OK);
    int instants = demo.answers().get("activeTimeline").size();
    assertThat(text.out().strip())
        .startsWith("sound: " + instants + " instants (0 archived), ")
        .endsWith(demo.answers().get("latestSlices").size() + " latest slices examined");

    CliRun json = CliRun.of("check", table, "--json");
    assertThat(json.exitCode()).isEqualTo(ExitCodes.OK);
    JsonNode report = JSON.readTree(json.out());
    assertThat(report.get("format").asText()).isEqualTo("hudi");
    assertThat(report.get("sound").asBoolean()).isTrue();
    assertThat(report.get("instants").asInt()).isEqualTo(instants);
    assertThat(report.get("findings")).isEmpty();
  }

  @Test
  void aDeletedBaseFileIsAFindingExit1() throws Exception {
    HudiOracleTables.Scenario scenario = HudiOracleTables.scenario("cow-v8");
    JsonNode slice = scenario.answers().get("latestSlices").get(0);
    String path = slice.get("partition").asText() + "/" + slice.get("baseFile").asText();
    Path table = dir.resolve("cow");
    HudiOracleTables.copy(scenario.table(), table);
    Files.delete(table.resolve(path));

    CliRun text = CliRun.of("check", table.toString());
    assertThat(text.exitCode()).isEqualTo(ExitCodes.FINDINGS);
    assertThat(text.out().lines())
        .anySatisfy(
            line ->
                assertThat(line)
                    .startsWith(
                        "write-file\t"
                            + slice.get("baseInstantTime").asText()
                            + "\t"
                            + path
                            + "\t"))
        .anySatisfy(line -> assertThat(line).startsWith("metadata-listing\t"));
    assertThat(text.out().lines().reduce((a, b) -> b).orElseThrow()).startsWith("2 findings: ");

    CliRun json = CliRun.of("check", table.toString(), "--json");
    assertThat(json.exitCode()).isEqualTo(ExitCodes.FINDINGS);
    JsonNode report = JSON.readTree(json.out());
    assertThat(report.get("sound").asBoolean()).isFalse();
    assertThat(report.get("metadata-table-compared").asBoolean()).isTrue();
    assertThat(report.get("findings").get(0).get("check").asText()).isEqualTo("write-file");
    assertThat(report.get("findings").get(0).get("path").asText()).isEqualTo(path);
  }

  @Test
  void notOneCompletedInstantReadableIsExit2() throws Exception {
    Path table = dir.resolve("mor");
    HudiOracleTables.copy(HudiOracleTables.scenario("mor-v6").table(), table);
    try (Stream<Path> files = Files.list(table.resolve(".hoodie"))) {
      for (Path file : files.toList()) {
        String name = file.getFileName().toString();
        if (name.matches("\\d+\\.(commit|deltacommit|clean|rollback)")) {
          Files.write(file, new byte[] {'{'});
        }
      }
    }

    CliRun run = CliRun.of("check", table.toString());

    assertThat(run.exitCode()).isEqualTo(ExitCodes.BAD_INPUT);
    assertThat(run.err().strip())
        .isEqualTo("tablescope: " + table + ": not one completed instant's file could be read");
    assertThat(run.out()).contains("instant-file\t");
  }
}
