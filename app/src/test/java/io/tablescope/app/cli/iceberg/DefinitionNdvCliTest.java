package io.tablescope.app.cli.iceberg;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tablescope.app.cli.CliRun;
import io.tablescope.format.testing.FixtureTables;
import io.tablescope.format.testing.PuffinStatistics;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Map;
import org.apache.iceberg.StatisticsFile;
import org.apache.iceberg.Table;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code definition} shows each column's NDV from the current snapshot's Puffin statistics file
 * (written by iceberg-core's PuffinWriter) beside the column, and each statistics file's NDVs where
 * statistics are printed; an unreadable statistics file is a problem naming it.
 */
class DefinitionNdvCliTest {
  @TempDir Path folder;

  @Test
  void textShowsTheNdvBesideTheColumnAndUnderItsStatisticsFile() {
    Table table = new FixtureTables(folder).unpartitioned(2);
    PuffinStatistics.write(table, Map.of(1, 8L, 2, 3L));

    CliRun run = CliRun.of("definition", table.location());

    assertThat(run.exitCode()).isZero();
    assertThat(run.out())
        .containsPattern("1 +id: required long  ndv 8\n")
        .containsPattern("2 +region: optional string  ndv 3\n")
        .containsPattern("3 +name: optional string\n")
        .containsPattern("    (id ndv 8, region ndv 3|region ndv 3, id ndv 8)\n");
  }

  @Test
  void jsonHasTheNdvOfEachColumnAndEachFooter() throws Exception {
    Table table = new FixtureTables(folder).unpartitioned(2);
    PuffinStatistics.write(table, Map.of(1, 8L));

    CliRun run = CliRun.of("definition", table.location(), "--json");

    assertThat(run.exitCode()).isZero();
    JsonNode json = new ObjectMapper().readTree(run.out());
    assertThat(json.at("/schemas/0/fields/0/ndv").asText()).isEqualTo("8");
    assertThat(json.at("/schemas/0/fields/1").has("ndv")).isFalse();
    JsonNode footer = json.at("/statistics/0/footer-ndvs/0");
    assertThat(footer.get("column").asText()).isEqualTo("id");
    assertThat(footer.get("type").asText()).isEqualTo(PuffinStatistics.THETA);
    assertThat(footer.get("ndv").asText()).isEqualTo("8");
    assertThat(json.at("/statistics/0/footer-problem").isNull()).isTrue();
  }

  @Test
  void aTruncatedStatisticsFileIsAProblemNamingIt() throws Exception {
    Table table = new FixtureTables(folder).unpartitioned(2);
    StatisticsFile written = PuffinStatistics.write(table, Map.of(1, 8L));
    Path file = Path.of(written.path());
    byte[] bytes = Files.readAllBytes(file);
    Files.write(file, Arrays.copyOf(bytes, bytes.length - 5));

    CliRun run = CliRun.of("definition", table.location());

    assertThat(run.exitCode()).isZero();
    assertThat(run.out())
        .contains("    ⚠ does not end with the Puffin magic PFA1")
        .doesNotContain("ndv 8");
  }
}
